import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../db/ids';
import { processImage } from '../../media';
import { solidImage } from '../../media/test-images';
import { signUp, startTestServer, type TestServer } from '../../testing/test-server';
import type { ProductValues } from '../product-rows';
import { ProductWritesRepository } from '../writes-repository';
import type { ListQuery, ProductSearch } from './list-query';
import { ProductSearchRepository } from './search-repository';

/**
 * A search's first page read from the newest matches (./first-page.ts; docs/decisions/0237-search-matching.md,
 * "A first page without ranking every match") is the page the whole ranking gives, whenever it is used: random
 * queries, page lengths, orders, filters and read limits over a catalogue whose words match at every level
 * (name equal, name starting, a word of the name, whole word elsewhere, plural, inside a word, slip, synonym,
 * category name), in stock and sold out. Small read limits make 120 products take every path.
 */
let server: TestServer;
let sellers: string[];

const NAMES = [
  'candle',
  'candle set',
  'beeswax candle',
  'beeswax candles',
  'candleholder',
  'tea',
  'teapot',
  '茶葉 oolong tea',
  '茶杯 mug',
  'fine mug',
  'mugs of tea',
  'steamer basket',
  '蠟燭 pillar',
  'cup and saucer',
  'walnut board',
  'cotton hand towel',
  'green tea tin',
];
const DESCRIPTIONS = [
  'a fine candle for tea time',
  'hand made',
  'with a handle',
  'mugs and cups',
  'steamed in bamboo',
  'pairs with fine tea',
  'hand made for tea',
  'tea and hand cream',
  '',
];
const CATEGORIES = ['Tea', 'Home', 'Ceramics'];
const QUERIES = [
  'candle',
  'candles',
  'candel',
  'tea',
  'teas',
  'mug',
  'mugs',
  'cups',
  'fine',
  'fine mugs',
  '茶',
  '蜡烛',
  'pot',
  'candle set',
  'steam',
  'hand',
];

beforeAll(async () => {
  server = await startTestServer();
  sellers = [(await signUp(server, 's')).user_id, (await signUp(server, 's')).user_id];
  const image = (await processImage(await solidImage(32, 32), server.services.images)).filePath;
  // a fixed pseudo-random catalogue: the same products on every run
  let seed = 7;
  // mulberry32: a small generator whose low bits vary as much as its high ones
  const next = (n: number) => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) % n;
  };
  const rows: (ProductValues & { id: string; sellerId: string; now: number })[] = [];
  for (let i = 0; i < 120; i += 1) {
    rows.push({
      id: newId(Date.now() - (120 - i) * 1000),
      sellerId: sellers[next(2)]!,
      now: Date.now(),
      name: `${NAMES[next(NAMES.length)]!}${next(3) === 0 ? ` no. ${i}` : ''}`,
      description: DESCRIPTIONS[next(DESCRIPTIONS.length)]!,
      price_cents: 100 + i,
      cost_cents: 50,
      discount_bp: 0,
      quantity: next(4) === 0 ? 0 : 3,
      size: null,
      barcode: null,
      imagePaths: [image],
      categories: [CATEGORIES[next(CATEGORIES.length)]!],
    });
  }
  await new ProductWritesRepository(server.db.kysely).insertMany(rows);
  await server.services.vocabulary.learn([...NAMES, ...DESCRIPTIONS, ...CATEGORIES]);
  await server.services.categoryNames.set({ category: 'Tea', zh_hk: '茶' }, sellers[0]!);
});
afterAll(() => server?.close());

async function searchOf(query: string): Promise<ProductSearch> {
  const expanded = await server.services.vocabulary.expand(query);
  const categories = await server.services.categoryNames.keysFor(expanded.map((t) => t.term));
  return {
    terms: expanded.map((t) => ({
      term: t.term,
      spellings: t.spellings,
      plurals: t.plurals,
      sellerIds: [],
      categoryKeys: categories.get(t.term) ?? [],
    })),
  };
}

describe(`a search's first page from the newest matches (${process.env.TEST_DB_KIND ?? 'sqlite'})`, () => {
  it('is the whole ranking’s first page whenever it is given', async () => {
    const whole = new ProductSearchRepository(server.db.kysely, { firstPage: 'off' });
    let given = 0;
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...QUERIES),
        fc.integer({ min: 1, max: 8 }),
        fc.constantFrom(1 as const, -1 as const),
        fc.integer({ min: 1, max: 60 }),
        fc.integer({ min: 0, max: 12 }),
        fc.boolean(),
        fc.constantFrom(undefined, 0, 1),
        async (query, limit, sort, window, extra, inStock, seller) => {
          runs += 1;
          const q: ListQuery = {
            categories: [],
            sort,
            limit,
            cursor: null,
            inStock,
            sellerId: seller === undefined ? undefined : sellers[seller],
          };
          const search = await searchOf(query);
          const fast = new ProductSearchRepository(server.db.kysely, {
            firstPage: { window, reads: limit + extra },
          });
          const page = await fast.firstPageFromNewest(q, search);
          if (page === null) return;
          given += 1;
          expect(page).toEqual((await whole.searchPage(q, search)).map((p) => p.id));
        },
      ),
      { numRuns: 600, endOnFailure: true },
    );
    // the property says something only if the fast page is given often: with a window of 1–60, one run in four
    expect(given).toBeGreaterThan(runs / 5);
  }, 120_000);
});
