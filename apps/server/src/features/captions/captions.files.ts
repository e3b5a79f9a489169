import { randomBytes } from 'node:crypto';
import type { Ctx } from '../../context/index.ts';
import type { EntryStatus, ImageVariant } from '../../db/schema/index.ts';
import type { ResponsiveImage } from '../../images/responsive-image.ts';
import { keyForStatus, photoPutOptions } from '../moderation/index.ts';
/** Bump when the share card's design changes: old cards are then re-rendered. */
export const CARD_VERSION = 1;

/** `captions/<userId>/<128-bit random>`; files are `<imageKey>-<width>.webp` (as for pets). */
export function newImageKey(userId: string): string {
  return `captions/${userId}/${randomBytes(16).toString('hex')}`;
}

export function variantKey(imageKey: string, width: number): string {
  return `${imageKey}-${width}.webp`;
}

/** The cached share card of a contest showing one caption (captions never change their text). */
export function cardKey(imageKey: string, captionId: string | null): string {
  return `${imageKey}-card${CARD_VERSION}-${captionId ?? 'none'}.jpg`;
}

export interface StoredImage {
  imageKey: string;
  variants: ImageVariant[];
  /** Deletes what was stored (logged, never throws). */
  remove(): Promise<void>;
}

/** Deletes storage keys, logging (not throwing) the ones that fail. */
export async function deleteKeys(
  ctx: Ctx<'storage' | 'log'>,
  keys: readonly string[],
): Promise<void> {
  const results = await Promise.allSettled(keys.map((key) => ctx.storage.delete(key)));
  for (const r of results) {
    if (r.status === 'rejected') ctx.log.error({ err: r.reason }, 'could not delete a stored file');
  }
}

/**
 * Stores every size, in the private area when the new contest is not public (ADR 0117); on any
 * failure removes what landed and rethrows.
 */
export async function storeImage(
  ctx: Ctx<'storage' | 'log'>,
  userId: string,
  image: ResponsiveImage,
  status: EntryStatus,
): Promise<StoredImage> {
  const imageKey = newImageKey(userId);
  const keys = image.variants.map((v) => keyForStatus(variantKey(imageKey, v.width), status));
  const remove = () => deleteKeys(ctx, keys);
  // allSettled: wait for every put, so none lands after the clean-up.
  const stored = await Promise.allSettled(
    image.variants.map((v, i) => ctx.storage.put(keys[i]!, v.data, photoPutOptions(status))),
  );
  const failed = stored.find((r) => r.status === 'rejected');
  if (failed) {
    await remove();
    throw failed.reason;
  }
  return {
    imageKey,
    variants: image.variants.map((v, i) => ({
      width: v.width,
      url: ctx.storage.publicUrl(keys[i]!),
    })),
    remove,
  };
}
