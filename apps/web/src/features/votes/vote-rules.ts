import { messages, SWIPE_LABEL_PX, SWIPE_THRESHOLD_PX, type SharePlatform } from '@pawprize/shared';
import { isApiError } from '@/lib/api';
import type { SwipeDirection, VoterState } from './types';

/** Anything that looks like a pet in cached data: it has an id and a vote count. */
interface PetLike {
  id: string;
  votesCount: number;
  hasVoted?: boolean;
}

function isPetLike(value: Record<string, unknown>): value is Record<string, unknown> & PetLike {
  return typeof value.id === 'string' && typeof value.votesCount === 'number';
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/**
 * Applies `patch` to every copy of pet `petId` inside cached query data of any shape (one pet,
 * a list, `{ pets }`, infinite pages, My Votes' `{ votes: [{ pet }] }`). Unchanged branches keep
 * their identity, so components showing other pets do not re-render.
 */
export function patchPet<T>(data: T, petId: string, patch: (pet: PetLike) => Partial<PetLike>): T {
  if (Array.isArray(data)) {
    let changed = false;
    const next = data.map((item: unknown) => {
      const updated = patchPet(item, petId, patch);
      if (updated !== item) changed = true;
      return updated;
    });
    return (changed ? next : data) as T;
  }
  if (!isPlainObject(data)) return data;
  if (isPetLike(data) && data.id === petId) return { ...data, ...patch(data) } as T;
  let next: Record<string, unknown> | null = null;
  for (const [key, value] of Object.entries(data)) {
    if (typeof value !== 'object' || value === null) continue;
    const updated = patchPet(value, petId, patch);
    if (updated !== value) {
      next ??= { ...data };
      next[key] = updated;
    }
  }
  return (next ?? data) as T;
}

/** What a failed card vote or swipe means for the user. */
export type VoteFailure =
  | { kind: 'login'; message: string }
  | { kind: 'limit'; message: string }
  | { kind: 'already'; message: string }
  | { kind: 'gone'; message: string }
  | { kind: 'other'; message: string };

/**
 * docs/product/votes.md: 401 'Please log in to vote', 409 "You've already voted for this
 * pet", 429 the daily-limit text; a 403 (verify your email first) or another 4xx shows the
 * server's own text; anything else the catalogue's fallback (`fallback`).
 */
export function voteFailure(error: unknown, fallback: string): VoteFailure {
  if (!isApiError(error)) return { kind: 'other', message: fallback };
  if (error.status === 401) return { kind: 'login', message: messages.vote.loginRequired };
  if (error.code === 'DAILY_LIMIT_REACHED') {
    return { kind: 'limit', message: messages.vote.dailyLimitReached };
  }
  if (error.code === 'ALREADY_VOTED' || error.status === 409) {
    return { kind: 'already', message: messages.vote.alreadyVoted };
  }
  if (error.status === 404) return { kind: 'gone', message: error.message };
  if (error.isClientError || error.code === 'RATE_LIMITED') {
    return { kind: 'other', message: error.message };
  }
  return { kind: 'other', message: fallback };
}

/**
 * Where a drag of `dx` pixels lands: a swipe once it reaches the threshold (docs/product/votes.md:
 * 100 px).
 */
export function swipeDirectionOf(dx: number): SwipeDirection | null {
  if (dx >= SWIPE_THRESHOLD_PX) return 'right';
  if (dx <= -SWIPE_THRESHOLD_PX) return 'left';
  return null;
}

/**
 * The overlay label of a drag: shown past 50 px (docs/product/votes.md), fading in until the
 * threshold.
 */
export function dragLabelOf(dx: number): { direction: SwipeDirection; opacity: number } | null {
  const distance = Math.abs(dx);
  if (distance <= SWIPE_LABEL_PX) return null;
  const progress = (distance - SWIPE_LABEL_PX) / (SWIPE_THRESHOLD_PX - SWIPE_LABEL_PX);
  return { direction: dx > 0 ? 'right' : 'left', opacity: Math.min(1, 0.35 + 0.65 * progress) };
}

/**
 * The one figure of what the voter may still cast today (docs/product/votes.md), from the server's
 * answer: `votesLeft` already holds the bonus votes, so they are shown as a part of it, not beside
 * it: "1 vote left today" / "12 votes left today", and with bonus votes "5 daily + 3 bonus left".
 */
export function votesLeftLabel(voter: Pick<VoterState, 'votesLeft' | 'bonusVotesLeft'>): string {
  const left = Math.max(0, voter.votesLeft);
  const bonus = Math.min(left, Math.max(0, voter.bonusVotesLeft));
  if (bonus === 0) return `${left} ${left === 1 ? 'vote' : 'votes'} left today`;
  return `${left - bonus} daily + ${bonus} bonus left`;
}

/** "1-day streak" / "4-day streak". */
export const streakLabel = (days: number) => `${days}-day streak`;

export const PLATFORM_NAMES: Record<SharePlatform, string> = {
  twitter: 'Twitter',
  instagram: 'Instagram',
  tiktok: 'TikTok',
};

/** The page to share: the pet's, or the voting page. */
export function shareUrlOf(
  petId: string | undefined,
  origin = typeof window === 'undefined' ? '' : window.location.origin,
): string {
  return petId ? `${origin}/gallery/${encodeURIComponent(petId)}` : `${origin}/vote`;
}

/** A referral token of a shared link (ReferralTokenSchema on the server, ADR 0082). */
export const REFERRAL_TOKEN = /^[A-Za-z0-9_-]{22}$/;
/** The query parameter of a shared link that carries its referral token. */
export const REFERRAL_PARAM = 'ref';

/** `url` with the share's referral token (SHARE_BONUS=on-visit, ADR 0082). */
export function withReferral(url: string, token: string): string {
  const next = new URL(url);
  next.searchParams.set(REFERRAL_PARAM, token);
  return next.toString();
}

/** The X (Twitter) web intent for a new tweet with `text` and `url`. */
export function tweetIntentUrl(text: string, url: string): string {
  const query = new URLSearchParams({ text, url });
  return `https://twitter.com/intent/tweet?${query}`;
}

/** WhatsApp's click-to-chat share: the text with the link at its end (ADR 0137). */
export function whatsAppShareUrl(text: string, url: string): string {
  return `https://wa.me/?${new URLSearchParams({ text: `${text} ${url}` })}`;
}

/** Facebook's sharer takes only the link; the page's own preview tags draw the card. */
export function facebookShareUrl(url: string): string {
  return `https://www.facebook.com/sharer/sharer.php?${new URLSearchParams({ u: url })}`;
}

/** A mail the member writes from their own mail app (no mail leaves our server). */
export function emailShareUrl(subject: string, text: string, url: string): string {
  // mailto wants %20, not +, for spaces (RFC 6068).
  const enc = encodeURIComponent;
  return `mailto:?subject=${enc(subject)}&body=${enc(`${text}\n\n${url}`)}`;
}

/**
 * LAST_VOTE_DATE_FORMAT ('MMM d, yyyy': 'Mar 5, 2024') with the browser's own formatter: this
 * module is on the home page's first paint, date-fns is not (docs/decisions/0042-first-paint.md).
 */
const lastVoteDateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

/**
 * The last vote's day ('YYYY-MM-DD', the voter's local day) as 'MMM d, yyyy'
 * (docs/product/streaks.md).
 */
export function formatLastVoteDate(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return lastVoteDateFormat.format(new Date(year!, month! - 1, date));
}
