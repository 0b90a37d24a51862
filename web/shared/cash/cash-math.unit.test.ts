import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toCents } from '../../../contract/money';
import { cashSuggestions, changeCents, parseAmount } from './cash-math';

describe('parseAmount', () => {
  it('reads what a cashier types, and nothing else', () => {
    expect(parseAmount('12.5')).toBe(12.5);
    expect(parseAmount('$1,000')).toBe(1000);
    expect(parseAmount('12.345')).toBeNull();
    expect(parseAmount('-5')).toBeNull();
    expect(parseAmount('abc')).toBeNull();
  });
});

describe('changeCents', () => {
  it('is what is left of the cash after the total', () => {
    expect(changeCents(100, toCents(44.5))).toBe(5550);
    expect(changeCents(20, toCents(44.5))).toBe(-2450);
  });
});

describe('cashSuggestions', () => {
  it('offers the notes and round-ups above the total', () => {
    expect(cashSuggestions(1800)).toEqual([20, 50, 100, 500, 1000]);
    expect(cashSuggestions(17800)).toEqual([180, 200, 500, 1000]);
    expect(cashSuggestions(6400)).toEqual([70, 100, 500, 1000]);
    expect(cashSuggestions(2000)).toEqual([50, 100, 500, 1000]);
  });

  it('only ever offers amounts that cover the total', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5_000_00 }), (cents) => {
        for (const amount of cashSuggestions(cents)) expect(amount * 100).toBeGreaterThan(cents);
      }),
    );
  });
});
