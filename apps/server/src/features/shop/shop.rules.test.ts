import { describe, expect, it } from 'vitest';
import { externalUrlFor, priceText } from './shop.rules.ts';

describe('shop rules', () => {
  it('formats prices with two decimals', () => {
    expect(priceText(19.99)).toBe('19.99');
    expect(priceText('10')).toBe('10.00');
    expect(priceText('34.99')).toBe('34.99');
  });

  it('builds store links without double slashes', () => {
    expect(externalUrlFor('https://store.example.com/', 'treat-puzzle-ball')).toBe(
      'https://store.example.com/products/treat-puzzle-ball',
    );
  });
});
