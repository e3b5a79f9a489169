import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { petCaptions, petPhotos } from '../../db/schema/index.ts';

/**
 * The sitemap's entries (docs/decisions/0041-robots-and-sitemap.md). Only visible entries are
 * public: pending, hidden and removed ones never appear (ADR 0061). Both lists walk their partial
 * index on (created_at desc) where status = 'visible'.
 */

/** The newest `limit` visible pets. */
export function newestVisiblePets(
  db: Database,
  limit: number,
): Promise<{ id: string; createdAt: Date }[]> {
  return db
    .select({ id: petPhotos.id, createdAt: petPhotos.createdAt })
    .from(petPhotos)
    .where(eq(petPhotos.status, 'visible'))
    .orderBy(desc(petPhotos.createdAt))
    .limit(limit);
}

/** The newest `limit` visible caption contests. */
export function newestVisibleContests(
  db: Database,
  limit: number,
): Promise<{ shareId: string; createdAt: Date }[]> {
  return db
    .select({ shareId: petCaptions.shareId, createdAt: petCaptions.createdAt })
    .from(petCaptions)
    .where(eq(petCaptions.status, 'visible'))
    .orderBy(desc(petCaptions.createdAt))
    .limit(limit);
}
