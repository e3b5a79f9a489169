import { messages } from '@pawprize/shared';
import {
  AdminUserDetailSchema,
  AdminUserListSchema,
  BanBodySchema,
  BanResultSchema,
  GrantCreditsBodySchema,
  GrantCreditsResultSchema,
  UnbanBodySchema,
  UnbanResultSchema,
  UserSearchQuerySchema,
} from '@pawprize/shared/schemas/admin';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../errors.ts';
import { banUser, unbanUser } from './bans.ts';
import { grantCredits } from './credits.ts';
import { requireAdmin } from './guard.ts';
import { UserParamsSchema } from './params.ts';
import { searchUsers, userDetail } from './users.ts';

/** Accounts: search, one account's detail, credits, bans and unbans. */
export function adminUserRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/admin/users',
    { schema: { querystring: UserSearchQuerySchema, response: { 200: AdminUserListSchema } } },
    async (request) => ({ users: await searchUsers(app.ctx, request.query) }),
  );

  app.get(
    '/api/admin/users/:id',
    { schema: { params: UserParamsSchema, response: { 200: AdminUserDetailSchema } } },
    async (request) => {
      const detail = await userDetail(app.ctx, request.params.id);
      if (!detail) throw new AppError('NOT_FOUND', messages.admin.userNotFound);
      return detail;
    },
  );

  app.post(
    '/api/admin/users/:id/credits',
    {
      schema: {
        params: UserParamsSchema,
        body: GrantCreditsBodySchema,
        response: { 200: GrantCreditsResultSchema },
      },
    },
    (request) => grantCredits(app.ctx, requireAdmin(request), request.params.id, request.body),
  );

  app.post(
    '/api/admin/users/:id/ban',
    {
      schema: { params: UserParamsSchema, body: BanBodySchema, response: { 200: BanResultSchema } },
    },
    (request) => banUser(app.ctx, requireAdmin(request), request.params.id, request.body.reason),
  );

  app.post(
    '/api/admin/users/:id/unban',
    {
      schema: {
        params: UserParamsSchema,
        body: UnbanBodySchema,
        response: { 200: UnbanResultSchema },
      },
    },
    (request) =>
      unbanUser(app.ctx, requireAdmin(request), request.params.id, request.body.reason ?? null),
  );
}
