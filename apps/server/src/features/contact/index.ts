/** The contact form. */
export { contactRoutes } from './contact.routes.ts';
