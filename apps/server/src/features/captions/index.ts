/** Caption contests (docs/product/captions.md). */
export { captionRoutes } from './captions.routes.ts';
export { newShareId } from './captions.rules.ts';
