/** The shop. */
export { shopRoutes } from './shop.routes.ts';
