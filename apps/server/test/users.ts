import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../src/db/schema/index.ts';
import { signUp } from './auth-helpers.ts';

/** Marks an account's email as verified, as the verification link would. */
export async function markVerified(app: FastifyInstance, userId: string): Promise<void> {
  await app.db.update(users).set({ emailVerified: true }).where(eq(users.id, userId));
}

/** A signed-up account with a verified email, and its session cookie. */
export async function verifiedUser(app: FastifyInstance, overrides: Record<string, string> = {}) {
  const account = await signUp(app, overrides);
  await markVerified(app, account.user.id);
  return account;
}
