/** What other features use of voting: the routes and the counted-vote step (caption votes). */
import fp from 'fastify-plugin';
import { voteRoutes as routes } from './votes.routes.ts';

export { recordCountedVote } from './streaks.ts';

/** Encapsulated routes with their name and what they need registered first (docs/decisions/0032-plugin-dependencies.md). */
export const voteRoutes = fp(routes, {
  name: 'votes',
  dependencies: ['auth', 'pets'],
  encapsulate: true,
});
