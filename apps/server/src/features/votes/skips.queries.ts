import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { petPhotos, swipeSkips } from '../../db/schema/index.ts';
import type { Voter } from '../../identity/index.ts';

/**
 * Skips of the swipe deck (docs/product/votes.md, docs/decisions/0048-swipe-skips.md): "Not as
 * cute" on a visible pet keeps it out of the voter's deck for the rest of their local day. Not a
 * vote: no counter, no allowance, no streak. One statement: the voter's earlier days go, today's
 * skip is added (a second skip of the same pet, or a pet that is gone, changes nothing).
 */
export async function recordSkip(
  db: Database,
  voter: Voter,
  petId: string,
  day: string,
): Promise<void> {
  await db.execute(sql`
    with old as (
      delete from ${swipeSkips}
      where ${swipeSkips.voterKey} = ${voter.key} and ${swipeSkips.day} <> ${day}::date
    )
    insert into ${swipeSkips} (voter_key, day, photo_id)
    select ${voter.key}, ${day}::date, ${petPhotos.id} from ${petPhotos}
    where ${petPhotos.id} = ${petId}::uuid and ${petPhotos.status} = 'visible'
    on conflict do nothing`);
}

/** For the queue: the pet is not one `voter` skipped on `day` (primary key lookup). */
export function notSkipped(db: Database, voter: Voter, day: string): SQL {
  return sql`not exists (${db
    .select({ one: sql`1` })
    .from(swipeSkips)
    .where(
      and(
        eq(swipeSkips.voterKey, voter.key),
        eq(swipeSkips.day, day),
        eq(swipeSkips.photoId, petPhotos.id),
      ),
    )})`;
}
