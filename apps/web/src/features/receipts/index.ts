/** Public vote receipts (docs/product/integrity.md). */
export { VoteReceiptPanel } from './components/vote-receipt-panel';
export { RoundReceipts } from './components/round-receipts';
export { SiteTotals } from './components/site-totals';
