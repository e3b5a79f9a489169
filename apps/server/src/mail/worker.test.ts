import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/helpers.ts';
import { createTestApp, testDriver } from '../../test/helpers.ts';
import { until } from '../../test/until.ts';
import { mailOutbox } from '../db/schema/index.ts';
import { enqueueMail } from './outbox.ts';
import { linksIn } from './templates.ts';
import type { MailTransport } from './transport.ts';
import { backoffMs, deliverDueMail, FAILED_AFTER_ATTEMPTS, MAX_BACKOFF_MS } from './worker.ts';

function recordingTransport(fail?: (to: string) => boolean) {
  const sent: string[] = [];
  const transport: MailTransport = {
    kind: 'smtp',
    async send(mail) {
      if (fail?.(mail.to)) throw new Error('421 try again later');
      sent.push(mail.to);
    },
    close() {},
  };
  return { sent, transport };
}

describe('backoffMs', () => {
  it('doubles from 30 s and stops at 6 hours', () => {
    expect(backoffMs(1)).toBe(30_000);
    expect(backoffMs(2)).toBe(60_000);
    expect(backoffMs(5)).toBe(480_000);
    expect(backoffMs(40)).toBe(MAX_BACKOFF_MS);
  });
});

describe('linksIn', () => {
  it('finds the links of a plain-text mail', () => {
    expect(linksIn('Open http://localhost:3000/a?token=x%2F1.\n\nhttps://b.test/')).toEqual([
      'http://localhost:3000/a?token=x%2F1.',
      'https://b.test/',
    ]);
  });
});

describe(`mail worker (${testDriver})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ MAIL_WORKER: 'false' });
  });
  afterAll(() => t?.close());
  beforeEach(async () => {
    await t.app.db.delete(mailOutbox).where(sql`true`);
  });

  const queue = (to: string) =>
    enqueueMail(t.app.db, { to, subject: 'Hi', text: `Hello http://x.test/${to}` });
  const row = async (to: string) =>
    (await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)))[0]!;

  it('sends due mails once and marks them sent', async () => {
    await queue('a@example.test');
    await queue('b@example.test');
    const { sent, transport } = recordingTransport();
    expect(await deliverDueMail(t.app, transport)).toEqual({ sent: 2, failed: 0 });
    expect(sent.sort()).toEqual(['a@example.test', 'b@example.test']);
    expect(await row('a@example.test')).toMatchObject({
      status: 'sent',
      attempts: 1,
      lastError: null,
    });
    expect(await deliverDueMail(t.app, transport)).toEqual({ sent: 0, failed: 0 });
  });

  it('never sends one mail twice from two workers at once', async () => {
    for (let i = 0; i < 25; i++) await queue(`many${i}@example.test`);
    const { sent, transport } = recordingTransport();
    const results = await Promise.all([1, 2, 3].map(() => deliverDueMail(t.app, transport)));
    while ((await deliverDueMail(t.app, transport)).sent > 0);
    expect(results.reduce((n, r) => n + r.sent, 0)).toBeLessThanOrEqual(25);
    expect(sent).toHaveLength(25);
    expect(new Set(sent).size).toBe(25);
  });

  it('backs off after a failure, keeps the error, and retries when due', async () => {
    await queue('flaky@example.test');
    let failing = true;
    const { sent, transport } = recordingTransport(() => failing);
    const before = Date.now();
    expect(await deliverDueMail(t.app, transport)).toEqual({ sent: 0, failed: 1 });
    const failed = await row('flaky@example.test');
    expect(failed).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: '421 try again later',
    });
    expect(failed.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before + 29_000);
    expect(await deliverDueMail(t.app, transport)).toEqual({ sent: 0, failed: 0 }); // not due yet

    failing = false;
    await t.app.db
      .update(mailOutbox)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(mailOutbox.id, failed.id));
    expect(await deliverDueMail(t.app, transport)).toEqual({ sent: 1, failed: 0 });
    expect(await row('flaky@example.test')).toMatchObject({
      status: 'sent',
      attempts: 2,
      lastError: null,
    });
    expect(sent).toEqual(['flaky@example.test']);
  });

  it("marks a mail 'failed' after many attempts but still retries it slowly", async () => {
    await queue('down@example.test');
    const { transport } = recordingTransport(() => true);
    const id = (await row('down@example.test')).id;
    for (let i = 0; i < FAILED_AFTER_ATTEMPTS; i++) {
      await t.app.db
        .update(mailOutbox)
        .set({ nextAttemptAt: new Date(Date.now() - 1000) })
        .where(eq(mailOutbox.id, id));
      await deliverDueMail(t.app, transport);
    }
    const failed = await row('down@example.test');
    expect(failed).toMatchObject({ status: 'failed', attempts: FAILED_AFTER_ATTEMPTS });
    expect(failed.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + MAX_BACKOFF_MS / 4);

    await t.app.db
      .update(mailOutbox)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(mailOutbox.id, id));
    const { sent, transport: working } = recordingTransport();
    expect(await deliverDueMail(t.app, working)).toEqual({ sent: 1, failed: 0 });
    expect(sent).toEqual(['down@example.test']);
  });

  it('logs the links instead of sending when SMTP_URL is not set', async () => {
    expect(t.app.mailWorker.transport.kind).toBe('log');
    await queue('log@example.test');
    expect(await deliverDueMail(t.app)).toEqual({ sent: 1, failed: 0 });
    expect((await row('log@example.test')).status).toBe('sent');
  });
});

describe(`mail worker running in the app (${testDriver})`, () => {
  it('delivers a queued mail soon after sign-up and stops cleanly on close', async () => {
    const t = await createTestApp({});
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up',
        headers: { origin: 'http://localhost:3000' },
        payload: {
          fullName: 'Worker Test',
          username: 'worker_test',
          email: 'worker@example.test',
          password: 'a good long password',
        },
      });
      expect(res.statusCode).toBe(201);
      // The worker runs on its own: wait for it to mark the mail sent.
      const sent = await until(async () => {
        const [mail] = await t.app.db
          .select()
          .from(mailOutbox)
          .where(eq(mailOutbox.to, 'worker@example.test'));
        return mail?.status === 'sent' ? mail : null;
      });
      expect(sent.status).toBe('sent');
    } finally {
      await t.close();
    }
  });
});
