/** Public vote receipts (docs/product/integrity.md, docs/decisions/0080-public-receipts.md). */
export { receiptRoutes } from './receipts.routes.ts';
export { RECEIPTS_TOPIC } from './receipts.routes.ts';
