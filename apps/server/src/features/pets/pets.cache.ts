/**
 * A short-lived cache of the public pet reads (gallery pages, top pets, leaderboard, pet pages).
 * They are the same for every viewer apart from `isOwner` (computed per request from the cached
 * rows), and on the embedded database one list query costs about 1 ms of the only thread, so
 * serving repeats from memory is what lets one process answer thousands of gallery requests a
 * second (bench/pets.bench.mjs).
 *
 * - Entries live `ttlMs` (default 2 s), the bound on staleness if invalidations are lost.
 * - Concurrent misses share one query.
 * - Writes on any instance emit a domain event (ADR 0130); the pets feature's subscriber calls
 *   `invalidate()` through `app.caches` (ADR 0072): new or deleted pets and new counts show at
 *   once here and within tens of milliseconds on other instances.
 * - A read under way is an entry too: invalidating drops it, so it is answered but not kept.
 */
export class ReadCache<T> {
  private readonly entries = new Map<string, { expires: number; value: Promise<T> }>();

  constructor(
    private readonly ttlMs = 2000,
    private readonly maxEntries = 500,
    private readonly now: () => number = Date.now,
  ) {}

  /** The cached value of `key`, or `load()`'s (failures are not cached). */
  get(key: string, load: () => Promise<T>): Promise<T> {
    const at = this.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > at) return hit.value;
    if (hit) this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) this.evict(at);
    const value = load();
    const entry = { expires: at + this.ttlMs, value };
    this.entries.set(key, entry);
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return value;
  }

  /** Drops every entry, or those whose key ends with `:${suffix}`. */
  invalidate(suffix?: string): void {
    if (suffix === undefined) {
      this.entries.clear();
      return;
    }
    for (const key of this.entries.keys()) {
      if (key.endsWith(`:${suffix}`)) this.entries.delete(key);
    }
  }

  get size(): number {
    return this.entries.size;
  }

  /** Expired entries first; if none, the oldest (Map keeps insertion order). */
  private evict(at: number): void {
    for (const [key, entry] of this.entries) {
      if (entry.expires <= at) this.entries.delete(key);
    }
    while (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }
}
