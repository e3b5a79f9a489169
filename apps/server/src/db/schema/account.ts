import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { createdAt, timestamptz, updatedAt } from './columns.ts';

/**
 * The member's mail switches (docs/product/mail.md). No row = the defaults: winner and caption
 * winner mails on, the weekly digest off.
 */
export const mailPreferences = pgTable(
  'mail_preferences',
  {
    userId: text()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    monthlyWinner: boolean().notNull().default(true),
    captionWinner: boolean().notNull().default(true),
    weeklyDigest: boolean().notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The weekly digest job lists only the members who turned it on.
    index('mail_preferences_weekly_digest_idx')
      .on(t.userId)
      .where(sql`${t.weeklyDigest}`),
  ],
);

export type AccountExportStatus = 'pending' | 'running' | 'ready' | 'failed';

/** Background "Download my data" builds (docs/decisions/0090-account-export.md). */
export const accountExports = pgTable(
  'account_exports',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text().$type<AccountExportStatus>().notNull().default('pending'),
    filesDone: integer().notNull().default(0),
    filesTotal: integer().notNull().default(0),
    /** Storage key of the finished ZIP (random, never public). */
    storageKey: text(),
    sizeBytes: bigint({ mode: 'number' }),
    error: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    finishedAt: timestamptz(),
    expiresAt: timestamptz(),
  },
  (t) => [
    check(
      'account_exports_status_valid',
      sql`${t.status} in ('pending', 'running', 'ready', 'failed')`,
    ),
    check('account_exports_progress_valid', sql`${t.filesDone} between 0 and ${t.filesTotal}`),
    index('account_exports_user_id_idx').on(t.userId, t.createdAt),
    index('account_exports_status_idx').on(t.status, t.createdAt),
  ],
);

export type AccountExportRow = typeof accountExports.$inferSelect;
