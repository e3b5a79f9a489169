import { CURRENCY } from './constants.ts';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: CURRENCY });

/**
 * `"19.99"` → `"$19.99"` (a product's price: a string with two decimals). Kept apart from the
 * shop's zod schemas so that showing a price does not load zod (docs/decisions/0042-first-paint.md).
 */
export function formatPrice(price: string): string {
  return usd.format(Number(price));
}
