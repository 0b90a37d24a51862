/**
 * The vocabulary of search (docs/decisions/0237-search-matching.md): every Latin word of 4+ letters that a
 * product or a post has used, so a misspelt or plural query term expands only to words that exist. A word
 * is never taken out: one that no longer occurs expands a query to nothing more.
 */
export interface SearchWordsTable {
  word: string;
}

export interface SearchTables extends CategoryNameTables {
  search_words: SearchWordsTable;
  shop_synonyms: ShopSynonymsTable;
}

/**
 * A shop's own synonyms (docs/decisions/0290-shop-synonyms.md): one row per word of a group; the words of one
 * group (`group_no`) find each other among that shop's products only.
 */
export interface ShopSynonymsTable {
  seller_id: string;
  /** the group's place in the shop's list, from 0 */
  group_no: number;
  /** folded for search (server/search/fold.ts) */
  word: string;
  /** as the seller typed it, shown on her screen */
  shown: string;
  /** its place in the group as she typed it, from 0 */
  place: number;
}

/**
 * A category's names in the three languages (docs/decisions/0270-search-that-forgives.md), one row per
 * category as products are filed under it (`product_categories.name_normalized`): a shopper's chips and her
 * search use her language's name; "茶" finds what is filed under Tea.
 */
export interface CategoryNamesTable {
  /** the category as filed: normalized and lower-cased */
  name_key: string;
  en: string | null;
  zh_hk: string | null;
  zh_cn: string | null;
  /** every name folded for search (server/search/fold.ts), joined */
  search_key: string;
  /** the seller who last named it */
  updated_by: string;
  updated_at: number;
}

export interface CategoryNameTables {
  category_names: CategoryNamesTable;
}
