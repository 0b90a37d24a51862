import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createCollection } from './collections';
import { addComment, create, POST_IMAGES_MAX } from './posts';

const img = (i: number) => `${i.toString(16).padStart(32, '0')}/1280.webp`;
const base = { title: 'A post', imagePaths: [img(1)] };

describe('post create payload', () => {
  it('keeps the first spelling of case-insensitive duplicate tags, in order, trimmed and collapsed', () => {
    const out = create.input.parse({
      ...base,
      tags: ['Tea', ' tea ', 'Dried   goods', 'TEA', 'dried goods', 'Gifts'],
    });
    expect(out.tags).toEqual(['Tea', 'Dried goods', 'Gifts']);
  });

  it('dedupes linked product ids keeping order; defaults empty lists and description', () => {
    expect(create.input.parse({ ...base, linkedProducts: ['b', 'a', 'b'] }).linkedProducts).toEqual([
      'b',
      'a',
    ]);
    expect(create.input.parse(base)).toEqual({ ...base, description: '', tags: [], linkedProducts: [] });
  });

  it('accepts 1 to 10 images and nothing else', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 15 }), (n) => {
        const ok = create.input.safeParse({
          ...base,
          imagePaths: Array.from({ length: n }, (_, i) => img(i)),
        }).success;
        expect(ok).toBe(n >= 1 && n <= POST_IMAGES_MAX);
      }),
    );
  });

  it('refuses prohibited words anywhere in a tag, in any case', () => {
    for (const tag of ['FakeBags', 'cheap REPLICA', '翻版手袋']) {
      expect(create.input.safeParse({ ...base, tags: [tag] }).success).toBe(false);
    }
  });

  it('keeps HTML in titles and comments as typed (only outer whitespace is trimmed)', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 100 }).filter((s) => s.trim().length > 0),
        (s) => {
          const title = `<script>${s}</script>`;
          expect(create.input.parse({ ...base, title }).title).toBe(title.trim());
          expect(addComment.input.parse({ id: 'p', text: title }).text).toBe(title.trim());
        },
      ),
    );
  });
});

describe('collection names', () => {
  it('are trimmed, collapse inner whitespace, and must be 1–50 characters (issue 11)', () => {
    expect(createCollection.input.parse({ name: '  Gift   ideas ' }).name).toBe('Gift ideas');
    expect(createCollection.input.safeParse({ name: '   ' }).success).toBe(false);
    expect(createCollection.input.safeParse({ name: 'n'.repeat(51) }).success).toBe(false);
    expect(createCollection.input.safeParse({ name: 'n'.repeat(50) }).success).toBe(true);
  });
});
