import type { ProductCategory } from '@pawprize/shared';

export interface SampleProduct {
  slug: string;
  title: string;
  description: string;
  /** USD, two decimals. */
  price: string;
  category: ProductCategory;
}

/**
 * The six products inserted when the products table is empty (docs/product/shop.md). The home
 * page features the ones priced 19.99, 18.99 and 16.99. Images:
 * apps/web/public/products/<slug>.svg.
 */
export const SAMPLE_PRODUCTS: readonly SampleProduct[] = [
  {
    slug: 'self-cleaning-slicker-brush',
    title: 'Self-Cleaning Slicker Brush',
    description:
      'Fine bent-wire pins with rounded tips lift loose undercoat and work out tangles before they turn into mats. Press the button on the handle and the pins retract, so the collected hair slides off in one piece. Suits medium and long coats on dogs and cats.',
    price: '16.99',
    category: 'grooming',
  },
  {
    slug: 'oatmeal-pet-shampoo',
    title: 'Oatmeal & Aloe Pet Shampoo',
    description:
      'A gentle, soap-free shampoo with colloidal oatmeal and aloe vera, pH-balanced for dog and cat skin. Lathers easily, rinses clean and leaves a light, fresh scent. 16 fl oz (473 ml) pump bottle.',
    price: '12.99',
    category: 'grooming',
  },
  {
    slug: 'pet-hair-remover-roller',
    title: 'Reusable Pet Hair Remover Roller',
    description:
      'Roll it back and forth over sofas, beds and car seats and its fabric drum traps fur and lint in the built-in chamber. No sticky sheets and no batteries: open the lid, empty it into the bin and it is ready again.',
    price: '19.99',
    category: 'hair-removal',
  },
  {
    slug: 'sherpa-pet-blanket',
    title: 'Cozy Sherpa Pet Blanket',
    description:
      'A thick, double-sided blanket with plush sherpa fleece on one side and soft flannel on the other, for crates, sofas and car trips. Large (40 × 30 in), machine washable and tumble-dry friendly, so hair and muddy paw prints come right out.',
    price: '34.99',
    category: 'blankets',
  },
  {
    slug: 'treat-puzzle-ball',
    title: 'Treat-Dispensing Puzzle Ball',
    description:
      'Fill it with kibble or small treats and let your dog roll it around to release a reward a few pieces at a time. The adjustable opening sets the difficulty, slowing down fast eaters and keeping busy minds entertained. Durable, food-safe and BPA-free; top-rack dishwasher safe.',
    price: '18.99',
    category: 'toys',
  },
  {
    slug: 'salmon-training-treats',
    title: 'Salmon & Sweet Potato Training Treats',
    description:
      'Soft, bite-size training treats made with real salmon as the first ingredient and sweet potato, with no artificial colors or flavors. Easy to break into even smaller pieces; under 3 calories per treat. Resealable 6 oz (170 g) pouch.',
    price: '9.99',
    category: 'food',
  },
];
