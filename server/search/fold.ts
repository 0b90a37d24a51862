import { createRequire } from 'node:module';

/**
 * The one spelling a search compares (docs/decisions/0237-search-matching.md). Both the stored text and the
 * query pass through it, so these match each other:
 * - Traditional and Simplified Chinese: each Traditional (and Hong Kong variant) character becomes its
 *   Simplified form, one character for one, so a phrase folds the same wherever it stands (元貝 and 元贝 → 元贝);
 * - full-width and half-width forms (ＴＥＡ, ｔｅａ → tea) by NFKC;
 * - case and accents (Café → cafe);
 * - runs of spaces and control characters (a control character is the stored text's field separator).
 */
export function foldForSearch(text: string): string {
  const map = traditionalToSimplified();
  let out = '';
  for (const ch of text.normalize('NFKD').replace(/\p{M}/gu, '').normalize('NFKC').toLowerCase()) {
    out += map.get(ch) ?? ch;
  }
  return out.replace(/[\p{Cc}\s]+/gu, ' ').trim();
}

/** Several fields folded into one stored text; the separator never occurs in a folded query. */
export const FIELD_SEPARATOR = '\u001f';

export function foldFields(fields: (string | null | undefined)[]): string {
  return fields
    .map((f) => foldForSearch(f ?? ''))
    .filter(Boolean)
    .join(FIELD_SEPARATOR);
}

/**
 * A query's terms: folded, split at spaces, a leading `#` dropped (`#新貨` searches as `新貨`), each term
 * at most once, at most 6 (every one must match).
 */
export function searchTerms(query: string): string[] {
  const terms = foldForSearch(query)
    .split(' ')
    .map((t) => t.replace(/^#+/, ''))
    .filter(Boolean);
  return [...new Set(terms)].slice(0, 6);
}

/** One character in Simplified Chinese, as search folds it (also a name's one script: server/search/name-keys.ts). */
export function simplifiedChar(ch: string): string {
  return traditionalToSimplified().get(ch) ?? ch;
}

let charMap: Map<string, string> | null = null;

/**
 * Built once, on first use (~75 ms): OpenCC's Hong Kong and Taiwan Traditional → Simplified conversion run
 * over every CJK character on its own line, so no phrase rule changes a character by its neighbours.
 */
function traditionalToSimplified(): Map<string, string> {
  if (charMap) return charMap;
  // the UMD build loads synchronously, so folding stays a plain function
  const { Converter } = createRequire(import.meta.url)('opencc-js/t2cn') as {
    Converter: (o: { from: string; to: string }) => (s: string) => string;
  };
  const chars: string[] = [];
  for (let c = 0x3400; c <= 0x9fff; c += 1) chars.push(String.fromCodePoint(c));
  const joined = chars.join('\n');
  const fromHk = Converter({ from: 'hk', to: 'cn' })(joined).split('\n');
  const fromTw = Converter({ from: 'tw', to: 'cn' })(joined).split('\n');
  const map = new Map<string, string>();
  chars.forEach((c, i) => {
    const simplified = fromHk[i] !== c ? fromHk[i] : fromTw[i];
    if (simplified && simplified !== c && [...simplified].length === 1) map.set(c, simplified);
  });
  charMap = map;
  return map;
}
