/**
 * Words a shopper uses for the same thing (docs/decisions/0270-search-that-forgives.md): each group's words
 * find each other, singular or plural. A small list written here, of the goods the market's stalls sell, not
 * a thesaurus: a synonym ranks below every product that has the word as typed, so a loose one costs little,
 * and a wrong one would show goods the shopper did not mean. A shop's own words are its categories' names
 * in three languages (server/search/category-names.ts).
 */
const GROUPS: string[][] = [
  ['mug', 'cup'],
  ['scallop', 'conpoy'],
  ['tote', 'bag'],
  ['notebook', 'journal'],
  ['cushion', 'pillow'],
  ['biscuit', 'cookie'],
  ['jam', 'preserve'],
  ['shiitake', 'mushroom'],
  ['tangerine', 'mandarin'],
  ['tray', 'board'],
];

const byWord = new Map<string, string[]>();
for (const group of GROUPS)
  for (const w of group)
    byWord.set(
      w,
      group.filter((o) => o !== w),
    );

/** the synonyms of a word given in its singular form (none for a word in no group) */
export function synonymsOf(singular: string): string[] {
  return byWord.get(singular) ?? [];
}
