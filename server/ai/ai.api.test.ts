import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostSuggestion, ProductSuggestion } from '../../contract/ai';
import { ean13 } from '../products/seed-images';
import { createProduct, uploadImages } from '../products/test-helpers';
import { expectError } from '../testing/expect-error';
import { signUpCast, startTestServer, type TestServer, type TestSession } from '../testing/test-server';
import { uploadPhotos } from './test-helpers';
import { renderPackage } from './testing/render-package';

/**
 * The AI assistant's three calls with the offline provider (docs/decisions/0070–0072). OCR is slow on a shared
 * machine: only one test here reads a package; the others are refused or answered before any OCR runs.
 */
let server: TestServer;
let seller: TestSession;
let otherSeller: TestSession;
let buyer: TestSession;
const CODE = ean13('489555000111');

beforeAll(async () => {
  server = await startTestServer({ AI_RATE_LIMIT_PER_MINUTE: '100' });
  ({ seller, otherSeller, buyer } = await signUpCast(server));
  // the market knows this barcode from two sellers: the suggestion takes its category and median price
  await createProduct(server, otherSeller.token, {
    name: 'Dried Mango 芒果乾',
    description: 'Sweet and chewy, no size printed',
    barcode: CODE,
    price: 40,
    cost: 20,
    category: ['Dried goods'],
  });
  await createProduct(server, seller.token, {
    name: 'Dried Mango 芒果乾',
    description: 'Sweet and chewy, no size printed',
    barcode: CODE,
    price: 50,
    cost: 30,
    quantity: 24,
    category: ['Dried goods'],
  });
}, 60_000);

afterAll(async () => {
  await server?.close();
});

type ProductAnswer = { items: ProductSuggestion[] };

describe('/res/product/generate_content', () => {
  it('reads the package: name, barcode, numbers from comparable listings, each explained', async () => {
    const photo = await renderPackage({
      name: 'DRIED MANGO',
      nameZh: '芒果乾',
      subtitle: 'Premium Slices 200g',
      ean13: CODE,
      hue: 45,
    });
    const [path] = await uploadPhotos(server, seller.token, [photo]);
    const res = await server.call<ProductAnswer>(
      '/res/product/generate_content',
      { paths: [path], locale: 'en' },
      { token: seller.token },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [item] = res.data.items;
    expect(item!.name).toContain('Dried Mango');
    expect(item!.barcode).toBe(CODE);
    expect(item!.category).toEqual(['Dried goods']);
    expect(item!.price).toBe(45); // median of 40 and 50
    expect(item!.cost).toBe(27); // the seller's own margin in Dried goods: 60 % of 45
    expect(item!.quantity).toBeNull(); // she counts her stock (docs/decisions/0238)
    expect(item!.size).toEqual({ dimension: 'mass', amount: 200, text: '200 g' });
    expect(item!.description).toMatch(/200g/);
    expect(item!.provider).toBe('offline');
    const fields = new Set(item!.sources.map((s) => s.field));
    for (const f of ['name', 'price', 'cost', 'quantity', 'description', 'barcode'])
      expect(fields).toContain(f);
    expect(item!.sources.find((s) => s.field === 'name')!.text).toContain(
      `barcode ${CODE} matched 2 listings`,
    );
  }, 60_000);

  it('prices per unit from listings of the same kind in another size; no price when none compares', async () => {
    // the market sells mango by 500 g and by the catty; a scallop bag of the same category must not count
    await createProduct(server, otherSeller.token, {
      name: 'Mango slices 芒果乾',
      description: 'Philippine mango, 500 g bag.',
      price: 100,
      cost: 60,
      category: ['Dried goods'],
    });
    await createProduct(server, otherSeller.token, {
      name: 'Loose dried mango 散裝芒果乾',
      description: 'By the catty (斤): 1 斤',
      price: 130,
      cost: 80,
      category: ['Dried goods'],
    });
    await createProduct(server, otherSeller.token, {
      name: 'Dried scallops 300 g',
      price: 388,
      category: ['Dried goods'],
    });
    const [mango, oil] = await uploadPhotos(server, seller.token, [
      await renderPackage({ name: 'DRIED MANGO', subtitle: 'Net wt 200g', hue: 45 }),
      await renderPackage({ name: 'SESAME OIL', subtitle: '250ml', hue: 20 }),
    ]);
    const ask = async (path: string) => {
      const res = await server.call<ProductAnswer>(
        '/res/product/generate_content',
        { paths: [path], locale: 'en' },
        { token: seller.token },
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.data.items[0]!;
    };
    const priced = await ask(mango!);
    // per 100 g: HK$20.00 (500 g at 100) and HK$21.50 (a catty, 604.79 g, at 130) → median 20.75 → 200 g ≈ HK$42
    expect(priced.price).toBe(42);
    expect(priced.cost).toBe(25.2); // her own margin in Dried goods: 60 % of HK$42
    const evidence = priced.sources.find((s) => s.field === 'price')!.text;
    expect(evidence).toContain('2 similar listings in the market');
    expect(evidence).toContain('per 100 g HK$20.75');
    const unpriced = await ask(oil!);
    expect(unpriced.price).toBeNull();
    expect(unpriced.cost).toBeNull();
    expect(unpriced.sources.find((s) => s.field === 'price')!.text).toContain('please set a price');
  }, 90_000);

  it('a photo with nothing in it → No content generated', async () => {
    const blank = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#ffffff' } })
      .jpeg()
      .toBuffer();
    const [path] = await uploadPhotos(server, seller.token, [blank]);
    const res = await server.call(
      '/res/product/generate_content',
      { paths: [path] },
      { token: seller.token },
    );
    expect(expectError(res, 422, 42290)).toBe('No content generated');
  });

  it('refuses another user’s photos, and paths never uploaded', async () => {
    const [theirs] = await uploadImages(server, otherSeller.token);
    const res = await server.call(
      '/res/product/generate_content',
      { paths: [theirs] },
      { token: seller.token },
    );
    expectError(res, 403, 40390);
    const never = `${'ab'.repeat(16)}/1280.webp`;
    const res2 = await server.call(
      '/res/product/generate_content',
      { paths: [never] },
      { token: seller.token },
    );
    expectError(res2, 403, 40390);
  });

  it('anonymous → 40015; a customer → 403; bad paths → 400', async () => {
    expectError(await server.call('/res/product/generate_content', { paths: [] }), 401, 40015);
    const [mine] = await uploadImages(server, seller.token);
    expectError(
      await server.call('/res/product/generate_content', { paths: [mine] }, { token: buyer.token }),
      403,
      40301,
    );
    expectError(
      await server.call(
        '/res/product/generate_content',
        { paths: ['../etc/passwd'] },
        { token: seller.token },
      ),
      400,
      40000,
    );
  });
});

describe('/res/post/generate_content', () => {
  it('writes a title, description and tags from the caller’s products', async () => {
    const product = await createProduct(server, seller.token, {
      name: 'Butter egg rolls',
      price: 80,
      discount: 25,
      category: ['Snacks'],
    });
    const res = await server.call<{ items: PostSuggestion[] }>(
      '/res/post/generate_content',
      { product_ids: [product.id], locale: 'zh-HK' },
      { token: seller.token },
    );
    const [item] = res.data.items;
    expect(item!.title).toBe('Butter egg rolls：七五折');
    expect(item!.description).toContain('HK$60');
    expect(item!.description).toContain('原價 HK$80');
    expect(item!.tags).toEqual(['Snacks', '優惠']);
  });

  it('refuses another seller’s products; anonymous → 40015', async () => {
    const theirs = await createProduct(server, otherSeller.token);
    expectError(
      await server.call('/res/post/generate_content', { product_ids: [theirs.id] }, { token: seller.token }),
      403,
      40330,
    );
    expectError(await server.call('/res/post/generate_content', { product_ids: [theirs.id] }), 401, 40015);
  });
});

describe('generate_collection_name', () => {
  it('suggests names from the collection’s posts (both spellings); another user’s collection → 404', async () => {
    const product = await createProduct(server, otherSeller.token, { name: 'Oolong tin', category: ['Tea'] });
    const [image] = await uploadImages(server, otherSeller.token);
    const post = await server.call<{ id: string }>(
      '/res/post/create',
      {
        title: 'Tea week',
        description: 'Oolong',
        tags: ['Tea'],
        imagePaths: [image],
        linkedProducts: [product.id],
      },
      { token: otherSeller.token },
    );
    const collection = await server.call<{ _id: string }>(
      '/user/saved/create_collection',
      { name: 'Later' },
      { token: buyer.token },
    );
    await server.call(
      '/user/saved/save_content',
      { id: post.data.id, collection: collection.data._id },
      {
        token: buyer.token,
      },
    );
    for (const path of ['/user/saved/generate_collection_name', '/collection/generate_collection_name']) {
      const res = await server.call<{ items: { name: string }[] }>(
        path,
        { collection_id: collection.data._id, locale: 'en' },
        { token: buyer.token },
      );
      expect(res.data.items.map((i) => i.name)).toContain('Tea favourites');
    }
    expectError(
      await server.call(
        '/collection/generate_collection_name',
        { collection_id: collection.data._id },
        {
          token: seller.token,
        },
      ),
      404,
    );
    expectError(
      await server.call('/collection/generate_collection_name', { post_ids: [post.data.id] }),
      401,
      40015,
    );
  });

  it('posts with nothing to name them by → No content generated', async () => {
    const res = await server.call(
      '/collection/generate_collection_name',
      { post_ids: ['no-such-post'] },
      { token: buyer.token },
    );
    expectError(res, 422, 42290);
  });
});

describe('rate limit', () => {
  it('answers 429 past the per-user limit per minute', async () => {
    const limited = await startTestServer({ AI_RATE_LIMIT_PER_MINUTE: '2' });
    try {
      const { buyer: user } = await signUpCast(limited);
      const call = () =>
        limited.call('/collection/generate_collection_name', { post_ids: ['x'] }, { token: user.token });
      expectError(await call(), 422, 42290);
      expectError(await call(), 422, 42290);
      expectError(await call(), 429, 42990);
    } finally {
      await limited.close();
    }
  }, 30_000);
});
