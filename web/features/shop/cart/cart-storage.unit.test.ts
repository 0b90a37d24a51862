import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ballSize } from './cart-ball';
import { groupBySeller } from './cart-groups';
import {
  AlreadyInCartError,
  addToLocalCart,
  isStoredItem,
  type LocalCartItem,
  lineTotal,
  mergeLines,
  setLocalQuantity,
  toWire,
} from './cart-storage';
import type { CartLine } from './useCart';

function item(product_id: string, quantity = 1, price = 10, seller_id = 's1'): LocalCartItem {
  return {
    product_id,
    name: product_id,
    quantity,
    price,
    original_price: price,
    discount: 0,
    cost: 0,
    thumbnail: null,
    total: lineTotal(price, quantity),
    seller_id,
    seller_name: seller_id,
    stock: 10,
  };
}

describe('local cart (docs/product.md §4)', () => {
  it('appends a product and refuses one already present', () => {
    const one = addToLocalCart([], item('a'));
    expect(one.map((i) => i.product_id)).toEqual(['a']);
    expect(() => addToLocalCart(one, item('a', 3))).toThrow(AlreadyInCartError);
  });

  it('changes a quantity and its total', () => {
    const next = setLocalQuantity([item('a', 1, 12.5)], 'a', 3);
    expect(next[0]).toMatchObject({ quantity: 3, total: 37.5 });
  });

  it('sends only product_id and quantity to the server', () => {
    expect(toWire(item('a', 2))).toEqual({ product_id: 'a', quantity: 2 });
  });

  it('line totals are exact to the cent', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 1, max: 1000 }), (cents, q) => {
        expect(Math.round(lineTotal(cents / 100, q) * 100)).toBe(cents * q);
      }),
    );
  });
});

describe('stored lines (what survives a reload)', () => {
  const scallops = { ...item('scallops', 0.25, 680), unit: 'catty' as const, step: 0.25 };

  it('keeps a weighed line of 0.25 catty, written and read back as JSON', () => {
    const [back] = JSON.parse(JSON.stringify([scallops])) as unknown[];
    expect(isStoredItem(back)).toBe(true);
  });

  it('keeps every weight with at most 3 decimals, and every whole number of pieces', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9_999_999 }), (thousandths) => {
        expect(isStoredItem({ ...scallops, quantity: thousandths / 1000 })).toBe(true);
        expect(isStoredItem(item('mug', Math.ceil(thousandths / 1000)))).toBe(true);
      }),
    );
  });

  it('drops what the cart never writes: part of a piece, nothing, a negative, not a number', () => {
    expect(isStoredItem(item('mug', 0.5))).toBe(false);
    expect(isStoredItem({ ...scallops, quantity: 0 })).toBe(false);
    expect(isStoredItem({ ...scallops, quantity: -0.25 })).toBe(false);
    expect(isStoredItem({ ...scallops, quantity: 0.0001 })).toBe(false);
    expect(isStoredItem({ ...scallops, quantity: Number.NaN })).toBe(false);
    expect(isStoredItem({ product_id: 'x' })).toBe(false);
  });

  it('sends the weight unchanged at login', () => {
    expect(mergeLines([], [scallops])).toEqual([{ product_id: 'scallops', quantity: 0.25 }]);
  });
});

describe('merge at login', () => {
  it('keeps the server lines and adds local products not there yet', () => {
    const merged = mergeLines(
      [{ product_id: 'a', quantity: 2 }],
      [item('a', 5), item('b', 1), item('b', 4), item('c', 3)],
    );
    expect(merged).toEqual([
      { product_id: 'a', quantity: 2 },
      { product_id: 'b', quantity: 1 },
      { product_id: 'c', quantity: 3 },
    ]);
  });

  it('never loses or duplicates a product', () => {
    const ids = fc.array(fc.constantFrom('a', 'b', 'c', 'd', 'e'), { maxLength: 8 });
    fc.assert(
      fc.property(ids, ids, (server, local) => {
        const s = [...new Set(server)].map((id) => ({ product_id: id, quantity: 1 }));
        const merged = mergeLines(
          s,
          local.map((id) => item(id)),
        );
        const out = merged.map((l) => l.product_id);
        expect(new Set(out).size).toBe(out.length);
        expect(new Set(out)).toEqual(new Set([...server, ...local]));
      }),
    );
  });
});

describe('cart grouping and the ball', () => {
  it('groups per seller in first-seen order with exact totals', () => {
    const line = (id: string, seller: string, total: number) =>
      ({ product_id: id, seller_id: seller, total }) as CartLine;
    const groups = groupBySeller([line('a', 'x', 0.1), line('b', 'y', 5), line('c', 'x', 0.2)]);
    expect(groups.map((g) => [g.seller_id, g.total])).toEqual([
      ['x', 0.3],
      ['y', 5],
    ]);
  });

  it('is 35 px under 768 px wide, else 40 px (docs/product.md §9)', () => {
    expect(ballSize(390)).toBe(35);
    expect(ballSize(767)).toBe(35);
    expect(ballSize(768)).toBe(40);
  });
});
