/** Pet battles (docs/product/battles.md): the routes and the rankings job they start. */
export { battleRoutes } from './battles.routes.ts';
