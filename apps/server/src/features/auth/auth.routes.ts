import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { useFormValidation } from '../../http/validation.ts';
import { authPasswordRoutes } from './auth.password.routes.ts';
import { authSessionRoutes } from './auth.session.routes.ts';
import { authVerificationRoutes } from './auth.verification.routes.ts';

/**
 * `/api/auth/*`: the contract the web codes against (thin: the work is in auth.service.ts and
 * verify-email.service.ts). One context for all of them, with the form validation messages.
 */
export async function authRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  useFormValidation(app);
  await authSessionRoutes(app);
  await authVerificationRoutes(app);
  await authPasswordRoutes(app);
}
