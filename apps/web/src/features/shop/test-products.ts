import type { Product } from '@pawprize/shared/schemas/shop';

const product = (n: number, fields: Partial<Product>): Product => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  title: `Product ${n}`,
  description: 'A fine thing for a fine pet.',
  price: '9.99',
  imageUrl: `/products/p${n}.svg`,
  category: 'toys',
  externalUrl: `https://store.example.com/products/p${n}`,
  ...fields,
});

/** Test data shaped like the server's sample products. */
export const testProducts: Product[] = [
  product(1, { title: 'Self-Cleaning Slicker Brush', price: '16.99', category: 'grooming' }),
  product(2, { title: 'Cozy Sherpa Pet Blanket', price: '34.99', category: 'blankets' }),
  product(3, { title: 'Treat-Dispensing Puzzle Ball', price: '18.99', category: 'toys' }),
];
