import type { FastifyReply } from 'fastify';
import { z } from 'zod';

/** Small pieces every route file needs once (docs/decisions/0031-feature-boundaries.md). */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A UUID in either case: the ids of pets, contests, votes and visitors. */
export const UuidSchema = z.string().regex(UUID);

/** Whether `value` is a UUID (the same rule as UuidSchema, without building a result). */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/**
 * The `:id` of a route: the UUID in lower case, or null for any other string. Not a 400 on
 * purpose: a malformed id is answered like an unknown one (404 with the feature's message), so
 * handlers treat null as "no such thing".
 */
export const IdParamsSchema = z.object({
  id: z.string().transform((id) => (isUuid(id) ? id.toLowerCase() : null)),
});

/** Answers that depend on who asks are never stored by shared caches. */
export function privateNoStore(reply: FastifyReply): FastifyReply {
  return reply.header('cache-control', 'private, no-store');
}
