import type { FastifyReply, FastifyRequest } from 'fastify';

/** The signed-in viewer's id, or null. */
export const viewerOf = (request: FastifyRequest) => request.user?.id ?? null;

/** Answers carry `isOwner`/`isMine`/`myVoteCaptionId`, so a signed-in viewer's copy is private. */
export function noCache(request: FastifyRequest, reply: FastifyReply) {
  void reply.header('cache-control', request.user ? 'private, no-cache' : 'no-cache');
}
