import { describe, expect, it } from 'vitest';
import type { Notification } from '../../../contract/notifications';
import type { Product } from '../../../contract/products';
import { checkoutCart } from '../../orders/testing/online-orders';
import { addAddress, addToCart } from '../../orders/testing/test-helpers';
import { expectError } from '../../testing/expect-error';
import { serverWithCast } from '../../testing/file-server';
import { createProduct, productForm, uploadImages } from '../test-helpers';

/**
 * "Notify me when it's back" (docs/decisions/0241-restock-alerts.md), on SQLite and PostgreSQL: told once when
 * stock goes 0 → n, never again on n → n+1; a variant on its own; stock back from a cancelled order found by the
 * sweep.
 */
const { server, seller, buyer, otherBuyer } = await serverWithCast({ RESTOCK_SWEEP_SECONDS: '1' });

async function backInStock(token: string): Promise<Notification[]> {
  const res = await server.call<{ items: Notification[] }>('/user/notification/list', {}, { token });
  return res.data.items.filter((n) => n.kind === 'back_in_stock');
}

/** the notifications once they settle (the check after an edit runs just after the answer) */
async function settled(token: string, count: number): Promise<Notification[]> {
  for (let i = 0; i < 40; i += 1) {
    const found = await backInStock(token);
    if (found.length >= count) return found;
    await new Promise((r) => setTimeout(r, 100));
  }
  return backInStock(token);
}

async function setStock(product: Product, quantity: number, imagePath: string[]) {
  const res = await server.call(
    '/res/product/update',
    productForm(imagePath, {
      id: product._id,
      name: product.name,
      description: product.description,
      category: product.category,
      quantity,
    }),
    { token: seller.token },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

describe('restock alerts', () => {
  it('tells the shopper once when stock goes 0 → n, not again on n → n+1', async () => {
    const images = await uploadImages(server, seller.token);
    const product = await createProduct(server, seller.token, {
      name: 'Hokkaido scallops 北海道元貝',
      quantity: 0,
      imagePath: images,
    });
    const asked = await server.call<{ alert: { product_id: string } }>(
      '/res/product/notify_restock',
      { id: product._id },
      { token: buyer.token },
    );
    expect(asked.status).toBe(200);
    // asking twice keeps one alert
    await server.call('/res/product/notify_restock', { id: product._id }, { token: buyer.token });
    const list = await server.call<{ items: unknown[] }>(
      '/res/product/restock_alerts',
      {},
      { token: buyer.token },
    );
    expect(list.data.items).toEqual([{ product_id: product._id, variant_id: null }]);

    await setStock(product, 3, images);
    const told = await settled(buyer.token, 1);
    expect(told).toHaveLength(1);
    expect(told[0]!.params).toMatchObject({ product_id: product._id, title: 'Hokkaido scallops 北海道元貝' });
    expect(told[0]!.actor).toBeNull();
    const after = await server.call<{ items: unknown[] }>(
      '/res/product/restock_alerts',
      {},
      { token: buyer.token },
    );
    expect(after.data.items).toEqual([]);

    await setStock(product, 4, images);
    await new Promise((r) => setTimeout(r, 1500)); // past a sweep
    expect(await backInStock(buyer.token)).toHaveLength(1);
    // while it is in stock, "Notify me" is refused
    expectError(
      await server.call('/res/product/notify_restock', { id: product._id }, { token: otherBuyer.token }),
      409,
      40980,
    );
  });

  it('a variant is waited for on its own; a cancelled alert never fires', async () => {
    const images = await uploadImages(server, seller.token);
    const res = await server.call<{ product: Product }>(
      '/res/product/create',
      {
        name: 'Shui Xian tea 水仙茶',
        description: 'Wuyi rock oolong',
        price: 88,
        cost: 45,
        quantity: 0,
        category: ['Tea'],
        imagePath: images,
        variants: [
          { name: '150 g', price: 88, cost: 45, quantity: 0 },
          { name: '500 g', price: 268, cost: 140, quantity: 2 },
        ],
      },
      { token: seller.token },
    );
    const tea = res.data.product;
    const [small, large] = tea.variants;
    expectError(
      await server.call(
        '/res/product/notify_restock',
        { id: tea._id, variant_id: large!._id },
        { token: buyer.token },
      ),
      409,
      40980,
    );
    for (const who of [otherBuyer, buyer]) {
      const ok = await server.call(
        '/res/product/notify_restock',
        { id: tea._id, variant_id: small!._id },
        { token: who.token },
      );
      expect(ok.status).toBe(200);
    }
    await server.call(
      '/res/product/cancel_restock',
      { id: tea._id, variant_id: small!._id },
      { token: otherBuyer.token },
    );
    const before = (await backInStock(buyer.token)).length;

    const update = await server.call(
      '/res/product/update',
      {
        id: tea._id,
        name: tea.name,
        description: tea.description,
        price: 88,
        cost: 45,
        quantity: 0,
        category: ['Tea'],
        imagePath: images,
        variants: [
          { _id: small!._id, name: '150 g', price: 88, cost: 45, quantity: 6 },
          { _id: large!._id, name: '500 g', price: 268, cost: 140, quantity: 2 },
        ],
      },
      { token: seller.token },
    );
    expect(update.status, JSON.stringify(update.body)).toBe(200);
    const told = await settled(buyer.token, before + 1);
    expect(told[0]!.params.title).toBe('Shui Xian tea 水仙茶 · 150 g');
    await new Promise((r) => setTimeout(r, 1500));
    expect(await backInStock(otherBuyer.token)).toHaveLength(0);
  });

  it('stock back from a cancelled order is found by the sweep', async () => {
    const product = await createProduct(server, seller.token, { name: 'Dried shrimp 蝦米', quantity: 1 });
    // the last one is taken by an order awaiting payment
    const cart = await addToCart(server, otherBuyer.token, product._id, 1);
    const placed = await checkoutCart(server, otherBuyer.token, cart, {
      address_id: await addAddress(server, otherBuyer.token),
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const before = (await backInStock(buyer.token)).length;
    expect(
      (await server.call('/res/product/notify_restock', { id: product._id }, { token: buyer.token })).status,
    ).toBe(200);
    const cancelled = await server.call(
      '/res/order/cancel',
      { id: placed.data.orders[0]!.order_id },
      { token: otherBuyer.token },
    );
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const told = await settled(buyer.token, before + 1);
    expect(told.length).toBe(before + 1);
    expect(told[0]!.params.product_id).toBe(product._id);
  });
});
