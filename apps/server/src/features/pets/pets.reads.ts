import type { PetSort } from '@pawprize/shared/schemas/pets';
import type { CacheBus } from '../../db/cache-bus.ts';
import type { Database } from '../../db/client.ts';
import { ReadCache } from './pets.cache.ts';
import type { PetRow } from './pets.queries.ts';
import { findPet, findPetPage, findTopPets } from './pets.queries.ts';
import type { PetCursor } from './pets.rules.ts';

/** A cached read: rows for every viewer, plus the anonymous viewers' JSON once it was made. */
export interface CachedRead {
  rows: PetRow[];
  nextCursor: string | null;
  ranks: number[];
  /** The response body for anonymous viewers (no `isOwner`), serialised once. */
  anonymousJson?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The public pet reads, cached for 2 s. Code that changes what they show emits a domain
     * event (`pet-counts-changed`, `entry-visibility-changed`; ADR 0130); the pets feature
     * subscribes and calls `invalidate()`, which reaches every instance (ADR 0072). Only tests
     * call it directly.
     */
    petReads: PetReads;
  }
}

/** The `app.caches` topic of the public pet reads; its key is a pet id, or null for all. */
export const PET_READS_TOPIC = 'pets';

export class PetReads {
  private readonly cache = new ReadCache<CachedRead>();

  constructor(
    private readonly db: Database,
    private readonly caches: CacheBus,
  ) {
    caches.on(PET_READS_TOPIC, (petId) => this.cache.invalidate(petId ?? undefined));
  }

  page(query: {
    sort: PetSort;
    q?: string | undefined;
    limit: number;
    cursor: PetCursor | null;
    rawCursor?: string | undefined;
  }) {
    const key = `list:${query.sort}:${query.limit}:${query.rawCursor ?? ''}:${query.q ?? ''}`;
    return this.cache.get(key, async () => {
      const page = await findPetPage(this.db, query);
      return { rows: page.rows, nextCursor: page.nextCursor, ranks: [] };
    });
  }

  /** The newest `limit` pets not held for review ("More pets" under a pet's page). */
  more(limit: number) {
    return this.cache.get(`more:${limit}`, async () => {
      const page = await findPetPage(this.db, { sort: 'recent', limit, notHeld: true });
      return { rows: page.rows, nextCursor: null, ranks: [] };
    });
  }

  top(limit: number) {
    return this.cache.get(`top:${limit}`, async () => {
      const top = await findTopPets(this.db, limit);
      return { rows: top.rows, nextCursor: null, ranks: top.ranks };
    });
  }

  /** Same rows as `top(10)`, but its own entry: the cached JSON has another shape (`rank`). */
  leaderboard(size: number) {
    return this.cache.get(`leaderboard:${size}`, async () => {
      const top = await findTopPets(this.db, size);
      return { rows: top.rows, nextCursor: null, ranks: top.ranks };
    });
  }

  pet(id: string) {
    return this.cache.get(`pet:${id}`, async () => {
      const row = await findPet(this.db, id);
      return { rows: row ? [row] : [], nextCursor: null, ranks: [] };
    });
  }

  /** On every instance (ADR 0072). */
  invalidate(petId?: string): void {
    this.caches.invalidate(PET_READS_TOPIC, petId ?? null);
  }
}
