import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeedPost } from '../../contract/posts';
import type { Product } from '../../contract/products';
import { createPost, uploadPostImages } from '../posts/test-helpers';
import { createProduct, productForm, uploadImages } from '../products/test-helpers';
import { signUp, startTestServer, type TestServer, type TestSession } from '../testing/test-server';

/**
 * Search as a Hong Kong shopper types it (docs/decisions/0237-search-matching.md), on a fixed catalogue: each
 * query finds the expected product first, and the whole ranked order is asserted, so SQLite and PostgreSQL
 * (this file runs on both) give the same order.
 */
let server: TestServer;
let meiKee: TestSession;
let tinHau: TestSession;
let ranking: TestSession;

async function product(seller: TestSession, name: string, fields: Record<string, unknown> = {}) {
  const imagePath = await uploadImages(server, seller.token);
  return createProduct(server, seller.token, { name, description: '.', category: [], imagePath, ...fields });
}

async function search(text: string, more: Record<string, unknown> = {}): Promise<string[]> {
  const res = await server.call<Product[]>('/res/product/list', { search: text, ...more });
  expect(res.status).toBe(200);
  return res.data.map((p) => p.name);
}

async function postSearch(text: string): Promise<string[]> {
  const res = await server.call<{ items: FeedPost[] }>('/res/post/filter', { search: text, limit: 20 });
  expect(res.status).toBe(200);
  return res.data.items.map((p) => p.title);
}

beforeAll(async () => {
  server = await startTestServer();
  [meiKee, tinHau, ranking] = [
    await signUp(server, 's'),
    await signUp(server, 's'),
    await signUp(server, 's'),
  ];
  await server.call('/user/info/update', { shop_name: '美記海味 Mei Kee' }, { token: meiKee.token });
  await server.call('/user/info/update', { shop_name: 'Tin Hau Tea House' }, { token: tinHau.token });

  await product(meiKee, '日本元貝 Japanese dried scallops', { category: ['Dried seafood'], quantity: 5 });
  await product(meiKee, 'Tieguanyin oolong 鐵觀音', { category: ['Tea'], barcode: '4891234567011' });
  await product(meiKee, 'Chrysanthemum tea', { category: ['Flowers'] });
  await product(meiKee, 'Dried mango 200 g', { category: ['Dried fruit'] });
  await product(meiKee, 'Sweet cherries', { category: ['Fruit'] });
  await product(tinHau, '新会陈皮 aged tangerine peel', { category: ['Dried goods'] });
  await product(tinHau, 'Jasmine pearls', { category: ['Tea'], quantity: 0 });
  await product(tinHau, 'Scallop XO sauce', { category: ['Sauces'] });

  const images = await uploadPostImages(server, meiKee.token);
  await createPost(server, meiKee.token, {
    title: '今日新貨：北海道元貝',
    description: 'Fresh in this morning',
    tags: ['新貨', 'Seafood'],
    imagePaths: images,
  });
  await createPost(server, meiKee.token, {
    title: 'Chrysanthemum season',
    description: 'Cooling tea for the summer',
    tags: ['Tea'],
    imagePaths: images,
  });
});
afterAll(() => server.close());

describe(`search (${process.env.TEST_DB_KIND ?? 'sqlite'})`, () => {
  it('Traditional and Simplified Chinese find each other, both ways', async () => {
    expect(await search('元贝')).toEqual(['日本元貝 Japanese dried scallops']);
    expect(await search('元貝')).toEqual(['日本元貝 Japanese dried scallops']);
    expect(await search('陳皮')).toEqual(['新会陈皮 aged tangerine peel']);
    expect(await search('铁观音')).toEqual(['Tieguanyin oolong 鐵觀音']);
  });

  it('full-width letters, case and accents fold', async () => {
    expect(await search('ＭＡＮＧＯ')).toEqual(['Dried mango 200 g']);
    expect(await search('Chrysánthemum')).toEqual(['Chrysanthemum tea']);
  });

  it('a one-letter slip and a plural find the word, ranked below what matches as written', async () => {
    expect(await search('scalop')).toEqual(['Scallop XO sauce', '日本元貝 Japanese dried scallops']);
    expect(await search('tieguanyn')).toEqual(['Tieguanyin oolong 鐵觀音']);
    expect(await search('cherry')).toEqual(['Sweet cherries']);
    expect(await search('mangoes')).toEqual(['Dried mango 200 g']);
    // "scallops" as written is in one name; the sauce has only the singular, so it comes second
    expect(await search('scallops')).toEqual(['日本元貝 Japanese dried scallops', 'Scallop XO sauce']);
    // four letters: a plural, but no slips (too many short words are one letter apart)
    expect(await search('peal')).toEqual([]);
  });

  it('a category word, a shop name and a barcode find products; every term must match', async () => {
    // a word of the name first, then the category (in stock before sold out), then the shop's name
    // a word of the name first; then the category or the shop's name ("Tin Hau Tea House"): in stock, newest first
    expect(await search('tea')).toEqual([
      'Chrysanthemum tea',
      'Scallop XO sauce',
      '新会陈皮 aged tangerine peel',
      'Tieguanyin oolong 鐵觀音',
      'Jasmine pearls',
    ]);
    expect(await search('美記')).toHaveLength(5);
    expect(await search('4891234567011')).toEqual(['Tieguanyin oolong 鐵觀音']);
    expect(await search('mei kee oolong')).toEqual(['Tieguanyin oolong 鐵觀音']);
    expect(await search('tin hau jasmine')).toEqual(['Jasmine pearls']);
  });

  it('ranks an exact name, then a prefix, then a word, then a whole word in any field, then inside a word', async () => {
    for (const [name, description] of [
      ['Green tea', '.'],
      ['Teapot', '.'],
      ['Tea', '.'],
      ['Oolong', 'a fine tea'],
      ['Steamer', '.'],
      ['Tea towel', '.'],
    ]) {
      await product(ranking, name!, { description });
    }
    // the whole word "tea" in a description ranks above the letters inside "steamer" (decision 0270)
    const expected = ['Tea', 'Tea towel', 'Teapot', 'Green tea', 'Oolong', 'Steamer'];
    expect(await search('TEA', { seller_id: ranking.user_id })).toEqual(expected);
    // paging by the last product's id walks the same order
    const walked: string[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 10; page += 1) {
      const res = await server.call<Product[]>('/res/product/list', {
        search: 'tea',
        seller_id: ranking.user_id,
        limit: 2,
        ...(cursor ? { cursor } : {}),
      });
      if (res.data.length === 0) break;
      walked.push(...res.data.map((p) => p.name));
      cursor = res.data.at(-1)!._id;
    }
    expect(walked).toEqual(expected);
  });

  it('posts match title, description and hashtags, with or without #, in either script', async () => {
    expect(await postSearch('#新貨')).toEqual(['今日新貨：北海道元貝']);
    expect(await postSearch('新貨')).toEqual(['今日新貨：北海道元貝']);
    expect(await postSearch('新货')).toEqual(['今日新貨：北海道元貝']);
    expect(await postSearch('元贝')).toEqual(['今日新貨：北海道元貝']);
    expect(await postSearch('crysanthemum')).toEqual(['Chrysanthemum season']);
  });

  it('a search that finds nothing is offered the nearest real words', async () => {
    expect(await search('tiegunyan')).toEqual([]);
    const res = await server.call<{ suggestions: string[] }>('/res/search/suggestions', {
      search: 'tiegunyan',
    });
    expect(res.data.suggestions).toEqual(['tieguanyin']);
    const two = await server.call<{ suggestions: string[] }>('/res/search/suggestions', {
      search: 'dried scalops',
    });
    expect(two.data.suggestions[0]).toBe('dried scallops');
    const none = await server.call<{ suggestions: string[] }>('/res/search/suggestions', {
      search: 'zzzzzz',
    });
    expect(none.data.suggestions).toEqual([]);
  });
});

describe('kept search pages (docs/decisions/0237-search-matching.md)', () => {
  let cached: TestServer;
  afterAll(() => cached?.close());

  it('a product added, renamed or removed shows in the next search at once, though pages are kept 300 s', async () => {
    cached = await startTestServer({ SEARCH_CACHE_SECONDS: '300' });
    const seller = await signUp(cached, 's');
    const names = async () =>
      (await cached.call<Product[]>('/res/product/list', { search: 'lychee' })).data.map((p) => p.name);
    const imagePath = await uploadImages(cached, seller.token);
    const fields = { description: '.', category: [], imagePath };
    const honey = await createProduct(cached, seller.token, { name: 'Lychee honey', ...fields });
    expect(await names()).toEqual(['Lychee honey']);
    // kept: the same page again is the kept one…
    expect(await names()).toEqual(['Lychee honey']);
    // …until the catalogue changes
    const tea = await createProduct(cached, seller.token, { name: 'Lychee black tea', ...fields });
    expect(await names()).toEqual(['Lychee black tea', 'Lychee honey']);
    const renamed = await cached.call(
      '/res/product/update',
      productForm(imagePath, { id: honey._id, name: 'Longan honey', ...fields }),
      { token: seller.token },
    );
    expect(renamed.status).toBe(200);
    expect(await names()).toEqual(['Lychee black tea']);
    await cached.call('/res/product/remove', { ids: [tea._id] }, { token: seller.token });
    expect(await names()).toEqual([]);
  });
});
