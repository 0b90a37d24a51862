import type { SqlSamples } from '../../db/sql-samples';
import type { ProductSearch } from './list-query';
import { market } from './listing-repository.sql-samples';
import type { ProductSearchRepository } from './search-repository';

/** "dried scalop": one known word with a plural, one slip with its near spelling, found in a shop's name too */
const search: ProductSearch = {
  terms: [
    { term: 'dried', spellings: [], plurals: ['drieds'], sellerIds: [], categoryKeys: ['dried goods'] },
    { term: 'scalop', spellings: ['scallop'], plurals: ['scallops'], sellerIds: ['user-2'] },
  ],
};
// what npm run sql-snapshots runs these methods with (server/db/sql-samples.ts)
export const sqlSamples: { ProductSearchRepository: SqlSamples<ProductSearchRepository> } = {
  ProductSearchRepository: {
    searchPage: { args: () => [{ ...market, cursor: 'product-9' }, search] },
    firstPageFromNewest: { args: () => [market, search] },
    matchesAll: { noQuery: 'a part of searchPage’s where clause, shown in its snapshot' },
    rankedAbove: { noQuery: 'a part of firstPageFromNewest’s where clause, shown in its snapshot' },
    productsIn: { noQuery: 'the products by id: ProductsRepository.findMany' },
    textIndex: { noQuery: 'names the search text and its trigram table' },
  },
};
