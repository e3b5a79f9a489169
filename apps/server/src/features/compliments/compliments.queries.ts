import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/rows.ts';
import { petPhotos } from '../../db/schema/index.ts';

/** What screening saw in a visible pet's photo (ADR 0060); null when unknown. */
export async function visiblePetSpecies(db: Queryable, petId: string): Promise<string | null> {
  const [row] = await db
    .select({ species: petPhotos.species })
    .from(petPhotos)
    .where(and(eq(petPhotos.id, petId), eq(petPhotos.status, 'visible')));
  return row?.species ?? null;
}
