import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp, ORIGIN } from '../../../test/auth-helpers.ts';
import type { TestApp } from '../../../test/helpers.ts';
import { createTestApp, testDriver } from '../../../test/helpers.ts';
import { ADMIN_EMAIL, adminAccount } from '../../../test/moderation.ts';
import { verifiedUser } from '../../../test/users.ts';
import { migrationsFolder } from '../../paths.ts';
import { emailLabel } from './audit.ts';

/**
 * docs/decisions/0102-deletion-leaves-no-email.md: audit lines name people by id or by a hash of
 * their email; the console shows the current name while the account or message exists.
 */

async function rows<T>(t: TestApp, statement: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.app.db.execute(statement)) as unknown as { rows: T[] }).rows;
}

describe(`audit lines without emails (${testDriver})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ MAIL_WORKER: 'false', ADMIN_EMAILS: ADMIN_EMAIL });
  });
  afterAll(() => t?.close());

  it('labels credits, bans, unbans and messages by hash, and the console names the live ones', async () => {
    const admin = await adminAccount(t.app);
    const member = await verifiedUser(t.app);
    const post = (url: string, payload: object) =>
      t.app.inject({
        method: 'POST',
        url,
        remoteAddress: freshIp(),
        headers: { origin: ORIGIN, cookie: admin.cookie },
        payload,
      });
    expect(
      (await post(`/api/admin/users/${member.user.id}/credits`, { credits: 2, reason: 'thanks' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await post(`/api/admin/users/${member.user.id}/ban`, { reason: 'spam' })).statusCode,
    ).toBe(200);
    expect(
      (await post(`/api/admin/users/${member.user.id}/unban`, { reason: 'appeal' })).statusCode,
    ).toBe(200);
    const lines = await rows<{ action: string; label: string }>(
      t,
      sql`select action, subject_label as label from admin_audit_log
        where subject_id = ${member.user.id} order by at`,
    );
    expect(lines).toEqual(
      ['grant_credits', 'ban', 'unban'].map((action) => ({
        action,
        label: emailLabel(member.email),
      })),
    );
    const page = await t.app.inject({ url: '/api/admin/audit', headers: { cookie: admin.cookie } });
    const shown = page
      .json()
      .entries.filter((e: { subjectId: string }) => e.subjectId === member.user.id);
    expect(shown).toHaveLength(3);
    for (const entry of shown) {
      expect(entry.subjectName).toBe(`${member.username} · ${member.email}`);
    }
  });

  it("the migration rewrites older lines' emails as hashes and leaves the log append-only", async () => {
    const legacy = [
      ['grant_credits', 'user', 'Old.Member@Example.test', 'old.member@example.test'],
      [
        'inbox_handled',
        'contact_message',
        'writer@example.test: Hello there',
        'writer@example.test',
      ],
      ['newsletter_remove', 'newsletter_subscriber', 'gone@example.test', 'gone@example.test'],
      ['hide', 'pet', 'Mochi', null],
    ] as const;
    const ids: string[] = [];
    for (const [action, type, label] of legacy) {
      const [row] = await rows<{ id: string }>(
        t,
        sql`insert into admin_audit_log (admin_id, admin_email, action, subject_type, subject_id,
            subject_label) values ('legacy-admin', 'boss@example.test', ${action}, ${type},
            ${`legacy-${action}`}, ${label}) returning id`,
      );
      ids.push(row!.id);
    }
    const migration = readFileSync(
      path.join(migrationsFolder, '0017_deletion_leaves_no_email.sql'),
      'utf8',
    );
    const statements = migration.split('--> statement-breakpoint').map((s) => s.trim());
    const from = statements.findIndex((s) => s.includes('DISABLE TRIGGER'));
    expect(from).toBeGreaterThan(0);
    for (const statement of statements.slice(from)) await t.app.db.execute(sql.raw(statement));

    const after = await rows<{ id: string; label: string }>(
      t,
      sql`select id, subject_label as label from admin_audit_log where admin_id = 'legacy-admin'`,
    );
    const labelOf = new Map(after.map((r) => [r.id, r.label]));
    legacy.forEach(([, , label, email], i) => {
      expect(labelOf.get(ids[i]!)).toBe(email ? emailLabel(email) : label);
    });
    await expect(
      t.app.db.execute(
        sql`update admin_audit_log set reason = 'x' where admin_id = 'legacy-admin'`,
      ),
    ).rejects.toThrow();
  });
});
