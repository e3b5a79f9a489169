import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/rows.ts';
import { rowsOf } from '../../db/rows.ts';

/**
 * What "Download my data" reads (export.service.ts, docs/decisions/0090-account-export.md): the
 * document in one statement (one snapshot), the photos' keys, and how many files there are.
 */

/** `select coalesce(jsonb_agg(row), '[]')` of a query whose rows are already jsonb (`j`). */
const list = (query: ReturnType<typeof sql>) =>
  sql`(select coalesce(jsonb_agg(q.j order by q.o), '[]'::jsonb) from (${query}) as q)`;

/**
 * Everything about the member, as one jsonb document. Every part is found through an index on the
 * member (user id, `u:<id>` voter key, lower-cased email; the mail outbox by recipient).
 */
function documentQuery(userId: string) {
  return sql`
  with me as (select u.* from users as u where u.id = ${userId})
  select jsonb_build_object(
    'account', (select jsonb_build_object('id', me.id, 'email', me.email,
        'emailVerified', me.email_verified, 'name', me.name, 'createdAt', me.created_at,
        'signInMethods', (select coalesce(jsonb_agg(a.provider_id), '[]'::jsonb)
                          from accounts as a where a.user_id = me.id)) from me),
    'profile', (select jsonb_build_object('username', p.username, 'fullName', p.full_name,
        'avatarUrl', p.avatar_url, 'generationCredits', p.credits, 'timeZone', p.time_zone,
        'createdAt', p.created_at, 'updatedAt', p.updated_at)
      from profiles as p where p.id = ${userId}),
    'signedInDevices', ${list(sql`select jsonb_build_object('userAgent', s.user_agent,
        'ipAddress', s.ip_address, 'signedInAt', s.created_at, 'lastActiveAt', s.updated_at,
        'expiresAt', s.expires_at) as j, s.created_at as o
      from sessions as s where s.user_id = ${userId}`)},
    'pets', ${list(sql`select jsonb_build_object('id', p.id, 'petName', p.pet_name,
        'description', p.description, 'imageUrl', p.image_url, 'sizes', p.variants,
        'votes', p.votes_count, 'status', p.status, 'statusReason', p.status_reason,
        'createdAt', p.created_at) as j, p.created_at as o
      from pet_photos as p where p.user_id = ${userId}`)},
    'captionContests', ${list(sql`select jsonb_build_object('id', c.id, 'shareId', c.share_id,
        'petName', c.pet_name, 'breed', c.breed, 'imageUrl', c.image_url, 'sizes', c.variants,
        'status', c.status, 'winnerCaptionId', c.winner_caption_id, 'createdAt', c.created_at,
        'captions', (select coalesce(jsonb_agg(jsonb_build_object('id', k.id,
            'caption', k.caption, 'votes', k.votes, 'writtenByYou', k.user_id = ${userId},
            'byAi', k.user_id is null, 'status', k.status, 'createdAt', k.created_at)
            order by k.created_at), '[]'::jsonb)
          from captions as k where k.pet_id = c.id)) as j, c.created_at as o
      from pet_captions as c where c.user_id = ${userId}`)},
    'captionsWritten', ${list(sql`select jsonb_build_object('id', k.id, 'caption', k.caption,
        'votes', k.votes, 'status', k.status, 'contestShareId', c.share_id,
        'contestPetName', c.pet_name, 'createdAt', k.created_at) as j, k.created_at as o
      from captions as k join pet_captions as c on c.id = k.pet_id where k.user_id = ${userId}`)},
    'votes', ${list(sql`select jsonb_build_object('petId', v.photo_id, 'petName', p.pet_name,
        'source', v.source, 'localDay', v.local_day, 'castAt', v.created_at) as j,
        v.created_at as o
      from votes as v left join pet_photos as p on p.id = v.photo_id
      where v.user_id = ${userId}`)},
    'battleVotes', ${list(sql`select jsonb_build_object('battleId', v.battle_id,
        'votedPetId', v.voted_pet_id, 'castAt', v.created_at) as j, v.created_at as o
      from battle_votes as v where v.user_id = ${userId}`)},
    'captionVotes', ${list(sql`select jsonb_build_object('contestId', v.contest_id,
        'captionId', v.caption_id, 'castAt', v.created_at) as j, v.created_at as o
      from caption_votes as v where v.user_id = ${userId}`)},
    'votesVoidedByModerators', ${list(sql`select jsonb_build_object('kind', v.kind,
        'petId', v.pet_id, 'battleId', v.battle_id, 'captionId', v.caption_id,
        'castAt', v.cast_at, 'voidedAt', v.voided_at, 'reason', v.reason) as j,
        v.voided_at as o
      from voided_votes as v where v.voter_user_id = ${userId}`)},
    'dailyVotes', ${list(sql`select jsonb_build_object('day', d.day, 'votesUsed', d.votes_used,
        'bonusVotesUsed', d.bonus_used) as j,
        d.day as o
      from daily_vote_usage as d where d.voter_key = ${`u:${userId}`}`)},
    'streak', (select jsonb_build_object('currentStreak', s.current_streak,
        'highestStreak', s.highest_streak, 'lastVoteDate', s.last_vote_date)
      from voting_streaks as s where s.user_id = ${userId}),
    'sharesAndBonusVotes', ${list(sql`select jsonb_build_object('platform', b.platform,
        'localDay', b.local_day, 'bonusVotesLeft', b.boost_votes, 'sharedAt', b.created_at) as j,
        b.created_at as o
      from share_boosts as b where b.user_id = ${userId}`)},
    'reportsMade', ${list(sql`select jsonb_build_object('subjectType', r.subject_type,
        'subjectId', r.subject_id, 'reason', r.reason, 'note', r.note,
        'reportedAt', r.created_at, 'resolution', r.resolution, 'resolvedAt', r.resolved_at) as j,
        r.created_at as o
      from reports as r where r.reporter_user_id = ${userId}`)},
    'newsletter', (select jsonb_build_object('email', n.email, 'signedUpAt', n.created_at,
        'confirmedAt', n.confirmed_at, 'unsubscribedAt', n.unsubscribed_at)
      from newsletter_subscribers as n, me where n.email = lower(btrim(me.email))),
    'mailsSent', ${list(sql`select jsonb_build_object('subject', m.subject, 'text',
        regexp_replace(m.text, 'token=[^[:space:]&]+', 'token=(removed)', 'g'),
        'status', m.status, 'queuedAt', m.created_at, 'sentAt', m.sent_at) as j,
        m.created_at as o
      from mail_outbox as m, me where lower(m.to) = lower(me.email) or m.user_id = me.id`)}
  ) as document`;
}

/** The member's document (see `documentQuery`); no row when the account is gone. */
export async function findExportDocument<T>(
  q: Queryable,
  userId: string,
): Promise<{ document: T } | undefined> {
  const [row] = await rowsOf<{ document: T }>(q, documentQuery(userId));
  return row;
}

/** The stored image key of each of the member's pets and caption contests. */
export async function findPhotoKeys(
  q: Queryable,
  userId: string,
): Promise<{ kind: 'pet' | 'contest'; id: string; imageKey: string | null }[]> {
  return rowsOf<{ kind: 'pet' | 'contest'; id: string; imageKey: string | null }>(
    q,
    sql`select 'pet' as kind, id, image_key as "imageKey" from pet_photos where user_id = ${userId}
      union all
      select 'contest', id, image_key from pet_captions where user_id = ${userId}`,
  );
}

/** Stored sizes of the member's pets and contests, plus one for an avatar. */
export async function countPhotoFiles(q: Queryable, userId: string): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    q,
    sql`select ((select coalesce(sum(jsonb_array_length(variants)), 0) from pet_photos
          where user_id = ${userId} and image_key is not null)
      + (select coalesce(sum(jsonb_array_length(variants)), 0) from pet_captions
          where user_id = ${userId} and image_key is not null)
      + (select count(*) from profiles where id = ${userId} and avatar_url is not null))::int as n`,
  );
  return row?.n ?? 0;
}
