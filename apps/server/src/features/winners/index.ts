/** Monthly winners (docs/product/winners.md). */
export { winnersRoutes } from './winners.routes.ts';
