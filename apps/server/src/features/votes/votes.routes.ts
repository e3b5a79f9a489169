import { messages } from '@pawprize/shared';
import {
  MyVotesQuerySchema,
  MyVotesSchema,
  ShareBodySchema,
  ShareResultSchema,
  ShareVisitBodySchema,
  SwipeBodySchema,
  SwipeResultSchema,
  VoteQueueSchema,
  VoteResultSchema,
  VoterResultSchema,
} from '@pawprize/shared/schemas/votes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../errors.ts';
import { IdParamsSchema, privateNoStore } from '../../http/params.ts';
import { requireUser, requireVerifiedUser } from '../auth/index.ts';
import { creditShare, recordShareVisit } from './shares.service.ts';
import { recordSkip } from './skips.ts';
import {
  accountVoter,
  clientIpKey,
  clientNetwork,
  resolveVoter,
  utcDay,
  voterDay,
  voterOfVote,
} from '../../identity/index.ts';
import { loadVoterState, toVoterState } from './voter-state.ts';
import { myVotes, voteQueue } from './votes.queries.ts';
import { decodeVoteCursor, NO_USAGE } from './votes.rules.ts';
import { castVote, countSignedOutCardVote, petNotFound, removeVote } from './votes.service.ts';

/** Swipes per client IP per minute (docs/product/limits.md): far above what a person swipes. */
const SWIPES_PER_MINUTE_PER_IP = 120;
/** Shared-link visits per client IP per minute (ADR 0082): a person opens a few links. */
const SHARE_VISITS_PER_MINUTE_PER_IP = 30;

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
 * (anonymous too), shares for bonus votes, the voter's state, the swipe queue and My Votes.
 */
export async function voteRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/pets/:id/vote',
    { schema: { params: IdParamsSchema, response: { 200: VoteResultSchema } } },
    async (request, reply) => {
      const petId = petIdOf(request.params.id);
      if (!request.user) {
        await countSignedOutCardVote(app, petId, utcDay(app.clock.now()));
      }
      const voter = votingAccount(request);
      const day = await voterDay(request);
      privateNoStore(reply);
      return castVote(app, { petId, voter, source: 'card', day, ipKey: null });
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
      return removeVote(app, { petId, voter, day });
    },
  );

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
      // voter's deck for the rest of their day (skips.ts; an anonymous visitor gets its cookie).
      // A cookie-less visitor gets a visitor id (its cookie) but no visitors row: skips are
      // keyed by the id alone (rows are kept for counted votes only, ADR 0048).
      if (direction === 'left') {
        const { voter, counted } = voterOfVote(request);
        const { day } = await voterDay(request);
        await recordSkip(app.db, voter, petId.toLowerCase(), day);
        counted(reply);
        return { stored: false as const };
      }
      if (request.user) requireVerifiedUser(request);
      const { voter, counted } = voterOfVote(request);
      const day = await voterDay(request);
      const visitor = voter.kind === 'visitor';
      const result = await castVote(app, {
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

  app.post(
    '/api/shares',
    { schema: { body: ShareBodySchema, response: { 200: ShareResultSchema } } },
    async (request, reply) => {
      const user = requireUser(request, messages.share.loginRequired);
      const day = await voterDay(request);
      privateNoStore(reply);
      const voter = accountVoter(user.id);
      const { platform } = request.body;
      return creditShare(app, { voter, platform, day, ipKey: clientIpKey(request) });
    },
  );

  // Someone opened a shared link carrying a referral token (SHARE_BONUS=on-visit, ADR 0082):
  // always 204, whether or not it credited a boost (a second visit, the sharer's own, an unknown
  // token), so the answer tells nothing about tokens. Recorded in either mode: a host who goes
  // back to `immediate` still lets earlier pending boosts be credited.
  app.post(
    '/api/shares/visit',
    {
      schema: { body: ShareVisitBodySchema },
      config: { rateLimit: { max: SHARE_VISITS_PER_MINUTE_PER_IP, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      await recordShareVisit(app, {
        token: request.body.token,
        userId: request.user?.id ?? null,
        ipKey: clientIpKey(request),
      });
      privateNoStore(reply);
      return reply.code(204).send();
    },
  );

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
            app.config,
            { kind: 'visitor' },
            { ...NO_USAGE, streak: null },
            day.day,
          ),
        };
      }
      return { voter: await loadVoterState(app.db, app.config, voter, day.day) };
    },
  );

  app.get(
    '/api/votes/queue',
    { schema: { response: { 200: VoteQueueSchema } } },
    async (request, reply) => {
      const voter = await resolveVoter(request, reply, { create: false });
      const { day } = await voterDay(request);
      privateNoStore(reply);
      return { pets: await voteQueue(app.db, voter, request.user?.id ?? null, day) };
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
      return myVotes(app.db, user.id, limit, decoded);
    },
  );
}
