/**
 * Category and hashtag rules, shared by the category sheet (warnings as you type) and the server
 * (which refuses the same words). Matching is case-insensitive on substrings, so "FakeBags" is caught.
 */
export const CATEGORY_MAX_LENGTH = 30;
export const CATEGORIES_MAX = 10;

export const PROHIBITED_WORDS: readonly string[] = [
  'cocaine',
  'heroin',
  'meth',
  'drugs',
  'weed',
  'cannabis',
  'firearm',
  'gun',
  'ammo',
  'weapon',
  'counterfeit',
  'replica',
  'fake',
  'porn',
  'xxx',
  'escort',
  'casino',
  'gambling',
  'nazi',
  '毒品',
  '大麻',
  '可卡因',
  '槍',
  '枪',
  '彈藥',
  '弹药',
  '色情',
  '賭博',
  '赌博',
  '假貨',
  '假货',
  '翻版',
  'A貨',
  'A货',
];

export type CategoryCheck = 'empty' | 'prohibited' | 'exists' | 'ok';

export function normalizeCategory(raw: string): string {
  return raw.trim().replace(/\s+/g, ' ');
}

export function containsProhibitedWord(text: string): boolean {
  const lower = text.toLowerCase();
  return PROHIBITED_WORDS.some((w) => lower.includes(w.toLowerCase()));
}

/** The four outcomes of adding a category or hashtag (docs/product.md §5). */
export function checkCategory(raw: string, existing: readonly string[]): CategoryCheck {
  const value = normalizeCategory(raw);
  if (!value) return 'empty';
  if (containsProhibitedWord(value)) return 'prohibited';
  if (existing.some((c) => c.toLowerCase() === value.toLowerCase())) return 'exists';
  return 'ok';
}
