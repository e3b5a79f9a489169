import type { Ctx } from '../../context/index.ts';
import type { Database } from '../../db/client.ts';
import { perDatabase } from '../../db/prepared.ts';
import type { ContestRow } from './captions.queries.ts';

/**
 * A micro-cache of contest rows (the viewer-independent part) and of list pages, per database.
 * Entries live one second; every write drops what it changed at once, on this instance and,
 * through `app.caches` (ADR 0072), on the others within tens of milliseconds, so a voter sees
 * their vote immediately wherever their next request lands. The contest page and the home list
 * are the hottest reads of the site.
 */
const TTL_MS = 1000;
const MAX_ENTRIES = 1000;

class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; expires: number }>();
  /** Moves on every delete or clear: a read that started before one is not kept (`set`'s `since`). */
  generation = 0;

  get(key: string): V | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (hit.expires <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return hit.value;
  }

  set(key: string, value: V, since = this.generation): void {
    if (since !== this.generation) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { value, expires: Date.now() + TTL_MS });
  }

  delete(key: string): void {
    this.generation++;
    this.entries.delete(key);
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
  }
}

interface ContestCaches {
  contests: TtlCache<ContestRow>;
  lists: TtlCache<ContestRow[]>;
}

/** This database's contest caches (one set per database, as its prepared statements). */
export const contestCaches: (db: Database) => ContestCaches = perDatabase(() => ({
  contests: new TtlCache(),
  lists: new TtlCache(),
}));

/** The `app.caches` topic of contests; its key is a share id, or null for a new contest. */
export const CONTESTS_TOPIC = 'captions';

/** How this instance drops a contest (registered once with `app.caches`). */
export function dropContest(db: Database, shareId: string | null): void {
  const caches = contestCaches(db);
  if (shareId) caches.contests.delete(shareId);
  caches.lists.clear();
}

/** After a write to a contest (vote, caption, delete) or a new contest (shareId null). */
export function invalidateContest(ctx: Ctx<'caches'>, shareId: string | null): void {
  ctx.caches.invalidate(CONTESTS_TOPIC, shareId);
}
