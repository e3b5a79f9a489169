/** What other features use of voting: the routes and the counted-vote step (caption votes). */
export { voteRoutes } from './votes.routes.ts';
export { recordCountedVote } from './streaks.ts';
