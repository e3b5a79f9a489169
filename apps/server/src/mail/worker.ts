import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.ts';
import type { MailOutboxRow } from '../db/schema/index.ts';
import { mailOutbox } from '../db/schema/index.ts';
import type { MailTransport } from './transport.ts';
import { createTransport } from './transport.ts';

/**
 * Sends the mail outbox (docs/product/mail.md). Rows are claimed with `FOR UPDATE SKIP LOCKED` and
 * a lease (their next attempt moves past the send), so several instances never send one row twice
 * at once and a crash mid-send only delays it. Failures back off exponentially; after
 * FAILED_AFTER_ATTEMPTS a row is marked 'failed' but is still retried every MAX_BACKOFF: no mail
 * is ever dropped.
 */

export const BATCH_SIZE = 10;
export const POLL_INTERVAL_MS = 5_000;
const LEASE = sql`interval '5 minutes'`;
const FIRST_BACKOFF_MS = 30_000;
export const MAX_BACKOFF_MS = 6 * 60 * 60 * 1000;
export const FAILED_AFTER_ATTEMPTS = 10;

/** Delay before the next try after `attempts` failed ones: 30 s, 1 min, 2 min, … capped at 6 h. */
export function backoffMs(attempts: number): number {
  return Math.min(FIRST_BACKOFF_MS * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_MS);
}

export interface DeliveryResult {
  sent: number;
  failed: number;
}

async function claimDue(db: Database, limit: number): Promise<MailOutboxRow[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        inArray(mailOutbox.status, ['pending', 'failed']),
        lte(mailOutbox.nextAttemptAt, sql`now()`),
      ),
    )
    .orderBy(asc(mailOutbox.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: sql`now() + ${LEASE}` })
    .where(inArray(mailOutbox.id, due))
    .returning();
}

/** Claims and sends one batch of due mails. */
export async function deliverBatch(
  db: Database,
  transport: MailTransport,
  limit = BATCH_SIZE,
): Promise<DeliveryResult> {
  const rows = await claimDue(db, limit);
  const result: DeliveryResult = { sent: 0, failed: 0 };
  for (const row of rows) {
    try {
      await transport.send(row);
      await db
        .update(mailOutbox)
        .set({ status: 'sent', sentAt: new Date(), lastError: null })
        .where(eq(mailOutbox.id, row.id));
      result.sent++;
    } catch (err) {
      result.failed++;
      await db
        .update(mailOutbox)
        .set({
          status: row.attempts >= FAILED_AFTER_ATTEMPTS ? 'failed' : 'pending',
          nextAttemptAt: new Date(Date.now() + backoffMs(row.attempts)),
          lastError: (err instanceof Error ? err.message : String(err)).slice(0, 1000),
        })
        .where(eq(mailOutbox.id, row.id));
    }
  }
  return result;
}

/** One batch through the app's transport (tests drive delivery with it). */
export function deliverDueMail(app: FastifyInstance, transport?: MailTransport) {
  return deliverBatch(app.db, transport ?? app.mailWorker.transport);
}

export interface MailWorker {
  readonly transport: MailTransport;
  /** Deliver soon (after a mail was queued), without waiting for the next poll. */
  kick(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailWorker: MailWorker;
  }
}

/**
 * Decorates `app.mailWorker` and, unless MAIL_WORKER=false, polls the outbox from onReady until
 * the app closes (stopping before the database closes, after the batch in flight).
 */
export const mailWorkerPlugin = fp(
  async (app: FastifyInstance) => {
    const transport = createTransport(app.config, app.log.child({ component: 'mail' }));
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<void> | undefined;
    let stopped = !app.config.mailWorker;

    const schedule = (ms: number) => {
      if (stopped) return;
      clearTimeout(timer);
      timer = setTimeout(run, ms);
      timer.unref();
    };

    function run() {
      if (stopped || running) return;
      running = (async () => {
        let next = POLL_INTERVAL_MS;
        const started = performance.now();
        const seconds = () => (performance.now() - started) / 1000;
        try {
          const { sent, failed } = await deliverBatch(app.db, transport);
          if (failed) app.log.warn({ sent, failed }, 'some mails could not be sent; will retry');
          if (sent + failed === BATCH_SIZE) next = 0; // more may be due
          if (sent + failed > 0)
            app.metrics.jobRun('mail-outbox', seconds(), failed ? 'failed' : 'ok');
        } catch (err) {
          app.log.error({ err }, 'mail worker failed to reach the outbox');
          app.metrics.jobRun('mail-outbox', seconds(), 'failed');
        } finally {
          running = undefined;
        }
        schedule(next);
      })();
    }

    app.decorate('mailWorker', {
      transport,
      kick: () => {
        if (!stopped && !running) schedule(0);
      },
    } satisfies MailWorker);

    app.addHook('onReady', async () => {
      if (app.config.mailWorker) {
        app.log.info({ transport: transport.kind }, 'mail worker started');
        schedule(0);
      }
    });
    app.addHook('preClose', async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
      transport.close();
    });
  },
  { name: 'mail-worker', dependencies: ['metrics'] },
);
