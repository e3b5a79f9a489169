import { messages } from '@pawprize/shared';
import type { Ctx } from '../../context/index.ts';
import type { Tx } from '../../db/rows.ts';
import { AppError } from '../../errors.ts';
import type { PhotoHashes, ScreenedKind, ScreeningVerdict } from '../../screening/index.ts';
import { findNearCopy, insertPhotoHashes } from './photo-hashes.queries.ts';
import type { NewEntryState } from './moderation.rules.ts';
import { newEntryState } from './moderation.rules.ts';
import { enqueue } from './queue.queries.ts';

/** What screening found about an uploaded photo (docs/decisions/0061-moderation-model.md). */
export interface UploadScreening {
  kind: ScreenedKind;
  verdict: ScreeningVerdict;
  hashes: PhotoHashes;
  duplicateOf: { subjectType: 'pet' | 'contest'; subjectId: string; distance: number } | null;
  /** The state the new entry starts in, and why it is queued. */
  state: NewEntryState;
}

/** What screening uses: the screener, the database (near-copies), the moderation settings. */
export type ScreeningCtx = Ctx<'screener' | 'db' | 'config'>;

/**
 * Screens an uploaded photo (models in the worker, hashes here) and looks for near-copies. A
 * near-copy of a photo a moderator removed is refused here, before anything is stored. Start it
 * next to the image pipeline: it decodes the upload on its own (shrink-on-load) while the
 * variants are encoded. Throws only for a removed copy or an undecodable image.
 */
export async function screenUpload(
  ctx: ScreeningCtx,
  kind: ScreenedKind,
  image: Buffer,
): Promise<UploadScreening> {
  const { verdict, prepared } = await ctx.screener.screen(image, kind);
  const near = kind === 'avatar' ? null : await findNearCopy(ctx.db, kind, prepared.hashes);
  if (near?.removed) {
    throw new AppError('CONFLICT', messages.moderation.removedCopy, {
      image: [messages.moderation.removedCopy],
    });
  }
  const duplicateOf =
    near && near.subjectType && near.subjectId
      ? { subjectType: near.subjectType, subjectId: near.subjectId, distance: near.distance }
      : null;
  return {
    kind,
    verdict,
    hashes: prepared.hashes,
    duplicateOf,
    state: newEntryState(ctx.config.moderation, verdict, duplicateOf !== null),
  };
}

/** The screening verdict as the review queue keeps it (scores, species, time). */
export function screeningRecord(verdict: ScreeningVerdict): Record<string, unknown> | null {
  if (!verdict.screened) return null;
  return {
    unsafe: verdict.unsafe,
    nsfw: verdict.nsfw,
    animals: verdict.animals,
    species: verdict.species,
    ms: verdict.ms,
  };
}

/**
 * In the transaction that inserts the entry: its perceptual hashes, and its review-queue row when
 * screening, pre-moderation or a near-copy asks for one.
 */
export async function recordUploadScreening(
  tx: Tx,
  entry: { subjectType: 'pet' | 'contest'; subjectId: string; ownerId: string },
  screening: UploadScreening,
): Promise<void> {
  await insertPhotoHashes(tx, {
    petId: entry.subjectType === 'pet' ? entry.subjectId : null,
    contestId: entry.subjectType === 'contest' ? entry.subjectId : null,
    ownerId: entry.ownerId,
    phash: screening.hashes.phash,
    dhash: screening.hashes.dhash,
  });
  await enqueue(tx, {
    ...entry,
    reasons: screening.state.reasons,
    screening: screeningRecord(screening.verdict),
    duplicateOf: screening.duplicateOf,
  });
}

/**
 * Starts screening next to other work: the promise never rejects unhandled while the caller is
 * busy elsewhere (it is awaited later, or dropped when the image pipeline fails first).
 */
export function startScreening(
  ctx: ScreeningCtx,
  kind: ScreenedKind,
  image: Buffer,
): () => Promise<UploadScreening> {
  const running = screenUpload(ctx, kind, image);
  running.catch(() => {});
  return () => running;
}
