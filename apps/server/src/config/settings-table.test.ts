import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { EnvSchema, loadConfig, settingDocs } from '../config.ts';
import { settingsTable, TABLE_END, TABLE_START, withSettingsTable } from './settings-table.ts';

/** The README's settings table and the env schema say the same (ADR 0126). */

const readme = readFileSync(path.resolve(import.meta.dirname, '../../../../README.md'), 'utf8');

describe('the settings table', () => {
  it('in the README is the one the env schema writes (npm run docs:settings)', () => {
    const inReadme = readme
      .slice(readme.indexOf(TABLE_START) + TABLE_START.length, readme.indexOf(TABLE_END))
      .trim();
    expect(inReadme, 'README.md differs from the env schema: run npm run docs:settings').toBe(
      settingsTable(),
    );
    expect(withSettingsTable(readme)).toBe(readme);
  });

  it('has one row per setting, with the default the server applies', () => {
    const rows = settingsTable().split('\n').slice(2);
    expect(rows).toHaveLength(Object.keys(EnvSchema.shape).length);
    const defaults = loadConfig({});
    const row = (name: string) => rows.find((r) => r.startsWith(`| \`${name}\` |`));
    expect(row('DAILY_VOTES')).toContain(`| \`${defaults.dailyVotes}\` |`);
    expect(row('PORT')).toContain(`| \`${defaults.port}\` |`);
    expect(row('REQUIRE_EMAIL_VERIFICATION')).toContain('| `true` |');
    expect(row('DATABASE_URL')).toContain('| unset |');
    // Given words win over the schema's default.
    expect(row('LOG_PRETTY')).toContain('| off (on for `npm run dev`) |');
  });

  it('refuses a setting without README words', () => {
    const bare = z.string().optional();
    expect(settingDocs.get(bare)).toBeUndefined();
    const shape = EnvSchema.shape as Record<string, unknown>;
    shape.UNDOCUMENTED = bare;
    try {
      expect(() => settingsTable()).toThrow(/UNDOCUMENTED has no README words/);
    } finally {
      delete shape.UNDOCUMENTED;
    }
  });
});
