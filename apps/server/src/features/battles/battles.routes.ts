import { BATTLE_MATCHUPS_PER_MINUTE, messages } from '@pawprize/shared';
import {
  BattleRankingsQuerySchema,
  BattleRankingsSchema,
  BattleResultSchema,
  BattleVoteBodySchema,
  CurrentBattleSchema,
} from '@pawprize/shared/schemas/battles';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../errors.ts';
import { IdParamsSchema, privateNoStore } from '../../http/params.ts';
import { requireVerifiedUser } from '../auth/index.ts';
import {
  accountVoter,
  battleOfferFrom,
  clientIpKey,
  resolveVoter,
  setBattleOffer,
  voterDay,
  voterOfVote,
} from '../../identity/index.ts';
import { castBattleVote, currentBattle, offerOf } from './battles.service.ts';
import { createRankingsJob, READ_TTL_MS } from './rankings.job.ts';

/**
 * Battles (docs/product/battles.md): the viewer's pending matchup, a new one, votes
 * (accounts and anonymous visitors), and the Bradley–Terry rankings with their background job
 * (`app.battleRankings`, run by `app.jobs` once the app is ready).
 */
export const battleRoutes = fp(
  async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const rankings = createRankingsJob(app.ctx);
    app.decorate('battleRankings', rankings);
    // Battle votes voided or restored (bans, fraud, deletions) move the fingerprint (ADR 0130).
    app.events.on('battle-votes-changed', () => void rankings.recompute());

    // Matchups draw pets (and an account's pending row): limited per client IP, far above what
    // a person clicks.
    const matchupLimit = { rateLimit: { max: BATTLE_MATCHUPS_PER_MINUTE, timeWindow: 60_000 } };

    /**
     * The viewer's matchup (ADR 0106): an account's is its pending_battles row; an anonymous
     * viewer's lives in their cookies (a visitor id, made here without a row, and the offer), so
     * a refresh shows the same battle and no request of a visitor writes a row before a vote.
     */
    async function matchup(request: FastifyRequest, reply: FastifyReply, replace: boolean) {
      if (request.user) return currentBattle(app.ctx, accountVoter(request.user.id), { replace });
      const { voter, counted } = voterOfVote(request);
      if (voter.kind !== 'visitor') return null;
      const offer = battleOfferFrom(request, voter.visitorId);
      const battle = await currentBattle(app.ctx, voter, { replace, offer });
      if (battle) {
        const now = offerOf(battle);
        if (!offer || offer.lo !== now.lo || offer.hi !== now.hi || offer.swapped !== now.swapped) {
          counted(reply);
          setBattleOffer(request, reply, voter.visitorId, now);
        }
      }
      return battle;
    }

    app.get(
      '/api/battles/current',
      { config: matchupLimit, schema: { response: { 200: CurrentBattleSchema } } },
      async (request, reply) => {
        privateNoStore(reply);
        return { battle: await matchup(request, reply, false) };
      },
    );

    app.post(
      '/api/battles/next',
      { config: matchupLimit, schema: { response: { 200: BattleResultSchema } } },
      async (request, reply) => {
        privateNoStore(reply);
        const battle = await matchup(request, reply, true);
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
        const voter = await resolveVoter(request);
        // No visitor cookie: there is no matchup to vote in.
        const battleId = request.params.id;
        if (!voter || !battleId) {
          throw new AppError('CONFLICT', messages.battle.notCurrentBattle);
        }
        const day = await voterDay(request);
        const battle = await castBattleVote(app.ctx, {
          battleId,
          petId: request.body.petId.toLowerCase(),
          voter,
          day,
          ipKey: voter.kind === 'visitor' ? clientIpKey(request) : null,
          offer: voter.kind === 'visitor' ? battleOfferFrom(request, voter.visitorId) : null,
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
  { name: 'battles', dependencies: ['auth', 'cache-bus', 'events', 'clock', 'jobs'] },
);
