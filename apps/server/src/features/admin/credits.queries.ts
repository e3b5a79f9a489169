import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/rows.ts';
import { rowsOf } from '../../db/rows.ts';

/** Adds credits to an account's profile: its new total and the account's email; null if none. */
export async function addCredits(
  tx: Queryable,
  userId: string,
  credits: number,
): Promise<{ credits: number; email: string } | null> {
  const [row] = await rowsOf<{ credits: number; email: string }>(
    tx,
    sql`update profiles as p set credits = p.credits + ${credits}, updated_at = now()
        from users as u where p.id = ${userId} and u.id = p.id
        returning p.credits, u.email`,
  );
  return row ?? null;
}
