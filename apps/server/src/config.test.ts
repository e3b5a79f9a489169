import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('0.0.0.0');
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.logLevel).toBe('info');
  });

  it('reads and normalises values', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: '/tmp/paw',
      DATABASE_URL: 'postgres://u@db/paw',
      PUBLIC_URL: 'https://pets.example.org/',
      LOG_LEVEL: 'warn',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/tmp/paw',
      databaseUrl: 'postgres://u@db/paw',
      publicUrl: 'https://pets.example.org',
      logLevel: 'warn',
    });
  });

  it('reads the account and mail settings', () => {
    const defaults = loadConfig({});
    expect(defaults).toMatchObject({
      authSecret: undefined,
      smtpUrl: undefined,
      mailFrom: 'PawPrize <no-reply@localhost>',
      adminEmails: [],
      adminEmail: undefined,
      requireEmailVerification: true,
      mailWorker: true,
    });
    const config = loadConfig({
      ADMIN_EMAILS: ' Boss@Example.org, second@example.org ,',
      SMTP_URL: 'smtps://u:p@mail.example.org:465',
      REQUIRE_EMAIL_VERIFICATION: 'false',
    });
    expect(config.adminEmails).toEqual(['boss@example.org', 'second@example.org']);
    expect(config.adminEmail).toBe('boss@example.org');
    expect(config.requireEmailVerification).toBe(false);
    expect(() => loadConfig({ AUTH_SECRET: 'short' })).toThrow(/AUTH_SECRET/);
    expect(() => loadConfig({ ADMIN_EMAILS: 'not-an-email' })).toThrow(/ADMIN_EMAILS/);
    expect(() => loadConfig({ SMTP_URL: 'http://mail' })).toThrow(/SMTP_URL/);
  });

  it('reads SHARE_BONUS: immediate by default, on-visit on request, nothing else', () => {
    expect(loadConfig({}).shareBonus).toBe('immediate');
    expect(loadConfig({ SHARE_BONUS: 'on-visit' }).shareBonus).toBe('on-visit');
    expect(() => loadConfig({ SHARE_BONUS: 'later' })).toThrow(/SHARE_BONUS/);
  });

  it('treats empty strings as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).databaseUrl).toBeUndefined();
  });

  it('lists every problem at once', () => {
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' });
      expect.unreachable('loadConfig should throw');
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      const problems = (err as ConfigError).problems.join('\n');
      expect(problems).toMatch(/^PORT:/m);
      expect(problems).toMatch(/^DATABASE_URL: must be a postgres/m);
      expect(problems).toMatch(/^LOG_LEVEL:/m);
      expect((err as Error).message).toContain('Invalid configuration');
    }
  });

  it('reads the backup settings and refuses a backup folder inside the data folder', () => {
    expect(loadConfig({ DATA_DIR: '/srv/paw' })).toMatchObject({
      backupDir: path.resolve('backups'),
      backupEveryMs: null,
      backupKeep: 7,
    });
    const config = loadConfig({
      DATA_DIR: '/srv/paw',
      BACKUP_DIR: '/backups/paw',
      BACKUP_EVERY: '24h',
      BACKUP_KEEP: '14',
    });
    expect(config).toMatchObject({
      backupDir: '/backups/paw',
      backupEveryMs: 86_400_000,
      backupKeep: 14,
    });
    expect(loadConfig({ BACKUP_EVERY: '90m' }).backupEveryMs).toBe(5_400_000);
    expect(loadConfig({ BACKUP_EVERY: '7d' }).backupEveryMs).toBe(604_800_000);
    expect(loadConfig({ BACKUP_EVERY: 'off' }).backupEveryMs).toBeNull();
    expect(() => loadConfig({ BACKUP_EVERY: 'daily' })).toThrow(/BACKUP_EVERY: must be off or/);
    expect(() => loadConfig({ BACKUP_EVERY: '30s' })).toThrow(/BACKUP_EVERY/);
    expect(() => loadConfig({ BACKUP_KEEP: '0' })).toThrow(/BACKUP_KEEP/);
    expect(() =>
      loadConfig({ DATA_DIR: '/srv/paw', BACKUP_DIR: '/srv/paw/backups', BACKUP_EVERY: '6h' }),
    ).toThrow(/BACKUP_DIR: must not be inside DATA_DIR/);
    // Without scheduled backups the server starts; `npm run backup` refuses such a folder.
    expect(loadConfig({ DATA_DIR: '/srv/paw', BACKUP_DIR: '/srv/paw/b' }).backupDir).toBe(
      '/srv/paw/b',
    );
  });
});
