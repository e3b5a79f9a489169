/** Monthly winners (docs/product/winners.md). */
export { winnersRoutes } from './winners.routes.ts';
export { recordedWinners } from './winners.queries.ts';
export { monthOf } from './winners.rules.ts';
