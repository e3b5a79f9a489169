import type { SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/rows.ts';
import type { MoveMeta } from './voiding.queries.ts';
import {
  moveBattleVotes,
  moveCaptionVotesOf,
  moveCardVotes,
  recomputeCaptionWinners,
  restoreBattleVotes,
  restoreCaptionVotes,
  restoreCardVotes,
  votesOfUser,
  votesWithIds,
} from './voiding.queries.ts';

export { recomputeCaptionWinners } from './voiding.queries.ts';

/**
 * Voiding a banned account's votes and counting them again after an unban
 * (docs/decisions/0062-bans-and-vote-voiding.md). Each vote row moves between its table and
 * `voided_votes` in the statement that corrects every counter it fed: a pet's `votes_count`, a
 * battle's side counters and both pets' `pet_battle_stats.battles_count` (matchmaking, and the
 * rankings job's fingerprint), a caption's `votes` and its contest's trophy. Run inside the
 * transaction of the ban or unban.
 */

export interface VoteCounts {
  card: number;
  swipe: number;
  battle: number;
  caption: number;
}

export interface VoidMeta {
  adminId: string;
  reason: string;
  batchId: string;
}

const zero = (): VoteCounts => ({ card: 0, swipe: 0, battle: 0, caption: 0 });

function tally(rows: readonly { kind: keyof VoteCounts; n: number }[]): VoteCounts {
  const counts = zero();
  for (const r of rows) counts[r.kind] += Number(r.n);
  return counts;
}

/**
 * Moves the card and swipe votes matching `where` (over `votes as v`) and the battle votes
 * matching `battleWhere` (over `battle_votes as v`) to voided_votes, correcting every counter they
 * fed in the same statements: a pet's `votes_count`, a battle's side counters and both pets'
 * `pet_battle_stats.battles_count`. The one path of voidVotesOf and voidVotesById.
 */
async function moveVotes(
  tx: Queryable,
  where: { votes: SQL | null; battleVotes: SQL | null },
  meta: MoveMeta,
): Promise<VoteCounts> {
  const card = where.votes === null ? [] : await moveCardVotes(tx, where.votes, meta);
  const battle =
    where.battleVotes === null ? [] : await moveBattleVotes(tx, where.battleVotes, meta);
  return tally([...card, ...battle]);
}

/** Moves every vote of `userId` (card, swipe, battle, caption) to voided_votes. */
export async function voidVotesOf(
  tx: Queryable,
  userId: string,
  meta: VoidMeta,
): Promise<VoteCounts> {
  const counts = await moveVotes(
    tx,
    { votes: votesOfUser(userId), battleVotes: votesOfUser(userId) },
    { ...meta, source: 'moderator' },
  );
  const caption = await moveCaptionVotesOf(tx, userId, meta);
  await recomputeCaptionWinners(
    tx,
    caption.map((r) => r.contestId),
  );
  counts.caption = caption.length;
  return counts;
}

/**
 * Counts again the votes a moderator voided for `userId`, where what they were cast on still
 * exists and the account has not voted there since; the rest stay voided.
 */
export async function restoreVotesOf(tx: Queryable, userId: string): Promise<VoteCounts> {
  const card = await restoreCardVotes(tx, userId);
  const battle = await restoreBattleVotes(tx, userId);
  const caption = await restoreCaptionVotes(tx, userId);
  await recomputeCaptionWinners(
    tx,
    caption.map((r) => r.contestId),
  );
  const counts = tally([...card, ...battle]);
  counts.caption = caption.length;
  return counts;
}

export interface FraudVoidMeta extends VoidMeta {
  source: 'fraud';
}

/**
 * Moves the card, swipe and battle votes with these ids (accounts' or visitors') to voided_votes,
 * with every counter they fed corrected in the same statements (moveVotes, as for
 * voidVotesOf). Ids that are no longer counted (voided already, unvoted, their pet deleted) are
 * skipped, so voiding a finding twice moves nothing the second time
 * (docs/decisions/0085-fraud-detection.md).
 */
export async function voidVotesById(
  tx: Queryable,
  ids: { votes: readonly string[]; battleVotes: readonly string[] },
  meta: FraudVoidMeta,
): Promise<VoteCounts> {
  return moveVotes(
    tx,
    { votes: votesWithIds(ids.votes), battleVotes: votesWithIds(ids.battleVotes) },
    meta,
  );
}
