import { z } from 'zod';

/**
 * Characters a reader cannot see, refused in every name a person gives (shop name, username, display name,
 * product, variant, category and collection names): docs/decisions/0260-names-that-impersonate.md.
 *
 * - control characters (Cc), line and paragraph separators (Zl, Zp);
 * - format characters (Cf): zero-width space and joiners, word joiner, BOM, soft hyphen, the Arabic letter mark,
 *   and every bidi control (U+200E/U+200F, U+202A–U+202E, U+2066–U+2069), which can make a name read backwards;
 * - invisible letters and marks that pass for letters: the combining grapheme joiner (U+034F), the Hangul fillers
 *   (U+115F, U+1160, U+3164, U+FFA0), the Khmer inherent vowels (U+17B4, U+17B5), Mongolian variation selectors
 *   (U+180B–U+180F) and the blank braille pattern (U+2800);
 * - private-use characters (Co) and lone surrogates (Cs).
 *
 * Two uses of format characters draw something a reader sees, and stay allowed: the zero-width joiner between two
 * emoji (👩‍🍳: one picture made of two) and the tag characters of a subdivision flag (🏴 England, Scotland, Wales).
 * A plain function: the browser may use it as well as the schemas below.
 */
export function hiddenCharacters(text: string): string[] {
  const found = text.replace(EMOJI_JOINER, '$1').replace(FLAG_TAGS, '').match(HIDDEN);
  return found ? [...new Set(found)] : [];
}

export function hasHiddenCharacters(text: string): boolean {
  return hiddenCharacters(text).length > 0;
}

/** code points as U+XXXX, for a message that names what was found */
export function codePoints(chars: string[]): string {
  return chars
    .map((c) => `U+${(c.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`)
    .join(', ');
}

const HIDDEN =
  // biome-ignore lint/suspicious/noMisleadingCharacterClass: each code point is matched on its own, combining ones too
  /[\p{Cc}\p{Cf}\p{Co}\p{Cs}\p{Zl}\p{Zp}\u034F\u115F\u1160\u17B4\u17B5\u180B-\u180F\u2800\u3164\uFFA0]/gu;
/** a zero-width joiner after an emoji (its variation selector or skin tone kept) and before another */
const EMOJI_JOINER =
  /(\p{Extended_Pictographic}[\u{FE0F}\u{1F3FB}-\u{1F3FF}]?)\u200D(?=\p{Extended_Pictographic})/gu;
/** the tags of a subdivision flag: the black flag, tag letters, the cancel tag */
const FLAG_TAGS = /(?<=\u{1F3F4})[\u{E0020}-\u{E007E}]+\u{E007F}/gu;

/**
 * The one zod rule for it: `.check(VisibleText)` on a name's schema. The message names the characters found,
 * so a client can say which.
 */
export const VisibleText = z.superRefine<string>((value, ctx) => {
  const found = hiddenCharacters(value);
  if (found.length > 0)
    ctx.addIssue({
      code: 'custom',
      message: `invisible or text-direction characters are not allowed in a name (${codePoints(found)})`,
      input: value,
    });
});
