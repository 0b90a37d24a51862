import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { likeContains } from './text-search';

/** What SQL `lower(x) LIKE pattern ESCAPE '\'` does, to check the pattern escapes every wildcard. */
function sqlLike(text: string, pattern: string): boolean {
  let re = '';
  for (let i = 0; i < pattern.length; i += 1) {
    const c = pattern[i]!;
    if (c === '\\') re += pattern[++i]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    else if (c === '%') re += '[\\s\\S]*';
    else if (c === '_') re += '[\\s\\S]';
    else re += c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${re}$`).test(text);
}

describe('likeContains', () => {
  it('matches exactly the texts that contain the search (both already folded), wildcards literal', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), fc.string({ minLength: 1, maxLength: 4 }), (text, search) => {
        expect(sqlLike(text, likeContains(search))).toBe(text.includes(search));
      }),
      { numRuns: 500 },
    );
    expect(sqlLike('100% matcha', likeContains('0%'))).toBe(true);
    expect(sqlLike('100 matcha', likeContains('0%'))).toBe(false);
  });
});
