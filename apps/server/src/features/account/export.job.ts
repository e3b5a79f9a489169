import { randomBytes } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { messages, SITE_NAME } from '@pawprize/shared';
import type { AccountExport } from '@pawprize/shared/schemas/account';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AccountExportRow } from '../../db/schema/index.ts';
import { accountExports } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { Job } from '../../jobs/runner.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { PRIVATE_NO_STORE, privateKey } from '../../storage/types.ts';
import { collectExport, zipStream } from './export.service.ts';

/**
 * Background "Download my data" (docs/decisions/0090-account-export.md): a request queues a row;
 * the `account-exports` job (ADR 0071: one instance at a time) builds the ZIP, writing progress
 * as it goes, stores it under a random key in the private storage area (ADR 0103), and mails the
 * member a link that works only for them (their session) until it expires after EXPORT_KEEP_MS.
 * The same job deletes expired builds and their files.
 */

export const EXPORT_JOB = 'account-exports';
/** How long a finished download stays. */
export const EXPORT_KEEP_MS = 48 * 60 * 60_000;
const CLEANUP_EVERY_MS = 15 * 60_000;
/** Progress is written at most this often. */
const PROGRESS_EVERY_MS = 1_000;

const m = messages.account;

export function downloadPath(id: string): string {
  return `/api/account/exports/${id}/download`;
}

export function toAccountExport(row: AccountExportRow, now: Date): AccountExport {
  const ready = row.status === 'ready' && !!row.expiresAt && row.expiresAt > now;
  return {
    id: row.id,
    status: row.status,
    filesDone: row.filesDone,
    filesTotal: row.filesTotal,
    sizeBytes: row.sizeBytes,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    downloadUrl: ready ? downloadPath(row.id) : null,
  };
}

/** The member's newest build that is not expired, if any. */
export async function latestExport(
  app: FastifyInstance,
  userId: string,
): Promise<AccountExportRow | null> {
  const [row] = await app.db
    .select()
    .from(accountExports)
    .where(eq(accountExports.userId, userId))
    .orderBy(desc(accountExports.createdAt))
    .limit(1);
  if (!row) return null;
  if (row.status === 'ready' && row.expiresAt && row.expiresAt <= app.clock.now()) return null;
  return row;
}

/** Queues a build, or answers the one already queued or running. */
export async function requestExport(
  app: FastifyInstance,
  job: Job<unknown>,
  userId: string,
): Promise<AccountExportRow> {
  const row = await app.db.transaction(async (tx) => {
    // One request at a time per member: the user row is the lock.
    await tx.execute(sql`select id from users where id = ${userId} for update`);
    const [busy] = await tx
      .select()
      .from(accountExports)
      .where(
        and(
          eq(accountExports.userId, userId),
          inArray(accountExports.status, ['pending', 'running']),
        ),
      )
      .limit(1);
    if (busy) return busy;
    const [created] = await tx.insert(accountExports).values({ userId }).returning();
    return created!;
  });
  void job.run();
  return row;
}

async function buildOne(app: FastifyInstance, row: AccountExportRow): Promise<void> {
  const exp = await collectExport(app, row.userId);
  if (!exp) {
    await app.db.delete(accountExports).where(eq(accountExports.id, row.id));
    return;
  }
  await app.db
    .update(accountExports)
    .set({ status: 'running', filesTotal: exp.files.length, filesDone: 0 })
    .where(eq(accountExports.id, row.id));
  let last = 0;
  let writing: Promise<unknown> = Promise.resolve();
  const zip = await buffer(
    zipStream(app, exp, (done) => {
      if (Date.now() - last < PROGRESS_EVERY_MS && done < exp.files.length) return;
      last = Date.now();
      writing = writing.then(() =>
        app.db
          .update(accountExports)
          .set({ filesDone: done })
          .where(eq(accountExports.id, row.id))
          .catch(() => {}),
      );
    }),
  );
  await writing;
  // The private area: never served at /uploads/…, never in a public bucket (ADR 0103).
  const key = privateKey(`exports/${row.userId}/${randomBytes(24).toString('hex')}.zip`);
  await app.storage.put(key, zip, {
    contentType: 'application/zip',
    cacheControl: PRIVATE_NO_STORE,
  });
  const now = app.clock.now();
  const expiresAt = new Date(now.getTime() + EXPORT_KEEP_MS);
  const email = (exp.document as { account: { email: string } }).account.email;
  await app.db.transaction(async (tx) => {
    await tx
      .update(accountExports)
      .set({
        status: 'ready',
        filesDone: exp.files.length,
        storageKey: key,
        sizeBytes: zip.length,
        finishedAt: now,
        expiresAt,
      })
      .where(eq(accountExports.id, row.id));
    await enqueueMail(tx, {
      to: email,
      userId: row.userId,
      dedupeKey: `export-ready:${row.id}`,
      ...exportReadyMail(app.config.publicUrl, row.id, expiresAt),
    });
  });
  app.mailWorker.kick();
}

export function exportReadyMail(publicUrl: string, id: string, expiresAt: Date) {
  const until = expiresAt.toUTCString().replace(/:\d\d GMT$/, ' UTC');
  return {
    subject: `Your ${SITE_NAME} data is ready to download`,
    text:
      `Hi,\n\n` +
      `The copy of your ${SITE_NAME} data you asked for is ready: a ZIP with everything we hold ` +
      `about you and your photos. Download it here (sign in first if asked; the link works only ` +
      `for you):\n\n` +
      `${publicUrl}${downloadPath(id)}\n\n` +
      `It can be downloaded until ${until}. After that it is deleted; you can prepare a new ` +
      `one from your dashboard at any time.\n\n` +
      `If you did not ask for this, change your password: someone may be signed in to your ` +
      `account.\n\n` +
      `— The ${SITE_NAME} team\n${publicUrl}\n`,
  };
}

/** Builds every queued export (oldest first), then deletes the expired ones. */
export async function runExports(app: FastifyInstance, signal?: AbortSignal): Promise<number> {
  let built = 0;
  for (;;) {
    if (signal?.aborted) break;
    // 'running' too: a run cut short by a crash is started over (the job is one at a time).
    const [next] = await app.db
      .select()
      .from(accountExports)
      .where(inArray(accountExports.status, ['pending', 'running']))
      .orderBy(accountExports.createdAt)
      .limit(1);
    if (!next) break;
    try {
      await buildOne(app, next);
      built++;
    } catch (err) {
      app.log.error({ err, exportId: next.id }, 'a background data export failed');
      await app.db
        .update(accountExports)
        .set({
          status: 'failed',
          error: (err instanceof Error ? err.message : String(err)).slice(0, 500),
          finishedAt: app.clock.now(),
        })
        .where(eq(accountExports.id, next.id));
    }
  }
  const expired = await app.db
    .delete(accountExports)
    .where(
      sql`(${accountExports.expiresAt} < ${app.clock.now()}) or (${accountExports.status} = 'failed'
        and ${accountExports.createdAt} < ${new Date(app.clock.now().getTime() - EXPORT_KEEP_MS)})`,
    )
    .returning({ key: accountExports.storageKey });
  for (const { key } of expired) {
    if (key) await app.storage.delete(key).catch(() => {});
  }
  return built;
}

export function defineExportJob(app: FastifyInstance): Job<number> {
  return app.jobs.define({
    name: EXPORT_JOB,
    next: (now) => new Date(now.getTime() + CLEANUP_EVERY_MS),
    run: ({ signal }) => runExports(app, signal),
  });
}

/** The stored ZIP of the member's own, unexpired build; 404 otherwise (another member's too). */
export async function openExport(app: FastifyInstance, userId: string, id: string) {
  const [row] = await app.db
    .select()
    .from(accountExports)
    .where(and(eq(accountExports.id, id), eq(accountExports.userId, userId)));
  if (!row || row.status !== 'ready' || !row.storageKey || !row.expiresAt) {
    throw new AppError('NOT_FOUND', m.exportNotFound);
  }
  if (row.expiresAt <= app.clock.now()) throw new AppError('NOT_FOUND', m.exportExpired);
  const stored = await app.storage.get(row.storageKey);
  if (!stored) throw new AppError('NOT_FOUND', m.exportNotFound);
  return { row, stored };
}
