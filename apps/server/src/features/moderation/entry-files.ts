import { buffer } from 'node:stream/consumers';
import type { Ctx } from '../../context/index.ts';
import type { EntryStatus, SubjectType } from '../../db/schema/index.ts';
import type { PutOptions } from '../../storage/index.ts';
import {
  IMMUTABLE,
  isPrivateUrl,
  PRIVATE_NO_STORE,
  privateKey,
  publicKey,
} from '../../storage/types.ts';
import type { PhotoEntryType } from './entry-files.queries.ts';
import { captionIdsOf, movePlacedFiles, placedFiles } from './entry-files.queries.ts';

/**
 * Where an entry's photo files live follows who may see it
 * (docs/decisions/0117-entry-photos-follow-visibility.md): a visible entry's in the public area
 * (`/uploads/…` or S3_PUBLIC_URL, cached a year, no lookup per request), every other's (pending,
 * hidden) in the private area, served at `/api/files/…` to the owner and admins only. Uploads
 * store them where their first status says; every status change is announced on `app.events`
 * (`entry-visibility-changed`, ADR 0130) after its transaction, and the placer moves the files and
 * rewrites the stored addresses. Removed entries' files are deleted by the removal itself.
 */

export type { PhotoEntryType } from './entry-files.queries.ts';

/** Whether an entry in this status keeps its photo files in the private area. */
export function filesArePrivate(status: EntryStatus): boolean {
  return status !== 'visible';
}

/** The storage key of a stored file (`<imageKey>-<width>.webp`, a card…) for an entry's status. */
export function keyForStatus(key: string, status: EntryStatus): string {
  return filesArePrivate(status) ? privateKey(key) : publicKey(key);
}

/** How an entry's photo is written in the area its status asks for. */
export function photoPutOptions(status: EntryStatus, contentType = 'image/webp'): PutOptions {
  return { contentType, cacheControl: filesArePrivate(status) ? PRIVATE_NO_STORE : IMMUTABLE };
}

/**
 * Moves entries' files to the area their status asks for, one entry at a time (a later change of
 * the same entry waits for the move before it).
 */
export class EntryFilePlacer {
  readonly #queue = new Map<string, Promise<boolean>>();

  constructor(private readonly ctx: Ctx<'db' | 'log' | 'storage' | 'events'>) {}

  /**
   * Places the entry's files after any move of it already under way; resolves with whether it
   * moved them (false on failure, which is logged). Callers may leave it to the background.
   */
  schedule(subjectType: SubjectType, id: string): Promise<boolean> {
    if (subjectType !== 'pet' && subjectType !== 'contest') return Promise.resolve(false);
    const key = `${subjectType}:${id}`;
    const next = (this.#queue.get(key) ?? Promise.resolve(false))
      .then(() => this.place(subjectType, id))
      .catch((err: unknown) => {
        this.ctx.log.error({ err, subjectType, id }, 'could not move an entry’s photo files');
        return false;
      })
      .finally(() => {
        if (this.#queue.get(key) === next) this.#queue.delete(key);
      });
    this.#queue.set(key, next);
    return next;
  }

  /** Resolves when no move is under way (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.#queue.size > 0) await Promise.all(this.#queue.values());
  }

  /** Moves one entry's files if they are not where its status asks. True when it moved them. */
  async place(subjectType: PhotoEntryType, id: string): Promise<boolean> {
    const { ctx } = this;
    const read = () => placedFiles(ctx.db, subjectType, id);
    const [row] = await read();
    if (!row?.imageKey || row.status === 'removed' || row.variants.length === 0) return false;
    const toPrivate = filesArePrivate(row.status);
    if (isPrivateUrl(row.variants[0]!.url) === toPrivate) return false;

    const moves = row.variants.map((v) => {
      const key = `${row.imageKey}-${v.width}.webp`;
      return {
        from: keyForStatus(key, toPrivate ? 'visible' : 'hidden'),
        to: keyForStatus(key, row.status),
      };
    });
    for (const move of moves) {
      const stored = await ctx.storage.get(move.from);
      if (!stored) continue; // nothing there to move (a file lost earlier stays lost)
      const body = await buffer(stored.stream);
      await ctx.storage.put(move.to, body, photoPutOptions(row.status, stored.contentType));
    }
    const variants = row.variants.map((v, i) => ({
      width: v.width,
      url: ctx.storage.publicUrl(moves[i]!.to),
    }));
    const renamed = new Map(row.variants.map((v, i) => [v.url, variants[i]!.url]));
    const imageUrl = renamed.get(row.imageUrl) ?? variants.at(-1)!.url;
    const updated = await movePlacedFiles(ctx.db, subjectType, id, row, { imageUrl, variants });
    if (!updated) {
      // Changed meanwhile (its own event places it again): the copies go unless now in use.
      const [now] = await read();
      if (now?.imageUrl !== imageUrl) await this.#deleteKeys(moves.map((m) => m.to));
      return false;
    }
    await this.#deleteKeys(moves.map((m) => m.from));
    if (subjectType === 'contest' && toPrivate) await this.#deleteCards(id, row.imageKey);
    // Cached reads still hold the old addresses.
    ctx.events.emit('entry-visibility-changed', {
      subjectType,
      subjectId: id,
      shareId: row.shareId,
    });
    return true;
  }

  async #deleteKeys(keys: readonly string[]): Promise<void> {
    const results = await Promise.allSettled(keys.map((k) => this.ctx.storage.delete(k)));
    for (const r of results) {
      if (r.status === 'rejected') {
        this.ctx.log.error({ err: r.reason }, 'could not delete a moved photo file');
      }
    }
  }

  /** A hidden contest's share cards (public, made from its photo) go; they are made again. */
  async #deleteCards(contestId: string, imageKey: string): Promise<void> {
    const captions = await captionIdsOf(this.ctx.db, contestId);
    await this.#deleteKeys([null, ...captions].map((c) => `${imageKey}-card1-${c ?? 'none'}.jpg`));
  }
}
