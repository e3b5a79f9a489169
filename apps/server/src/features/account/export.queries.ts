import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../db/rows.ts';
import type { AccountExportRow } from '../../db/schema/index.ts';
import { accountExports } from '../../db/schema/index.ts';

/** The rows of background data exports (export.job.ts, docs/decisions/0090-account-export.md). */

/** The member's newest build. */
export async function findNewestExport(
  q: Queryable,
  userId: string,
): Promise<AccountExportRow | undefined> {
  const [row] = await q
    .select()
    .from(accountExports)
    .where(eq(accountExports.userId, userId))
    .orderBy(desc(accountExports.createdAt))
    .limit(1);
  return row;
}

/** Locks the user row until `tx` ends: one export request at a time per member. */
export async function lockUser(tx: Tx, userId: string): Promise<void> {
  await tx.execute(sql`select id from users where id = ${userId} for update`);
}

/** The member's build that is queued or running, if any. */
export async function findBusyExport(
  q: Queryable,
  userId: string,
): Promise<AccountExportRow | undefined> {
  const [busy] = await q
    .select()
    .from(accountExports)
    .where(
      and(
        eq(accountExports.userId, userId),
        inArray(accountExports.status, ['pending', 'running']),
      ),
    )
    .limit(1);
  return busy;
}

export async function insertExport(q: Queryable, userId: string): Promise<AccountExportRow> {
  const [created] = await q.insert(accountExports).values({ userId }).returning();
  return created!;
}

export async function deleteExport(q: Queryable, id: string): Promise<void> {
  await q.delete(accountExports).where(eq(accountExports.id, id));
}

export async function markExportRunning(
  q: Queryable,
  id: string,
  filesTotal: number,
): Promise<void> {
  await q
    .update(accountExports)
    .set({ status: 'running', filesTotal, filesDone: 0 })
    .where(eq(accountExports.id, id));
}

export async function setExportProgress(q: Queryable, id: string, filesDone: number) {
  return q.update(accountExports).set({ filesDone }).where(eq(accountExports.id, id));
}

export async function markExportReady(
  q: Queryable,
  id: string,
  done: {
    filesDone: number;
    storageKey: string;
    sizeBytes: number;
    finishedAt: Date;
    expiresAt: Date;
  },
): Promise<void> {
  await q
    .update(accountExports)
    .set({ status: 'ready', ...done })
    .where(eq(accountExports.id, id));
}

/** The oldest build queued or running (a run cut short by a crash is started over). */
export async function findNextExport(q: Queryable): Promise<AccountExportRow | undefined> {
  const [next] = await q
    .select()
    .from(accountExports)
    .where(inArray(accountExports.status, ['pending', 'running']))
    .orderBy(accountExports.createdAt)
    .limit(1);
  return next;
}

export async function markExportFailed(
  q: Queryable,
  id: string,
  failure: { error: string; finishedAt: Date },
): Promise<void> {
  await q
    .update(accountExports)
    .set({ status: 'failed', ...failure })
    .where(eq(accountExports.id, id));
}

/** Deletes the builds expired at `now` and the failed ones created before `failedBefore`. */
export async function deleteExpiredExports(
  q: Queryable,
  now: Date,
  failedBefore: Date,
): Promise<{ key: string | null }[]> {
  return q
    .delete(accountExports)
    .where(
      sql`(${accountExports.expiresAt} < ${now}) or (${accountExports.status} = 'failed'
        and ${accountExports.createdAt} < ${failedBefore})`,
    )
    .returning({ key: accountExports.storageKey });
}

/** The member's build `id` (none when it is another member's). */
export async function findOwnExport(
  q: Queryable,
  userId: string,
  id: string,
): Promise<AccountExportRow | undefined> {
  const [row] = await q
    .select()
    .from(accountExports)
    .where(and(eq(accountExports.id, id), eq(accountExports.userId, userId)));
  return row;
}
