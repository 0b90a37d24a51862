import { describe, expect, it } from 'vitest';
import type { Product } from '../../contract/products';
import { serverWithSeller } from '../testing/file-server';
import { expectError, uploadImages } from './test-helpers';

/**
 * An open-price product is saved without a price, cost or stock count (docs/decisions/0263-product-files.md), on
 * SQLite and PostgreSQL; any other product still needs all three. Its stock is not counted: the till sells it
 * again and again without taking any.
 */
const { server, seller: mei } = await serverWithSeller();
const images = await uploadImages(server, mei.token, 1);

const bagForm = { name: 'Mixed dried seafood bag', description: 'Priced at the stall', open_price: true };

describe('open price without a price, cost or stock', () => {
  it('is created and edited with none of the three', async () => {
    const made = await server.call<{ product: Product }>(
      '/res/product/create',
      { ...bagForm, imagePath: images },
      { token: mei.token },
    );
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const bag = made.data.product;
    expect([bag.open_price, bag.price, bag.cost, bag.quantity]).toEqual([true, 0, 0, 0]);
    const edited = await server.call<{ product: Product }>(
      '/res/product/update',
      { id: bag._id, ...bagForm, name: 'Mixed seafood bag', imagePath: images },
      { token: mei.token },
    );
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.data.product.name).toBe('Mixed seafood bag');
    // left out on update, open price stays: still no price needed
    const again = await server.call(
      '/res/product/update',
      { id: bag._id, name: 'Mixed seafood bag', description: 'x', imagePath: images },
      { token: mei.token },
    );
    expect(again.status, JSON.stringify(again.body)).toBe(200);
  });

  it('any other product still needs a price, a cost and a stock count, naming the missing one', async () => {
    const form = { name: 'Egg rolls', description: 'Tin of 24', imagePath: images };
    expect(
      await expectError(
        await server.call('/res/product/create', { ...form, cost: 1, quantity: 1 }, { token: mei.token }),
        400,
      ),
    ).toMatch(/^price:/);
    expect(
      await expectError(
        await server.call('/res/product/create', { ...form, price: 1, quantity: 1 }, { token: mei.token }),
        400,
      ),
    ).toMatch(/^cost:/);
    expect(
      await expectError(
        await server.call('/res/product/create', { ...form, price: 1, cost: 1 }, { token: mei.token }),
        400,
      ),
    ).toMatch(/^quantity:/);
    // turning open price off needs them again
    const bag = (
      await server.call<{ product: Product }>(
        '/res/product/create',
        { ...bagForm, imagePath: images },
        { token: mei.token },
      )
    ).data.product;
    await expectError(
      await server.call(
        '/res/product/update',
        { id: bag._id, ...bagForm, open_price: false, imagePath: images },
        { token: mei.token },
      ),
      400,
    );
  });

  it('sells at the till again and again without a stock count', async () => {
    const bag = (
      await server.call<{ product: Product }>(
        '/res/product/create',
        { ...bagForm, imagePath: images },
        { token: mei.token },
      )
    ).data.product;
    for (const price of [35.5, 20]) {
      const draft = await server.call<{ order_id: string }>(
        '/res/order/create',
        { order_type: 'POS-Sell', item: { product_id: bag._id, quantity: 3, price } },
        { token: mei.token },
      );
      expect(draft.status, JSON.stringify(draft.body)).toBe(200);
      const paid = await server.call(
        '/res/order/received_payment',
        { id: draft.data.order_id, method: 'cash', idempotency_key: `k${price}${Date.now()}` },
        { token: mei.token },
      );
      expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    }
    const after = await server.call<Product>('/res/product/get', { id: bag._id }, { token: mei.token });
    expect(after.data.quantity).toBe(0);
  });
});
