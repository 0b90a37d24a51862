import { describe, expect, it } from 'vitest';
import type { Order, Sale } from '../../../contract/orders';
import type { Product } from '../../../contract/products';
import { uploadImages } from '../../products/test-helpers';
import { serverWithCast } from '../../testing/file-server';
import { signUp } from '../../testing/test-server';
import { checkoutCart } from '../testing/online-orders';
import {
  addAddress,
  addToCart,
  expectError,
  idemKey,
  newProduct,
  showOrder,
  stockOf,
} from '../testing/test-helpers';

// docs/decisions/0231-open-price.md: a mixed bag's price is typed at the till for each sale; online it cannot
// be bought; every other product keeps ignoring a client's `price`.
const { server, buyer } = await serverWithCast();

function posCreate(token: string, item: Record<string, unknown>) {
  return server.call<{ order_id: string }>('/res/order/create', { order_type: 'POS-Sell', item }, { token });
}

async function payCash(token: string, id: string) {
  const res = await server.call(
    '/res/order/received_payment',
    { id, method: 'cash', idempotency_key: idemKey('op') },
    { token },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

async function lastSale(token: string): Promise<Sale> {
  const res = await server.call<{ items: Sale[] }>('/res/order/sales', { period: 'all' }, { token });
  return res.data.items[0]!;
}

describe(`open price (${process.env.TEST_DB_KIND ?? 'sqlite'})`, () => {
  it('a mixed bag sells at the price typed for it, with exact total, fee and profit; another product ignores a price', async () => {
    const me = await signUp(server, 's');
    const bag = await newProduct(server, me.token, {
      name: 'Mixed dried fruit bag',
      price: 0,
      cost: 12,
      quantity: 10,
      open_price: true,
    });
    expect(bag.open_price).toBe(true);
    const plain = await newProduct(server, me.token, {
      name: 'Egg rolls',
      price: 78,
      cost: 40,
      quantity: 10,
    });
    expect(plain.open_price).toBe(false);
    // shoppers see that its price is set at the stall
    const seen = await server.call<Product>('/res/product/get', { id: bag._id }, { token: buyer.token });
    expect(seen.data.open_price).toBe(true);

    const draft = await posCreate(me.token, { product_id: bag._id, quantity: 2, price: 35.5 });
    expect(draft.status, JSON.stringify(draft.body)).toBe(200);
    const id = draft.data.order_id;
    // a second line: the spec's cart item carries a price, which stays ignored for a catalogue-priced product
    const updated = await server.call<Order>(
      '/res/order/update',
      {
        id,
        items: [
          { product_id: bag._id, quantity: 2, price: 35.5 },
          { product_id: plain._id, quantity: 1, price: 1 },
        ],
      },
      { token: me.token },
    );
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.data.items.map((l) => [l.name, l.price, l.total])).toEqual([
      ['Mixed dried fruit bag', 35.5, 71],
      ['Egg rolls', 78, 78],
    ]);
    expect(updated.data.total).toBe(149);
    // shown again (drafts are priced anew from the catalogue): the typed price stays
    expect((await showOrder(server, me.token, id)).items[0]!.price).toBe(35.5);

    await payCash(me.token, id);
    const sale = await lastSale(me.token);
    expect(sale.total).toBe(149);
    // cash carries no fee: profit = 71 − 2 × 12 + 78 − 40
    expect(sale.total_profit).toBe(85);
    // its stock is not counted: a sale takes none (docs/decisions/0263-product-files.md)
    expect(await stockOf(server, bag._id)).toBe(0);

    // the price can be changed on the draft before paying
    const next = (await posCreate(me.token, { product_id: bag._id, quantity: 1, price: 20 })).data.order_id;
    const changed = await server.call<Order>(
      '/res/order/update',
      { id: next, items: [{ product_id: bag._id, quantity: 1, price: 25 }] },
      { token: me.token },
    );
    expect(changed.data.total).toBe(25);
  });

  it('without a fair price it is refused and nothing is written', async () => {
    const me = await signUp(server, 's');
    const bag = await newProduct(server, me.token, { price: 0, quantity: 5, open_price: true });
    for (const price of [undefined, null, 0, -1, 12.345, '35', 100_000_001]) {
      const res = await posCreate(me.token, {
        product_id: bag._id,
        quantity: 1,
        ...(price === undefined ? {} : { price }),
      });
      expect([price, res.status]).toEqual([price, 400]);
    }
    const res = await posCreate(me.token, { product_id: bag._id, quantity: 1 });
    expect((res.body as { error?: { message?: string } }).error?.message ?? JSON.stringify(res.body)).toMatch(
      /Enter the price/,
    );
    expect(await stockOf(server, bag._id)).toBe(0);
    const drafts = await server.call<{ items: unknown[] }>(
      '/res/order/sales',
      { period: 'all' },
      { token: me.token },
    );
    expect(drafts.data.items).toHaveLength(0);
  });

  it('online, an open-price product cannot be put in a cart, nor checked out after it became one', async () => {
    const me = await signUp(server, 's');
    const bag = await newProduct(server, me.token, { price: 50, quantity: 5, open_price: true });
    expectError(
      await server.call(
        '/res/order/create',
        { order_type: 'Online-Sell', item: { product_id: bag._id, quantity: 1, price: 1 } },
        { token: buyer.token },
      ),
      409,
    );

    const shopper = await signUp(server, 'c');
    const tea = await newProduct(server, me.token, { price: 45, quantity: 5 });
    const cartId = await addToCart(server, shopper.token, tea._id, 1);
    const edited = await server.call(
      '/res/product/update',
      {
        id: tea._id,
        name: tea.name,
        description: tea.description,
        price: 45,
        cost: tea.cost,
        quantity: 5,
        imagePath: await uploadImages(server, me.token),
        open_price: true,
      },
      { token: me.token },
    );
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expectError(
      await checkoutCart(server, shopper.token, cartId, {
        address_id: await addAddress(server, shopper.token),
      }),
      409,
    );
    // made open-price, its stock is no longer counted (docs/decisions/0263-product-files.md)
    expect(await stockOf(server, tea._id)).toBe(0);
  });

  it('an offline sale carries the typed price; without one it is refused', async () => {
    const me = await signUp(server, 's');
    const bag = await newProduct(server, me.token, { price: 0, cost: 5, quantity: 5, open_price: true });
    const record = (items: unknown[]) =>
      server.call<{ total: number }>(
        '/res/order/offline_sale',
        { idempotency_key: idemKey('off'), method: 'cash', sold_at: Date.now(), items },
        { token: me.token },
      );
    expectError(await record([{ product_id: bag._id, quantity: 1 }]), 400);
    const ok = await record([{ product_id: bag._id, quantity: 3, price: 18.8 }]);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.data.total).toBe(56.4);
    // not counted, so never oversold (docs/decisions/0263-product-files.md)
    expect(await stockOf(server, bag._id)).toBe(0);
  });
});
