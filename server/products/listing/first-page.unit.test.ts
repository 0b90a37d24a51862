import { describe, expect, it } from 'vitest';
import { afterPrefix, firstPageOf } from './first-page';

const m = (id: string, level: number, stock = 0) => ({ id, level, stock });

describe('firstPageOf', () => {
  it('ranks the matches read by level, then in stock, keeping the order read within each', () => {
    const read = [m('9', 2, 1), m('8', 2), m('7', 1), m('6', 2), m('5', 1, 1)];
    expect(firstPageOf(read, 3, true)).toEqual({ ids: ['7', '5', '8'], noneBelow: 0 });
  });
  it('asks that nothing beyond ranks under the last product’s level, or under the next for a sold-out one', () => {
    expect(firstPageOf([m('9', 2), m('8', 3), m('7', 2)], 2, false)).toEqual({
      ids: ['9', '7'],
      noneBelow: 2,
    });
    expect(firstPageOf([m('9', 2), m('8', 3, 1), m('7', 2, 1)], 2, false)).toEqual({
      ids: ['9', '7'],
      noneBelow: 3,
    });
  });
  it('gives no page from too few matches unless they are all, nor one ending sold out at the worst level', () => {
    expect(firstPageOf([m('9', 2)], 2, false)).toBeNull();
    expect(firstPageOf([m('9', 2)], 2, true)).toEqual({ ids: ['9'], noneBelow: 0 });
    expect(firstPageOf([m('9', 6, 1)], 1, false)).toBeNull();
    expect(firstPageOf([m('9', 6)], 1, false)).toEqual({ ids: ['9'], noneBelow: 6 });
  });
});

describe('afterPrefix', () => {
  it('is the first string past every string starting with the prefix, in code point order', () => {
    expect(afterPrefix('candle')).toBe('candlf');
    expect(afterPrefix('茶')).toBe(String.fromCodePoint('茶'.codePointAt(0)! + 1));
    expect(afterPrefix('a\u{10FFFF}')).toBe('b');
    expect(afterPrefix('\u{D7FF}')).toBe('\u{E000}');
    for (const s of ['candle', 'candles', 'candle set', 'candle\u{10FFFF}'])
      expect(s >= 'candle' && s < afterPrefix('candle')!).toBe(true);
  });
});
