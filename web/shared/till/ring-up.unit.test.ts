import { describe, expect, it } from 'vitest';
import { type RingProduct, ringUp } from './ring-up';

// issue 55: the one till core both tills ring up with (web/shared/till/ring-up.ts)
const bun: RingProduct = { unit: undefined, unitCents: 800, openPrice: false, stock: 3, hasVariants: false };
const pork: RingProduct = {
  unit: 'catty',
  unitCents: 9800,
  openPrice: false,
  stock: 2.5,
  hasVariants: false,
};
const fish: RingProduct = { unit: 'catty', unitCents: 0, openPrice: true, stock: 5, hasVariants: false };
const plate: RingProduct = { unit: undefined, unitCents: 0, openPrice: true, stock: 4, hasVariants: false };
const tee: RingProduct = { unit: undefined, unitCents: 12000, openPrice: false, stock: 6, hasVariants: true };

describe('ringUp', () => {
  it('adds a piece at a time up to the stock, then says no more; nothing in stock is sold out', () => {
    expect(ringUp(bun, undefined)).toEqual({ kind: 'added', quantity: 1 });
    expect(ringUp(bun, { quantity: 2 })).toEqual({ kind: 'added', quantity: 3 });
    expect(ringUp(bun, { quantity: 3 })).toEqual({ kind: 'refused', reason: 'noMore' });
    expect(ringUp({ ...bun, stock: 0 }, undefined)).toEqual({ kind: 'refused', reason: 'soldOut' });
  });

  it('asks the kind of a product with variants first', () => {
    expect(ringUp(tee, undefined)).toEqual({ kind: 'ask', ask: 'variant' });
  });

  it('asks an open price once, for a new line; the typed price goes with the new line only', () => {
    expect(ringUp(plate, undefined)).toEqual({ kind: 'ask', ask: 'price' });
    expect(ringUp(plate, undefined, { price: 45 })).toEqual({ kind: 'added', quantity: 1, price: 45 });
    // a second tap adds one at the price the line already has
    expect(ringUp(plate, { quantity: 1 })).toEqual({ kind: 'added', quantity: 2 });
  });

  it('asks a weight (keeping a typed price), adds it to the thousandth, never past the stock', () => {
    expect(ringUp(pork, undefined)).toEqual({ kind: 'ask', ask: 'weight' });
    expect(ringUp(fish, undefined)).toEqual({ kind: 'ask', ask: 'price' });
    expect(ringUp(fish, undefined, { price: 60 })).toEqual({ kind: 'ask', ask: 'weight', price: 60 });
    expect(ringUp(fish, undefined, { price: 60, weight: 0.75 })).toEqual({
      kind: 'added',
      quantity: 0.75,
      price: 60,
    });
    expect(ringUp(pork, { quantity: 0.1 }, { weight: 0.2 })).toEqual({ kind: 'added', quantity: 0.3 });
    expect(ringUp(pork, { quantity: 2 }, { weight: 0.6 })).toEqual({ kind: 'refused', reason: 'noMore' });
    // nothing left to weigh: no dialog, no more
    expect(ringUp(pork, { quantity: 2.5 })).toEqual({ kind: 'refused', reason: 'noMore' });
  });

  it('reads a scale label: a weight in grams, a price turned into a weight with the cents over on the line, a price typed', () => {
    // 300 g of pork is 0.5 catty (604.79 g a catty, to the thousandth: 0.496)
    const weighed = ringUp(pork, undefined, { label: { itemCode: '1234', grams: 300 } });
    expect(weighed).toMatchObject({ kind: 'added' });
    expect(weighed.kind === 'added' && weighed.quantity).toBeCloseTo(0.496, 3);
    // a $49.99 label on $98.00 a catty: the weight that comes to it (0.511, $50.08), the line 9¢ off to the label's price
    expect(ringUp(pork, undefined, { label: { itemCode: '1234', priceCents: 4999 } })).toEqual({
      kind: 'added',
      quantity: 0.511,
      discount: { amount: 0.09 },
    });
    // a label exactly on a thousandth: no discount
    expect(ringUp(pork, undefined, { label: { itemCode: '1234', priceCents: 4910 } })).toEqual({
      kind: 'added',
      quantity: 0.501,
    });
    // an open-price plate's label is its price
    expect(ringUp(plate, undefined, { label: { itemCode: '77', priceCents: 3500 } })).toEqual({
      kind: 'added',
      quantity: 1,
      price: 35,
    });
    // a weight label on a product sold by the piece, and a label too light to weigh anything
    expect(ringUp(bun, undefined, { label: { itemCode: '1', grams: 300 } })).toEqual({
      kind: 'refused',
      reason: 'notWeighed',
    });
    expect(ringUp(pork, undefined, { label: { itemCode: '1', grams: 0 } })).toEqual({
      kind: 'refused',
      reason: 'tooLittle',
    });
  });

  it('adds a weight label’s extra cents to an amount discount the line already has', () => {
    expect(
      ringUp(
        pork,
        { quantity: 0.5, discount: { amount: 2 } },
        { label: { itemCode: '1', priceCents: 4999 } },
      ),
    ).toEqual({ kind: 'added', quantity: 1.011, discount: { amount: 2.09 } });
  });
});
