import { CAPTION_WINNER_MIN_VOTES, messages } from '@pawprize/shared';
import { href } from '@pawprize/shared/routes';
import { isApiError } from '@/lib/api';
import { describeFailure, type Failure } from '@/lib/form-errors';
import { isRetryableUploadError, progressForBytes } from '@/features/pets/photo-kit';
import type { CaptionContest, ContestBackTo, ContestCaption } from './types';

/**
 * The progress steps of contest creation (docs/product/captions.md): 10 preparing, 20→50 while the
 * bytes go out (real upload progress, so 40 on the way), 70 once the server is writing captions, 80
 * when that takes a while, 100 when the contest exists.
 */
export const CREATE_PROGRESS = {
  preparing: 10,
  uploadStart: 20,
  uploaded: 50,
  generating: 70,
  stillGenerating: 80,
  done: 100,
} as const;

/** Every step the bar shows on its way, in order (bytes may add values between 20 and 50). */
export const CREATE_STEPS = [10, 20, 40, 50, 70, 80, 100] as const;

export type CreatePhase = 'idle' | 'preparing' | 'uploading' | 'generating' | 'done';

export interface CreateProgressState {
  phase: CreatePhase;
  progress: number;
}

function phaseAt(progress: number): CreatePhase {
  if (progress <= CREATE_PROGRESS.preparing) return 'preparing';
  if (progress <= CREATE_PROGRESS.uploaded) return 'uploading';
  return progress < CREATE_PROGRESS.done ? 'generating' : 'done';
}

export function sameProgress(a: CreateProgressState, b: CreateProgressState): boolean {
  return a.phase === b.phase && a.progress === b.progress;
}

/**
 * The next state to draw on the way from `shown` to `target`: the next step of CREATE_STEPS
 * when the target is beyond it, else the target itself. Going back (a retry, a failure, idle)
 * jumps straight there.
 */
export function nextShown(
  shown: CreateProgressState,
  target: CreateProgressState,
): CreateProgressState {
  if (target.phase === 'idle' || target.progress <= shown.progress) return target;
  const step = CREATE_STEPS.find((value) => value > shown.progress);
  if (step === undefined || step >= target.progress) return target;
  return { phase: phaseAt(step), progress: step };
}

/** How long the server may write captions before the bar moves from 70 to 80. */
export const STILL_GENERATING_AFTER_MS = 1500;

export function createProgressForBytes(fraction: number): number {
  return progressForBytes(fraction, CREATE_PROGRESS.uploadStart, CREATE_PROGRESS.uploaded);
}

/**
 * Network failures and 5xx answers are worth another attempt — except an AI failure (502
 * AI_FAILED): the photo arrived, the writer refused, and sending it again will not help.
 */
export function isRetryableCreateError(error: unknown): boolean {
  return isRetryableUploadError(error) && !(isApiError(error) && error.code === 'AI_FAILED');
}

const SAVE_FAILED_PREFIX = messages.captionCreate.saveFailed('');

/**
 * Creation failures (docs/product/captions.md): the server's own message ('Failed to generate
 * captions: …', 'Failed to save captions: …', the daily limit, a file or field problem), else the
 * generic 'Failed to process your pet photo. Please try again.'.
 */
export function createFailure(error: unknown): Failure {
  const fallback = messages.captionCreate.processFailed;
  if (!isApiError(error)) return { title: fallback };
  // Not reached at all, even after the retries: say so under the catalogue's text.
  if (error.status === 0) return { title: fallback, description: error.message };
  if (error.status >= 500) {
    const ours = error.code === 'AI_FAILED' || error.message.startsWith(SAVE_FAILED_PREFIX);
    return { title: ours ? error.message : fallback };
  }
  return describeFailure(error, fallback);
}

export interface FeaturedCaption {
  caption: ContestCaption;
  /**
   * The server-set winner (docs/product/captions.md: 5 or more votes in total), not just the
   * leader.
   */
  isWinner: boolean;
}

/** The caption to show with the photo: the winner, else the leader once anyone has voted. */
export function featuredCaption(contest: CaptionContest): FeaturedCaption | null {
  const winner = contest.captions.find((c) => c.id === contest.winnerCaptionId);
  if (winner) return { caption: winner, isWinner: true };
  const leader = contest.captions[0];
  return leader && leader.votes > 0 ? { caption: leader, isWinner: false } : null;
}

/** Votes still needed before the server crowns a winner (0 once it can). */
export function votesUntilWinner(totalVotes: number): number {
  return Math.max(0, CAPTION_WINNER_MIN_VOTES - totalVotes);
}

/** The contest's public address, e.g. `https://pawprize.example/captions/AbCdEfGhIjK`. */
export function contestUrl(shareId: string, origin: string = window.location.origin): string {
  return `${origin}/captions/${encodeURIComponent(shareId)}`;
}

/** A Twitter (X) "compose" link with the text and the contest's address. */
export function tweetUrl(text: string, url: string): string {
  return `https://twitter.com/intent/tweet?${new URLSearchParams({ text, url })}`;
}

/** The contest page's back link: the list the user came from, else the gallery (the default). */
export function backLinkOf(state: unknown): { to: string; label: string } {
  const path = (state as { backTo?: Partial<ContestBackTo> } | null)?.backTo?.path;
  if (typeof path === 'string') {
    if (path === href('captions') || path.startsWith(`${href('captions')}?`)) {
      return { to: path, label: 'Back to Caption Contests' };
    }
    if (path === href('dashboard')) return { to: path, label: 'Back to My Dashboard' };
    if (path === href('home')) return { to: path, label: 'Back to Home' };
  }
  return { to: href('gallery'), label: messages.pages.backToGallery };
}

/** Double quotation marks (straight, curly, low-9, guillemets). */
const DOUBLE_QUOTE = /["“”„‟«»]/;
const DOUBLE_QUOTES = /["“”„‟«»]/g;

/**
 * A caption as the page shows it (docs/product/captions.md, Captions on screen): in curly quotes
 * that the page adds, never in two sets. Quote marks around the whole caption are dropped first;
 * a caption that still has quote marks of its own (a quote with its speaker, `"Nap time" —
 * Juniper`) is shown as written, with its straight quotes curled, and gets none added.
 */
export function quotedCaption(text: string): string {
  let inner = text.trim();
  while (inner.length >= 2 && DOUBLE_QUOTE.test(inner[0]!) && DOUBLE_QUOTE.test(inner.at(-1)!)) {
    const rest = inner.slice(1, -1).trim();
    // `"Hi" — "Bob"` is not one quote: what is left must not start by closing a quote.
    const first = rest.search(DOUBLE_QUOTE);
    if (first !== -1 && !opensAt(rest, first)) break;
    inner = rest;
  }
  if (!DOUBLE_QUOTE.test(inner)) return `“${inner}”`;
  return inner.replace(DOUBLE_QUOTES, (mark, at: number) => {
    if (mark !== '"') return mark;
    return opensAt(inner, at) ? '“' : '”';
  });
}

/** A quote mark opens at the start, or after a space, a bracket or a dash; else it closes. */
function opensAt(text: string, at: number): boolean {
  return at === 0 || /[\s([{—–-]/.test(text[at - 1]!);
}
