import type { Readable } from 'node:stream';
import type { Ctx } from '../../context/index.ts';
import { cardKey, variantKey } from './captions.files.ts';
import type { ContestRow } from './captions.queries.ts';
import { findContestRow } from './captions.queries.ts';
import { isShareId } from './captions.rules.ts';
import { renderShareCard } from './share-card.ts';

/**
 * Share cards (the og:image of /captions/:shareId): rendered once per (contest, caption shown),
 * stored next to the photo under a key holding the caption id and the design version, and kept in
 * a small in-memory LRU. A new leader means a new key, so nothing is ever invalidated by votes.
 */

const LRU_SIZE = 64;
const lru = new Map<string, Buffer>();
const rendering = new Map<string, Promise<Buffer>>();

function remember(key: string, card: Buffer) {
  lru.delete(key);
  lru.set(key, card);
  if (lru.size > LRU_SIZE) lru.delete(lru.keys().next().value!);
}

/** Drops cards from the memory cache (the contest was deleted). */
export function forgetCards(keys: readonly string[]): void {
  for (const key of keys) lru.delete(key);
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The caption on the card: the winner, else the current leader. */
export function cardCaption(row: ContestRow): { id: string; caption: string } | null {
  return row.captions.find((c) => c.id === row.winnerCaptionId) ?? row.captions[0] ?? null;
}

async function renderAndStore(
  ctx: Ctx<'storage' | 'log'>,
  row: ContestRow,
  key: string,
): Promise<Buffer> {
  const imageKey = row.imageKey!;
  const stored = await ctx.storage.get(key);
  if (stored) return readAll(stored.stream);
  const largest = row.variants.reduce((a, v) => (v.width > a.width ? v : a), row.variants[0]!);
  const photo = await ctx.storage.get(variantKey(imageKey, largest.width));
  if (!photo) throw new Error(`photo of contest ${row.id} is missing from storage`);
  const card = await renderShareCard(
    await readAll(photo.stream),
    cardCaption(row)?.caption ?? null,
    row.petName,
  );
  try {
    await ctx.storage.put(key, card, { contentType: 'image/jpeg' });
  } catch (err) {
    ctx.log.warn({ err, key }, 'could not store a share card; it is served from memory');
  }
  return card;
}

export interface ShareCard {
  body: Buffer;
  /** Changes with the caption shown: use as ETag. */
  version: string;
}

/** The card of a contest, or null when there is no such contest (or it has no stored photo). */
export async function shareCard(
  ctx: Ctx<'db' | 'storage' | 'log'>,
  shareId: string,
): Promise<ShareCard | null> {
  const row = isShareId(shareId) ? await findContestRow(ctx.db, shareId) : null;
  if (!row?.imageKey || row.variants.length === 0) return null;
  const key = cardKey(row.imageKey, cardCaption(row)?.id ?? null);
  const version = key.slice(key.lastIndexOf('/') + 1);
  const cached = lru.get(key);
  if (cached) return { body: cached, version };

  let pending = rendering.get(key);
  if (!pending) {
    pending = renderAndStore(ctx, row, key).finally(() => rendering.delete(key));
    rendering.set(key, pending);
  }
  const body = await pending;
  remember(key, body);
  return { body, version };
}

/** The versioned og:image URL: a new leader gives a new URL, so link previews refresh. */
export function cardUrl(publicUrl: string, row: ContestRow): string {
  const captionId = cardCaption(row)?.id;
  const v = captionId ? `?v=${captionId.slice(0, 8)}` : '';
  return `${publicUrl}/api/captions/${row.shareId}/card.jpg${v}`;
}
