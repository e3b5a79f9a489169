import { BATTLE_MATCHUPS_PER_MINUTE, messages } from '@pawprize/shared';
import {
  BattleRankingsQuerySchema,
  BattleRankingsSchema,
  BattleResultSchema,
  BattleVoteBodySchema,
  CurrentBattleSchema,
} from '@pawprize/shared/schemas/battles';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../errors.ts';
import { IdParamsSchema, privateNoStore } from '../../http/params.ts';
import { requireVerifiedUser } from '../auth/index.ts';
import { clientIpKey, resolveVoter, voterDay } from '../../identity/index.ts';
import { castBattleVote, currentBattle } from './battles.service.ts';
import { createRankingsJob, READ_TTL_MS } from './rankings.job.ts';

/**
 * Battles (docs/product/battles.md): the viewer's pending matchup, a new one, votes
 * (accounts and anonymous visitors), and the Bradley–Terry rankings with their background job
 * (`app.battleRankings`, run by `app.jobs` once the app is ready).
 */
export const battleRoutes = fp(
  async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const rankings = createRankingsJob(app);
    app.decorate('battleRankings', rankings);

    // Matchups make rows (a visitor for a new anonymous viewer, a battle, the pending matchup):
    // limited per client IP, far above what a person clicks.
    const matchupLimit = { rateLimit: { max: BATTLE_MATCHUPS_PER_MINUTE, timeWindow: 60_000 } };

    // The visitor cookie is made here for anonymous viewers, so the matchup survives a refresh.
    app.get(
      '/api/battles/current',
      { config: matchupLimit, schema: { response: { 200: CurrentBattleSchema } } },
      async (request, reply) => {
        const voter = (await resolveVoter(request, reply, { create: true }))!;
        privateNoStore(reply);
        return { battle: await currentBattle(app, voter, { replace: false }) };
      },
    );

    app.post(
      '/api/battles/next',
      { config: matchupLimit, schema: { response: { 200: BattleResultSchema } } },
      async (request, reply) => {
        const voter = (await resolveVoter(request, reply, { create: true }))!;
        privateNoStore(reply);
        const battle = await currentBattle(app, voter, { replace: true });
        if (!battle) throw new AppError('CONFLICT', messages.battle.notEnoughPets);
        return { battle };
      },
    );

    app.post(
      '/api/battles/:id/votes',
      {
        schema: {
          params: IdParamsSchema,
          body: BattleVoteBodySchema,
          response: { 200: BattleResultSchema },
        },
      },
      async (request, reply) => {
        if (request.user) requireVerifiedUser(request);
        privateNoStore(reply);
        const voter = await resolveVoter(request, reply, { create: false });
        // No visitor cookie: there is no pending battle to vote in.
        const battleId = request.params.id;
        if (!voter || !battleId) {
          throw new AppError('CONFLICT', messages.battle.notCurrentBattle);
        }
        const day = await voterDay(request);
        const battle = await castBattleVote(app, {
          battleId,
          petId: request.body.petId.toLowerCase(),
          voter,
          day,
          ipKey: voter.kind === 'visitor' ? clientIpKey(request) : null,
        });
        rankings.noteVote();
        return { battle };
      },
    );

    app.get(
      '/api/battles/rankings',
      {
        schema: { querystring: BattleRankingsQuerySchema, response: { 200: BattleRankingsSchema } },
      },
      async (request, reply) => {
        void reply.header('cache-control', `public, max-age=${READ_TTL_MS / 1000}`);
        return rankings.read(request.query.limit);
      },
    );
  },
  { name: 'battles', dependencies: ['auth', 'cache-bus', 'clock', 'jobs'] },
);
