import { access } from 'node:fs/promises';
import type net from 'node:net';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { isInside } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { AppError } from '../errors.ts';
import type { DeleteHold } from '../storage/delete-hold.ts';
import { runBackupProcess } from './backup-process.ts';
import type { ClientMessage } from './socket.ts';
import { listenOnSocket, onMessages, send } from './socket.ts';
import type { BackupHealth, BackupStatusReport } from './status.ts';
import { BackupStatus, formatInterval, rotate } from './status.ts';

/** A scheduled backup waits this long after start-up when one is due (the server warms up). */
const FIRST_RUN_DELAY_MS = 3000;
/** A failed scheduled backup is tried again after at most this long. */
const RETRY_AFTER_FAILURE_MS = 60 * 60_000;
/** Timers are re-armed at least this often (setTimeout cannot wait longer than ~24.8 days). */
const MAX_TIMER_MS = 6 * 60 * 60_000;

export interface Backups {
  /** Everything known about backups (the admin console shows it). */
  status(): BackupStatusReport;
  /** The public summary in /api/health. */
  health(): BackupHealth;
  /**
   * Takes a backup now in a child process (as scheduled ones are). Throws CONFLICT at once while
   * one started this way is running. It deletes nothing: only the schedule rotates its own
   * archives (docs/decisions/0118-backup-rotation.md).
   */
  runNow(): Promise<BackupStatusReport>;
}

declare module 'fastify' {
  interface FastifyInstance {
    backups: Backups;
  }
}

/** What a backup session and a backup run use. */
interface BackupDeps {
  config: Config;
  log: FastifyBaseLogger;
  status: BackupStatus;
  storage: DeleteHold;
  database: DatabaseHandle;
}

/**
 * Backups while the server runs (docs/decisions/0050-backups.md): the backup socket through
 * which `npm run backup` gets a consistent database copy and held deletes, scheduled backups
 * (BACKUP_EVERY, BACKUP_KEEP), and their status for /api/health and the admin console's
 * routes (features/backups/backups.routes.ts).
 */
export const backupPlugin = fp(
  async (app: FastifyInstance) => {
    const { config } = app;
    const log = app.log.child({ component: 'backups' });
    const every = config.backupEveryMs;
    const status = new BackupStatus({
      every: every === null ? null : formatInterval(every),
      keep: config.backupKeep,
      dir: config.backupDir,
    });
    const deps: BackupDeps = { config, log, status, storage: app.storage, database: app.database };
    const sessions = backupSessions(deps);
    const runs = backupRuns(deps);
    let socketServer: net.Server | null = null;

    app.decorate('backups', {
      status: () => status.report(),
      health: () => status.health(),
      runNow: () => runs.run({ scheduled: false }),
    } satisfies Backups);

    app.addHook('onReady', async () => {
      try {
        socketServer = await listenOnSocket(config.dataDir, sessions.serve);
        if (!socketServer) log.warn('another server answers on the backup socket of this DATA_DIR');
      } catch (err) {
        log.warn({ err }, 'npm run backup will not be able to reach this server');
      }
      await status.loadLast();
      if (every !== null) {
        const last = status.lastSuccess ? Date.parse(status.lastSuccess.at) : 0;
        runs.arm(new Date(Math.max(Date.now() + FIRST_RUN_DELAY_MS, last + every)));
      }
    });

    app.addHook('onClose', async () => {
      runs.stop();
      sessions.closeAll();
      await new Promise<void>((resolve) =>
        socketServer ? socketServer.close(() => resolve()) : resolve(),
      );
    });
  },
  { name: 'backups' },
);

/** Backup sessions of `npm run backup` over the backup socket (a child of ours, or a terminal). */
function backupSessions({ config, log, status, storage, database }: BackupDeps) {
  const connections = new Set<net.Socket>();

  /** Holds deletes and, on PGlite, copies the database for the session; null when it failed. */
  const begin = async (socket: net.Socket, snapshotTo: string | null) => {
    const id = status.begin();
    const release = storage.hold();
    try {
      let snapshot = null;
      if (database.driver === 'pglite') {
        await checkTarget(snapshotTo, config.dataDir);
        snapshot = await database.snapshot(snapshotTo!);
        log.info(
          { heldMs: Math.round(snapshot.heldMs), bytes: snapshot.bytes },
          'database copied for a backup',
        );
      }
      send(socket, { type: 'ready', database: database.driver, snapshot });
      return { id, release };
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      status.failed(id, message);
      log.error({ err }, `BACKUP FAILED: ${message}`);
      await release();
      send(socket, { type: 'error', message });
      socket.end();
      return null;
    }
  };

  /** One backup session from `npm run backup`. */
  const serve = (socket: net.Socket) => {
    connections.add(socket);
    let session: { id: number; release: () => Promise<void> } | null = null;
    let begun = false;
    let closed = false;
    let ended = false;
    const finish = async (outcome: Extract<ClientMessage, { op: 'end' }> | null) => {
      if (!session || ended) return;
      ended = true;
      if (outcome?.ok) {
        status.succeeded(session.id, path.basename(outcome.archive), outcome.bytes, outcome.counts);
        log.info({ archive: outcome.archive, bytes: outcome.bytes }, 'backup written');
      } else {
        const error = outcome ? outcome.error : 'the backup was interrupted';
        status.failed(session.id, error);
        log.error({ error }, `BACKUP FAILED: ${error}`);
      }
      await session.release();
    };
    socket.on('close', () => {
      closed = true;
      connections.delete(socket);
      void finish(null);
    });
    socket.on('error', () => {});
    onMessages<ClientMessage>(socket, (message) => {
      if (message.op === 'begin' && !begun) {
        begun = true;
        void begin(socket, message.snapshotTo).then((s) => {
          session = s;
          // Gone while its database was being copied: release what it held.
          if (closed) void finish(null);
        });
      } else if (message.op === 'end' && session) {
        void finish(message).then(() => send(socket, { type: 'ended' }));
      } else {
        socket.destroy();
      }
    });
  };

  return {
    serve,
    closeAll: () => {
      for (const socket of connections) socket.destroy();
    },
  };
}

/** Backups this server starts in a child process: scheduled ones (BACKUP_EVERY) and `runNow`. */
function backupRuns({ config, log, status }: BackupDeps) {
  const every = config.backupEveryMs;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let ownRun: Promise<BackupStatusReport> | null = null;

  const runScheduled = async () => {
    try {
      await run({ scheduled: true });
    } catch {
      // Already recorded and logged.
    }
    if (stopped || every === null) return;
    // After a failure, try again within the hour rather than a whole interval later.
    const failed = status.health().ok === false;
    arm(new Date(Date.now() + (failed ? Math.min(every, RETRY_AFTER_FAILURE_MS) : every)));
  };

  const arm = (at: Date) => {
    status.nextAt = at;
    clearTimeout(timer);
    const wait = Math.min(Math.max(0, at.getTime() - Date.now()), MAX_TIMER_MS);
    timer = setTimeout(() => {
      if (Date.now() >= at.getTime()) void runScheduled();
      else arm(at);
    }, wait);
    timer.unref();
  };

  /**
   * One backup in a child process. A scheduled one (BACKUP_EVERY on) names its archive
   * `pawprize-scheduled-…` and then keeps the BACKUP_KEEP newest of those; nothing else ever
   * deletes an archive.
   */
  const run = ({ scheduled }: { scheduled: boolean }): Promise<BackupStatusReport> => {
    if (ownRun) throw new AppError('CONFLICT', 'A backup is already running.');
    const rotating = scheduled && every !== null;
    status.starting(true);
    ownRun = (async () => {
      const started = Date.now();
      const result = await runBackupProcess(config, { scheduled: rotating });
      if (rotating && result.ok && result.archive) {
        const deleted = await rotate(path.dirname(result.archive), config.backupKeep).catch(
          (err: unknown) => {
            log.warn({ err }, 'could not delete old backups');
            return [];
          },
        );
        if (deleted.length) log.info({ deleted }, 'old backups deleted (BACKUP_KEEP)');
      } else if (
        !result.ok &&
        (!status.lastFailure || Date.parse(status.lastFailure.at) < started)
      ) {
        // It failed before reaching this server (the session records its own failures).
        const error = result.error ?? 'the backup failed';
        status.failed(null, error);
        log.error({ error }, `BACKUP FAILED: ${error}`);
      }
      if (!result.ok) throw new Error(result.error ?? 'the backup failed');
      return status.report();
    })().finally(() => {
      status.starting(false);
      ownRun = null;
    });
    return ownRun;
  };

  return {
    run,
    arm,
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
}

/** The copy goes where a backup stages it: an absolute path outside DATA_DIR, not there yet. */
async function checkTarget(target: string | null, dataDir: string): Promise<void> {
  if (
    !target ||
    !path.isAbsolute(target) ||
    path.normalize(target) !== target ||
    isInside(target, path.resolve(dataDir))
  ) {
    throw new Error('The database copy must go to an absolute path outside DATA_DIR.');
  }
  const exists = await access(target).then(
    () => true,
    () => false,
  );
  if (exists) throw new Error(`${target} already exists.`);
  await access(path.dirname(target));
}
