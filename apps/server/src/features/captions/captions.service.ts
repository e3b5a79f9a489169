import { messages, PET_IMAGE_WIDTHS } from '@pawprize/shared';
import type { SessionUser } from '@pawprize/shared/schemas/auth';
import type { CaptionContest, CaptionPage, CaptionSort } from '@pawprize/shared/schemas/captions';
import type { FastifyBaseLogger } from 'fastify';
import { AiInvalidResponseError, readImageFacts } from '../../ai/index.ts';
import type { Ctx } from '../../context/index.ts';
import { AppError, isUniqueViolation } from '../../errors.ts';
import type { ResponsiveImage } from '../../images/responsive-image.ts';
import { makeResponsiveImage } from '../../images/responsive-image.ts';
import { uploadCancelled } from '../../http/multipart.ts';
import type { UploadScreening } from '../moderation/index.ts';
import { recordUploadScreening } from '../moderation/index.ts';
import { checkAllowance, takeAllowance } from './captions.allowance.ts';
import { forgetCards } from './captions.card.ts';
import { inBothAreas } from '../../storage/types.ts';
import { cardKey, deleteKeys, storeImage, variantKey } from './captions.files.ts';
import { invalidateContest } from './captions.cache.ts';
import type { CaptionsCtx } from './captions.context.ts';
import {
  type ContestPageQuery,
  findContestPage,
  findContestRow,
  findContestRows,
  findMyVotes,
  toContest,
} from './captions.queries.ts';
import { isShareId, isTransientDbError, newShareId } from './captions.rules.ts';
import type { NewContestInput } from './captions.upload.ts';
import {
  deleteContestRow,
  findVisibleContestId,
  insertContest,
  insertUserCaption,
  insertWrittenCaptions,
} from './contests.queries.ts';

const notFound = () => new AppError('NOT_FOUND', messages.captionContest.notFound);

/**
 * A contest as `viewerId` sees it. One that is not visible (pending review, hidden, removed)
 * exists only for its owner and admins (docs/decisions/0061-moderation-model.md).
 */
export async function getContest(
  ctx: Ctx<'db'>,
  shareId: string,
  viewerId: string | null,
  viewerIsAdmin = false,
): Promise<CaptionContest> {
  const row = isShareId(shareId)
    ? await findContestRow(ctx.db, shareId, { fresh: viewerId !== null })
    : null;
  if (!row) throw notFound();
  if (row.status !== 'visible' && row.userId !== viewerId && !viewerIsAdmin) throw notFound();
  if (!viewerId) return toContest(row, null);
  const myVotes = await findMyVotes(ctx.db, [row.id], viewerId);
  return toContest(row, viewerId, myVotes.get(row.id) ?? null);
}

export async function listContests(
  ctx: Ctx<'db'>,
  sort: CaptionSort,
  limit: number,
  viewerId: string | null,
): Promise<CaptionContest[]> {
  const rows = await findContestRows(ctx.db, sort, limit);
  if (!viewerId) return rows.map((row) => toContest(row, null));
  const myVotes = await findMyVotes(
    ctx.db,
    rows.map((row) => row.id),
    viewerId,
  );
  return rows.map((row) => toContest(row, viewerId, myVotes.get(row.id) ?? null));
}

/** A page of the /captions list, or of the member's own contests (`ownerId`). */
export async function contestPage(
  ctx: Ctx<'db'>,
  query: ContestPageQuery,
  viewerId: string | null,
): Promise<CaptionPage> {
  const { rows, total } = await findContestPage(ctx.db, query);
  const myVotes = viewerId
    ? await findMyVotes(
        ctx.db,
        rows.map((row) => row.id),
        viewerId,
      )
    : new Map<string, string>();
  return {
    contests: rows.map((row) => toContest(row, viewerId, myVotes.get(row.id) ?? null)),
    page: query.page,
    pageCount: Math.max(1, Math.ceil(total / query.pageSize)),
    total,
  };
}

/** The 800 px size (or the largest) is what a vision model sees, shrunk to 512 px. */
function visionSource(image: ResponsiveImage): Buffer {
  return (image.variants.find((v) => v.width >= 800) ?? image.variants.at(-1)!).data;
}

async function writeCaptions(
  ctx: Ctx<'ai'>,
  log: FastifyBaseLogger,
  input: NewContestInput,
  image: ResponsiveImage,
  species: string | null,
): Promise<string[]> {
  try {
    // What screening's detector saw (a cat is not joked about as a shoe-chewer).
    const facts = { ...(await readImageFacts(image.variants[0]!.data)), species };
    const written = await ctx.ai.captions({
      petName: input.petName,
      breed: input.breed,
      image: facts,
      photo: visionSource(image),
    });
    if (written.length === 0)
      throw new AiInvalidResponseError(messages.captionCreate.invalidResponse);
    return written;
  } catch (err) {
    log.warn({ err, provider: ctx.ai.name }, 'caption generation failed');
    const reason =
      err instanceof AiInvalidResponseError
        ? err.message
        : 'The caption writer is not available right now. Please try again.';
    throw new AppError('AI_FAILED', messages.captionCreate.generateFailed(reason));
  }
}

/**
 * A save failure in the catalogue's words (docs/product/captions.md); internals are logged, never
 * shown (ADR 0007).
 */
function saveFailure(err: unknown, log: FastifyBaseLogger): AppError {
  if (err instanceof AppError) return err;
  log.error({ err }, 'saving a caption contest failed');
  if (isTransientDbError(err)) {
    return new AppError(
      'SERVICE_UNAVAILABLE',
      messages.captionCreate.saveFailed('The database is busy. Please try again.'),
    );
  }
  return new AppError('INTERNAL', messages.captionCreate.processFailed);
}

/**
 * POST /api/captions: allowance check, photo checked and encoded (the pets pipeline), captions
 * written from the photo, files stored, then contest + captions inserted in one transaction that
 * also takes today's allowance (or a credit). Stored files are removed if the transaction fails.
 */
export async function createContest(
  ctx: Pick<CaptionsCtx, 'db' | 'storage' | 'log' | 'caches' | 'ai' | 'screen'>,
  log: FastifyBaseLogger,
  user: SessionUser,
  input: NewContestInput,
  signal?: AbortSignal,
): Promise<CaptionContest> {
  await checkAllowance(ctx.db, user.id);
  const screening = ctx.screen(input.image);
  const image = await makeResponsiveImage(input.image, PET_IMAGE_WIDTHS, { signal });
  const screened: UploadScreening = await screening();
  const written = await writeCaptions(ctx, log, input, image, screened.verdict.species);
  if (signal?.aborted) throw uploadCancelled();

  let stored;
  try {
    stored = await storeImage(ctx, user.id, image, screened.state.status);
  } catch (err) {
    log.error({ err }, 'storing a caption contest photo failed');
    throw new AppError('SERVICE_UNAVAILABLE', messages.upload.storageNotReady);
  }
  const largest = image.variants.at(-1)!;

  let shareId: string;
  try {
    shareId = await ctx.db.transaction(async (tx) => {
      await takeAllowance(tx, user.id);
      // 96 random bits: a collision is not expected, but costs only another try.
      let contest: { id: string; shareId: string } | undefined;
      for (let attempt = 0; attempt < 3 && !contest; attempt++) {
        contest = await insertContest(tx, {
          shareId: newShareId(),
          userId: user.id,
          petName: input.petName,
          breed: input.breed ?? null,
          imageUrl: stored.variants.at(-1)!.url,
          imageKey: stored.imageKey,
          width: largest.width,
          height: largest.height,
          variants: stored.variants,
          placeholder: image.placeholder,
          status: screened.state.status,
          statusBy: screened.state.statusBy,
          statusReason: screened.state.statusReason,
          species: screened.verdict.species,
        });
      }
      if (!contest) throw new Error('could not find a free share id');
      const contestId = contest.id;
      await insertWrittenCaptions(tx, contestId, written);
      await recordUploadScreening(
        tx,
        { subjectType: 'contest', subjectId: contestId, ownerId: user.id },
        screened,
      );
      return contest.shareId;
    });
  } catch (err) {
    await stored.remove();
    throw saveFailure(err, log);
  }
  invalidateContest(ctx, null);
  return getContest(ctx, shareId, user.id);
}

/** POST /api/captions/:shareId/captions: one caption of your own per contest. */
export async function addUserCaption(
  ctx: Ctx<'db' | 'caches'>,
  user: SessionUser,
  shareId: string,
  text: string,
): Promise<CaptionContest> {
  const contest = isShareId(shareId) ? await findVisibleContestId(ctx.db, shareId) : undefined;
  if (!contest) throw notFound();
  try {
    await insertUserCaption(ctx.db, { contestId: contest.id, text, userId: user.id });
  } catch (err) {
    if (isUniqueViolation(err)) {
      throw new AppError('CONFLICT', messages.captionContest.alreadyCaptioned);
    }
    throw err;
  }
  invalidateContest(ctx, shareId);
  return getContest(ctx, shareId, user.id);
}

/** DELETE /api/captions/:shareId: the owner or an admin; the files (and share cards) go too. */
export async function deleteContest(
  ctx: Ctx<'db' | 'caches' | 'storage' | 'log'>,
  user: SessionUser,
  shareId: string,
): Promise<void> {
  const row = isShareId(shareId) ? await findContestRow(ctx.db, shareId, { fresh: true }) : null;
  if (!row) throw notFound();
  if (row.userId !== user.id && !user.isAdmin) {
    throw new AppError('FORBIDDEN', messages.captionContest.deleteForbidden);
  }
  const deleted = await deleteContestRow(ctx.db, row.id);
  invalidateContest(ctx, shareId);
  if (deleted === 0) throw notFound();
  if (!row.imageKey) return;
  const imageKey = row.imageKey;
  const cards = [null, ...row.captions.map((c) => c.id)].map((id) => cardKey(imageKey, id));
  forgetCards(cards);
  // The photo's sizes wherever they are: public or private area (ADR 0117).
  const sizes = inBothAreas(row.variants.map((v) => variantKey(imageKey, v.width)));
  await deleteKeys(ctx, [...sizes, ...cards]);
}
