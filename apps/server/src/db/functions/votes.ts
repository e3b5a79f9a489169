import type { Streak } from '@pawprize/shared/schemas/votes';
import { sqlFunction } from './define.ts';

/** Typed calls of the voting functions (pawprize_cast_vote.sql, pawprize_record_counted_vote.sql). */

export interface CastVoteArgs {
  /** The pet voted for (`p_pet`; its `pet_photos` row's id). */
  petId: string;
  /** The account voting, or null for a visitor. */
  user: string | null;
  /** The anonymous visitor voting, or null for an account. */
  visitor: string | null;
  source: 'card' | 'swipe';
  /** The voter's local day ('YYYY-MM-DD'). */
  day: string;
  /** Today in UTC: the per-IP cap's day. */
  utcDay: string;
  /** daily_vote_usage's key: the account's or the visitor's. */
  voterKey: string;
  dailyLimit: number;
  /** The hashed client IP (visitors). */
  ipKey: string | null;
  ipLimit: number;
  /** Stored with a visitor row made by the vote. */
  timeZone: string;
  /** The visitor's network truncated to /24 or /48 (fraud detection, ADR 0085). */
  ipNetwork: string | null;
}

export interface CastVoteRow {
  /** Refused attempts ('already_voted', 'ip_cap', 'daily_limit') are counted in vote_refusals. */
  /** 'own_entry': an account's vote for its own pet (ADR 0110), refused and not counted. */
  outcome: 'counted' | 'already_voted' | 'ip_cap' | 'daily_limit' | 'own_entry' | 'pet_not_found';
  votesCount: number;
  votesUsed: number;
  bonusUsed: number;
  bonusLeft: number;
  /** Bonus votes of today's boosts still waiting for a visit (SHARE_BONUS=on-visit, ADR 0082). */
  bonusPending: number;
  currentStreak: number | null;
  highestStreak: number | null;
  lastVoteDate: string | null;
}

/** Raised by pawprize_battle_vote over a limit; the call is rolled back. */
export const LIMIT_REACHED_SQLSTATE = 'PZ429';

export const castVoteFunction = sqlFunction<CastVoteArgs, CastVoteRow>({
  name: 'pawprize_cast_vote',
  args: {
    petId: { type: 'uuid', parameter: 'p_pet' },
    user: 'text',
    visitor: 'uuid',
    source: 'text',
    day: 'date',
    utcDay: 'date',
    voterKey: 'text',
    dailyLimit: 'integer',
    ipKey: 'text',
    ipLimit: 'integer',
    timeZone: 'text',
    ipNetwork: 'text',
  },
  columns: {
    outcome: 'outcome',
    votesCount: 'new_votes_count',
    votesUsed: 'used_votes',
    bonusUsed: 'used_bonus',
    bonusLeft: 'bonus_left',
    bonusPending: 'bonus_pending',
    currentStreak: 'streak_current',
    highestStreak: 'streak_highest',
    lastVoteDate: 'streak_last_day::text',
  },
});

export const recordCountedVoteFunction = sqlFunction<{ user: string; day: string }, Streak>({
  name: 'pawprize_record_counted_vote',
  args: { user: 'text', day: 'date' },
  columns: {
    currentStreak: 'streak_current',
    highestStreak: 'streak_highest',
    lastVoteDate: 'streak_last_day::text',
  },
});

export interface MergeVisitorArgs {
  /** The visitor whose cookie the signing-in browser sent. */
  visitor: string;
  /** The account signed in. */
  user: string;
  /** The account's DAILY_VOTES: moved votes fit in what is left of each day's. */
  dailyLimit: number;
}

/** What a merge did (ADR 0107). */
export interface MergeVisitorRow {
  movedVotes: number;
  droppedVotes: number;
  movedBattleVotes: number;
  droppedBattleVotes: number;
  movedSkips: number;
}

/** pawprize_merge_visitor.sql: a visitor's votes, battle votes and skips become the account's. */
export const mergeVisitorFunction = sqlFunction<MergeVisitorArgs, MergeVisitorRow>({
  name: 'pawprize_merge_visitor',
  args: { visitor: 'uuid', user: 'text', dailyLimit: 'integer' },
  columns: {
    movedVotes: 'moved_votes',
    droppedVotes: 'dropped_votes',
    movedBattleVotes: 'moved_battle_votes',
    droppedBattleVotes: 'dropped_battle_votes',
    movedSkips: 'moved_skips',
  },
});
