import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeedPost } from '../../contract/posts';
import type { Product } from '../../contract/products';
import { createPost, createProduct, expectError, postPayload, uploadPostImages } from '../posts/test-helpers';
import { signUpCast, startTestServer, type TestServer, type TestSession } from '../testing/test-server';

/**
 * Payloads as docs/product.md §3 shapes them, accepted next to our own (docs/decisions/0040-spec-shaped-payloads.md):
 * each call with the owner, another user and an anonymous caller.
 */

let server: TestServer;
let seller: TestSession;
let otherSeller: TestSession;
let buyer: TestSession;
let images: string[];
let mine: Product;
let theirs: Product;

beforeAll(async () => {
  server = await startTestServer();
  ({ seller, otherSeller, buyer } = await signUpCast(server));
  images = await uploadPostImages(server, seller.token, 2);
  mine = await createProduct(server, seller.token, { name: 'Dried scallops', price: 100, discount: 0 });
  theirs = await createProduct(server, otherSeller.token, { name: 'Clay teapot' });
});
afterAll(async () => server?.close());

/** A linked product as docs/product.md §3 shapes it, with forged values that must never reach the card. */
const specShaped = (p: Product) => ({
  id: p._id,
  name: 'FORGED name',
  description: 'FORGED description',
  price: 0.01,
  image: 'https://evil.example/x.png',
});

describe('/res/post/create: linkedProducts as spec objects', () => {
  it('takes only the id of each object; mixed with plain ids; the catalogue’s values are shown', async () => {
    const other = await createProduct(server, seller.token, {
      name: 'Dried abalone',
      price: 50,
      discount: 0,
    });
    const res = await server.call<{ id: string; post: FeedPost }>(
      '/res/post/create',
      postPayload(images.slice(0, 1), {
        linkedProducts: [specShaped(mine), other._id, { ...mine, extra: true }],
      }),
      { token: seller.token },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.data.post.linkedProducts.map((p) => p.id)).toEqual([mine._id, other._id]);
    expect(res.data.post.linkedProducts[0]).toMatchObject({ name: 'Dried scallops', price: 100 });
    expect(JSON.stringify(res.data.post)).not.toContain('FORGED');
    expect(JSON.stringify(res.data.post)).not.toContain('evil.example');
  });

  it('another seller’s product as an object is refused like its id (400); a buyer 403; anonymous 40015', async () => {
    const payload = postPayload(images.slice(0, 1), { linkedProducts: [specShaped(theirs)] });
    expect(expectError(await server.call('/res/post/create', payload, { token: seller.token }), 400)).toMatch(
      /linkedProducts\.0: link only your own products/,
    );
    const ok = postPayload(images.slice(0, 1), { linkedProducts: [specShaped(mine)] });
    expectError(await server.call('/res/post/create', ok, { token: buyer.token }), 403, 40301);
    expectError(await server.call('/res/post/create', ok), 401, 40015);
  });

  it('an object without an id is refused (400)', async () => {
    const payload = postPayload(images.slice(0, 1), { linkedProducts: [{ name: 'no id', price: 1 }] });
    expect(expectError(await server.call('/res/post/create', payload, { token: seller.token }), 400)).toMatch(
      /linkedProducts/,
    );
  });
});

describe('/res/post/update: a post sent back as it was read', () => {
  it('the author sends the feed post’s own linkedProducts objects back; others cannot', async () => {
    const post = await createPost(server, seller.token, {
      imagePaths: images.slice(0, 1),
      linkedProducts: [mine._id],
    });
    expect(post.linkedProducts).toHaveLength(1);
    const payload = {
      id: post.id,
      title: 'Edited with objects',
      description: post.description,
      tags: post.tags,
      imagePaths: post.imagePaths,
      linkedProducts: post.linkedProducts.map((p) => ({ ...p, price: 0.01 })),
    };
    expectError(await server.call('/res/post/update', payload, { token: otherSeller.token }), 403, 40300);
    expectError(await server.call('/res/post/update', payload, { token: buyer.token }), 403, 40301);
    expectError(await server.call('/res/post/update', payload), 401, 40015);
    const res = await server.call<{ id: string; post: FeedPost }>('/res/post/update', payload, {
      token: seller.token,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.data.post.title).toBe('Edited with objects');
    expect(res.data.post.linkedProducts).toEqual(post.linkedProducts);
  });
});

describe('/res/product/create and update: size "" means no size', () => {
  it('the seller creates and updates with size ""; a buyer 403; anonymous 40015; another seller 403/404', async () => {
    const created = await createProduct(server, seller.token, { size: '' });
    expect(created.size).toBeNull();

    const update = {
      id: created._id,
      name: created.name,
      description: created.description,
      price: created.price,
      cost: 1,
      quantity: created.quantity,
      discount: 0,
      size: '',
      category: created.category,
      imagePath: created.imagePaths,
    };
    const res = await server.call<{ product: Product }>('/res/product/update', update, {
      token: seller.token,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.data.product.size).toBeNull();
    expect(
      (
        await server.call<{ product: Product }>(
          '/res/product/update',
          { ...update, size: 'M' },
          { token: seller.token },
        )
      ).data.product.size,
    ).toBe('M');

    const other = await server.call('/res/product/update', update, { token: otherSeller.token });
    expect([403, 404]).toContain(other.status);
    expectError(await server.call('/res/product/update', update, { token: buyer.token }), 403, 40301);
    expectError(await server.call('/res/product/update', update), 401, 40015);
    // any other size is still refused
    expectError(
      await server.call('/res/product/update', { ...update, size: 'XL' }, { token: seller.token }),
      400,
    );
  });
});
