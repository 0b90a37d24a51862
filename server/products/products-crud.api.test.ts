import { describe, expect, it } from 'vitest';
import type { Product } from '../../contract/products';
import { serverWithSeller } from '../testing/file-server';
import { signUp } from '../testing/test-server';
import { createProduct, expectError, productForm, uploadImages } from './test-helpers';

const { server, seller } = await serverWithSeller();
const otherSeller = await signUp(server, 's');
const customer = await signUp(server, 'c');

describe(`products: create, read, update, remove (${process.env.TEST_DB_KIND ?? 'sqlite'})`, () => {
  it('round trip: create → get → update → list → remove → get shows removed', async () => {
    const images = await uploadImages(server, seller.token, 2);
    const created = await server.call<{ _id: string; product: Product }>(
      '/res/product/create',
      productForm(images, { barcode: '4891234567891', price: 19.99, discount: 12.5 }),
      { token: seller.token },
    );
    expect(created.status).toBe(200);
    const id = created.data._id;
    expect(created.data.product).toMatchObject({
      _id: id,
      id,
      seller_id: seller.user_id,
      name: 'Dried scallops',
      imagePaths: images,
      category: ['Dried seafood', 'Gifts'],
      price: 19.99,
      cost: 120,
      quantity: 12,
      discount: 12.5,
      // 19.99 − 19.99 × 12.5% = 17.49125 → 17.49
      discounted_price: 17.49,
      size: 'M',
      barcode: '4891234567891',
      removed: false,
    });
    // no username at sign-up: a neutral user-… name, never a part of the email
    expect(created.data.product.seller_name).toBe(`user-${seller.user_id.slice(-6)}`);
    expect(new Date(created.data.product.createdAt).toISOString()).toBe(created.data.product.createdAt);

    const got = await server.call<Product>('/res/product/get', { id }, { token: seller.token });
    expect(got.data).toEqual(created.data.product);

    const newImages = await uploadImages(server, seller.token, 1);
    const updated = await server.call<{ _id: string; product: Product }>(
      '/res/product/update',
      {
        ...productForm([...newImages, images[0]!], {
          name: 'Dried scallops (large)',
          price: 0.1,
          cost: 0.05,
          discount: 0,
          quantity: 0,
          size: null,
          category: ['Gifts'],
          barcode: '',
        }),
        id,
      },
      { token: seller.token },
    );
    expect(updated.data.product).toMatchObject({
      _id: id,
      name: 'Dried scallops (large)',
      imagePaths: [newImages[0], images[0]],
      category: ['Gifts'],
      price: 0.1,
      cost: 0.05,
      discount: 0,
      discounted_price: 0.1,
      quantity: 0,
      size: null,
      barcode: null,
    });

    const mine = await server.call<Product[]>('/res/product/list', { mine: true }, { token: seller.token });
    expect(mine.data.map((p) => p._id)).toContain(id);

    const removed = await server.call<{ message: string }>(
      '/res/product/remove',
      { ids: [id] },
      { token: seller.token },
    );
    expect(removed.status).toBe(200);
    expect(removed.data.message).toBe('Product removed');

    const afterRemove = await server.call<Product>('/res/product/get', { id });
    expect(afterRemove.data).toMatchObject({ _id: id, removed: true, name: 'Dried scallops (large)' });
    const listAfter = await server.call<Product[]>(
      '/res/product/list',
      { mine: true },
      { token: seller.token },
    );
    expect(listAfter.data.map((p) => p._id)).not.toContain(id);

    // a removed product can no longer be edited
    expectError(
      await server.call('/res/product/update', { ...productForm(images), id }, { token: seller.token }),
      404,
      40402,
    );
  });

  it('another seller can neither update nor remove a product; it stays unchanged', async () => {
    const product = await createProduct(server, seller.token, { name: 'Jasmine tea' });
    const images = await uploadImages(server, otherSeller.token);

    const update = await server.call(
      '/res/product/update',
      { ...productForm(images, { name: 'Hijacked', price: 1 }), id: product._id },
      { token: otherSeller.token },
    );
    expectError(update, 403, 40300);
    const remove = await server.call(
      '/res/product/remove',
      { ids: [product._id] },
      { token: otherSeller.token },
    );
    expectError(remove, 403, 40300);

    const after = await server.call<Product>(
      '/res/product/get',
      { id: product._id },
      { token: seller.token },
    );
    expect(after.data).toEqual(product);
  });

  it('remove is all or nothing: one foreign id and none of the batch is removed', async () => {
    const own = await createProduct(server, seller.token);
    const foreign = await createProduct(server, otherSeller.token);
    expectError(
      await server.call('/res/product/remove', { ids: [own._id, foreign._id] }, { token: seller.token }),
      403,
    );
    expectError(
      await server.call(
        '/res/product/remove',
        { ids: [own._id, 'no-such-product'] },
        { token: seller.token },
      ),
      404,
      40402,
    );
    expect((await server.call<Product>('/res/product/get', { id: own._id })).data.removed).toBe(false);
  });

  it('a customer cannot create, update or remove products (403), nor upload', async () => {
    const images = await uploadImages(server, seller.token);
    expectError(
      await server.call('/res/product/create', productForm(images), { token: customer.token }),
      403,
      40301,
    );
    const product = await createProduct(server, seller.token);
    expectError(
      await server.call(
        '/res/product/update',
        { ...productForm(images), id: product._id },
        { token: customer.token },
      ),
      403,
    );
    expectError(
      await server.call('/res/product/remove', { ids: [product._id] }, { token: customer.token }),
      403,
    );
  });

  it('anonymous callers get 40015 for writes and for their own list, and can read', async () => {
    const images = await uploadImages(server, seller.token);
    const product = await createProduct(server, seller.token);
    expectError(await server.call('/res/product/create', productForm(images)), 401, 40015);
    expectError(
      await server.call('/res/product/update', { ...productForm(images), id: product._id }),
      401,
      40015,
    );
    expectError(await server.call('/res/product/remove', { ids: [product._id] }), 401, 40015);
    expectError(await server.call('/res/product/list', { mine: true }), 401, 40015);
    expectError(await server.call('/res/product/filter', { mine: true }), 401, 40015);

    const got = await server.call<Product>('/res/product/get', { id: product._id });
    expect(got.data._id).toBe(product._id);
    expect((await server.call<Product[]>('/res/product/list', {})).status).toBe(200);
  });

  it('cost is shown to the owner only', async () => {
    const product = await createProduct(server, seller.token, { cost: 42.42 });
    expect(product.cost).toBe(42.42);
    for (const token of [undefined, customer.token, otherSeller.token]) {
      const got = await server.call<Product>('/res/product/get', { id: product._id }, { token });
      expect(got.data).not.toHaveProperty('cost');
      const listed = await server.call<Product[]>(
        '/res/product/list',
        { seller_id: seller.user_id },
        { token },
      );
      expect(listed.data.length).toBeGreaterThan(0);
      for (const p of listed.data) expect(p).not.toHaveProperty('cost');
    }
  });

  it('unknown id → 404 with the localized "not found" message', async () => {
    const message = expectError(await server.call('/res/product/get', { id: 'nope' }), 404, 40402);
    expect(message).toBe('Product information not found');
  });

  it('a seller with a username is shown by it', async () => {
    const named = await server.call<{ token: string; user_id: string }>('/auth/user/register', {
      email: `named-${Date.now()}@example.test`,
      username: 'auntie_mei',
      passwd: 'correct horse battery',
      role: 's',
    });
    const product = await createProduct(server, named.data.token);
    expect(product.seller_name).toBe('auntie_mei');
  });
});
