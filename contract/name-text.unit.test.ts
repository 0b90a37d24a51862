import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ERRORS } from './errors';
import { hasHiddenCharacters, hiddenCharacters, VisibleText } from './name-text';
import { SHOP_NAME_ERROR_CODES, USERNAME_ERROR_CODES } from './profile';

/** Invisible and text-direction characters in names (docs/decisions/0260-names-that-impersonate.md). */
describe('hidden characters in a name', () => {
  const refused: [string, string][] = [
    ['zero-width space', 'Mei\u200bShop'],
    ['zero-width non-joiner', 'Mei\u200cShop'],
    ['zero-width joiner between letters', 'Mei\u200dShop'],
    ['word joiner', 'Mei\u2060Shop'],
    ['byte order mark inside', 'Mei\uFEFFShop'],
    ['soft hyphen', 'Mei\u00adShop'],
    ['left-to-right mark', 'Mei\u200eShop'],
    ['right-to-left mark', 'Mei\u200fShop'],
    ['Arabic letter mark', 'Mei\u061cShop'],
    ['left-to-right embedding', '\u202aMei'],
    ['right-to-left embedding', '\u202bMei'],
    ['pop directional formatting', 'Mei\u202c'],
    ['left-to-right override', '\u202dMei'],
    ['right-to-left override', '\u202eMei'],
    ['left-to-right isolate', '\u2066Mei'],
    ['right-to-left isolate', '\u2067Mei'],
    ['first strong isolate', '\u2068Mei'],
    ['pop directional isolate', 'Mei\u2069'],
    ['a control character', 'Mei\u0007'],
    ['a line separator', 'Mei\u2028Shop'],
    ['a Hangul filler (passes as a letter)', 'mei\u3164'],
    ['a combining grapheme joiner', 'me\u034Fi'],
    ['a private-use character', 'Mei\uE000'],
    ['a tag character outside a flag', 'Mei\u{E0067}'],
  ];
  for (const [what, name] of refused) {
    it(`refuses ${what}`, () => {
      expect(hasHiddenCharacters(name)).toBe(true);
    });
  }

  it('allows what a reader sees: letters of any script, spaces, punctuation, emoji and their sequences', () => {
    for (const name of [
      'Mei’s Dried Goods 美記海味',
      'Café Ōsaka',
      'مرحبا',
      'Mei 👩‍🍳',
      '👨‍👩‍👧 family shop',
      '👍🏽 Good',
      '🏴󠁧󠁢󠁳󠁣󠁴󠁿 Scottish',
      '❤️ Love',
    ])
      expect(hiddenCharacters(name), name).toEqual([]);
  });

  it('the zod rule names what it found', () => {
    const Name = z.string().trim().min(1).check(VisibleText);
    const r = Name.safeParse('Mei\u202e\u200bShop');
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toContain('U+202E, U+200B');
    expect(Name.safeParse('Mei Shop').success).toBe(true);
  });
});

describe('the name fields’ error codes for the browser', () => {
  it('are the catalogue’s', () => {
    expect(SHOP_NAME_ERROR_CODES).toEqual([ERRORS.shopNameTooClose.code]);
    expect(USERNAME_ERROR_CODES).toEqual([ERRORS.usernameTooClose.code, ERRORS.usernameTaken.code]);
  });
});
