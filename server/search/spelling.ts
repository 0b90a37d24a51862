/**
 * Near spellings of a query term (docs/decisions/0237-search-matching.md): English plurals both ways and one
 * edit (a letter left out, added, changed, or two swapped) in words of 5 letters or more. The candidates are
 * looked up in the vocabulary of words the catalogue and the posts really use, so only real words expand a
 * query, and the same words on SQLite and PostgreSQL.
 */
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
const LATIN_WORD = /^[a-z]+$/;

/**
 * the words a text adds to the vocabulary: Latin letters only, 3 or more (so "mugs" finds its singular "mug";
 * docs/decisions/0270-search-that-forgives.md)
 */
export function vocabularyWords(foldedText: string): string[] {
  return [...new Set(foldedText.split(/[^a-z]+/).filter((w) => w.length >= 3 && w.length <= 40))];
}

/** plural and singular forms a term may mean: scallops ↔ scallop, boxes → box, cherries → cherry */
export function pluralForms(term: string): string[] {
  if (!LATIN_WORD.test(term) || term.length < 3) return [];
  const forms = [`${term}s`, `${term}es`];
  if (term.endsWith('y')) forms.push(`${term.slice(0, -1)}ies`);
  if (term.endsWith('ies')) forms.push(`${term.slice(0, -3)}y`);
  if (term.endsWith('es')) forms.push(term.slice(0, -2));
  if (term.endsWith('s')) forms.push(term.slice(0, -1));
  return forms.filter((f) => f.length >= 3 && f !== term);
}

/** every string one edit away from a Latin term of 5+ letters (about 54 per letter) */
export function oneEditAway(term: string): string[] {
  if (!LATIN_WORD.test(term) || term.length < 5) return [];
  const out = new Set<string>();
  for (let i = 0; i <= term.length; i += 1) {
    const head = term.slice(0, i);
    const tail = term.slice(i);
    if (tail) out.add(head + tail.slice(1));
    if (tail.length > 1) out.add(head + tail[1] + tail[0] + tail.slice(2));
    for (const c of LETTERS) {
      if (tail && c !== tail[0]) out.add(head + c + tail.slice(1));
      out.add(head + c + tail);
    }
  }
  out.delete(term);
  return [...out];
}

/**
 * One slip away, or one slip and a plural ending (mushrom → mushroom, mushrooms; scalop → scallop, scallops):
 * a shopper misspells the word and types it in the plural, or not, whichever the seller wrote
 * (docs/decisions/0270-search-that-forgives.md). About 160 candidates per letter, looked up in one query.
 */
export function nearSpellings(term: string): string[] {
  const near = oneEditAway(term);
  const out = new Set(near);
  for (const w of near) {
    out.add(`${w}s`);
    if (/(s|x|z|ch|sh|o)$/.test(w)) out.add(`${w}es`);
    if (w.endsWith('s')) out.add(w.slice(0, -1));
  }
  out.delete(term);
  return [...out];
}

/**
 * Whole-word pattern of a folded term, for ranking a word above the same letters inside another word
 * (candle above handle, tea above steamer): `[^a-z0-9]` on each side, over the text padded with spaces.
 * SQLite compares with GLOB (its special characters put in brackets), PostgreSQL with a regular expression
 * (its special characters escaped); on folded text both mean the same.
 */
export function wholeWordGlob(term: string): string {
  return `*[^a-z0-9]${term.replace(/[*?[\]]/g, (c) => `[${c}]`)}[^a-z0-9]*`;
}
export function wholeWordRegex(term: string): string {
  return `[^a-z0-9]${term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[^a-z0-9]`;
}

/** Optimal-string-alignment distance (an adjacent swap counts as one edit), for ranking suggestions. */
export function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [
    i,
    ...Array<number>(b.length).fill(0),
  ]);
  for (let j = 1; j <= b.length; j += 1) d[0]![j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

export const isLatinWord = (term: string) => LATIN_WORD.test(term);
