import { describe, expect, it } from 'vitest';
import type { Product } from '../../contract/products';
import { isSoldOut, productPrice } from './page-preview';
import { cardCaption } from './share-card';

/** The price and caption a link preview and a share card say (docs/decisions/0263-product-files.md). */
const base = {
  price: 68,
  discounted_price: 68,
  quantity: 3,
  unit: 'piece',
  open_price: false,
  variants: [],
} as unknown as Product;
const variant = (name: string, price: number, quantity: number) => ({
  _id: name,
  name,
  price,
  discounted_price: price,
  quantity,
  barcode: null,
  discount: 0,
});
const tins = {
  ...base,
  price: 88,
  discounted_price: 88,
  quantity: 17,
  variants: [variant('150 g', 88, 12), variant('500 g', 268, 5)],
} as Product;

describe('a product’s one price', () => {
  it('is “from” the cheapest variant’s with two or more', () => {
    expect(productPrice(tins, 'en')).toBe('from HK$88');
    expect(productPrice(tins, 'zh-HK')).toBe('HK$88 起');
    expect(productPrice(tins, 'zh-CN')).toBe('HK$88 起');
    expect(productPrice({ ...tins, variants: [variant('150 g', 88, 12)] }, 'en')).toBe('HK$88');
  });

  it('is per its unit for a weighed product, with cents when it has them', () => {
    expect(productPrice({ ...base, discounted_price: 680, unit: 'catty' }, 'zh-HK')).toBe('HK$680 / 斤');
    expect(productPrice({ ...base, discounted_price: 40.5 }, 'en')).toBe('HK$40.50');
  });

  it('is “Price at the stall” for an open-price product, which is never sold out', () => {
    const bag = { ...base, open_price: true, price: 0, discounted_price: 0, quantity: 0 };
    expect(productPrice(bag, 'en')).toBe('Price at the stall');
    expect(productPrice(bag, 'zh-HK')).toBe('檔口即場定價');
    expect(productPrice(bag, 'zh-CN')).toBe('摊位现场定价');
    expect(isSoldOut(bag)).toBe(false);
  });
});

describe('the share card’s caption', () => {
  it('says sold out instead of “Scan to buy” when nothing is left', () => {
    expect(isSoldOut({ ...tins, quantity: 0 })).toBe(true);
    expect(cardCaption({ soldOut: false, locale: 'en' })).toBe('Scan to buy');
    expect(cardCaption({ soldOut: true, locale: 'en' })).toBe('Sold out');
    expect(cardCaption({ soldOut: true, locale: 'zh-HK' })).toBe('已售罄');
    expect(cardCaption({ soldOut: true, locale: 'zh-CN' })).toBe('已售罄');
  });
});
