import { like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifications } from '../src/db/schema/index.ts';
import { freshIp, newAccount, ORIGIN, signUp } from './auth-helpers.ts';
import type { TestApp } from './helpers.ts';
import { createTestApp, testDriver } from './helpers.ts';
import { captureLogs } from './logs.ts';

/**
 * Log privacy (docs/decisions/0021-text-and-logs.md): when the mail outbox cannot be written, the links in the mail (which sign
 * their holder in) and the recipients' addresses stay out of the log; tokens in request URLs are
 * not logged either. The only line that may carry a link is the no-SMTP mail line (info level),
 * and SMTP is configured here.
 */
describe(`secrets and personal data in logs (${testDriver})`, () => {
  const logs = captureLogs();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(
      { MAIL_WORKER: 'false', LOG_LEVEL: 'info', SMTP_URL: 'smtp://127.0.0.1:9' },
      { logStream: logs.stream },
    );
  });
  afterAll(() => t?.close());

  /** Every later insert into the outbox fails, as on a full disk or a broken table. */
  async function breakOutbox() {
    await t.app.db.execute(
      sql.raw(`create or replace function pawprize_test_outbox_down()
      returns trigger language plpgsql as $$ begin raise exception 'outbox is down'; end $$`),
    );
    await t.app.db.execute(
      sql.raw(`create trigger pawprize_test_outbox_down before insert on mail_outbox
        for each row execute function pawprize_test_outbox_down()`),
    );
  }

  const post = (url: string, payload?: object, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url,
      remoteAddress: freshIp(),
      headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
      ...(payload ? { payload } : {}),
    });

  it('logs no link, token or address when a mail cannot be queued', async () => {
    const existing = await signUp(t.app);
    await breakOutbox();
    const fresh = newAccount();
    const before = logs.lines.length;

    await post('/api/auth/sign-up', fresh);
    await post('/api/auth/resend-verification', undefined, existing.cookie);
    await post('/api/auth/forgot-password', { email: existing.email });
    await post('/api/newsletter', { email: 'reader@example.test' });

    const [reset] = await t.app.db
      .select({ identifier: verifications.identifier })
      .from(verifications)
      .where(like(verifications.identifier, 'reset-password:%'));
    const written = logs.lines
      .slice(before)
      .map((l) => JSON.stringify(l))
      .join('\n');
    expect(written).toContain('outbox is down'); // the failure itself is logged
    expect(written).not.toMatch(/token=|verify-email\?|reset-password\?|unsubscribe\?/);
    expect(written).not.toMatch(/eyJ[\w-]{10,}/); // a JWT (verification tokens are JWTs)
    if (reset) expect(written).not.toContain(reset.identifier.slice('reset-password:'.length));
    for (const email of [fresh.email, existing.email, 'reader@example.test']) {
      expect(written).not.toContain(email);
    }
  });

  it('leaves tokens in request URLs out of the request log', async () => {
    const before = logs.lines.length;
    await t.app.inject({ url: '/api/auth/verify-email?token=s3cr3t-verify-token' });
    await t.app.inject({ url: '/reset-password?token=s3cr3t-reset-token&x=1' });
    await t.app.inject({ url: '/unsubscribe?token=s3cr3t-unsubscribe-token' });
    const written = JSON.stringify(logs.lines.slice(before));
    expect(written).toContain('/api/auth/verify-email?token=');
    expect(written).not.toContain('s3cr3t');
  });

  it('leaves referral tokens, nested links and disguised names out of the request log', async () => {
    const before = logs.lines.length;
    // A shared link (SHARE_BONUS=on-visit, ADR 0082): its token credits the sharer's bonus votes.
    await t.app.inject({ url: '/pets/00000000-0000-4000-8000-000000000000?ref=s3cr3t-referral' });
    await t.app.inject({ method: 'POST', url: '/api/shares/visit?ref=s3cr3t-visit-ref' });
    // A sign-in page that will send its visitor back to a verification link.
    await t.app.inject({
      url: `/login?redirect=${encodeURIComponent('/verify-email?token=s3cr3t-nested&change=1')}`,
    });
    await t.app.inject({ url: '/api/newsletter/confirm?%74oken=s3cr3t-encoded-name' });
    await t.app.inject({ url: '/unsubscribe?x=1;token=s3cr3t-semicolon' });
    const written = JSON.stringify(logs.lines.slice(before));
    expect(written).toContain('ref=[redacted]');
    expect(written).toContain('/login?redirect=');
    expect(written).not.toContain('s3cr3t');
  });
});
