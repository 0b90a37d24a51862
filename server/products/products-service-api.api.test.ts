import { describe, expect, it } from 'vitest';
import type { Product } from '../../contract/products';
import { serverWithSeller } from '../testing/file-server';
import { signUp } from '../testing/test-server';
import { createProduct, uploadImages } from './test-helpers';

/** The methods other domains (orders, point of sale, posts, collections) call, on a real database. */
const { server, seller } = await serverWithSeller();
const images = await uploadImages(server, seller.token, 2);

const products = () => server.services.products;
const quantityOf = async (id: string) =>
  (await server.call<Product>('/res/product/get', { id })).data.quantity;

/** the history's reason for a test's takes and returns */
const SALE = { reason: 'pos_sale' } as const;

describe(`ProductsService for other domains (${process.env.TEST_DB_KIND ?? 'sqlite'})`, () => {
  it('takeStock: buyers racing for the last unit produce exactly one sale; stock never below 0', async () => {
    const product = await createProduct(server, seller.token, { quantity: 1, imagePath: images });
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        server.db.kysely
          .transaction()
          .execute((trx) => products().stock.takeStock(trx, product._id, 1, SALE)),
      ),
    );
    // the winner is told the stock it left: none
    expect(results.filter((left) => left !== null)).toEqual([0]);
    expect(await quantityOf(product._id)).toBe(0);
  });

  it('takeStock refuses more than the stock and removed products; returnStock puts units back', async () => {
    const product = await createProduct(server, seller.token, { quantity: 2, imagePath: images });
    const db = server.db.kysely;
    expect(
      await db.transaction().execute((trx) => products().stock.takeStock(trx, product._id, 3, SALE)),
    ).toBe(null);
    expect(
      await db.transaction().execute((trx) => products().stock.takeStock(trx, product._id, 2, SALE)),
    ).toBe(0);
    await db.transaction().execute((trx) => products().stock.returnStock(trx, product._id, 1, SALE));
    expect(await quantityOf(product._id)).toBe(1);
    // a rolled-back order takes nothing
    await expect(
      db.transaction().execute(async (trx) => {
        expect(await products().stock.takeStock(trx, product._id, 1, SALE)).toBe(0);
        throw new Error('payment failed');
      }),
    ).rejects.toThrow('payment failed');
    expect(await quantityOf(product._id)).toBe(1);

    await server.call('/res/product/remove', { ids: [product._id] }, { token: seller.token });
    expect(
      await db.transaction().execute((trx) => products().stock.takeStock(trx, product._id, 1, SALE)),
    ).toBe(null);
    await expect(
      db.transaction().execute((trx) => products().stock.takeStock(trx, product._id, 0, SALE)),
    ).rejects.toThrow();
  });

  it('getForSale answers exact cents, the thumbnail and the removed flag', async () => {
    const live = await createProduct(server, seller.token, {
      price: 12.34,
      cost: 5.67,
      discount: 15,
      quantity: 4,
      category: ['Tea'],
      imagePath: images,
    });
    const gone = await createProduct(server, seller.token, { imagePath: images });
    await server.call('/res/product/remove', { ids: [gone._id] }, { token: seller.token });
    const map = await products().getForSale(server.db.kysely, [live._id, gone._id, 'unknown']);
    expect(map.size).toBe(2);
    expect(map.get(live._id)).toEqual({
      id: live._id,
      seller_id: seller.user_id,
      name: live.name,
      description: live.description,
      price_cents: 1234,
      cost_cents: 567,
      discount_bp: 1500,
      quantity: 4,
      low_stock: 5,
      open_price: false,
      unit: 'piece',
      step: 1,
      image: images[0],
      category: ['Tea'],
      removed: false,
      parent_id: null,
      variant_names: [],
    });
    expect(map.get(gone._id)?.removed).toBe(true);
  });

  it('getPublicMany shows cost only to the owner and includes removed products', async () => {
    const a = await createProduct(server, seller.token, { imagePath: images });
    const b = await createProduct(server, seller.token, { imagePath: images });
    await server.call('/res/product/remove', { ids: [b._id] }, { token: seller.token });
    const forOwner = await products().getPublicMany([a._id, b._id, a._id], seller.user_id);
    expect(forOwner.get(a._id)).toEqual(a);
    expect(forOwner.get(b._id)).toMatchObject({ removed: true, cost: b.cost });
    const forOthers = await products().getPublicMany([a._id], null);
    expect(forOthers.get(a._id)).not.toHaveProperty('cost');
  });

  it('findByBarcode finds the seller’s live product only', async () => {
    const other = await signUp(server, 's');
    const code = '9780201379624';
    const product = await createProduct(server, seller.token, { barcode: code, imagePath: images });
    expect((await products().findByBarcode(seller.user_id, code))?._id).toBe(product._id);
    expect(await products().findByBarcode(other.user_id, code)).toBeNull();
    expect(await products().findByBarcode(seller.user_id, '0000000000000')).toBeNull();
    await server.call('/res/product/remove', { ids: [product._id] }, { token: seller.token });
    expect(await products().findByBarcode(seller.user_id, code)).toBeNull();
  });
});
