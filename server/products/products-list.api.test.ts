import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../contract/products';
import { signUp, startTestServer, type TestServer } from '../testing/test-server';
import { createProduct, expectError, uploadImages } from './test-helpers';

let server: TestServer;
let images: string[];

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function newSeller() {
  const seller = await signUp(server, 's');
  images ??= await uploadImages(server, seller.token);
  return seller;
}

async function list(input: Record<string, unknown>, token?: string): Promise<Product[]> {
  return (await server.call<Product[]>('/res/product/list', input, { token })).data;
}

const names = (products: Product[]) => products.map((p) => p.name);

describe(`product lists: filters, search, sort, paging (${process.env.TEST_DB_KIND ?? 'sqlite'})`, () => {
  it('category filter: any of the given (case-insensitive), empty = all', async () => {
    const s = await newSeller();
    for (const [name, category] of [
      ['Jasmine tea', ['Tea']],
      ['Prawn crackers', ['Snacks', 'Gifts']],
      ['Wooden spoon', ['Crafts']],
      ['Plain item', []],
    ] as const) {
      await createProduct(server, s.token, { name, category, imagePath: images });
    }
    expect(names(await list({ mine: true, category: ['tea'] }, s.token))).toEqual(['Jasmine tea']);
    expect(names(await list({ mine: true, category: ['  GIFTS '] }, s.token))).toEqual(['Prawn crackers']);
    expect(names(await list({ mine: true, category: ['GIFTS', 'Crafts'] }, s.token)).sort()).toEqual([
      'Prawn crackers',
      'Wooden spoon',
    ]);
    expect(await list({ mine: true, category: [] }, s.token)).toHaveLength(4);
    expect(await list({ mine: true, category: ['Nothing like this'] }, s.token)).toEqual([]);

    const filter = await server.call<string[]>('/res/product/filter', { mine: true }, { token: s.token });
    expect(filter.data).toEqual(['Crafts', 'Gifts', 'Snacks', 'Tea']);
  });

  it('search matches name, description and barcode case-insensitively; % and _ match literally', async () => {
    const s = await newSeller();
    await createProduct(server, s.token, { name: 'Jasmine Tea', description: 'Fragrant', imagePath: images });
    await createProduct(server, s.token, {
      name: 'Oolong',
      description: 'Roasted TIEGUANYIN leaves',
      imagePath: images,
    });
    await createProduct(server, s.token, {
      name: 'Scanner test',
      description: 'x',
      barcode: '4891234567891',
      imagePath: images,
    });
    await createProduct(server, s.token, { name: '100% cotton bag', description: 'Tote', imagePath: images });
    await createProduct(server, s.token, {
      name: '1000 cotton threads',
      description: 'Spool',
      imagePath: images,
    });
    await createProduct(server, s.token, { name: 'snake_case mug', description: 'Mug', imagePath: images });
    await createProduct(server, s.token, { name: 'snakeXcase mug', description: 'Mug', imagePath: images });
    await createProduct(server, s.token, { name: '港式蛋卷', description: '牛油味', imagePath: images });

    const search = async (q: string) => names(await list({ mine: true, search: q }, s.token)).sort();
    expect(await search('jasmine')).toEqual(['Jasmine Tea']);
    expect(await search('tieguanyin')).toEqual(['Oolong']);
    expect(await search('34567')).toEqual(['Scanner test']);
    expect(await search('100%')).toEqual(['100% cotton bag']);
    expect(await search('%')).toEqual(['100% cotton bag']);
    expect(await search('snake_case')).toEqual(['snake_case mug']);
    expect(await search('蛋卷')).toEqual(['港式蛋卷']);
    expect(await search('  Tea  ')).toEqual(['Jasmine Tea']);
    // the search never matches across the join of two fields
    expect(await search('teafragrant')).toEqual([]);
    expect(await search('no such thing')).toEqual([]);
  });

  it('sort -1 lists newest first, 1 oldest first; default is -1', async () => {
    const s = await newSeller();
    for (const name of ['first', 'second', 'third'])
      await createProduct(server, s.token, { name, imagePath: images });
    expect(names(await list({ mine: true, sort: -1 }, s.token))).toEqual(['third', 'second', 'first']);
    expect(names(await list({ mine: true }, s.token))).toEqual(['third', 'second', 'first']);
    const oldest = await list({ mine: true, sort: 1 }, s.token);
    expect(names(oldest)).toEqual(['first', 'second', 'third']);
    const times = oldest.map((p) => Date.parse(p.createdAt));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expectError(await server.call('/res/product/list', { sort: 0 }), 400, 40000);
  });

  it('without mine: every seller’s live products (the market); seller_id: one seller’s', async () => {
    const a = await newSeller();
    const b = await newSeller();
    const pa = await createProduct(server, a.token, { name: 'From A', imagePath: images });
    const pb = await createProduct(server, b.token, { name: 'From B', imagePath: images });
    const market = await list({ limit: 100 });
    expect(market.map((p) => p._id)).toEqual(expect.arrayContaining([pa._id, pb._id]));
    expect((await list({ seller_id: b.user_id })).map((p) => p._id)).toEqual([pb._id]);
    // mine wins over seller_id: the product screen always shows the caller's own
    expect((await list({ mine: true, seller_id: b.user_id }, a.token)).map((p) => p._id)).toEqual([pa._id]);
  });

  it('removed products vanish from list and filter, and stay readable by id', async () => {
    const s = await newSeller();
    const keep = await createProduct(server, s.token, {
      name: 'Keep',
      category: ['Kept'],
      imagePath: images,
    });
    const gone = await createProduct(server, s.token, {
      name: 'Gone',
      category: ['Vanishing'],
      imagePath: images,
    });
    await server.call('/res/product/remove', { ids: [gone._id] }, { token: s.token });

    expect((await list({ mine: true }, s.token)).map((p) => p._id)).toEqual([keep._id]);
    expect(await list({ mine: true, category: ['Vanishing'] }, s.token)).toEqual([]);
    expect(await list({ mine: true, search: 'Gone' }, s.token)).toEqual([]);
    expect((await list({ limit: 100 })).map((p) => p._id)).not.toContain(gone._id);
    expect(
      (await server.call<string[]>('/res/product/filter', { mine: true }, { token: s.token })).data,
    ).toEqual(['Kept']);
    expect((await server.call<string[]>('/res/product/filter', {})).data).not.toContain('Vanishing');
    const got = await server.call<Product>('/res/product/get', { id: gone._id });
    expect(got.data).toMatchObject({ name: 'Gone', removed: true });
  });

  for (const sort of [-1, 1] as const) {
    it(`cursor paging (sort ${sort}) returns every product exactly once while products are added`, async () => {
      const s = await newSeller();
      const initial: string[] = [];
      for (let i = 0; i < 23; i += 1)
        initial.push((await createProduct(server, s.token, { name: `p${i}`, imagePath: images }))._id);

      const seen: string[] = [];
      const added: string[] = [];
      let cursor: string | null = null;
      for (let pageNo = 0; pageNo < 20; pageNo += 1) {
        const page: Product[] = await list({ mine: true, sort, limit: 5, cursor }, s.token);
        seen.push(...page.map((p) => p._id));
        if (page.length < 5) break;
        cursor = page[page.length - 1]!._id;
        // a seller adds a product between every two pages
        added.push((await createProduct(server, s.token, { name: `added${pageNo}`, imagePath: images }))._id);
      }
      expect(new Set(seen).size).toBe(seen.length);
      expect(seen).toEqual(expect.arrayContaining(initial));
      if (sort === -1) {
        // newest first: products added after the first page sort before the cursor, so they wait for a refresh
        expect(seen.filter((id) => added.includes(id))).toEqual([]);
        expect(seen).toEqual([...initial].reverse());
      } else {
        // oldest first: products added meanwhile come at the end, each once
        expect(seen).toEqual([...initial, ...added]);
      }
    });
  }
});
