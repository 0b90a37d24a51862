import type { SqlSamples } from '../db/sql-samples';
import type { ListQuery, ProductSearch, ProductsRepository, ProductValues } from './repository';

/** A tin of scallops with two sizes: what a seller's product form writes. */
const scallops: ProductValues = {
  name: 'Dried scallops',
  description: 'Hokkaido, 2L',
  price_cents: 29800,
  cost_cents: 18000,
  discount_bp: 0,
  quantity: 12,
  unit: 'piece',
  size: null,
  barcode: '4890000000011',
  imagePaths: ['p/scallops.webp'],
  categories: ['dried goods'],
  variants: [
    {
      id: 'variant-1',
      name: '500 g',
      price_cents: 29800,
      cost_cents: 18000,
      discount_bp: 0,
      quantity: 6,
      low_stock: 2,
      barcode: null,
    },
    {
      id: 'variant-2',
      name: '1 kg',
      price_cents: 56000,
      cost_cents: 34000,
      discount_bp: 0,
      quantity: 6,
      low_stock: 2,
      barcode: null,
    },
  ],
};
const created = { ...scallops, id: 'product-1', sellerId: 'user-1', now: 0 };
/** "dried scalop": one known word with a plural, one slip with its near spelling, found in a shop's name too */
const search: ProductSearch = {
  terms: [
    { term: 'dried', spellings: [], plurals: ['drieds'], sellerIds: [], categoryKeys: ['dried goods'] },
    { term: 'scalop', spellings: ['scallop'], plurals: ['scallops'], sellerIds: ['user-2'] },
  ],
};
const market: ListQuery = {
  categories: ['dried goods'],
  sort: -1,
  limit: 20,
  inStock: true,
  priceMinCents: 5000,
  priceMaxCents: 50000,
};

// what npm run sql-snapshots runs these methods with (server/db/sql-samples.ts)
export const sqlSamples: { ProductsRepository: SqlSamples<ProductsRepository> } = {
  ProductsRepository: {
    insert: { args: () => [created] },
    insertMany: { args: () => [[created]] },
    insertRows: { args: (db) => [db, [created], 'import'] },
    importBatch: { args: () => [[created], [{ ...scallops, id: 'product-2', now: 0 }]] },
    writeVariants: { args: (db) => [db, 'product-1', 'user-1', scallops, 0] },
    analyzeAfterBulk: {
      noQuery: { sqlite: 'SQLite’s statistics are kept by the database (PRAGMA optimize)' },
    },
    // the market's first page (newest first), a search, and each sort with its filters
    listPage: { args: () => [market] },
    searchPage: { args: () => [{ ...market, cursor: 'product-9' }, search] },
    matchesAll: { noQuery: 'a part of searchPage’s where clause, shown in its snapshot' },
    listFilters: {
      noQuery: 'the where clause of listPage, searchPage and the sorted pages, shown in theirs',
    },
    pricePage: { args: () => [{ ...market, sortBy: 'price', sort: 1, cursor: 'product-9' }] },
    ratingPage: { args: () => [{ ...market, sortBy: 'rating', cursor: 'product-9' }] },
    nearestPage: {
      args: () => [{ ...market, sortBy: 'nearest', nearSellers: [['user-1'], ['user-2', 'user-3']] }],
    },
  },
};
