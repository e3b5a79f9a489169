import { api } from '@/lib/api';
import type { PetStanding } from '@pawprize/shared/schemas/pets';
import type { Leaderboard, Pet, PetList, RankedPet } from '../types';
import type { PetListParams } from './keys';

/** `GET /api/pets`: newest or most-voted first, optionally searched, cursor-paginated. */
export function listPets(
  { sort, q, limit }: PetListParams,
  cursor?: string | null,
  signal?: AbortSignal,
): Promise<PetList> {
  const query = new URLSearchParams({ sort, limit: String(limit) });
  if (q) query.set('q', q);
  if (cursor) query.set('cursor', cursor);
  return api.get<PetList>(`/pets?${query}`, { signal });
}

/** `GET /api/pets/top`: the most-voted pets. */
/** `/pets/top?limit=`: the `limit` most-voted pets. */
export function topPetsPath(limit: number): string {
  return `/pets/top?limit=${limit}`;
}

export async function topPets(limit: number, signal?: AbortSignal): Promise<Pet[]> {
  const { pets } = await api.get<{ pets: Pet[] }>(topPetsPath(limit), { signal });
  return pets;
}

/**
 * `GET /api/pets/:id/more`: "More pets in the contest" under pet `id`'s page — the newest other
 * pets, without those held for review (the server chooses).
 */
export async function morePets(id: string, limit: number, signal?: AbortSignal): Promise<Pet[]> {
  const { pets } = await api.get<{ pets: Pet[] }>(`${petPath(id)}/more?limit=${limit}`, {
    signal,
  });
  return pets;
}

/** `GET /api/leaderboard`: the top 10 with their rank. */
export async function leaderboard(signal?: AbortSignal): Promise<RankedPet[]> {
  const { pets } = await api.get<Leaderboard>('/leaderboard', { signal });
  return pets;
}

/** `/pets/:id`, the pet's own address. */
export function petPath(id: string): string {
  return `/pets/${encodeURIComponent(id)}`;
}

/** `GET /api/pets/:id` (404 when missing or removed). */
export async function getPet(id: string, signal?: AbortSignal): Promise<Pet> {
  const { pet } = await api.get<{ pet: Pet }>(petPath(id), { signal });
  return pet;
}

/** `GET /api/me/pets`: the signed-in user's pets, newest first (one page holds 200). */
export async function myPets(signal?: AbortSignal): Promise<Pet[]> {
  const { pets } = await api.get<PetList>('/me/pets', { signal });
  return pets;
}

/** `DELETE /api/pets/:id` (owner or admin). */
export async function deletePet(id: string): Promise<void> {
  await api.delete<void>(`/pets/${encodeURIComponent(id)}`);
}

/** `GET /api/pets/:id/standing`: the pet's rank in this month's round. */
export function petStanding(id: string, signal?: AbortSignal): Promise<PetStanding> {
  return api.get<PetStanding>(`${petPath(id)}/standing`, { signal });
}

/** `GET /api/me/leaderboard`: the signed-in owner's public pets with their leaderboard rank. */
export async function myLeaderboard(signal?: AbortSignal): Promise<RankedPet[]> {
  const { pets } = await api.get<Leaderboard>('/me/leaderboard', { signal });
  return pets;
}
