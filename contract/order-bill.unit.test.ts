import { describe, expect, it } from 'vitest';
import { toCents } from './money';
import { orderBill } from './order-bill';
import type { Order } from './orders';
import { billDiscountRows, billFigures, soldLineOf } from './sale-figures';

type Billed = Parameters<typeof orderBill>[0];
type Line = Order['items'][number];

function line(quantity: number, originalPrice: number, price: number, off = 0, billShare = 0): Line {
  return {
    product_id: 'p',
    seller_id: 's',
    seller_name: null,
    name: 'Item',
    quantity,
    unit: 'piece',
    price,
    original_price: originalPrice,
    discount: 0,
    thumbnail: null,
    total: 0,
    transaction_fee: 0,
    discount_amount: off,
    bill_discount_share: billShare,
  };
}

/** what the order page, the till's text receipt and the customer display each composed before orderBill */
function composedAsBefore(order: Billed) {
  const sold = order.items.map(soldLineOf);
  const bill = billFigures(
    sold,
    toCents(order.discount_amount),
    toCents(order.delivery_fee),
    toCents(order.rounding),
  );
  const off = billDiscountRows(
    bill.bill_discount_cents,
    toCents(order.points_discount ?? 0),
    toCents(order.stamps_discount ?? 0),
  );
  return { sold, bill, off };
}

const orders: Record<string, Billed> = {
  'no discount': {
    items: [line(2, 12.5, 12.5), line(0.355, 88, 88)],
    discount_amount: 0,
    delivery_fee: 0,
    rounding: 0,
  },
  "the shop's bill discount, shared over the lines": {
    items: [line(1, 30, 30, 3, 3), line(3, 10, 9, 5, 2)],
    discount_amount: 5,
    delivery_fee: 25,
    rounding: 0,
    points_discount: 0,
    stamps_discount: 0,
  },
  'points paying part of the discount': {
    items: [line(1, 48, 48, 8.5, 8.5), line(2, 16, 16, 0, 0)],
    discount_amount: 8.5,
    delivery_fee: 0,
    rounding: 0.03,
    points_discount: 3.5,
  },
  "a stamp card's free item and points": {
    items: [line(1, 28, 28, 28, 28), line(2, 22, 22, 4, 4)],
    discount_amount: 32,
    delivery_fee: 0,
    rounding: -0.02,
    points_discount: 4,
    stamps_discount: 28,
  },
  'points recorded beyond the discount (clamped)': {
    items: [line(1, 10, 10, 1, 1)],
    discount_amount: 1,
    delivery_fee: 0,
    rounding: 0,
    points_discount: 2,
    stamps_discount: 5,
  },
  'cash rounding on a weighed line': {
    items: [line(0.417, 73.8, 73.8)],
    discount_amount: 0,
    delivery_fee: 0,
    rounding: 0.02,
  },
};

describe('orderBill', () => {
  for (const [name, order] of Object.entries(orders)) {
    it(`gives what the composition it replaced gave: ${name}`, () => {
      expect(orderBill(order)).toEqual(composedAsBefore(order));
    });
  }

  it('splits the bill discount into its rows, and the rows add up to it', () => {
    const { bill, off } = orderBill(orders["a stamp card's free item and points"]!);
    expect(bill).toMatchObject({ subtotal_cents: 7200, bill_discount_cents: 3200, rounding_cents: -2 });
    expect(bill.total_cents).toBe(7200 - 3200 - 2);
    expect(off).toEqual({ shop_cents: 0, points_cents: 400, stamps_cents: 2800 });
  });

  it('never shows more points or stamps than the discount', () => {
    const { off } = orderBill(orders['points recorded beyond the discount (clamped)']!);
    expect(off).toEqual({ shop_cents: 0, points_cents: 100, stamps_cents: 0 });
  });
});
