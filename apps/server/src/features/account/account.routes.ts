import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { useFormValidation } from '../../http/validation.ts';
import { accountDeleteRoutes } from './account.delete.routes.ts';
import { accountExportRoutes } from './account.export.routes.ts';
import { accountSecurityRoutes } from './account.security.routes.ts';

export { ACCOUNT_LIMITS } from './account.limits.ts';

/**
 * `/api/account/*`: the dashboard's Security and Privacy sections (docs/product/account.md). One
 * context for all of them, with the form validation messages.
 */
export async function accountRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  useFormValidation(app);
  await accountSecurityRoutes(app);
  await accountExportRoutes(app);
  await accountDeleteRoutes(app);
}
