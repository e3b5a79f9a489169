import { randomBytes } from 'node:crypto';
import { messages } from '@pawprize/shared';
import { CONTEST_COVER_FIELD, type ContestCover } from '@pawprize/shared/schemas/contests';
import type { Ctx } from '../../context/index.ts';
import { AppError } from '../../errors.ts';
import { makeResponsiveImage } from '../../images/responsive-image.ts';

/** A cover is shown at most about 700 px wide (two columns on a desktop page), twice for sharpness. */
export const CONTEST_COVER_WIDTH = 1600;
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Where covers are stored; only these are deleted when a contest's cover changes. */
export const CONTEST_COVER_PREFIX = 'contests/covers/';

/**
 * POST /api/admin/contest-covers: a cover photo through the pets' image pipeline
 * (images/responsive-image.ts: type, size and pixel checks from the header, orientation applied,
 * metadata dropped, WebP), stored once at up to {@link CONTEST_COVER_WIDTH} px under
 * `contests/covers/`. The key is saved with the contest by the form (docs/product/contests.md).
 */
export async function storeCover(
  ctx: Ctx<'storage' | 'log'>,
  upload: Buffer,
  signal?: AbortSignal,
): Promise<ContestCover> {
  const image = await makeResponsiveImage(upload, [CONTEST_COVER_WIDTH], {
    field: CONTEST_COVER_FIELD,
    signal,
  });
  const largest = image.variants.at(-1)!;
  const key = `${CONTEST_COVER_PREFIX}${randomBytes(16).toString('hex')}.webp`;
  try {
    await ctx.storage.put(key, largest.data, {
      contentType: 'image/webp',
      cacheControl: IMMUTABLE,
    });
  } catch (err) {
    ctx.log.error({ err, key }, 'storing a contest cover failed');
    await ctx.storage.delete(key).catch(() => {});
    throw new AppError('SERVICE_UNAVAILABLE', messages.upload.storageNotReady);
  }
  return { coverPhotoKey: key, coverUrl: ctx.storage.publicUrl(key) };
}
