import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/rows.ts';
import { rowsOf } from '../../db/rows.ts';
import type { ImageVariant } from '../../db/schema/index.ts';

/**
 * The statements of "Delete my account" (delete.service.ts,
 * docs/decisions/0091-account-deletion.md), in the order the service runs them.
 */

/** The member's email and avatar, the user row locked until the transaction ends. */
export async function lockMember(
  tx: Tx,
  userId: string,
): Promise<{ email: string; avatarUrl: string | null } | undefined> {
  const [me] = await rowsOf<{ email: string; avatarUrl: string | null }>(
    tx,
    sql`select u.email, p.avatar_url as "avatarUrl" from users as u
        left join profiles as p on p.id = u.id where u.id = ${userId} for update of u`,
  );
  return me;
}

export async function deleteVoidedVotesOf(tx: Tx, userId: string): Promise<void> {
  await tx.execute(sql`delete from voided_votes where voter_user_id = ${userId}`);
}

export interface StoredImage {
  imageKey: string | null;
  variants: ImageVariant[] | null;
}

/** The member's pets' images, the rows locked. */
export async function lockPetImages(tx: Tx, userId: string): Promise<StoredImage[]> {
  return rowsOf<StoredImage>(
    tx,
    sql`select image_key as "imageKey", variants from pet_photos where user_id = ${userId} for update`,
  );
}

/** The member's caption contests' images with their captions' ids, the rows locked. */
export async function lockContestImages(
  tx: Tx,
  userId: string,
): Promise<(StoredImage & { captionIds: string[] })[]> {
  return rowsOf<StoredImage & { captionIds: string[] }>(
    tx,
    sql`select c.image_key as "imageKey", c.variants,
          array(select k.id::text from captions as k where k.pet_id = c.id) as "captionIds"
        from pet_captions as c where c.user_id = ${userId} for update`,
  );
}

/** Captions the member wrote in others' contests, with their share card's key. */
export async function findWrittenCaptions(
  tx: Tx,
  userId: string,
): Promise<{ contestId: string; card: string | null }[]> {
  return rowsOf<{ contestId: string; card: string | null }>(
    tx,
    sql`select k.pet_id as "contestId",
          case when c.image_key is not null then c.image_key || '-card1-' || k.id || '.jpg' end as card
        from captions as k join pet_captions as c on c.id = k.pet_id
        where k.user_id = ${userId} and c.user_id <> ${userId}`,
  );
}

/** The stored file of the member's avatar waiting for review, if any. */
export async function findPendingAvatarKeys(
  tx: Tx,
  userId: string,
): Promise<{ key: string | null }[]> {
  return rowsOf<{ key: string | null }>(
    tx,
    sql`select details->>'avatarKey' as key from review_queue
        where subject_type = 'avatar' and subject_id = ${userId}`,
  );
}

export async function findExportKeys(tx: Tx, userId: string): Promise<{ key: string | null }[]> {
  return rowsOf<{ key: string | null }>(
    tx,
    sql`select storage_key as key from account_exports where user_id = ${userId}`,
  );
}

/** The battles of the member's pets leave their opponents' battle counts. */
export async function dropBattlesFromOpponents(tx: Tx, userId: string): Promise<void> {
  await tx.execute(sql`
      with mine as (select id from pet_photos where user_id = ${userId}),
      gone as (
        select b.id, b.pet1_id, b.pet2_id,
          (select count(*)::int from battle_votes as v where v.battle_id = b.id) as n
        from battles as b where b.pet1_id in (select id from mine) or b.pet2_id in (select id from mine)
      ),
      per_pet as (
        select side.pet_id, sum(g.n)::int as n from gone as g,
          lateral (values (g.pet1_id), (g.pet2_id)) as side(pet_id)
        where side.pet_id not in (select id from mine)
        group by side.pet_id
      )
      update pet_battle_stats as s set battles_count = s.battles_count - p.n
      from per_pet as p where s.pet_id = p.pet_id and p.n > 0`);
}

export async function deleteCaptionsOf(tx: Tx, userId: string): Promise<void> {
  await tx.execute(sql`delete from captions where user_id = ${userId}`);
}

/**
 * Every other row of the member; the user row's cascades take sessions, accounts, profile, pets
 * (and the votes, battles and hashes on them), contests, streak, shares. `email` is trimmed and
 * lower-cased.
 */
export async function deleteMemberRows(
  tx: Tx,
  member: { userId: string; voterKey: string; email: string },
): Promise<void> {
  const { userId, voterKey, email } = member;
  await tx.execute(sql`delete from review_queue where owner_id = ${userId}
      or (subject_type = 'avatar' and subject_id = ${userId})`);
  await tx.execute(sql`delete from reports where reporter_user_id = ${userId}
      or subject_owner_id = ${userId}`);
  await tx.execute(sql`delete from daily_vote_usage where voter_key = ${voterKey}`);
  await tx.execute(sql`delete from newsletter_subscribers where email = ${email}`);
  // Mails to them, and the admin notices naming them (subscriptions, contact messages).
  await tx.execute(sql`delete from mail_outbox where lower("to") = ${email}`);
  await tx.execute(sql`delete from mail_outbox where about_email = ${email}`);
  await tx.execute(sql`delete from contact_messages where lower(email) = ${email}`);
  await tx.execute(sql`delete from pending_battles where viewer_key = ${voterKey}`);
  await tx.execute(sql`delete from verifications where value = ${userId}`);
  // The reset-mail counter is keyed by the email (ADR 0027); the others by id or a hash.
  await tx.execute(sql`delete from rate_counters where key = ${`reset-mails:${email}`}`);
  await tx.execute(sql`delete from users where id = ${userId}`);
}

/** The audit line of a deletion (`label`: the email's SHA-256 label, ADR 0102). */
export async function insertDeletionAudit(
  tx: Tx,
  entry: { userId: string; label: string; pets: number; contests: number },
): Promise<void> {
  const { userId, label } = entry;
  await tx.execute(sql`
      insert into admin_audit_log (admin_id, admin_email, action, subject_type, subject_id,
        subject_label, reason, details)
      values (${userId}, 'self-service', 'account_deleted', 'user', ${userId}, ${label},
        'deleted by the member', ${JSON.stringify({ pets: entry.pets, contests: entry.contests })}::jsonb)`);
}
