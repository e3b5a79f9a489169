/** The admin console's API (docs/decisions/0063-admin-console.md). */
import fp from 'fastify-plugin';
import { adminRoutes as routes } from './admin.routes.ts';

/** Encapsulated routes with their name and what they need registered first (docs/decisions/0032-plugin-dependencies.md). */
export const adminRoutes = fp(routes, {
  name: 'admin',
  dependencies: ['auth', 'battles', 'clock', 'fraud', 'moderation', 'pets'],
  encapsulate: true,
});
/** Vote voiding with every counter corrected (ADR 0062): the account feature's deletion reuses it. */
export { recomputeCaptionWinners, voidVotesOf } from './voiding.ts';
/** How an audit line names a person (ADR 0102): the deletion's own line uses it too. */
export { emailLabel } from './audit.ts';
/** The admin guard and the audit log's writer, for features with admin actions of their own (contests). */
export { requireAdmin } from './guard.ts';
export { audit } from './audit.queries.ts';
