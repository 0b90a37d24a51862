/** What a list or search page asks of the catalogue's SQL (server/products/listing/). */

/**
 * One term of a search: folded, with its near spellings in the vocabulary (`plurals` among them rank as the
 * word itself), the sellers whose shop name has it, and the categories one of whose names in any language
 * has it while the category as filed does not ("茶" → tea; docs/decisions/0270-search-that-forgives.md).
 */
export interface SearchTermQuery {
  term: string;
  spellings: string[];
  plurals?: string[];
  sellerIds: string[];
  categoryKeys?: string[];
  /** a shop's own words for the term, matched among that shop's products only (docs/decisions/0290-shop-synonyms.md) */
  shopWords?: { sellerId: string; words: string[] }[];
}

export interface ProductSearch {
  terms: SearchTermQuery[];
}

export interface ListQuery {
  sellerId?: string;
  /** lower-cased category names; empty = all */
  categories: string[];
  /** a search, ranked (docs/decisions/0237-search-matching.md); none: every product, by id */
  search?: ProductSearch;
  sort: 1 | -1;
  /** only products at or below their low-stock alert (the seller's "to reorder" list) */
  lowStock?: boolean;
  cursor?: string | null;
  limit: number;
  /** what `sort` orders by (docs/decisions/0271-market-sort-filter-and-paying.md); newest when absent */
  sortBy?: 'newest' | 'price' | 'rating' | 'nearest';
  /** only what can be bought now */
  inStock?: boolean;
  /** the price paid after discount, in cents, at least / at most (open-price products left out) */
  priceMinCents?: number;
  priceMaxCents?: number;
  /** for `nearest`: sellers by how near their pickups are, nearest group first; every other seller comes last */
  nearSellers?: string[][];
}
