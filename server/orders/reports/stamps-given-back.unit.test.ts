import { describe, expect, it } from 'vitest';
import type { StampProduct } from '../../../contract/stamps';
import { type RefundedLine, refundsGivingCardsBack, type StampSaleLine } from './stamps-given-back';

// docs/decisions/0289-stamp-cards.md, "The sales CSV": the refund that gives a stamp card back
const tart: StampProduct = { id: 'tart', parent_id: null, category: ['Pastry'] };
const tea = { id: 'tea', parent_id: null, category: ['Drinks'] };
const tartBox = { id: 'tart-box', parent_id: 'tart', category: ['Pastry'] };
const pork = { id: 'pork', parent_id: null, category: ['Roast'] };

const line = (order: string, product: StampProduct, quantity: number, unit = 'piece'): StampSaleLine => ({
  order_id: order,
  product_id: product.id,
  quantity,
  unit,
  product,
});
const back = (refund: string, order: string, product: string, quantity: number): RefundedLine => ({
  refund_id: refund,
  order_id: order,
  product_id: product,
  quantity,
});

describe('refundsGivingCardsBack', () => {
  it('is the first refund after which every qualifying unit is back, whatever else it holds', () => {
    const lines = [line('s1', tart, 3), line('s1', tea, 1)];
    const refunds = [back('r1', 's1', 'tea', 1), back('r2', 's1', 'tart', 1), back('r3', 's1', 'tart', 2)];
    expect(refundsGivingCardsBack({ product_id: 'tart' }, lines, refunds)).toEqual(new Map([['s1', 'r3']]));
    // a later refund of something else changes nothing: still r3
    expect(
      refundsGivingCardsBack({ product_id: 'tart' }, lines, [...refunds, back('r4', 's1', 'tea', 0)]),
    ).toEqual(new Map([['s1', 'r3']]));
  });

  it('counts a variant by its product and a category by name, and a weighed line as one unit', () => {
    const lines = [line('s1', tartBox, 2), line('s2', pork, 0.75, 'catty')];
    expect(
      refundsGivingCardsBack({ product_id: 'tart' }, lines, [back('r1', 's1', 'tart-box', 1)]).size,
    ).toBe(0);
    expect(
      refundsGivingCardsBack({ product_id: 'tart' }, lines, [
        back('r1', 's1', 'tart-box', 1),
        back('r2', 's1', 'tart-box', 1),
      ]),
    ).toEqual(new Map([['s1', 'r2']]));
    // any part of a weighed line refunded brings its one unit back
    expect(refundsGivingCardsBack({ category: ' roast ' }, lines, [back('r9', 's2', 'pork', 0.25)])).toEqual(
      new Map([['s2', 'r9']]),
    );
  });

  it('gives nothing back without a card or before any qualifying unit is back', () => {
    const lines = [line('s1', tart, 2), line('s1', tea, 1)];
    expect(refundsGivingCardsBack(null, lines, [back('r1', 's1', 'tart', 2)]).size).toBe(0);
    expect(refundsGivingCardsBack({ product_id: 'tart' }, lines, [back('r1', 's1', 'tea', 1)]).size).toBe(0);
  });
});
