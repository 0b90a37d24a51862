import { describe, expect, it } from 'vitest';
import { toggleCategory } from './CategoryChips';

describe('category chips (docs/product.md §2: All first, multi-select)', () => {
  it('adds and removes categories, keeping the order of choice', () => {
    expect(toggleCategory([], 'Tea')).toEqual(['Tea']);
    expect(toggleCategory(['Tea'], 'Snacks')).toEqual(['Tea', 'Snacks']);
    expect(toggleCategory(['Tea', 'Snacks'], 'Tea')).toEqual(['Snacks']);
  });
  it('All clears every choice', () => {
    expect(toggleCategory(['Tea', 'Snacks'], null)).toEqual([]);
  });
  it('never changes the list it was given', () => {
    const selected = ['Tea'];
    toggleCategory(selected, 'Snacks');
    expect(selected).toEqual(['Tea']);
  });
});
