/** Caption contests (docs/product/captions.md). */
export { captionRoutes } from './captions.routes.ts';
export { chooseWinner, newShareId } from './captions.rules.ts';
