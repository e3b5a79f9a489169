/** AI compliments (docs/product/ai.md). */
export { complimentRoutes } from './compliments.routes.ts';
