import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../db/rows.ts';
import { dailyVoteUsage, profiles, visitors } from '../db/schema/index.ts';

/** A stored visitor's time zone, if the visitor is stored. */
export async function findVisitorTimeZone(
  q: Queryable,
  visitorId: string,
): Promise<{ timeZone: string } | undefined> {
  const [row] = await q
    .select({ timeZone: visitors.timeZone })
    .from(visitors)
    .where(eq(visitors.id, visitorId));
  return row;
}

/**
 * Stores `reported` as the voter's zone, unless the dates differ (`sameDate` false) and the usage
 * row keyed `key` exists for either day (one statement). Whether the zone moved.
 */
export async function moveVoterZone(
  q: Queryable,
  voter: { kind: 'account' | 'visitor'; id: string },
  change: {
    key: string;
    reported: string;
    sameDate: boolean;
    storedDay: string;
    reportedDay: string;
  },
): Promise<boolean> {
  const { key, reported, sameDate, storedDay, reportedDay } = change;
  const table = voter.kind === 'account' ? profiles : visitors;
  const moved = await q
    .update(table)
    .set({ timeZone: reported })
    .where(
      and(
        eq(table.id, voter.id),
        sameDate
          ? undefined
          : sql`not exists (select 1 from ${dailyVoteUsage} where ${dailyVoteUsage.voterKey} = ${key}
              and ${dailyVoteUsage.day} in (${storedDay}::date, ${reportedDay}::date))`,
      ),
    )
    .returning({ timeZone: table.timeZone });
  return moved.length > 0;
}
