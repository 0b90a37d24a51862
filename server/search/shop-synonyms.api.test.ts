import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../contract/products';
import type { ShopSynonyms } from '../../contract/search';
import { createProduct, uploadImages } from '../products/test-helpers';
import { signUp, startTestServer, type TestServer, type TestSession } from '../testing/test-server';

/**
 * A shop's own synonyms (docs/decisions/0290-shop-synonyms.md), on SQLite and PostgreSQL alike (this file runs on
 * both): her words find her products only, below those with the word as typed, in the market and on her shop; a
 * phrase of two terms counts as one word; replacing the groups takes the old ones away.
 */
let server: TestServer;
let mei: TestSession;
let kenji: TestSession;

async function product(seller: TestSession, name: string, description: string) {
  const imagePath = await uploadImages(server, seller.token);
  return createProduct(server, seller.token, { name, description, category: ['Dried goods'], imagePath });
}
async function search(text: string, more: Record<string, unknown> = {}): Promise<string[]> {
  const res = await server.call<Product[]>('/res/product/list', { search: text, ...more });
  expect(res.status).toBe(200);
  return res.data.map((p) => p.name);
}
async function setGroups(seller: TestSession, groups: string[][]) {
  return server.call<ShopSynonyms>('/res/search/shop_synonyms', { groups }, { token: seller.token });
}

beforeAll(async () => {
  server = await startTestServer();
  [mei, kenji] = [await signUp(server, 's'), await signUp(server, 's')];
  await product(mei, 'Ningxia goji berries', 'Sweet, for soup.');
  await product(mei, 'Fish maw, large', 'Dried, 150 g.');
  await product(kenji, 'Organic goji', 'From Qinghai.');
  await product(kenji, 'Wolfberry tea bags', 'Twenty bags.');
});
afterAll(() => server.close());

describe(`a shop's own synonyms (${process.env.TEST_DB_KIND ?? 'sqlite'})`, () => {
  it('reads as set, typed as she typed them; refuses a group of one word', async () => {
    expect((await server.call('/res/search/shop_synonyms', {}, { token: mei.token })).data).toEqual({
      groups: [],
    });
    const set = await setGroups(mei, [
      ['杞子', 'Goji', 'wolfberry'],
      ['花膠', 'fish maw'],
    ]);
    expect(set.status).toBe(200);
    // in the order she typed them
    expect(set.data.groups).toEqual([
      ['杞子', 'Goji', 'wolfberry'],
      ['花膠', 'fish maw'],
    ]);
    // the same word twice (case and width folded) is one word: a group of one
    const one = await setGroups(mei, [['Goji', 'ＧＯＪＩ']]);
    expect(one.status).toBe(400);
    // a shopper is not a seller
    const shopper = await signUp(server, 'c');
    expect((await server.call('/res/search/shop_synonyms', {}, { token: shopper.token })).status).toBe(403);
  });

  it('finds her products by her words, and no other shop’s', async () => {
    // 杞子 is nowhere in a product's text: Mei's goji is found by her word, Kenji's goji is not
    expect(await search('杞子')).toEqual(['Ningxia goji berries']);
    // a longer word that holds hers is not hers
    expect(await search('枸杞子')).toEqual([]);
    // the Simplified spelling folds to her Traditional word
    expect(await search('花胶')).toEqual(['Fish maw, large']);
    // a group's phrase asked as two terms
    expect(await search('fish maw')).toEqual(['Fish maw, large']);
    // "wolfberry" is Kenji's word as written (ranked first) and Mei's synonym for goji (below it)
    expect(await search('wolfberry')).toEqual(['Wolfberry tea bags', 'Ningxia goji berries']);
    // on her shop page too
    expect(await search('杞子', { seller_id: mei.user_id })).toEqual(['Ningxia goji berries']);
    expect(await search('杞子', { seller_id: kenji.user_id })).toEqual([]);
    // her word is not "corrected" into another
    const suggested = await server.call<{ suggestions: string[] }>('/res/search/suggestions', {
      search: 'wolfberry',
    });
    expect(suggested.data.suggestions).toEqual([]);
  });

  it('replacing the groups takes the old words away at once (kept search pages are dropped)', async () => {
    expect(await search('花膠')).toEqual(['Fish maw, large']);
    expect((await setGroups(mei, [['杞子', 'goji']])).status).toBe(200);
    expect(await search('花膠')).toEqual([]);
    expect(await search('杞子')).toEqual(['Ningxia goji berries']);
    expect((await setGroups(mei, [])).data).toEqual({ groups: [] });
    expect(await search('杞子')).toEqual([]);
  });
});
