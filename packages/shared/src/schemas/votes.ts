import { z } from 'zod';
import { singleLine } from '../text.ts';
import { MY_VOTES_MAX_PAGE_SIZE, MY_VOTES_PAGE_SIZE, SHARE_PLATFORMS } from '../constants.ts';
import { PetSchema } from './pets.ts';

/**
 * Shapes of the voting API (docs/product/votes.md, docs/product/streaks.md): card votes, swipes,
 * the voter's allowance, bonus votes from shares, streaks, the swipe queue and My Votes.
 */

/** A calendar day in the voter's time zone, 'YYYY-MM-DD'. */
export const LocalDaySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const StreakSchema = z.object({
  /** 0 once a day has passed without a counted vote (the stored streak is broken). */
  currentStreak: z.number().int(),
  highestStreak: z.number().int(),
  /** The voter's local day of the last counted vote; show it as 'MMM d, yyyy' (a local date). */
  lastVoteDate: LocalDaySchema.nullable(),
});
export type Streak = z.infer<typeof StreakSchema>;

export const VoterKindSchema = z.enum(['account', 'visitor']);
export type VoterKind = z.infer<typeof VoterKindSchema>;

/** What the voter may still do today ("today" is their local day). */
export const VoterStateSchema = z.object({
  kind: VoterKindSchema,
  /** New votes allowed per day before bonus votes are needed (20 accounts, 10 visitors). */
  dailyLimit: z.number().int(),
  /** New votes cast today, bonus votes included. Removing a vote does not give it back. */
  votesUsedToday: z.number().int(),
  /** Votes that can still be cast today: what is left of the allowance plus bonus votes. */
  votesLeft: z.number().int(),
  /** Bonus votes from today's shares not yet used (the bonus-vote badge). */
  bonusVotesLeft: z.number().int(),
  /**
   * Present (0 or more) only when shares earn their bonus votes on a visit (SHARE_BONUS=on-visit,
   * ADR 0082): bonus votes of today's shares whose link nobody else has opened yet (not usable,
   * not in `votesLeft`). Its presence tells the share buttons to copy a referral link.
   */
  bonusVotesPending: z.number().int().optional(),
  /** Accounts only; null for anonymous visitors. */
  streak: StreakSchema.nullable(),
});
export type VoterState = z.infer<typeof VoterStateSchema>;

/** `GET /api/voter`. */
export const VoterResultSchema = z.object({ voter: VoterStateSchema });
export type VoterResult = z.infer<typeof VoterResultSchema>;

/** `POST /api/pets/:id/vote` and `DELETE /api/pets/:id/vote`. */
export const VoteResultSchema = z.object({
  petId: z.uuid(),
  votesCount: z.number().int(),
  hasVoted: z.boolean(),
  voter: VoterStateSchema,
});
export type VoteResult = z.infer<typeof VoteResultSchema>;

export const SwipeDirectionSchema = z.enum(['right', 'left']);
export type SwipeDirection = z.infer<typeof SwipeDirectionSchema>;

/** `POST /api/swipes`: right = a cute vote, left = 'not as cute' (nothing stored, free). */
export const SwipeBodySchema = z.object({
  petId: z.uuid(),
  direction: SwipeDirectionSchema,
});
export type SwipeBody = z.infer<typeof SwipeBodySchema>;

export const SwipeResultSchema = z.discriminatedUnion('stored', [
  VoteResultSchema.extend({ stored: z.literal(true) }),
  z.object({ stored: z.literal(false) }),
]);
export type SwipeResult = z.infer<typeof SwipeResultSchema>;

export const SharePlatformSchema = z.enum(SHARE_PLATFORMS);

/** `POST /api/shares`: at most one credited share per platform per local day. */
export const ShareBodySchema = z.object({
  platform: SharePlatformSchema,
  /** The pet that was shared (optional; not stored). */
  petId: z.uuid().optional(),
});
export type ShareBody = z.infer<typeof ShareBodySchema>;

export const ShareResultSchema = z.object({
  /** False when this platform was already credited today (no new bonus votes). */
  credited: z.boolean(),
  voter: VoterStateSchema,
  /**
   * SHARE_BONUS=on-visit, Instagram and TikTok (ADR 0082): the token to put in the copied link
   * (`?ref=`), the same all day for the platform; `pending` until someone else opens the link.
   */
  referral: z.object({ token: z.string(), pending: z.boolean() }).optional(),
});
export type ShareResult = z.infer<typeof ShareResultSchema>;

/** A referral token of a shared link (ADR 0082): 22 base64url characters. */
export const ReferralTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{22}$/);

/** `POST /api/shares/visit`: someone opened a shared link carrying `?ref=<token>` (204). */
export const ShareVisitBodySchema = z.object({ token: ReferralTokenSchema });
export type ShareVisitBody = z.infer<typeof ShareVisitBodySchema>;

/** `GET /api/votes/queue`: up to 10 pets the voter has not voted on (fewest votes first). */
export const VoteQueueSchema = z.object({ pets: z.array(PetSchema) });
export type VoteQueue = z.infer<typeof VoteQueueSchema>;

const emptyAsUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** `GET /api/me/votes?limit=&cursor=`: newest first; pass `nextCursor` as `cursor`. */
export const MyVotesQuerySchema = z.object({
  limit: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(1).max(MY_VOTES_MAX_PAGE_SIZE).default(MY_VOTES_PAGE_SIZE),
  ),
  cursor: z.preprocess(emptyAsUndefined, singleLine(z.string().max(200)).optional()),
});
export type MyVotesQuery = z.input<typeof MyVotesQuerySchema>;

export const MyVoteSchema = z.object({
  pet: PetSchema,
  /** ISO 8601. */
  votedAt: z.string(),
});
export type MyVote = z.infer<typeof MyVoteSchema>;

export const MyVotesSchema = z.object({
  votes: z.array(MyVoteSchema),
  nextCursor: z.string().nullable(),
});
export type MyVotes = z.infer<typeof MyVotesSchema>;
