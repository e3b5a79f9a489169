import { SHOP_CATEGORIES, type ShopCategory } from '@pawprize/shared';

/** Tab and chip labels for the shop categories (docs/product/shop.md). */
export const CATEGORY_LABELS: Record<ShopCategory, string> = {
  all: 'All',
  grooming: 'Grooming',
  'hair-removal': 'Hair removal',
  blankets: 'Blankets',
  toys: 'Toys',
  food: 'Food',
};

/** A `?category=` value, or 'all' when it is missing or unknown. */
export function parseCategory(value: string | null): ShopCategory {
  return SHOP_CATEGORIES.find((category) => category === value) ?? 'all';
}
