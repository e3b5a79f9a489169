import { randomUUID } from 'node:crypto';
import { messages } from '@pawprize/shared';
import type { DeleteAccountBody } from '@pawprize/shared/schemas/account';
import type { SessionUser } from '@pawprize/shared/schemas/auth';
import type { Ctx } from '../../context/index.ts';
import type { Tx } from '../../db/rows.ts';
import type { ImageVariant } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { emailLabel, recomputeCaptionWinners, voidVotesOf } from '../admin/index.ts';
import type { AuthRuntime } from '../auth/index.ts';
import { verifyPassword } from '../auth/index.ts';
import { inBothAreas } from '../../storage/types.ts';
import { avatarKeyOf } from '../profiles/index.ts';
import {
  deleteCaptionsOf,
  deleteMemberRows,
  deleteVoidedVotesOf,
  dropBattlesFromOpponents,
  findExportKeys,
  findPendingAvatarKeys,
  findWrittenCaptions,
  insertDeletionAudit,
  lockContestImages,
  lockMember,
  lockPetImages,
} from './delete.queries.ts';
import { findCredentialPassword } from './accounts.queries.ts';

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

/** What deleting an account uses; `auth` is the auth runtime (its Redis counters). */
export type DeleteCtx = Ctx<'db' | 'storage' | 'log' | 'events'> & {
  auth: Pick<AuthRuntime, 'mailLimits' | 'failures'>;
};

export async function deleteAccount(
  ctx: DeleteCtx,
  user: SessionUser,
  body: DeleteAccountBody,
): Promise<void> {
  if (user.isAdmin) throw new AppError('FORBIDDEN', m.adminCannotDelete);
  await checkPassword(ctx, user.id, body.password);
  const files = await ctx.db.transaction((tx) => removeMember(ctx, tx, user.id));
  await afterCommit(ctx, user, files);
}

/** The member's current password, or a 422 on the password field. */
async function checkPassword(ctx: Ctx<'db'>, userId: string, password: string): Promise<void> {
  const credential = await findCredentialPassword(ctx.db, userId);
  if (!credential?.password || !(await verifyPassword(credential.password, password))) {
    throw new AppError('VALIDATION_FAILED', m.passwordWrong, { password: [m.passwordWrong] });
  }
}

/** Everything of the member in `tx`, in order; the stored files to delete after commit. */
async function removeMember(ctx: Ctx<'storage'>, tx: Tx, userId: string): Promise<string[]> {
  const me = await lockMember(tx, userId);
  if (!me) throw new AppError('NOT_FOUND', m.deleteFailed);

  // 1. Votes cast: moved out with every counter corrected, then dropped.
  await voidVotesOf(tx, userId, {
    adminId: userId,
    reason: 'account deleted',
    batchId: randomUUID(),
  });
  await deleteVoidedVotesOf(tx, userId);

  // 2. The files of their pets, contests, captions' share cards and avatar.
  const { files, pets, contests, written } = await memberFiles(ctx, tx, userId, me.avatarUrl);

  // 3. Their pets' battles leave the opponents' battle counts (matchmaking, rankings).
  await dropBattlesFromOpponents(tx, userId);

  // 4. Captions they wrote in others' contests (others' votes on them go with them).
  await deleteCaptionsOf(tx, userId);
  await recomputeCaptionWinners(
    tx,
    written.map((w) => w.contestId),
  );

  // 5. Everything else of the member; the user row's cascades take sessions, accounts,
  // profile, pets (and the votes, battles and hashes on them), contests, streak, shares.
  const email = me.email.trim().toLowerCase();
  await deleteMemberRows(tx, { userId, voterKey: `u:${userId}`, email });
  await insertDeletionAudit(tx, {
    userId,
    label: emailLabel(email),
    pets: pets.length,
    contests: contests.length,
  });
  return files;
}

/** The stored files of the member (rows locked), and the rows the later steps count or use. */
async function memberFiles(ctx: Ctx<'storage'>, tx: Tx, userId: string, avatarUrl: string | null) {
  const pets = await lockPetImages(tx, userId);
  const contests = await lockContestImages(tx, userId);
  const written = await findWrittenCaptions(tx, userId);
  const pending = await findPendingAvatarKeys(tx, userId);
  const exports = await findExportKeys(tx, userId);
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
    avatarKeyOf(ctx, avatarUrl),
  ].filter((k): k is string => !!k);
  return { files, pets, contests, written };
}

/** After commit: the Redis counters, the stored files, and the events (ADR 0130). */
async function afterCommit(ctx: DeleteCtx, user: SessionUser, files: string[]): Promise<void> {
  // The same counters in Redis, and this email's failed sign-ins (they expire within the hour).
  await Promise.allSettled([
    ctx.auth.mailLimits.resetPerEmail.clear(user.email.trim().toLowerCase()),
    ctx.auth.failures.reset(user.email.trim().toLowerCase()),
  ]);
  const results = await Promise.allSettled(files.map((k) => ctx.storage.delete(k)));
  for (const r of results) {
    if (r.status === 'rejected')
      ctx.log.error({ err: r.reason }, 'could not delete a member’s file');
  }
  // Their pets and votes are gone (ADR 0130).
  ctx.events.emit('pet-counts-changed', { petId: null });
  ctx.events.emit('battle-votes-changed', {});
}
