import { describe, expect, it } from 'vitest';
import type { Receipt } from '../../../contract/receipts';
import { serverForFile } from '../../testing/file-server';
import { signUp, type TestSession } from '../../testing/test-server';
import { memberOf, paidTillSaleFor, type Redeem, type SaleItem } from '../testing/member-sales';
import { checkoutCart } from '../testing/online-orders';
import { refundLines } from '../testing/refunds';
import { addAddress, addToCart, idemKey, newProduct } from '../testing/test-helpers';

// docs/decisions/0283-loyalty.md, "On the receipt": what a sale earned and the customer's balance as of it, for the
// shop and the customer herself; earned only for anyone else holding the link; nothing for a walk-in.
const server = await serverForFile();

/** a shop, a member of it (her entry made from her member QR), and the calls a till makes */
async function shopWithMember() {
  const shop = await signUp(server, 's');
  const mei = await signUp(server, 'c');
  const as = { token: shop.token };
  const her = await memberOf(server, shop, mei);
  /** a paid till sale, for her unless `walkIn` */
  const sell = (items: SaleItem[], extra: Redeem & { walkIn?: boolean } = {}) => {
    const { walkIn, ...redeem } = extra;
    return paidTillSaleFor(server, shop.token, walkIn ? null : her, items, redeem);
  };
  const token = async (id: string) =>
    (await server.call<{ token: string }>('/res/receipt/link', { id }, as)).data.token;
  /** the receipt as `who` reads it (no one: signed out) */
  const receipt = async (id: string, who?: TestSession) => {
    const res = await server.call<Receipt>(
      '/res/receipt/get',
      { token: await token(id) },
      who ? { token: who.token } : {},
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.data;
  };
  const refund = (id: string, lines: { product_id: string; quantity: number }[]) =>
    refundLines(
      server,
      as,
      id,
      lines.map((l) => ({ ...l, restock: true })),
      'Back',
    );
  const balance = async () =>
    (
      await server.call<{ points: number; stamps: number }>(
        '/res/loyalty/balance',
        { seller_id: shop.user_id },
        { token: mei.token },
      )
    ).data;
  return { shop, mei, as, sell, receipt, refund, balance };
}

const LOYALTY_KEYS = [
  'points_earned',
  'points_balance',
  'stamps_earned',
  'stamps_card_size',
  'stamps_balance',
] as const;
const loyaltyOf = (r: Receipt) =>
  Object.fromEntries(LOYALTY_KEYS.flatMap((k) => (k in r ? [[k, r[k]]] : [])));

describe(`a receipt's loyalty (${process.env.TEST_DB_KIND ?? 'sqlite'})`, () => {
  it('points: earned and her balance as of the sale; a later refund changes neither, an earlier one counts', async () => {
    const { shop, mei, as, sell, receipt, refund, balance } = await shopWithMember();
    const scallops = await newProduct(server, shop.token, { name: 'Scallops', price: 120, quantity: 50 });
    await server.call('/res/loyalty/settings', { kind: 'points', percent: 5 }, as);

    // 3 × $120.00 at 5 %: 1,800 points, and 1,800 is all she has
    const first = await sell([{ product_id: scallops._id, quantity: 3 }]);
    expect(loyaltyOf(await receipt(first, shop))).toEqual({ points_earned: 1800, points_balance: 1800 });
    // the customer herself, signed in, sees her balance; signed out, or anyone else: what the sale earned only
    expect(loyaltyOf(await receipt(first, mei))).toEqual({ points_earned: 1800, points_balance: 1800 });
    expect(loyaltyOf(await receipt(first))).toEqual({ points_earned: 1800 });
    const stranger = await signUp(server, 'c');
    expect(loyaltyOf(await receipt(first, stranger))).toEqual({ points_earned: 1800 });
    const otherShop = await signUp(server, 's');
    expect(loyaltyOf(await receipt(first, otherShop))).toEqual({ points_earned: 1800 });

    // one scallop back: 600 points taken back today, not on the receipt printed before it
    await refund(first, [{ product_id: scallops._id, quantity: 1 }]);
    expect((await balance()).points).toBe(1200);
    expect(loyaltyOf(await receipt(first, shop))).toEqual({ points_earned: 1800, points_balance: 1800 });

    // the next sale uses 500 points ($5.00 off $120.00) and earns 5 % of $115.00 = 575: 1,200 − 500 + 575
    const second = await sell([{ product_id: scallops._id, quantity: 1 }], { redeem_points: 500 });
    const r2 = await receipt(second, shop);
    expect(r2).toMatchObject({ points_redeemed: 500, points_discount: 5, total: 115 });
    expect(loyaltyOf(r2)).toEqual({ points_earned: 575, points_balance: 1275 });
    expect((await balance()).points).toBe(1275);

    // all of it back later: her points go back to 1,200, both receipts stay as printed
    await refund(second, [{ product_id: scallops._id, quantity: 1 }]);
    expect((await balance()).points).toBe(1200);
    expect(loyaltyOf(await receipt(second, shop))).toEqual({ points_earned: 575, points_balance: 1275 });
    expect(loyaltyOf(await receipt(first, mei))).toEqual({ points_earned: 1800, points_balance: 1800 });
  });

  it('a walk-in sale, and a sale at a shop without a programme, have none of the fields', async () => {
    const { shop, as, sell, receipt } = await shopWithMember();
    const bun = await newProduct(server, shop.token, { name: 'Bun', price: 10, quantity: 50 });
    const before = await sell([{ product_id: bun._id, quantity: 2 }]);
    expect(loyaltyOf(await receipt(before, shop))).toEqual({});
    await server.call('/res/loyalty/settings', { kind: 'points', percent: 10 }, as);
    const walkIn = await sell([{ product_id: bun._id, quantity: 2 }], { walkIn: true });
    expect(loyaltyOf(await receipt(walkIn, shop))).toEqual({});
    // a sale paid before the programme started earned nothing: still none, now that it runs
    expect(loyaltyOf(await receipt(before, shop))).toEqual({});
  });

  it('stamps: earned, the card "n of N" as of the sale, a used card; a later refund changes no receipt', async () => {
    const { shop, mei, as, sell, receipt, refund, balance } = await shopWithMember();
    const tart = await newProduct(server, shop.token, { name: 'Egg tart', price: 8, quantity: 50 });
    const tea = await newProduct(server, shop.token, { name: 'Milk tea', price: 38, quantity: 50 });
    await server.call(
      '/res/loyalty/settings',
      { kind: 'stamps', stamps: 5, reward: { product_id: tart._id } },
      as,
    );
    // 3 tarts and a tea: 3 stamps, 3 of 5
    const first = await sell([
      { product_id: tart._id, quantity: 3 },
      { product_id: tea._id, quantity: 1 },
    ]);
    const r1 = await receipt(first, shop);
    expect(loyaltyOf(r1)).toEqual({ stamps_earned: 3, stamps_card_size: 5, stamps_balance: 3 });
    expect(loyaltyOf(await receipt(first, mei))).toEqual(loyaltyOf(r1));
    expect(loyaltyOf(await receipt(first))).toEqual({ stamps_earned: 3, stamps_card_size: 5 });

    // 2 more: the card is full (5 of 5); then a full card makes a tart free, the paid one earns 1: 1 of 5
    const second = await sell([{ product_id: tart._id, quantity: 2 }]);
    expect(loyaltyOf(await receipt(second, shop))).toMatchObject({ stamps_earned: 2, stamps_balance: 5 });
    const free = await sell([{ product_id: tart._id, quantity: 2 }], { redeem_stamps: true });
    const r3 = await receipt(free, shop);
    expect(r3.stamps_discount).toBe(8);
    expect(loyaltyOf(r3)).toEqual({ stamps_earned: 1, stamps_card_size: 5, stamps_balance: 1 });
    expect((await balance()).stamps).toBe(1);

    // a tart of the first sale back later: 1 stamp taken back today, none of the receipts changes
    await refund(first, [{ product_id: tart._id, quantity: 1 }]);
    expect((await balance()).stamps).toBe(0);
    expect(loyaltyOf(await receipt(first, shop))).toMatchObject({ stamps_balance: 3 });
    expect(loyaltyOf(await receipt(second, shop))).toMatchObject({ stamps_balance: 5 });
    expect(loyaltyOf(await receipt(free, shop))).toMatchObject({ stamps_balance: 1 });
    // the next sale counts that refund: 0 + 1
    const after = await sell([{ product_id: tart._id, quantity: 1 }]);
    expect(loyaltyOf(await receipt(after, shop))).toEqual({
      stamps_earned: 1,
      stamps_card_size: 5,
      stamps_balance: 1,
    });
  });

  it('an online order: its buyer is the customer and sees her balance on its receipt', async () => {
    const { shop, mei, as, receipt } = await shopWithMember();
    const tea = await newProduct(server, shop.token, { name: 'Oolong', price: 50, quantity: 50 });
    await server.call('/res/loyalty/settings', { kind: 'points', percent: 10 }, as);
    const cart = await addToCart(server, mei.token, tea._id, 2);
    const placed = await checkoutCart(server, mei.token, cart, {
      address_id: await addAddress(server, mei.token),
    });
    const id = placed.data.orders[0]!.order_id;
    const paid = await server.call(
      '/res/order/received_payment',
      { id, method: 'cash', idempotency_key: idemKey('pay') },
      as,
    );
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const r = await receipt(id, mei);
    // 10 % of what it came to (its delivery fee too, as points count a sale's total)
    expect(r.points_earned).toBe(Math.floor(r.total * 10));
    expect(r.points_balance).toBe(r.points_earned);
    expect(loyaltyOf(await receipt(id))).toEqual({ points_earned: r.points_earned });
  });
});
