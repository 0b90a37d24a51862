import unhomoglyph from 'unhomoglyph';

/**
 * What a name looks like to a reader, as keys two names share when a reader could take one for the other
 * (docs/decisions/0260-names-that-impersonate.md). Shop names and usernames are unique by these keys.
 *
 * Each key is the name
 * 1. in NFKC (full-width ＭＥＩ and half-width katakana fold to their usual forms, ligatures split),
 * 2. case-folded (the `folded` key only),
 * 3. in one Chinese script (the caller's `oneScript`, one character for one: the server passes search's
 *    Traditional → Simplified map, so 美記 and 美记 are one name),
 * 4. without what a reader does not notice: spaces of every kind, punctuation (Mei's, Mei’s, Meis; mei_shop,
 *    mei.shop, meishop), accents and other non-spacing marks, format and control characters, invisible letters,
 * 5. through Unicode TS #39's confusable skeleton (confusables.txt, by the `unhomoglyph` package: Cyrillic е
 *    and Greek ο are Latin e and o, 0 is O, 1 and I are l, m is rn), steps 2–5 repeated until nothing changes.
 *
 * Two keys, because case and look disagree: the capital I looks like the small l, but case folding makes it an i.
 * `folded` catches a copy in another case (MEI'S DRIED GOODS); `cased` keeps the case as written and catches the
 * look-alike capital (MeI's Bakery for Mel's Bakery). A name collides when either key does.
 *
 * Pure and synchronous. The confusables table (100 KB) and the Chinese map stay on the server: the browser asks
 * the server (`check_username`, `check_shop_name`) instead of bundling them.
 */
export interface NameKeys {
  folded: string;
  cased: string;
}

export type OneScript = (char: string) => string;

const sameScript: OneScript = (c) => c;

export function nameKeys(name: string, oneScript: OneScript = sameScript): NameKeys {
  return { folded: key(name, true, oneScript), cased: key(name, false, oneScript) };
}

/** Unicode's full case folding as far as JavaScript has it: upper then lower (ß → ss, ς → σ, ſ → s). */
export function caseFold(text: string): string {
  return text.toUpperCase().toLowerCase();
}

/** The UTS #39 skeleton: NFD, each character by its prototype in confusables.txt, NFD again. */
export function confusableSkeleton(text: string): string {
  return unhomoglyph(text.normalize('NFD')).normalize('NFD');
}

/**
 * Dropped from a key: whitespace and separators, punctuation, non-spacing and enclosing marks (after NFD: accents),
 * control, format, private-use and surrogate code points, and the invisible letters contract/name-text.ts refuses.
 */
const UNNOTICED =
  // biome-ignore lint/suspicious/noMisleadingCharacterClass: each code point is matched on its own, combining ones too
  /[\s\p{Z}\p{P}\p{Mn}\p{Me}\p{Cc}\p{Cf}\p{Co}\p{Cs}\u034F\u115F\u1160\u17B4\u17B5\u180B-\u180F\u2800\u3164\uFFA0]/gu;

function fold(text: string, foldCase: boolean, oneScript: OneScript): string {
  let s = text.normalize('NFKC');
  if (foldCase) s = caseFold(s);
  let out = '';
  for (const ch of s) out += oneScript(ch);
  return out.normalize('NFD').replace(UNNOTICED, '');
}

function key(name: string, foldCase: boolean, oneScript: OneScript): string {
  let s = fold(name, foldCase, oneScript);
  // a prototype may itself fold further (0 → O → o): repeat until stable (twice is enough in practice)
  for (let i = 0; i < 4; i += 1) {
    const next = fold(confusableSkeleton(s), foldCase, oneScript);
    if (next === s) break;
    s = next;
  }
  // a name of punctuation alone keeps a key of its own, so "..." cannot be taken twice either
  return s === '' ? `#${caseFold(name.normalize('NFKC').trim())}` : s;
}
