import { messages } from '@pawprize/shared';
import {
  AdminOkSchema,
  AdminSummarySchema,
  AdminUserDetailSchema,
  AdminUserListSchema,
  AuditPageSchema,
  AuditQuerySchema,
  BanBodySchema,
  BanResultSchema,
  EntryActionBodySchema,
  EntryActionResultSchema,
  FraudActionBodySchema,
  FraudActionResultSchema,
  FraudFindingDetailSchema,
  FraudPageSchema,
  FraudQuerySchema,
  FraudScanResultSchema,
  GrantCreditsBodySchema,
  GrantCreditsResultSchema,
  InboxHandledBodySchema,
  InboxMessageSchema,
  InboxPageSchema,
  InboxQuerySchema,
  NewsletterQuerySchema,
  NewsletterSummarySchema,
  QueuePageSchema,
  QueueQuerySchema,
  UnbanBodySchema,
  UnbanResultSchema,
  UserSearchQuerySchema,
} from '@pawprize/shared/schemas/admin';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors.ts';
import { afterCommit, runEntryAction } from './actions.ts';
import { announce, banAccount, lockAccount, unbanAccount } from './bans.ts';
import { fraudDetail, fraudPage, resolveFinding } from './fraud.ts';
import { requireAdmin } from './guard.ts';
import {
  auditPage,
  exportNewsletter,
  grantCredits,
  inboxPage,
  markHandled,
  newsletterSummary,
  removeSubscriber,
} from './office.ts';
import { adminSummary, queuePage } from './queue.list.ts';
import { searchUsers, userDetail } from './users.ts';

const UserParamsSchema = z.object({ id: z.string().trim().min(1).max(100) });
const UuidParamsSchema = z.object({ id: z.uuid() });

/**
 * /api/admin/* (docs/decisions/0063-admin-console.md; the contract the web console is
 * built against). Every route is for admins only: the check runs before validation, so nobody
 * else learns anything from the answers, not even which inputs are valid.
 */
export async function adminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('preValidation', async (request) => {
    requireAdmin(request);
  });

  app.get('/api/admin/summary', { schema: { response: { 200: AdminSummarySchema } } }, () =>
    adminSummary(app.db),
  );

  app.get(
    '/api/admin/queue',
    { schema: { querystring: QueueQuerySchema, response: { 200: QueuePageSchema } } },
    (request) => queuePage(app.db, request.query),
  );

  app.post(
    '/api/admin/actions',
    { schema: { body: EntryActionBodySchema, response: { 200: EntryActionResultSchema } } },
    (request) => runEntryAction(app, requireAdmin(request), request.body),
  );

  app.get(
    '/api/admin/users',
    { schema: { querystring: UserSearchQuerySchema, response: { 200: AdminUserListSchema } } },
    async (request) => ({ users: await searchUsers(app, app.db, request.query) }),
  );

  app.get(
    '/api/admin/users/:id',
    { schema: { params: UserParamsSchema, response: { 200: AdminUserDetailSchema } } },
    async (request) => {
      const detail = await userDetail(app, app.db, request.params.id);
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
    (request) => grantCredits(app, requireAdmin(request), request.params.id, request.body),
  );

  app.post(
    '/api/admin/users/:id/ban',
    {
      schema: { params: UserParamsSchema, body: BanBodySchema, response: { 200: BanResultSchema } },
    },
    async (request) => {
      const admin = requireAdmin(request);
      const outcome = await app.db.transaction(async (tx) => {
        const account = await lockAccount(tx, request.params.id);
        if (!account) throw new AppError('NOT_FOUND', messages.admin.userNotFound);
        return banAccount(app, tx, admin, account, request.body.reason);
      });
      await afterCommit(app, { files: [], changed: outcome.hiddenEntries, petsChanged: true });
      const { hiddenEntries: _hidden, ...result } = outcome;
      return result;
    },
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
    async (request) => {
      const admin = requireAdmin(request);
      const outcome = await app.db.transaction(async (tx) => {
        const account = await lockAccount(tx, request.params.id);
        if (!account) throw new AppError('NOT_FOUND', messages.admin.userNotFound);
        return unbanAccount(tx, admin, account, request.body.reason ?? null);
      });
      announce(app, outcome.restoredEntries);
      // The restored votes count again: other pets' counts and the rankings move (ADR 0130).
      app.events.emit('pet-counts-changed', { petId: null });
      app.events.emit('battle-votes-changed', {});
      const { restoredEntries: _restored, ...result } = outcome;
      return result;
    },
  );

  app.get(
    '/api/admin/inbox',
    { schema: { querystring: InboxQuerySchema, response: { 200: InboxPageSchema } } },
    (request) => inboxPage(app.db, request.query),
  );

  app.post(
    '/api/admin/inbox/:id/handled',
    {
      schema: {
        params: UuidParamsSchema,
        body: InboxHandledBodySchema.default({ handled: true }),
        response: { 200: InboxMessageSchema },
      },
    },
    (request) =>
      markHandled(app, requireAdmin(request), request.params.id, request.body?.handled ?? true),
  );

  app.get(
    '/api/admin/newsletter',
    { schema: { querystring: NewsletterQuerySchema, response: { 200: NewsletterSummarySchema } } },
    (request) => newsletterSummary(app.db, request.query),
  );

  // A POST, so the CSRF guard (features/auth/csrf.ts) applies: a cross-site page cannot make an
  // admin's browser export the list and write the audit line (ADR 0114).
  app.post('/api/admin/newsletter/export.csv', async (request, reply) => {
    const { filename, csv } = await exportNewsletter(app, requireAdmin(request));
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('cache-control', 'no-store')
      .send(csv);
  });

  app.delete(
    '/api/admin/newsletter/subscribers/:id',
    { schema: { params: UuidParamsSchema, response: { 200: AdminOkSchema } } },
    async (request) => {
      await removeSubscriber(app, requireAdmin(request), request.params.id);
      return { ok: true as const };
    },
  );

  app.get(
    '/api/admin/audit',
    { schema: { querystring: AuditQuerySchema, response: { 200: AuditPageSchema } } },
    (request) => auditPage(app.db, request.query),
  );

  app.get(
    '/api/admin/fraud',
    { schema: { querystring: FraudQuerySchema, response: { 200: FraudPageSchema } } },
    (request) => fraudPage(app.db, request.query),
  );

  // "Check now": one stretch of the job, here (or nothing while another instance runs it).
  app.post(
    '/api/admin/fraud/scan',
    { schema: { response: { 200: FraudScanResultSchema } } },
    async () => {
      const run = await app.fraud.scan();
      return { ran: run !== null, caughtUp: run?.caughtUp ?? false };
    },
  );

  app.get(
    '/api/admin/fraud/:id',
    { schema: { params: UuidParamsSchema, response: { 200: FraudFindingDetailSchema } } },
    (request) => fraudDetail(app.db, request.params.id),
  );

  for (const decision of ['void', 'dismiss'] as const) {
    app.post(
      `/api/admin/fraud/:id/${decision}`,
      {
        schema: {
          params: UuidParamsSchema,
          body: FraudActionBodySchema.default({}),
          response: { 200: FraudActionResultSchema },
        },
      },
      (request) =>
        resolveFinding(
          app,
          requireAdmin(request),
          request.params.id,
          decision,
          request.body?.reason ?? null,
        ),
    );
  }
}
