import type { FastifyInstance } from 'fastify';
import { adminAuditRoutes } from './admin.audit.routes.ts';
import { adminFraudRoutes } from './admin.fraud.routes.ts';
import { adminInboxRoutes } from './admin.inbox.routes.ts';
import { adminNewsletterRoutes } from './admin.newsletter.routes.ts';
import { adminQueueRoutes } from './admin.queue.routes.ts';
import { adminUserRoutes } from './admin.users.routes.ts';
import { requireAdmin } from './guard.ts';

/**
 * /api/admin/* (docs/decisions/0063-admin-console.md; the contract the web console is
 * built against). Every route is for admins only: the check runs before validation, so nobody
 * else learns anything from the answers, not even which inputs are valid. One file per resource:
 * the queue, users, the inbox, the newsletter, the audit log, the fraud findings.
 */
export async function adminRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('preValidation', async (request) => {
    requireAdmin(request);
  });
  adminQueueRoutes(app);
  adminUserRoutes(app);
  adminInboxRoutes(app);
  adminNewsletterRoutes(app);
  adminAuditRoutes(app);
  adminFraudRoutes(app);
}
