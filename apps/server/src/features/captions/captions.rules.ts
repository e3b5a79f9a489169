import { randomBytes } from 'node:crypto';
import { CAPTION_WINNER_MIN_VOTES } from '@pawprize/shared';

/** 12 random bytes = 96 bits, written as 16 url-safe characters (A–Z a–z 0–9 - _). */
const SHARE_ID_BYTES = 12;
const SHARE_ID = /^[A-Za-z0-9_-]{10,64}$/;

export function newShareId(): string {
  return randomBytes(SHARE_ID_BYTES).toString('base64url');
}

/** A string that could be a share id (anything else is answered as not found). */
export function isShareId(value: string): boolean {
  return SHARE_ID.test(value);
}

export interface CaptionTally {
  id: string;
  votes: number;
  /** Creation order within the contest (1 = first): the earlier caption wins a tie. */
  seq: number;
}

/** Most votes first; ties: the earlier caption first. The contest page lists captions this way. */
export function compareCaptions(a: CaptionTally, b: CaptionTally): number {
  return b.votes - a.votes || a.seq - b.seq;
}

/**
 * The caption that should hold the trophy (docs/product/captions.md): none until the contest's
 * captions have `minVotes` votes together, then always the current leader (ties: the earlier
 * caption).
 */
export function chooseWinner(
  captions: readonly CaptionTally[],
  minVotes: number = CAPTION_WINNER_MIN_VOTES,
): string | null {
  const total = captions.reduce((sum, c) => sum + c.votes, 0);
  if (total < minVotes || captions.length === 0) return null;
  return [...captions].sort(compareCaptions)[0]!.id;
}

/** Start of the current UTC day and seconds until the next one (the daily contest limit). */
export function utcDay(now: Date = new Date()): { start: Date; secondsLeft: number } {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const next = start.getTime() + 24 * 60 * 60 * 1000;
  return { start, secondsLeft: Math.max(1, Math.ceil((next - now.getTime()) / 1000)) };
}

/**
 * PostgreSQL errors worth a "try again" (busy, restarting, lost connection), as opposed to bugs.
 * Their message can be shown; anything else is logged and answered generically.
 */
export function isTransientDbError(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') {
      if (/^(08|53|57P0)/.test(code) || code === '40001' || code === '40P01') return true;
      if (code === 'ECONNREFUSED' || code === 'ECONNRESET' || code === 'ETIMEDOUT') return true;
    }
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
