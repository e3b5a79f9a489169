import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/rows.ts';
import { rowsOf } from '../../db/rows.ts';
import { reports } from '../../db/schema/index.ts';
import type { SubjectType } from '../../db/schema/index.ts';

/** The reports' statements (docs/decisions/0105-reports-that-hide.md). */

/** A reporting member's account: verified, its age in days, its voting days. */
export async function reporterAccount(
  tx: Queryable,
  userId: string,
): Promise<{ emailVerified: boolean; ageDays: number; votingDays: number } | null> {
  const [row] = await rowsOf<{ emailVerified: boolean; ageDays: number; votingDays: number }>(
    tx,
    sql`select u.email_verified as "emailVerified",
        extract(epoch from (now() - u.created_at)) / 86400 as "ageDays",
        (select count(distinct v.local_day)::int from votes as v where v.user_id = u.id)
          as "votingDays"
      from users as u where u.id = ${userId}`,
  );
  return row ?? null;
}

/** Reports sent by this reporter in the last hour. */
export async function recentReportsBy(tx: Queryable, reporterKey: string): Promise<number> {
  const [{ recent } = { recent: 0 }] = (
    (await tx.execute(sql`
        select count(*)::int as recent from reports
        where reporter_key = ${reporterKey} and created_at > now() - interval '1 hour'`)) as unknown as {
      rows: { recent: number }[];
    }
  ).rows;
  return recent;
}

/** Stores a report; false when this reporter already reported the item. */
export async function insertReport(
  tx: Queryable,
  report: typeof reports.$inferInsert,
): Promise<boolean> {
  const inserted = await tx
    .insert(reports)
    .values(report)
    .onConflictDoNothing()
    .returning({ id: reports.id });
  return inserted.length > 0;
}

/** The networks whose open reports of the item count towards hiding it. */
export async function countingNetworks(
  tx: Queryable,
  subjectType: SubjectType,
  subjectId: string,
): Promise<number> {
  const [{ networks } = { networks: 0 }] = await rowsOf<{ networks: number }>(
    tx,
    sql`select count(distinct network_key)::int as networks from reports
        where subject_type = ${subjectType} and subject_id = ${subjectId}::uuid
          and resolved_at is null and counts_to_hide`,
  );
  return networks;
}
