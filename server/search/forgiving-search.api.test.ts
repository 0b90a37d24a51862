import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../contract/products';
import type { CategoryNames } from '../../contract/search';
import { createProduct, uploadImages } from '../products/test-helpers';
import { signUp, startTestServer, type TestServer, type TestSession } from '../testing/test-server';

/**
 * Search that forgives like a person (docs/decisions/0270-search-that-forgives.md), on a fixed catalogue, on
 * SQLite and PostgreSQL alike (this file runs on both): plurals, slips, synonyms, whole words above letters
 * inside a word, the best correction for a search that finds nothing, and categories named in three languages.
 */
let server: TestServer;
let kenji: TestSession;
let mei: TestSession;

async function product(seller: TestSession, name: string, description: string, category: string[] = []) {
  const imagePath = await uploadImages(server, seller.token);
  return createProduct(server, seller.token, { name, description, category, imagePath });
}
async function search(text: string, more: Record<string, unknown> = {}): Promise<string[]> {
  const res = await server.call<Product[]>('/res/product/list', { search: text, ...more });
  expect(res.status).toBe(200);
  return res.data.map((p) => p.name);
}
async function suggest(text: string): Promise<string[]> {
  const res = await server.call<{ suggestions: string[] }>('/res/search/suggestions', { search: text });
  expect(res.status).toBe(200);
  return res.data.suggestions;
}

beforeAll(async () => {
  server = await startTestServer();
  [kenji, mei] = [await signUp(server, 's'), await signUp(server, 's')];
  await server.call('/user/info/update', { shop_name: 'Wingson Crafts' }, { token: kenji.token });
  await product(kenji, 'Hand-thrown ceramic mug', 'Stoneware with an ash glaze, 350 ml.', ['Ceramics']);
  await product(kenji, 'Beeswax candle set', 'Three hand-dipped tapers.', ['Home']);
  await product(kenji, 'Walnut serving board', 'Oiled walnut with a carved handle.', ['Woodwork']);
  await product(kenji, 'Kraft gift box', 'Folds flat; ribbon included.', ['Paper goods']);
  await product(mei, 'Japanese dried scallops', 'Sun-dried, 300 g.', ['Dried seafood']);
  await product(mei, 'Flower shiitake mushrooms', 'Thick caps, 250 g.', ['Dried goods']);
  await product(mei, 'Jasmine pearls', 'Green leaves rolled by hand.', ['Tea']);
  await product(mei, 'Tieguanyin oolong', 'Roasted, 150 g.', ['Tea']);
  await product(mei, 'Goji berries', 'Add to congee or soup.', ['Dried goods']);
});
afterAll(() => server.close());

describe(`search that forgives (${process.env.TEST_DB_KIND ?? 'sqlite'})`, () => {
  it('plurals and singulars: mugs, boxes, scallop', async () => {
    expect(await search('mugs')).toEqual(['Hand-thrown ceramic mug']);
    expect(await search('boxes')).toEqual(['Kraft gift box']);
    expect(await search('candles')).toEqual(['Beeswax candle set']);
    expect(await search('scallop')).toEqual(['Japanese dried scallops']);
    // every term must match, each in its own form
    expect(await search('ceramic mugs')).toEqual(['Hand-thrown ceramic mug']);
    expect(await search('dried scallop')).toEqual(['Japanese dried scallops']);
  });

  it('one slip, with or without the plural ending, in a word of five letters or more', async () => {
    expect(await search('scalop')).toEqual(['Japanese dried scallops']);
    expect(await search('mushrom')).toEqual(['Flower shiitake mushrooms']);
    expect(await search('shitake mushrom')).toEqual(['Flower shiitake mushrooms']);
    // four letters: no slips
    expect(await search('mugg')).toEqual([]);
  });

  it('synonyms, both ways, singular or plural', async () => {
    expect(await search('cups')).toEqual(['Hand-thrown ceramic mug']);
    expect(await search('cup')).toEqual(['Hand-thrown ceramic mug']);
    expect(await search('conpoy')).toEqual(['Japanese dried scallops']);
    expect(await suggest('cups')).toEqual([]);
  });

  it('a word of the catalogue is not taken for a slip of another: candle does not find the handle', async () => {
    expect(await search('candle')).toEqual(['Beeswax candle set']);
    expect(await search('handle')).toEqual(['Walnut serving board']);
  });

  it('a whole word ranks above the same letters inside another word', async () => {
    const seller = await signUp(server, 's');
    const imagePath = await uploadImages(server, seller.token);
    for (const [name, description] of [
      ['Steamer basket', '.'],
      ['Oolong sampler', 'Four teas and a tea towel.'],
    ]) {
      await createProduct(server, seller.token, { name, description, category: [], imagePath });
    }
    expect(await search('tea', { seller_id: seller.user_id })).toEqual(['Oolong sampler', 'Steamer basket']);
  });

  it('a search that finds nothing has a correction whose results are there (two slips)', async () => {
    expect(await search('tiegunyan')).toEqual([]);
    const [best] = await suggest('tiegunyan');
    expect(best).toBe('tieguanyin');
    expect(await search(best!)).toEqual(['Tieguanyin oolong']);
    expect(await suggest('jasmin tiegunyan')).toContain('jasmin tieguanyin');
    // a shop's name is not corrected, nor a word the catalogue knows
    expect(await suggest('wingson')).toEqual([]);
    expect(await suggest('mugs')).toEqual([]);
  });

  it('categories have names in three languages: the other Chinese script by conversion, and 茶 finds Tea', async () => {
    const set = await server.call<CategoryNames>(
      '/res/category/names/set',
      { category: 'Tea', zh_hk: '茶葉' },
      { token: mei.token },
    );
    expect(set.status).toBe(200);
    expect(set.data).toEqual({ category: 'tea', en: 'Tea', zh_hk: '茶葉', zh_cn: '茶叶' });
    const dried = await server.call<CategoryNames>(
      '/res/category/names/set',
      { category: 'Dried goods', zh_cn: '干货' },
      { token: mei.token },
    );
    expect(dried.data).toEqual({ category: 'dried goods', en: 'Dried goods', zh_hk: '乾貨', zh_cn: '干货' });
    // only a category she files under
    const notHers = await server.call(
      '/res/category/names/set',
      { category: 'Ceramics', zh_hk: '陶瓷' },
      {
        token: mei.token,
      },
    );
    expect(notHers.status).toBe(400);

    // in stock, newest first
    expect(await search('茶')).toEqual(['Tieguanyin oolong', 'Jasmine pearls']);
    expect(await search('茶叶')).toEqual(await search('茶葉'));
    expect((await search('乾貨')).sort()).toEqual(['Flower shiitake mushrooms', 'Goji berries']);
    expect(await search('干货 goji')).toEqual(['Goji berries']);

    const names = await server.call<{ names: CategoryNames[] }>('/res/category/names', {});
    expect(names.data.names).toEqual([dried.data, set.data]);
  });
});
