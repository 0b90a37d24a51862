import { z } from 'zod';
import { defineCall } from './call';
import { CATEGORY_MAX_LENGTH, normalizeCategory } from './categories';
import { VisibleText } from './name-text';
import { containsProhibitedWord } from './prohibited-terms';

/**
 * Search help (docs/decisions/0237-search-matching.md). Product and post searches themselves are
 * `/res/product/list` and `/res/post/filter` with `search`; both fold Traditional and Simplified Chinese,
 * widths, case and accents, and match plurals and one-letter slips of words the catalogue and posts use.
 */
export const suggestions = defineCall({
  path: '/res/search/suggestions',
  summary:
    'For a search that found nothing: up to 3 nearby searches made of words products and posts really use (a term up to 2 letters off), nearest first; [] when none is near.',
  auth: 'optional',
  input: z.strictObject({ search: z.string().trim().max(100) }),
  output: z.object({ suggestions: z.array(z.string()) }),
});

/** A category's name as a person types it: the rules of a product's category (contract/products.ts). */
const CategoryName = z
  .string()
  .trim()
  .min(1)
  .max(CATEGORY_MAX_LENGTH)
  .check(VisibleText)
  .refine((c) => !containsProhibitedWord(c), { message: 'category name contains a prohibited word' })
  .transform(normalizeCategory);

/** A category's names in the three languages (docs/decisions/0270-search-that-forgives.md). */
export const CategoryNames = z.object({
  /** the category as products are filed under it, lower-cased (the key of the market's filter) */
  category: z.string(),
  en: z.string().nullable(),
  zh_hk: z.string().nullable(),
  zh_cn: z.string().nullable(),
});
export type CategoryNames = z.infer<typeof CategoryNames>;

export const categoryNames = defineCall({
  path: '/res/category/names',
  summary:
    'Every named category’s names in English, Traditional (zh-HK) and Simplified (zh-CN) Chinese; the market’s chips show the reader’s language (a missing one falls back to the category as filed). A search in any of the names finds the products filed under the category.',
  auth: 'optional',
  input: z.strictObject({}),
  output: z.object({ names: z.array(CategoryNames) }),
});

export const setCategoryName = defineCall({
  path: '/res/category/names/set',
  summary:
    'A seller names a category she files live products under, in one or more languages: a Chinese name given in one script fills the other by conversion (OpenCC); English is optional; the category as filed fills a language it is written in. Names are the market’s, shared by every shop filing under the category.',
  auth: 'seller',
  input: z.strictObject({
    category: CategoryName,
    en: CategoryName.optional(),
    zh_hk: CategoryName.optional(),
    zh_cn: CategoryName.optional(),
  }),
  output: CategoryNames,
});

/** Words of a shop's own synonym group, as she types them (docs/decisions/0290-shop-synonyms.md). */
const SynonymWord = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .check(VisibleText)
  .refine((w) => !containsProhibitedWord(w), { message: 'contains a prohibited word' });

export const SYNONYM_GROUPS_MAX = 50;
export const SYNONYM_WORDS_MAX = 8;

export const ShopSynonyms = z.object({
  /** each group's words find each other among the shop's own products, as she typed them */
  groups: z.array(z.array(z.string())),
});
export type ShopSynonyms = z.infer<typeof ShopSynonyms>;

export const shopSynonyms = defineCall({
  path: '/res/search/shop_synonyms',
  summary:
    "A shop's own synonyms: {} reads them; { groups: [['杞子', 'goji', 'wolfberry'], …] } replaces them. A search for any word of a group finds the shop's products that have another word of it (ranked below those with the word as typed); other shops' products are not found by them. Up to 50 groups of 2–8 words.",
  auth: 'seller',
  input: z.union([
    z.strictObject({}),
    z.strictObject({
      groups: z.array(z.array(SynonymWord).min(2).max(SYNONYM_WORDS_MAX)).max(SYNONYM_GROUPS_MAX),
    }),
  ]),
  output: ShopSynonyms,
});
