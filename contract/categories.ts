/**
 * Category and hashtag rules, shared by the category sheet (warnings as you type) and the server
 * (which refuses the same words). What is prohibited, how it is matched, and the four outcomes of adding one:
 * ./prohibited-terms.ts (apart, so a page that only needs these limits does not carry the term list).
 */
export const CATEGORY_MAX_LENGTH = 30;
export const CATEGORIES_MAX = 10;

export type CategoryCheck = 'empty' | 'prohibited' | 'exists' | 'ok';

export function normalizeCategory(raw: string): string {
  return raw.trim().replace(/\s+/g, ' ');
}
