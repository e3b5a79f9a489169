import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns.ts';

/**
 * Fraud detection (docs/decisions/0085-fraud-detection.md): what the background job found, the
 * votes each finding involves, and how far the job has scanned.
 */

export type FraudKind = 'burst' | 'cluster' | 'battle_outlier';
export type FindingStatus = 'open' | 'voided' | 'dismissed';

export const fraudFindings = pgTable(
  'fraud_findings',
  {
    id: uuid().primaryKey().defaultRandom(),
    kind: text().$type<FraudKind>().notNull(),
    /** What the finding is about, stable across runs (a re-run updates, never duplicates). */
    fingerprint: text().notNull().unique(),
    status: text().$type<FindingStatus>().notNull().default('open'),
    /** The pet pushed (bursts, clusters); null for battle outliers. */
    petId: uuid(),
    /** The voter (battle outliers): 'u:<user id>' or 'v:<visitor id>'. */
    voterKey: text(),
    windowStart: timestamptz().notNull(),
    windowEnd: timestamptz().notNull(),
    voteCount: integer().notNull(),
    /** How unlikely under honest traffic: −log10 of the test's p-value (higher is worse). */
    score: doublePrecision().notNull(),
    /** Counts, rates, the network prefix, the accounts… (what the console shows). */
    evidence: jsonb().$type<Record<string, unknown>>().notNull(),
    detectedAt: createdAt(),
    updatedAt: timestamptz().notNull().defaultNow(),
    resolvedAt: timestamptz(),
    resolvedBy: text(),
    /** voided_votes.batch_id of the votes voided by the admin's action. */
    batchId: uuid(),
    voidedCount: integer(),
  },
  (t) => [
    check('fraud_findings_kind_valid', sql`${t.kind} in ('burst', 'cluster', 'battle_outlier')`),
    check('fraud_findings_status_valid', sql`${t.status} in ('open', 'voided', 'dismissed')`),
    // The console's list: one status, newest first.
    index('fraud_findings_status_idx').on(t.status, t.detectedAt.desc(), t.id),
  ],
);

/** The votes a finding involves (votes.id or battle_votes.id; they may be gone since). */
export const fraudFindingVotes = pgTable(
  'fraud_finding_votes',
  {
    findingId: uuid()
      .notNull()
      .references(() => fraudFindings.id, { onDelete: 'cascade' }),
    voteId: uuid().notNull(),
    kind: text().$type<'card' | 'swipe' | 'battle'>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.findingId, t.voteId] }),
    check('fraud_finding_votes_kind_valid', sql`${t.kind} in ('card', 'swipe', 'battle')`),
  ],
);

/** One row: the job's watermark (votes cast before it have been scanned). */
export const fraudScan = pgTable(
  'fraud_scan',
  {
    id: integer().primaryKey().default(1),
    scannedTo: timestamptz().notNull(),
    updatedAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [check('fraud_scan_single_row', sql`${t.id} = 1`)],
);

export type FraudFinding = typeof fraudFindings.$inferSelect;
