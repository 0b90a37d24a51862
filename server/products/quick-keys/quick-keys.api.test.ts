import { describe, expect, it } from 'vitest';
import type { Product } from '../../../contract/products';
import { newProduct } from '../../orders/testing/test-helpers';
import { expectError } from '../../testing/expect-error';
import { serverWithCast } from '../../testing/file-server';
import { signUp } from '../../testing/test-server';

// docs/decisions/0230-quick-keys.md: a seller's quick keys are her own live products, in her order.
const { server, seller, otherSeller, buyer } = await serverWithCast();

const keysOf = async (token: string) =>
  (await server.call<{ items: Product[] }>('/res/product/quick_keys', {}, { token })).data.items.map(
    (p) => p.name,
  );
const setKeys = (token: string, ids: string[]) =>
  server.call<{ items: Product[] }>('/res/product/set_quick_keys', { product_ids: ids }, { token });

describe(`quick keys (${process.env.TEST_DB_KIND ?? 'sqlite'})`, () => {
  it('keeps the seller’s order, replaces it whole, and drops a removed product', async () => {
    const me = await signUp(server, 's');
    expect(await keysOf(me.token)).toEqual([]);
    const [bun, tart, tea] = await Promise.all(
      ['Pineapple bun', 'Egg tart', 'Milk tea'].map((name) => newProduct(server, me.token, { name })),
    );
    const saved = await setKeys(me.token, [tea!._id, bun!._id, tart!._id]);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.data.items.map((p) => p.name)).toEqual(['Milk tea', 'Pineapple bun', 'Egg tart']);
    // the owner's view: cost and the low-stock alert are there
    expect(saved.data.items[0]).toHaveProperty('cost');

    expect((await setKeys(me.token, [tart!._id, tea!._id])).status).toBe(200);
    expect(await keysOf(me.token)).toEqual(['Egg tart', 'Milk tea']);

    await server.call('/res/product/remove', { ids: [tart!._id] }, { token: me.token });
    expect(await keysOf(me.token)).toEqual(['Milk tea']);
    expect((await setKeys(me.token, [])).status).toBe(200);
    expect(await keysOf(me.token)).toEqual([]);
  });

  it('refuses another seller’s product, a removed one, a repeat, too many, and shoppers, writing nothing', async () => {
    const mine = await newProduct(server, seller.token, { name: 'Mine' });
    const theirs = await newProduct(server, otherSeller.token, { name: 'Theirs' });
    const gone = await newProduct(server, seller.token, { name: 'Gone' });
    await server.call('/res/product/remove', { ids: [gone._id] }, { token: seller.token });
    expect((await setKeys(seller.token, [mine._id])).status).toBe(200);

    expectError(await setKeys(seller.token, [mine._id, theirs._id]), 403);
    expectError(await setKeys(seller.token, [gone._id]), 404);
    expectError(await setKeys(seller.token, ['0'.repeat(24)]), 404);
    expectError(await setKeys(seller.token, [mine._id, mine._id]), 400);
    expectError(
      await setKeys(
        seller.token,
        Array.from({ length: 49 }, () => mine._id),
      ),
      400,
    );
    expectError(await setKeys(buyer.token, []), 403);
    expectError(
      await server.call(
        '/res/product/set_quick_keys',
        { product_ids: [mine._id], seller_id: 'x' },
        { token: seller.token },
      ),
      400,
    );
    expect(await keysOf(seller.token)).toEqual(['Mine']);
    // one seller's keys are not another's
    expect(await keysOf(otherSeller.token)).toEqual([]);
  });
});
