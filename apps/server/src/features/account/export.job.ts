import { randomBytes } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { messages, SITE_NAME } from '@pawprize/shared';
import type { AccountExport } from '@pawprize/shared/schemas/account';
import type { Ctx } from '../../context/index.ts';
import type { AccountExportRow } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { Job } from '../../jobs/runner.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { PRIVATE_NO_STORE, privateKey } from '../../storage/types.ts';
import {
  deleteExpiredExports,
  deleteExport,
  findBusyExport,
  findNewestExport,
  findNextExport,
  findOwnExport,
  insertExport,
  lockUser,
  markExportFailed,
  markExportReady,
  markExportRunning,
  setExportProgress,
} from './export.queries.ts';
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

/** What building exports uses. */
export type ExportCtx = Ctx<'db' | 'storage' | 'clock' | 'config' | 'mailWorker' | 'log'>;

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
  ctx: Ctx<'db' | 'clock'>,
  userId: string,
): Promise<AccountExportRow | null> {
  const row = await findNewestExport(ctx.db, userId);
  if (!row) return null;
  if (row.status === 'ready' && row.expiresAt && row.expiresAt <= ctx.clock.now()) return null;
  return row;
}

/** Queues a build, or answers the one already queued or running. */
export async function requestExport(
  ctx: Ctx<'db'>,
  job: Job<unknown>,
  userId: string,
): Promise<AccountExportRow> {
  const row = await ctx.db.transaction(async (tx) => {
    // One request at a time per member: the user row is the lock.
    await lockUser(tx, userId);
    const busy = await findBusyExport(tx, userId);
    if (busy) return busy;
    return insertExport(tx, userId);
  });
  void job.run();
  return row;
}

async function buildOne(ctx: ExportCtx, row: AccountExportRow): Promise<void> {
  const exp = await collectExport(ctx, row.userId);
  if (!exp) {
    await deleteExport(ctx.db, row.id);
    return;
  }
  await markExportRunning(ctx.db, row.id, exp.files.length);
  let last = 0;
  let writing: Promise<unknown> = Promise.resolve();
  const zip = await buffer(
    zipStream(ctx, exp, (done) => {
      if (Date.now() - last < PROGRESS_EVERY_MS && done < exp.files.length) return;
      last = Date.now();
      writing = writing.then(() => setExportProgress(ctx.db, row.id, done).catch(() => {}));
    }),
  );
  await writing;
  // The private area: never served at /uploads/…, never in a public bucket (ADR 0103).
  const key = privateKey(`exports/${row.userId}/${randomBytes(24).toString('hex')}.zip`);
  await ctx.storage.put(key, zip, {
    contentType: 'application/zip',
    cacheControl: PRIVATE_NO_STORE,
  });
  const now = ctx.clock.now();
  const expiresAt = new Date(now.getTime() + EXPORT_KEEP_MS);
  const email = (exp.document as { account: { email: string } }).account.email;
  await ctx.db.transaction(async (tx) => {
    await markExportReady(tx, row.id, {
      filesDone: exp.files.length,
      storageKey: key,
      sizeBytes: zip.length,
      finishedAt: now,
      expiresAt,
    });
    await enqueueMail(tx, {
      to: email,
      userId: row.userId,
      dedupeKey: `export-ready:${row.id}`,
      ...exportReadyMail(ctx.config.publicUrl, row.id, expiresAt),
    });
  });
  ctx.mailWorker.kick();
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
export async function runExports(ctx: ExportCtx, signal?: AbortSignal): Promise<number> {
  let built = 0;
  for (;;) {
    if (signal?.aborted) break;
    // 'running' too: a run cut short by a crash is started over (the job is one at a time).
    const next = await findNextExport(ctx.db);
    if (!next) break;
    try {
      await buildOne(ctx, next);
      built++;
    } catch (err) {
      ctx.log.error({ err, exportId: next.id }, 'a background data export failed');
      await markExportFailed(ctx.db, next.id, {
        error: (err instanceof Error ? err.message : String(err)).slice(0, 500),
        finishedAt: ctx.clock.now(),
      });
    }
  }
  const expired = await deleteExpiredExports(
    ctx.db,
    ctx.clock.now(),
    new Date(ctx.clock.now().getTime() - EXPORT_KEEP_MS),
  );
  for (const { key } of expired) {
    if (key) await ctx.storage.delete(key).catch(() => {});
  }
  return built;
}

export function defineExportJob(ctx: ExportCtx & Ctx<'jobs'>): Job<number> {
  return ctx.jobs.define({
    name: EXPORT_JOB,
    next: (now) => new Date(now.getTime() + CLEANUP_EVERY_MS),
    run: ({ signal }) => runExports(ctx, signal),
  });
}

/** The stored ZIP of the member's own, unexpired build; 404 otherwise (another member's too). */
export async function openExport(ctx: Ctx<'db' | 'clock' | 'storage'>, userId: string, id: string) {
  const row = await findOwnExport(ctx.db, userId, id);
  if (!row || row.status !== 'ready' || !row.storageKey || !row.expiresAt) {
    throw new AppError('NOT_FOUND', m.exportNotFound);
  }
  if (row.expiresAt <= ctx.clock.now()) throw new AppError('NOT_FOUND', m.exportExpired);
  const stored = await ctx.storage.get(row.storageKey);
  if (!stored) throw new AppError('NOT_FOUND', m.exportNotFound);
  return { row, stored };
}
