import { describe, expect, it } from 'vitest';
import { navItems, navVisible } from './nav-items';

describe('bottom navigation rules (docs/product.md §2)', () => {
  it('shows the seller bar only on home, product, pos, order and post', () => {
    for (const p of ['/', '/product', '/pos', '/order', '/post']) expect(navVisible('s', p)).toBe(true);
    for (const p of ['/market', '/shoping', '/about', '/login', '/productDetail'])
      expect(navVisible('s', p)).toBe(false);
  });
  it('shows the customer bar only on home, market, shoping and order', () => {
    for (const p of ['/', '/market', '/shoping', '/order']) expect(navVisible('c', p)).toBe(true);
    for (const p of ['/product', '/pos', '/post', '/about']) expect(navVisible('c', p)).toBe(false);
  });
  it('lists the items of each role in order', () => {
    expect(navItems('s').map((i) => i.to)).toEqual(['/', '/product', '/pos', '/order']);
    expect(navItems('c').map((i) => i.to)).toEqual(['/', '/market', '/shoping', '/order']);
  });
});
