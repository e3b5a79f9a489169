import type { SharePlatform } from '@pawprize/shared';
import type {
  MyVotes,
  ShareResult,
  SwipeDirection,
  SwipeResult,
  VoteQueue,
  VoteResult,
  VoterResult,
  VoterState,
} from '@pawprize/shared/schemas/votes';
import { api, ApiError } from '@/lib/api';
import type { VotablePet } from '../types';

/**
 * The voting API (apps/server/src/features/votes/votes.routes.ts). Types only, no zod: the
 * card vote button is on the home page, in the first bundle.
 */

const petPath = (petId: string) => `/pets/${encodeURIComponent(petId)}/vote`;

/** A 2xx answer without the expected body (a proxy page, a stale server). */
function unexpected(): ApiError {
  return new ApiError({
    status: 200,
    code: 'INTERNAL',
    message: 'The server sent an unexpected answer. Please try again.',
  });
}

/** `POST /api/pets/:id/vote` (signed in and verified). */
export function castVote(petId: string): Promise<VoteResult> {
  return api.post<VoteResult>(petPath(petId));
}

/** `DELETE /api/pets/:id/vote`. */
export function removeVote(petId: string): Promise<VoteResult> {
  return api.delete<VoteResult>(petPath(petId));
}

/** `POST /api/swipes`: right = a cute vote (anonymous too), left = a skip for the day (no vote). */
export function swipe(petId: string, direction: SwipeDirection): Promise<SwipeResult> {
  return api.post<SwipeResult>('/swipes', { petId, direction });
}

/** `POST /api/shares`: 3 bonus votes, at most once per platform per day. */
export function recordShare(platform: SharePlatform, petId?: string): Promise<ShareResult> {
  return api.post<ShareResult>('/shares', petId ? { platform, petId } : { platform });
}

/**
 * `POST /api/shares/visit`: this browser opened a shared link carrying a referral token (ADR
 * 0082); the server decides whether it credits the sharer (204 either way).
 */
export async function recordShareVisit(token: string): Promise<void> {
  await api.post<unknown>('/shares/visit', { token });
}

/** `GET /api/voter`. */
export async function getVoter(signal?: AbortSignal): Promise<VoterState> {
  const body = await api.get<VoterResult | undefined>('/voter', { signal });
  if (!body?.voter) throw unexpected();
  return body.voter;
}

/** The deck's queue: up to 10 pets the voter has not voted on. */
export const QUEUE_PATH = '/votes/queue';

/** `GET /api/votes/queue`: up to 10 pets the voter has not voted on. */
export async function getQueue(signal?: AbortSignal): Promise<VotablePet[]> {
  const body = await api.get<VoteQueue | undefined>(QUEUE_PATH, { signal });
  if (!Array.isArray(body?.pets)) throw unexpected();
  return body.pets;
}

/** `GET /api/me/votes?cursor=`: newest first. */
export async function getMyVotes(cursor: string | null, signal?: AbortSignal): Promise<MyVotes> {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
  const body = await api.get<MyVotes | undefined>(`/me/votes${query}`, { signal });
  if (!Array.isArray(body?.votes)) throw unexpected();
  return body;
}
