import { messages } from '@pawprize/shared';
import {
  SwipeBodySchema,
  SwipeResultSchema,
  VoteResultSchema,
} from '@pawprize/shared/schemas/votes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../errors.ts';
import { IdParamsSchema, privateNoStore } from '../../http/params.ts';
import { requireUser, requireVerifiedUser } from '../auth/index.ts';
import {
  accountVoter,
  clientIpKey,
  clientNetwork,
  utcDay,
  voterDay,
  voterOfVote,
} from '../../identity/index.ts';
import { shareRoutes } from './shares.routes.ts';
import { recordSkip } from './skips.queries.ts';
import { voterRoutes } from './voter.routes.ts';
import { castVote, countSignedOutCardVote, petNotFound, removeVote } from './votes.service.ts';

/** Swipes per client IP per minute (docs/product/limits.md): far above what a person swipes. */
const SWIPES_PER_MINUTE_PER_IP = 120;

function petIdOf(id: string | null): string {
  if (!id) throw petNotFound();
  return id;
}

/** A verified account (401 'Please log in to vote', 403 EMAIL_NOT_VERIFIED). */
function votingAccount(request: FastifyRequest) {
  requireUser(request, messages.vote.loginRequired);
  return accountVoter(requireVerifiedUser(request).id);
}

/**
 * Voting (docs/product/votes.md, docs/product/streaks.md): card votes and unvotes, swipes
 * (anonymous too), here; shares for bonus votes (shares.routes.ts); the voter's state, the swipe
 * queue and My Votes (voter.routes.ts).
 */
export async function voteRoutes(fastify: FastifyInstance): Promise<void> {
  await cardVoteRoutes(fastify);
  await swipeRoutes(fastify);
  await shareRoutes(fastify);
  await voterRoutes(fastify);
}

/** `POST` and `DELETE /api/pets/:id/vote`: a verified account's card vote and unvote. */
async function cardVoteRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/pets/:id/vote',
    { schema: { params: IdParamsSchema, response: { 200: VoteResultSchema } } },
    async (request, reply) => {
      const petId = petIdOf(request.params.id);
      if (!request.user) {
        await countSignedOutCardVote(app.ctx, petId, utcDay(app.clock.now()));
      }
      const voter = votingAccount(request);
      const day = await voterDay(request);
      privateNoStore(reply);
      return castVote(app.ctx, { petId, voter, source: 'card', day, ipKey: null });
    },
  );

  app.delete(
    '/api/pets/:id/vote',
    { schema: { params: IdParamsSchema, response: { 200: VoteResultSchema } } },
    async (request, reply) => {
      const user = requireUser(request, messages.vote.loginRequired);
      const petId = request.params.id;
      if (!petId) throw new AppError('NOT_FOUND', messages.vote.notVoted);
      const day = await voterDay(request);
      privateNoStore(reply);
      const voter = accountVoter(user.id);
      return removeVote(app.ctx, { petId, voter, day });
    },
  );
}

/** `POST /api/swipes`: a swipe right is a vote (anonymous too), a swipe left a skip. */
async function swipeRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/swipes',
    {
      schema: { body: SwipeBodySchema, response: { 200: SwipeResultSchema } },
      config: { rateLimit: { max: SWIPES_PER_MINUTE_PER_IP, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      const { petId, direction } = request.body;
      privateNoStore(reply);
      // 'Not as cute!': no vote and the allowance is untouched, but the pet stays out of the
      // voter's deck for the rest of their day (skips.queries.ts; an anonymous visitor gets its cookie).
      // A cookie-less visitor gets a visitor id (its cookie) but no visitors row: skips are
      // keyed by the id alone (rows are kept for counted votes only, ADR 0048).
      if (direction === 'left') {
        const { voter, counted } = voterOfVote(request);
        const { day } = await voterDay(request);
        await recordSkip(app.ctx.db, voter, petId.toLowerCase(), day);
        counted(reply);
        return { stored: false as const };
      }
      if (request.user) requireVerifiedUser(request);
      const { voter, counted } = voterOfVote(request);
      const day = await voterDay(request);
      const visitor = voter.kind === 'visitor';
      const result = await castVote(app.ctx, {
        petId: petId.toLowerCase(),
        voter,
        source: 'swipe',
        day,
        ipKey: visitor ? clientIpKey(request) : null,
        ipNetwork: visitor ? clientNetwork(request) : null,
      });
      counted(reply);
      return { stored: true as const, ...result };
    },
  );
}
