import { messages } from '@pawprize/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../errors.ts';
import { resolveVoter } from '../../identity/index.ts';
import { toPet, votedPetIds } from './pets.queries.ts';
import type { PetRow } from './pets.queries.ts';
import type { CachedRead } from './pets.reads.ts';
import { decodeCursor } from './pets.rules.ts';

/** What the pet routes share: cache headers, cursors, the not-found answer, cached reads. */

/** Lists carry `isOwner` and `hasVoted`, so a known voter's copy is private. */
export function noCache(reply: FastifyReply, personal: boolean) {
  void reply.header('cache-control', personal ? 'private, no-cache' : 'no-cache');
}

export function cursorFrom(raw: string | undefined, sort: 'recent' | 'popular') {
  if (!raw) return null;
  const cursor = decodeCursor(raw, sort);
  if (!cursor) {
    throw new AppError('VALIDATION_FAILED', messages.pets.invalidCursor, {
      cursor: [messages.pets.invalidCursor],
    });
  }
  return cursor;
}

export const notFound = () => new AppError('NOT_FOUND', messages.pages.petNotFound);

/**
 * Answers a cached public read. Anonymous viewers who have not voted all get the same body,
 * serialised once per cache entry; a known voter's body is built from the cached rows plus one
 * query for which of them they voted for (`isOwner`, `hasVoted`).
 */
export async function sendRead(
  request: FastifyRequest,
  reply: FastifyReply,
  read: CachedRead,
  body: (viewerId: string | null, voted: ReadonlySet<string>) => object,
) {
  const voter = await resolveVoter(request, reply, { create: false });
  noCache(reply, voter !== null);
  if (voter) {
    const ids = read.rows.map((row) => row.id);
    const voted = await votedPetIds(request.server.db, voter, ids);
    return reply.send(body(request.user?.id ?? null, voted));
  }
  read.anonymousJson ??= JSON.stringify(body(null, new Set()));
  return reply.type('application/json; charset=utf-8').send(read.anonymousJson);
}

export const petsOf = (rows: PetRow[], viewer: string | null, voted: ReadonlySet<string>) =>
  rows.map((row) => toPet(row, viewer, voted.has(row.id)));
