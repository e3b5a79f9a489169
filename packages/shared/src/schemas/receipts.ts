import { z } from 'zod';
import { MonthSchema } from './winners.ts';

export { MODERATION_PERIOD_MIN_MEMBERS } from '../constants.ts';

/**
 * Public vote receipts (docs/product/integrity.md, docs/decisions/0080-public-receipts.md): how a
 * pet's votes were counted, each monthly round's receipt and the site's totals. Figures only: no
 * voter identity and no IP, ever.
 */

const count = z.number().int().nonnegative();

/** A calendar day (UTC), 'YYYY-MM-DD'. */
const DaySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** Refused attempts by reason. */
export const RefusalsSchema = z.object({
  /** The voter had already voted for the pet. */
  alreadyVoted: count,
  /** The voter had no votes left today (allowance and bonus votes used). */
  dailyLimit: count,
  /** A visitor's network had reached the daily cap of visitor votes. */
  ipCap: count,
  /** Someone signed out pressed a card's Vote. */
  signedOut: count,
});
export type Refusals = z.infer<typeof RefusalsSchema>;

/**
 * Votes voided after they were counted, by who voided them. On the site's totals, `moderator`
 * (bans) and `accountDeleted` count only the published periods (`ModerationPeriodSchema`, ADR 0104).
 */
export const VoidedSchema = z.object({
  moderator: count,
  fraud: count,
  /** Withdrawn when the voter deleted their account. */
  accountDeleted: count,
});
export type Voided = z.infer<typeof VoidedSchema>;

export const VOID_SOURCES = ['moderator', 'fraud', 'account_deleted'] as const;

/** `GET /api/pets/:id/receipt`: how a pet's votes were counted. */
export const PetReceiptSchema = z.object({
  petId: z.uuid(),
  /** The pet's vote count; always the sum of `counted`. */
  votesCount: count,
  counted: z.object({
    card: count,
    swipeMembers: count,
    swipeVisitors: count,
  }),
  /** Of the counted votes, those paid with bonus votes from shares. */
  bonus: count,
  /** Battle votes won (a separate figure: they are not in the vote count). */
  battleWins: count,
  refused: RefusalsSchema,
  /**
   * Card and swipe votes voided by fraud detection. Votes voided because their voter was banned
   * or deleted their account are never listed per pet: they would show whom one member voted
   * for; they appear only in the site's periodic totals (docs/decisions/0104-voided-votes-in-aggregate.md).
   */
  voided: z.object({ fraud: count }),
  /** Fraud voids by day (UTC), newest first (at most 30). */
  voidedDays: z.array(z.object({ day: DaySchema, source: z.literal('fraud'), votes: count })),
});
export type PetReceipt = z.infer<typeof PetReceiptSchema>;

/** One monthly round's receipt (the pets uploaded that month, votes cast before it ended). */
export const RoundReceiptSchema = z.object({
  month: MonthSchema,
  /** false for the running month (figures still move). */
  closed: z.boolean(),
  entries: count,
  /** Distinct members and visitors whose votes counted. */
  voters: count,
  votesCounted: count,
  /** Fraud voids, and ban and deletion voids of published periods (ADR 0104). */
  votesVoided: count,
  /** The winner's (or the leader's) votes minus the runner-up's; null with fewer than one entry. */
  margin: count.nullable(),
  /** Whether the margin is larger than the votes voided in the round. */
  marginExceedsVoided: z.boolean().nullable(),
});
export type RoundReceipt = z.infer<typeof RoundReceiptSchema>;

/** `GET /api/receipts/rounds`: the running month and the last 6 closed months, newest first. */
export const RoundReceiptsSchema = z.object({ rounds: z.array(RoundReceiptSchema) });
export type RoundReceipts = z.infer<typeof RoundReceiptsSchema>;

/**
 * Votes removed because their voters were banned or deleted their account, site-wide, over whole
 * UTC weeks (Monday to Monday): a period is published once its week has ended and its removals
 * come from at least `MODERATION_PERIOD_MIN_MEMBERS` members; a week with fewer is merged into the
 * following ones until they do (docs/decisions/0104-voided-votes-in-aggregate.md).
 */
export const ModerationPeriodSchema = z.object({
  /** The first day of the period (a Monday). */
  from: DaySchema,
  /** The day after its last day (a Monday). */
  to: DaySchema,
  votes: count,
});
export type ModerationPeriod = z.infer<typeof ModerationPeriodSchema>;

/** `GET /api/integrity`: the site's live totals. */
export const IntegrityTotalsSchema = z.object({
  pets: count,
  votesCounted: count,
  counted: z.object({ card: count, swipeMembers: count, swipeVisitors: count }),
  bonus: count,
  battleVotes: count,
  refused: RefusalsSchema,
  voided: VoidedSchema,
  /** Published periods of ban and deletion removals, newest first (at most 12). */
  moderationPeriods: z.array(ModerationPeriodSchema),
  /** ISO timestamp of the figures. */
  asOf: z.iso.datetime(),
});
export type IntegrityTotals = z.infer<typeof IntegrityTotalsSchema>;
