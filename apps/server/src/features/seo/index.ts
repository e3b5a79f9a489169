/** Search engines: /robots.txt and /sitemap.xml (docs/decisions/0041-robots-and-sitemap.md). */
export { seoRoutes } from './seo.routes.ts';
