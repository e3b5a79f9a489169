import { messages } from '@pawprize/shared';
import {
  MyVotesQuerySchema,
  MyVotesSchema,
  VoteQueueSchema,
  VoterResultSchema,
} from '@pawprize/shared/schemas/votes';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../errors.ts';
import { privateNoStore } from '../../http/params.ts';
import { requireUser } from '../auth/index.ts';
import { resolveVoter, voterDay } from '../../identity/index.ts';
import { loadVoterState, toVoterState } from './voter-state.ts';
import { myVotes, voteQueue } from './votes.queries.ts';
import { decodeVoteCursor, NO_USAGE } from './votes.rules.ts';

/** What the voter sees of their voting: their state, the swipe queue and My Votes. */
export async function voterRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/voter',
    { schema: { response: { 200: VoterResultSchema } } },
    async (request, reply) => {
      const voter = await resolveVoter(request, reply, { create: false });
      const day = await voterDay(request);
      privateNoStore(reply);
      if (!voter) {
        return {
          voter: toVoterState(
            app.ctx.config,
            { kind: 'visitor' },
            { ...NO_USAGE, streak: null },
            day.day,
          ),
        };
      }
      return { voter: await loadVoterState(app.ctx, voter, day.day) };
    },
  );

  app.get(
    '/api/votes/queue',
    { schema: { response: { 200: VoteQueueSchema } } },
    async (request, reply) => {
      const voter = await resolveVoter(request, reply, { create: false });
      const { day } = await voterDay(request);
      privateNoStore(reply);
      return { pets: await voteQueue(app.ctx.db, voter, request.user?.id ?? null, day) };
    },
  );

  app.get(
    '/api/me/votes',
    { schema: { querystring: MyVotesQuerySchema, response: { 200: MyVotesSchema } } },
    async (request, reply) => {
      const user = requireUser(request);
      const { limit, cursor } = request.query;
      const decoded = cursor ? decodeVoteCursor(cursor) : null;
      if (cursor && !decoded) {
        throw new AppError('VALIDATION_FAILED', messages.pets.invalidCursor, {
          cursor: [messages.pets.invalidCursor],
        });
      }
      privateNoStore(reply);
      return myVotes(app.ctx.db, user.id, limit, decoded);
    },
  );
}
