import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.ts';

/**
 * Counters in fixed windows that must not be forgotten under load (http/shared-counter.ts,
 * docs/decisions/0027-mail-limits.md): per-email reset and verification mails, failed
 * sign-ins. One row per key while its window lasts; expired rows are deleted as new ones come.
 */
export const rateCounters = pgTable(
  'rate_counters',
  {
    /** `<counter name>:<key>`, e.g. `reset-mail:someone@example.com`. */
    key: text().primaryKey(),
    count: integer().notNull(),
    resetsAt: timestamptz().notNull(),
  },
  (t) => [
    index('rate_counters_resets_at_idx').on(t.resetsAt),
    check('rate_counters_key_length', sql`char_length(${t.key}) between 1 and 600`),
    check('rate_counters_count_positive', sql`${t.count} > 0`),
  ],
);
