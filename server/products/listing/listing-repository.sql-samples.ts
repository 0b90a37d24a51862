import type { SqlSamples } from '../../db/sql-samples';
import type { ListQuery } from './list-query';
import type { ProductListingRepository } from './listing-repository';

/** the market's first page: dried goods in stock between $50 and $500, newest first */
export const market: ListQuery = {
  categories: ['dried goods'],
  sort: -1,
  limit: 20,
  inStock: true,
  priceMinCents: 5000,
  priceMaxCents: 50000,
};

// what npm run sql-snapshots runs these methods with (server/db/sql-samples.ts)
export const sqlSamples: { ProductListingRepository: SqlSamples<ProductListingRepository> } = {
  ProductListingRepository: {
    // the market's first page (newest first), and each sort with its filters
    listPage: { args: () => [market] },
    pricePage: { args: () => [{ ...market, sortBy: 'price', sort: 1, cursor: 'product-9' }] },
    ratingPage: { args: () => [{ ...market, sortBy: 'rating', cursor: 'product-9' }] },
    nearestPage: {
      args: () => [{ ...market, sortBy: 'nearest', nearSellers: [['user-1'], ['user-2', 'user-3']] }],
    },
  },
};
