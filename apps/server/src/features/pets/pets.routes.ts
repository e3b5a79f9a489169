import multipart from '@fastify/multipart';
import { LEADERBOARD_SIZE, messages, PET_UPLOADS_PER_HOUR } from '@pawprize/shared';
import {
  LeaderboardSchema,
  MorePetsQuerySchema,
  MyPetsQuerySchema,
  PetListQuerySchema,
  PetListSchema,
  PetResultSchema,
  TopPetsQuerySchema,
  TopPetsSchema,
} from '@pawprize/shared/schemas/pets';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../errors.ts';
import { clientGone } from '../../http/multipart.ts';
import { IdParamsSchema } from '../../http/params.ts';
import { useFormValidation } from '../../http/validation.ts';
import { requireUser, requireVerifiedUser } from '../auth/index.ts';
import { accountVoter, resolveVoter } from '../../identity/index.ts';
import { findPetPage, toPet, toRankedPets, votedPetIds } from './pets.queries.ts';
import type { PetRow } from './pets.queries.ts';
import type { CachedRead } from './pets.reads.ts';
import { PetReads } from './pets.reads.ts';
import { petPreviewRoutes } from './pets.preview.ts';
import { decodeCursor } from './pets.rules.ts';
import { createPet, deletePet } from './pets.service.ts';
import { PET_UPLOAD_LIMITS, readPetUpload } from './pets.upload.ts';
import { storageRoutes } from './storage.routes.ts';

/** Lists carry `isOwner` and `hasVoted`, so a known voter's copy is private. */
function noCache(reply: FastifyReply, personal: boolean) {
  void reply.header('cache-control', personal ? 'private, no-cache' : 'no-cache');
}

function cursorFrom(raw: string | undefined, sort: 'recent' | 'popular') {
  if (!raw) return null;
  const cursor = decodeCursor(raw, sort);
  if (!cursor) {
    throw new AppError('VALIDATION_FAILED', messages.pets.invalidCursor, {
      cursor: [messages.pets.invalidCursor],
    });
  }
  return cursor;
}

const notFound = () => new AppError('NOT_FOUND', messages.pages.petNotFound);

/**
 * Answers a cached public read. Anonymous viewers who have not voted all get the same body,
 * serialised once per cache entry; a known voter's body is built from the cached rows plus one
 * query for which of them they voted for (`isOwner`, `hasVoted`).
 */
async function sendRead(
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

const petsOf = (rows: PetRow[], viewer: string | null, voted: ReadonlySet<string>) =>
  rows.map((row) => toPet(row, viewer, voted.has(row.id)));

/**
 * Pet entries (docs/product/uploads.md, gallery.md): upload, gallery, detail, leaderboard, My Pets,
 * storage status and link previews. Decorates the app with `petReads` (the read cache, for features
 * that change votes); the routes and their hooks stay encapsulated.
 */
export const petRoutes = fp(
  async (app: FastifyInstance) => {
    app.decorate('petReads', new PetReads(app.db, app.caches));
    // The reads subscribe here, once; writers only say what changed (ADR 0130). Every instance
    // drops its copy (ADR 0072). A vote moves ranks and orders, so every read goes.
    app.events.on('pet-counts-changed', () => app.petReads.invalidate());
    // A pet hidden, removed or approved leaves or joins every list at once.
    app.events.on('entry-visibility-changed', ({ subjectType }) => {
      if (subjectType === 'pet') app.petReads.invalidate();
    });
    await app.register(petRoutesScope);
  },
  { name: 'pets', dependencies: ['auth', 'cache-bus', 'events', 'moderation'] },
);

async function petRoutesScope(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  useFormValidation(app);
  await app.register(multipart, { limits: PET_UPLOAD_LIMITS });
  await app.register(storageRoutes);
  await app.register(petPreviewRoutes);

  app.post(
    '/api/pets',
    {
      schema: { response: { 201: PetResultSchema } },
      preValidation: async (request) => {
        requireUser(request, messages.upload.loginRequired);
        requireVerifiedUser(request);
      },
      config: {
        rateLimit: {
          max: PET_UPLOADS_PER_HOUR,
          timeWindow: 60 * 60_000,
          hook: 'preHandler',
          keyGenerator: (request) => `pet-upload:${request.user?.id ?? request.ip}`,
        },
      },
    },
    async (request, reply) => {
      const user = requireVerifiedUser(request);
      const gone = clientGone(reply);
      const pet = await createPet(app, user, await readPetUpload(request, gone), gone);
      return reply.status(201).send({ pet });
    },
  );

  app.get(
    '/api/pets',
    { schema: { querystring: PetListQuerySchema, response: { 200: PetListSchema } } },
    async (request, reply) => {
      const { sort, q, limit, cursor } = request.query;
      const read = await app.petReads.page({
        sort,
        q,
        limit,
        cursor: cursorFrom(cursor, sort),
        rawCursor: cursor,
      });
      return sendRead(request, reply, read, (viewer, voted) => ({
        pets: petsOf(read.rows, viewer, voted),
        nextCursor: read.nextCursor,
      }));
    },
  );

  app.get(
    '/api/pets/top',
    { schema: { querystring: TopPetsQuerySchema, response: { 200: TopPetsSchema } } },
    async (request, reply) => {
      const read = await app.petReads.top(request.query.limit);
      return sendRead(request, reply, read, (viewer, voted) => ({
        pets: petsOf(read.rows, viewer, voted),
      }));
    },
  );

  // "More pets in the contest" under a pet's page: the newest pets but that one, leaving out
  // pets held for review (docs/decisions/0111-entries-held-for-review.md).
  app.get(
    '/api/pets/:id/more',
    {
      schema: {
        params: IdParamsSchema,
        querystring: MorePetsQuerySchema,
        response: { 200: TopPetsSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { limit } = request.query;
      const newest = await app.petReads.more(limit + 1);
      const rows = newest.rows.filter((row) => row.id !== id).slice(0, limit);
      return sendRead(request, reply, { rows, nextCursor: null, ranks: [] }, (viewer, voted) => ({
        pets: petsOf(rows, viewer, voted),
      }));
    },
  );

  app.get(
    '/api/leaderboard',
    { schema: { response: { 200: LeaderboardSchema } } },
    async (request, reply) => {
      const read = await app.petReads.leaderboard(LEADERBOARD_SIZE);
      return sendRead(request, reply, read, (viewer, voted) => ({
        pets: toRankedPets(read, viewer, voted),
      }));
    },
  );

  app.get(
    '/api/pets/:id',
    { schema: { params: IdParamsSchema, response: { 200: PetResultSchema } } },
    async (request, reply) => {
      const { id } = request.params;
      const read = id ? await app.petReads.pet(id) : null;
      const row = read?.rows[0];
      if (!read || !row) throw notFound();
      if (row.status !== 'visible') {
        // Pending, hidden or removed: its owner sees it with its status, admins too; for
        // everyone else it does not exist (docs/decisions/0061-moderation-model.md).
        const viewer = request.user;
        if (!viewer || (viewer.id !== row.userId && !viewer.isAdmin)) throw notFound();
        void reply.header('cache-control', 'private, no-cache');
        return { pet: toPet(row, viewer.id) };
      }
      return sendRead(request, reply, read, (viewer, voted) => ({
        pet: toPet(row, viewer, voted.has(row.id)),
      }));
    },
  );

  app.delete('/api/pets/:id', { schema: { params: IdParamsSchema } }, async (request, reply) => {
    const user = requireUser(request);
    const { id } = request.params;
    if (!id) throw notFound();
    await deletePet(app, user, id);
    return reply.status(204).send();
  });

  app.get(
    '/api/me/pets',
    { schema: { querystring: MyPetsQuerySchema, response: { 200: PetListSchema } } },
    async (request, reply) => {
      const user = requireUser(request);
      const { limit, cursor } = request.query;
      const page = await findPetPage(app.db, {
        sort: 'recent',
        limit,
        cursor: cursorFrom(cursor, 'recent'),
        ownerId: user.id,
      });
      void reply.header('cache-control', 'private, no-cache');
      const voted = await votedPetIds(
        app.db,
        accountVoter(user.id),
        page.rows.map((r) => r.id),
      );
      return { pets: petsOf(page.rows, user.id, voted), nextCursor: page.nextCursor };
    },
  );
}
