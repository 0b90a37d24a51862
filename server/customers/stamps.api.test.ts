import { describe, expect, it } from 'vitest';
import type { Customer } from '../../contract/customers';
import type { Receipt } from '../../contract/receipts';
import {
  memberOf,
  paidTillSaleFor,
  payInCash,
  type SaleItem,
  tillDraftFor,
} from '../orders/testing/member-sales';
import { checkoutCart } from '../orders/testing/online-orders';
import { refundLines } from '../orders/testing/refunds';
import {
  addAddress,
  addToCart,
  idemKey,
  newProduct,
  paymentCode,
  showOrder,
} from '../orders/testing/test-helpers';
import { serverForFile } from '../testing/file-server';
import { signUp } from '../testing/test-server';

// docs/decisions/0289-stamp-cards.md: one stamp per qualifying unit of a paid sale, once; a full card makes the
// cheapest qualifying unit on a till bill free, in the order's figures; refunds take stamps and cards back.
const server = await serverForFile();

describe(`stamp cards (${process.env.TEST_DB_KIND ?? 'sqlite'})`, () => {
  it('earns per unit once, refuses a card not full, gives the cheapest unit free, refunds take back', async () => {
    const shop = await signUp(server, 's');
    const other = await signUp(server, 's');
    const mei = await signUp(server, 'c');
    const as = { token: shop.token };
    const tart = await newProduct(server, shop.token, { name: 'Egg tart', price: 8, quantity: 50 });
    const tea = await newProduct(server, shop.token, { name: 'Milk tea', price: 38, quantity: 50 });
    const theirs = await newProduct(server, other.token, { name: 'Bun', price: 6, quantity: 5 });

    // the card: 5 stamps make an egg tart free; a card of 1, or another shop's product, is refused
    const bad = await server.call(
      '/res/loyalty/settings',
      { kind: 'stamps', stamps: 1, reward: { product_id: tart._id } },
      as,
    );
    expect(bad.status).toBe(400);
    const foreign = await server.call(
      '/res/loyalty/settings',
      { kind: 'stamps', stamps: 5, reward: { product_id: theirs._id } },
      as,
    );
    expect(foreign.status).toBe(400);
    const set = await server.call(
      '/res/loyalty/settings',
      { kind: 'stamps', stamps: 5, reward: { product_id: tart._id } },
      as,
    );
    expect(set.data).toEqual({ kind: 'stamps', stamps: 5, reward: { product_id: tart._id } });
    expect((await server.call('/res/loyalty/settings', {}, as)).data).toEqual(set.data);

    const her = await memberOf(server, shop, mei);
    const balance = async () =>
      (
        await server.call<{ stamps: number; settings: { kind: string } }>(
          '/res/loyalty/balance',
          { seller_id: shop.user_id },
          { token: mei.token },
        )
      ).data;
    const draft = async (items: SaleItem[], stamps?: boolean) => {
      const { id, update } = await tillDraftFor(
        server,
        shop.token,
        her,
        items,
        stamps === undefined ? {} : { redeem_stamps: stamps },
      );
      return { id, up: update };
    };
    const pay = (id: string) => payInCash(server, shop.token, id);

    // a till sale of 3 tarts and a tea: 3 stamps (the tea earns none), read twice: once
    const first = await draft([
      { product_id: tart._id, quantity: 3 },
      { product_id: tea._id, quantity: 1 },
    ]);
    await pay(first.id);
    expect(await balance()).toMatchObject({ stamps: 3, settings: { kind: 'stamps' } });
    expect((await balance()).stamps).toBe(3);

    // 3 of 5: a card not full is refused
    const early = await draft([{ product_id: tart._id, quantity: 1 }], true);
    expect(early.up.status).toBe(400);

    // online: 2 tarts, paid: 5 stamps, the card is full; the customer list and her page show them
    const cart = await addToCart(server, mei.token, tart._id, 2);
    const address = await addAddress(server, mei.token);
    const placed = await checkoutCart(server, mei.token, cart, { address_id: address });
    const code = await paymentCode(server, shop.token);
    const online = await server.call(
      '/res/order/received_payment',
      { id: placed.data.orders[0]!.order_id, method: code, idempotency_key: idemKey('o') },
      as,
    );
    expect(online.status, JSON.stringify(online.body)).toBe(200);
    expect((await balance()).stamps).toBe(5);
    expect((await balance()).stamps).toBe(5);
    const got = await server.call<Customer>('/res/customer/get', { customer_id: her }, as);
    expect(got.data.stamps).toBe(5);
    // the card's size with her entry: the till tells a full card from it (5 of 5)
    expect(got.data.stamps_card).toBe(5);

    // a full card on a bill with no tart is refused; with 2 tarts ($8) and a tea ($38), one tart is free: $8.00 off,
    // in the order's discount, its lines' bill shares and its receipt
    const noTart = await draft([{ product_id: tea._id, quantity: 1 }], true);
    expect(noTart.up.status).toBe(400);
    const free = await draft(
      [
        { product_id: tart._id, quantity: 2 },
        { product_id: tea._id, quantity: 1 },
      ],
      true,
    );
    expect(free.up.status, JSON.stringify(free.up.body)).toBe(200);
    expect(free.up.data).toMatchObject({ stamps_redeemed: 5, stamps_discount: 8, discount_amount: 8 });
    await pay(free.id);
    const sale = await showOrder(server, shop.token, free.id);
    expect(sale).toMatchObject({
      total: 46,
      discount_amount: 8,
      stamps_discount: 8,
      stamps_redeemed: 5,
      points_discount: 0,
    });
    const lineTotals = sale.items.reduce((n, l) => n + Math.round(l.total * 100), 0);
    expect(lineTotals).toBe(4600);
    const shares = sale.items.reduce((n, l) => n + Math.round((l.bill_discount_share ?? 0) * 100), 0);
    expect(shares).toBe(800);
    const link = await server.call<{ token: string }>('/res/receipt/link', { id: free.id }, as);
    const receipt = await server.call<Receipt>('/res/receipt/get', { token: link.data.token });
    expect(receipt.data).toMatchObject({ subtotal: 54, discount: 8, stamps_discount: 8, total: 46 });
    // the card is used: 5 − 5, and the sale's paid tart earns 1 (the free one none)
    expect((await balance()).stamps).toBe(1);
    expect((await balance()).stamps).toBe(1);
    // paid once: the card cannot be used again
    const again = await draft([{ product_id: tart._id, quantity: 1 }], true);
    expect(again.up.status).toBe(400);

    // a partial refund of the first sale takes its stamps back (1 tart: 1 stamp), never below zero
    const refund = (id: string, lines: { product_id: string; quantity: number }[]) =>
      refundLines(
        server,
        as,
        id,
        lines.map((l) => ({ ...l, restock: true })),
        'Back',
      );
    await refund(first.id, [{ product_id: tart._id, quantity: 1 }]);
    expect((await balance()).stamps).toBe(0);
    await refund(first.id, [{ product_id: tart._id, quantity: 2 }]);
    expect((await balance()).stamps).toBe(0);
    // every tart of the free sale back: its stamp taken, its card given back whole
    await refund(free.id, [{ product_id: tart._id, quantity: 2 }]);
    expect((await balance()).stamps).toBe(2);
    expect((await balance()).stamps).toBe(2);
  });

  it('a category card counts every unit of the category; switching to points and back keeps the card', async () => {
    const shop = await signUp(server, 's');
    const mei = await signUp(server, 'c');
    const as = { token: shop.token };
    // the test products are in the category "Test"; the card names it in other letters; a weighed line is one stamp
    const bun = await newProduct(server, shop.token, { name: 'Pineapple bun', price: 9, quantity: 20 });
    const nuts = await newProduct(server, shop.token, {
      name: 'Cashews',
      price: 80,
      quantity: 20,
      unit: 'catty',
    });
    const set = await server.call(
      '/res/loyalty/settings',
      { kind: 'stamps', stamps: 10, reward: { category: 'TEST' } },
      as,
    );
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    await paidTillSaleFor(server, shop.token, await memberOf(server, shop, mei), [
      { product_id: bun._id, quantity: 2 },
      { product_id: nuts._id, quantity: 1.5 },
    ]);
    const stamps = async () =>
      (
        await server.call<{ stamps: number }>(
          '/res/loyalty/balance',
          { seller_id: shop.user_id },
          { token: mei.token },
        )
      ).data.stamps;
    expect(await stamps()).toBe(3);
    const points = await server.call('/res/loyalty/settings', { kind: 'points', percent: 5 }, as);
    expect(points.data).toEqual({ kind: 'points', percent: 5 });
    expect(await stamps()).toBe(0);
    const back = await server.call(
      '/res/loyalty/settings',
      { kind: 'stamps', stamps: 10, reward: { category: 'TEST' } },
      as,
    );
    expect(back.data).toEqual({ kind: 'stamps', stamps: 10, reward: { category: 'TEST' } });
    expect(await stamps()).toBe(3);
  });
});
