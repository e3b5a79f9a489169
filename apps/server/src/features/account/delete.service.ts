import { randomUUID } from 'node:crypto';
import { messages } from '@pawprize/shared';
import type { DeleteAccountBody } from '@pawprize/shared/schemas/account';
import type { SessionUser } from '@pawprize/shared/schemas/auth';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { rowsOf } from '../../db/rows.ts';
import type { ImageVariant } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { emailLabel, recomputeCaptionWinners, voidVotesOf } from '../admin/index.ts';
import { verifyPassword } from '../auth/index.ts';
import { inBothAreas } from '../../storage/types.ts';
import { avatarKeyOf } from '../profiles/index.ts';

/**
 * "Delete my account" (docs/product/account.md, docs/decisions/0091-account-deletion.md): in one
 * transaction every vote the member cast is removed with its counters corrected (ADR 0062's
 * voiding, then the voided rows dropped), the battles of their pets leave their opponents' battle
 * counts, captions they wrote leave their contests (trophies recomputed), and every row of the
 * member goes — with the admin notices naming their email, their contact messages and their
 * pending battle (docs/decisions/0102-deletion-leaves-no-email.md); the audit line keeps a
 * SHA-256 of the email, as every audit line naming a person does. Stored files are deleted after
 * commit.
 */

const m = messages.account;

/** Stored sizes in both areas: a pending or hidden entry's are private (ADR 0117). */
const variantFiles = (imageKey: string | null, variants: readonly ImageVariant[] | null) =>
  imageKey ? inBothAreas((variants ?? []).map((v) => `${imageKey}-${v.width}.webp`)) : [];

export async function deleteAccount(
  app: FastifyInstance,
  user: SessionUser,
  body: DeleteAccountBody,
): Promise<void> {
  if (user.isAdmin) throw new AppError('FORBIDDEN', m.adminCannotDelete);
  const [credential] = await rowsOf<{ password: string | null }>(
    app.db,
    sql`select password from accounts where user_id = ${user.id} and provider_id = 'credential'`,
  );
  if (!credential?.password || !(await verifyPassword(credential.password, body.password))) {
    throw new AppError('VALIDATION_FAILED', m.passwordWrong, { password: [m.passwordWrong] });
  }

  const files = await app.db.transaction(async (tx) => {
    const [me] = await rowsOf<{ email: string; avatarUrl: string | null }>(
      tx,
      sql`select u.email, p.avatar_url as "avatarUrl" from users as u
        left join profiles as p on p.id = u.id where u.id = ${user.id} for update of u`,
    );
    if (!me) throw new AppError('NOT_FOUND', m.deleteFailed);
    const userId = user.id;

    // 1. Votes cast: moved out with every counter corrected, then dropped.
    await voidVotesOf(tx, userId, {
      adminId: userId,
      reason: 'account deleted',
      batchId: randomUUID(),
    });
    await tx.execute(sql`delete from voided_votes where voter_user_id = ${userId}`);

    // 2. The files of their pets, contests, captions' share cards and avatar.
    const pets = await rowsOf<{ imageKey: string | null; variants: ImageVariant[] | null }>(
      tx,
      sql`select image_key as "imageKey", variants from pet_photos where user_id = ${userId} for update`,
    );
    const contests = await rowsOf<{
      imageKey: string | null;
      variants: ImageVariant[] | null;
      captionIds: string[];
    }>(
      tx,
      sql`select c.image_key as "imageKey", c.variants,
          array(select k.id::text from captions as k where k.pet_id = c.id) as "captionIds"
        from pet_captions as c where c.user_id = ${userId} for update`,
    );
    const written = await rowsOf<{ contestId: string; card: string | null }>(
      tx,
      sql`select k.pet_id as "contestId",
          case when c.image_key is not null then c.image_key || '-card1-' || k.id || '.jpg' end as card
        from captions as k join pet_captions as c on c.id = k.pet_id
        where k.user_id = ${userId} and c.user_id <> ${userId}`,
    );
    const pending = await rowsOf<{ key: string | null }>(
      tx,
      sql`select details->>'avatarKey' as key from review_queue
        where subject_type = 'avatar' and subject_id = ${userId}`,
    );
    const exports = await rowsOf<{ key: string | null }>(
      tx,
      sql`select storage_key as key from account_exports where user_id = ${userId}`,
    );
    const files = [
      ...exports.map((e) => e.key),
      ...pets.flatMap((p) => variantFiles(p.imageKey, p.variants)),
      ...contests.flatMap((c) => [
        ...variantFiles(c.imageKey, c.variants),
        ...(c.imageKey
          ? [null, ...c.captionIds].map((id) => `${c.imageKey}-card1-${id ?? 'none'}.jpg`)
          : []),
      ]),
      ...written.map((w) => w.card).filter((k): k is string => !!k),
      ...pending.map((p) => p.key).filter((k): k is string => !!k),
      avatarKeyOf(app, me.avatarUrl),
    ].filter((k): k is string => !!k);

    // 3. Their pets' battles leave the opponents' battle counts (matchmaking, rankings).
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

    // 4. Captions they wrote in others' contests (others' votes on them go with them).
    await tx.execute(sql`delete from captions where user_id = ${userId}`);
    await recomputeCaptionWinners(
      tx,
      written.map((w) => w.contestId),
    );

    // 5. Everything else of the member; the user row's cascades take sessions, accounts,
    // profile, pets (and the votes, battles and hashes on them), contests, streak, shares.
    const voterKey = `u:${userId}`;
    const email = me.email.trim().toLowerCase();
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
    await tx.execute(sql`
      insert into admin_audit_log (admin_id, admin_email, action, subject_type, subject_id,
        subject_label, reason, details)
      values (${userId}, 'self-service', 'account_deleted', 'user', ${userId}, ${emailLabel(email)},
        'deleted by the member', ${JSON.stringify({ pets: pets.length, contests: contests.length })}::jsonb)`);
    return files;
  });

  // The same counters in Redis, and this email's failed sign-ins (they expire within the hour).
  await Promise.allSettled([
    app.auth.mailLimits.resetPerEmail.clear(user.email.trim().toLowerCase()),
    app.auth.failures.reset(user.email.trim().toLowerCase()),
  ]);
  const results = await Promise.allSettled(files.map((k) => app.storage.delete(k)));
  for (const r of results) {
    if (r.status === 'rejected')
      app.log.error({ err: r.reason }, 'could not delete a member’s file');
  }
  // Their pets and votes are gone (ADR 0130).
  app.events.emit('pet-counts-changed', { petId: null });
  app.events.emit('battle-votes-changed', {});
}
