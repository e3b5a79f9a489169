/** The newsletter. */
export { newsletterRoutes } from './newsletter.routes.ts';
