import { describe, expect, it } from 'vitest';
import type { Product } from '../../../contract/products';
import { inbox } from '../../notifications/test-helpers';
import { newProduct } from '../../orders/testing/test-helpers';
import { paidTillSale } from '../../orders/testing/till-sales';
import { expectError } from '../../testing/expect-error';
import { serverWithCast } from '../../testing/file-server';
import { signUp } from '../../testing/test-server';
import { uploadImages } from '../test-helpers';

// docs/decisions/0229-low-stock.md: each product has its own low-stock alert; selling down to it tells the
// seller once, and her "to reorder" list holds the products at or below theirs.
const { server, seller, buyer } = await serverWithCast();

/** the product's own fields again, with a photo (an edit needs one), and `fields` changed */
async function update(token: string, p: Product, fields: Record<string, unknown> = {}) {
  const res = await server.call<{ product: Product }>(
    '/res/product/update',
    {
      id: p._id,
      name: p.name,
      description: p.description,
      price: p.price,
      cost: p.cost,
      quantity: p.quantity,
      category: p.category,
      imagePath: await uploadImages(server, token),
      ...fields,
    },
    { token },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.data.product;
}

describe(`low-stock alerts (${process.env.TEST_DB_KIND ?? 'sqlite'})`, () => {
  it('is 5 unless set, shown to its seller only, kept by an update that leaves it out', async () => {
    const plain = await newProduct(server, seller.token, { quantity: 10 });
    expect(plain.low_stock).toBe(5);
    const own = await newProduct(server, seller.token, { quantity: 10, low_stock: 3 });
    expect(own.low_stock).toBe(3);
    const seen = await server.call<Product>('/res/product/get', { id: own._id }, { token: buyer.token });
    expect(seen.data).not.toHaveProperty('low_stock');
    expect(seen.data).not.toHaveProperty('cost');

    for (const bad of [-1, 1.5, '3', 1_000_001]) {
      expectError(
        await server.call(
          '/res/product/create',
          {
            name: 'Bad',
            description: 'Bad',
            price: 1,
            cost: 1,
            quantity: 1,
            low_stock: bad,
          },
          { token: seller.token },
        ),
        400,
      );
    }
  });

  it('selling down to a product’s own alert tells the seller once; above it, nothing', async () => {
    const me = await signUp(server, 's');
    const tea = await newProduct(server, me.token, { quantity: 10, low_stock: 3 });
    await paidTillSale(server, me.token, [{ product_id: tea._id, quantity: 4 }]); // 6 left: above 3, and it crossed the default 5
    expect((await inbox(server, me.token)).items.filter((n) => n.kind === 'low_stock')).toHaveLength(0);
    await paidTillSale(server, me.token, [{ product_id: tea._id, quantity: 3 }]); // 3 left: at the alert
    await paidTillSale(server, me.token, [{ product_id: tea._id, quantity: 1 }]); // 2 left: still below, no second alert
    const alerts = (await inbox(server, me.token)).items.filter((n) => n.kind === 'low_stock');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.params).toMatchObject({ product_id: tea._id, quantity: 3 });
  });

  it('the to-reorder list holds the seller’s products at or below their alert, and follows an edit', async () => {
    const me = await signUp(server, 's');
    const low = await newProduct(server, me.token, { name: 'Dried scallops', quantity: 4 }); // default 5
    const high = await newProduct(server, me.token, { name: 'Oolong', quantity: 9, low_stock: 10 });
    await newProduct(server, me.token, { name: 'Egg rolls', quantity: 40 });
    const soldOut = await newProduct(server, me.token, { name: 'Abalone', quantity: 0, low_stock: 0 });
    const list = async () =>
      (
        await server.call<Product[]>(
          '/res/product/list',
          { mine: true, low_stock: true },
          { token: me.token },
        )
      ).data.map((p) => p.name);
    expect(await list()).toEqual([soldOut.name, high.name, low.name]);

    // an edit that leaves the alert out keeps it; lowering it takes the oolong off the list
    expect((await update(me.token, high, { name: 'Oolong 150 g' })).low_stock).toBe(10);
    expect((await update(me.token, high, { low_stock: 2 })).low_stock).toBe(2);
    expect(await list()).toEqual([soldOut.name, low.name]);

    // another seller's alerts are not a list anyone else can read
    expectError(
      await server.call(
        '/res/product/list',
        { low_stock: true, seller_id: me.user_id },
        { token: seller.token },
      ),
      400,
    );
  });
});
