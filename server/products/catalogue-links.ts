import type { HkDistrict } from '../../contract/hk-districts';
import type { Product } from '../../contract/products';
import type { RecentAnswers } from '../search/recent-answers';
import type { SearchVocabulary } from '../search/service';

/** What the catalogue asks of and tells the rest of the app (wired in server/services.ts). */
export interface CatalogueLinks {
  /** told after an edit or a removal commits, so every open screen of the seller shows it (decision 0225) */
  changed?: (sellerId: string, productIds: string[]) => void;
  /** the words a search may mean, learnt from what products say (docs/decisions/0237-search-matching.md) */
  vocabulary?: SearchVocabulary;
  /** ranked search pages asked a moment ago (docs/decisions/0237-search-matching.md); forgotten on any change here */
  recentSearches?: RecentAnswers<string[]>;
  /** folded search term → the sellers whose shop name contains it (a shop's name finds its products) */
  shopsNamed?: (terms: string[]) => Promise<Map<string, string[]>>;
  /** folded search term → the categories named with it in another language (docs/decisions/0270-search-that-forgives.md) */
  categoriesNamed?: (terms: string[]) => Promise<Map<string, string[]>>;
  /** folded search term → each shop's own words for it (docs/decisions/0290-shop-synonyms.md) */
  shopSynonymsFor?: (terms: string[]) => Promise<Map<string, { sellerId: string; words: string[] }[]>>;
  /** told after a new product is saved (its shop's followers hear of it: docs/decisions/0247-shop-news.md) */
  created?: (product: Product) => void;
  /** sellers with a pickup in this district, then in its region (docs/decisions/0271-market-sort-filter-and-paying.md) */
  sellersNear?: (district: HkDistrict) => Promise<string[][]>;
  /** a shop's staff members' names, for its stock history (docs/decisions/0280-staff-pins-and-roles.md) */
  staffNamesOf?: (sellerId: string, ids: string[]) => Promise<Map<string, string>>;
}
