import { describe, expect, it } from 'vitest';
import {
  canSaveEdit,
  canSaveNew,
  draftFrom,
  EMPTY_DRAFT,
  parseDecimal,
  parseInteger,
  parsePathsParam,
  parseProductParam,
  sanitizeDecimal,
  toCreateInput,
} from './draft';

const IMG = `${'a'.repeat(32)}/1280.webp`;

describe('product form rules (docs/product.md §5)', () => {
  it('parses numbers with a fallback of 0', () => {
    expect(parseDecimal('12.5')).toBe(12.5);
    expect(parseDecimal('')).toBe(0);
    expect(parseDecimal('abc')).toBe(0);
    expect(parseInteger('7')).toBe(7);
    expect(parseInteger('7.9')).toBe(7);
    expect(parseInteger('')).toBe(0);
  });

  it('keeps money input to digits, one dot and 2 decimals', () => {
    expect(sanitizeDecimal('12.345')).toBe('12.34');
    expect(sanitizeDecimal('1,5')).toBe('1.5');
    expect(sanitizeDecimal('-3a.1.2')).toBe('3.12');
  });

  it('enables Add save only with name, description, price, cost and quantity', () => {
    const full = { ...EMPTY_DRAFT, name: 'Tea', description: 'Oolong', price: '5', cost: '2', quantity: '0' };
    expect(canSaveNew(full)).toBe(true);
    for (const field of ['name', 'description', 'price', 'cost', 'quantity'] as const) {
      expect(canSaveNew({ ...full, [field]: '  ' })).toBe(false);
    }
    expect(canSaveNew({ ...full, images: [] })).toBe(true);
  });

  it('enables Edit save with a name and at least one image', () => {
    const draft = { ...EMPTY_DRAFT, name: 'Tea', images: [IMG] };
    expect(canSaveEdit(draft)).toBe(true);
    expect(canSaveEdit({ ...draft, description: '' })).toBe(true);
    expect(canSaveEdit({ ...draft, images: [] })).toBe(false);
    expect(canSaveEdit({ ...draft, name: ' ' })).toBe(false);
  });

  it('builds the create payload with parsed numbers', () => {
    const input = toCreateInput({
      ...EMPTY_DRAFT,
      name: ' Tea ',
      description: 'Oolong',
      price: '12.50',
      cost: 'x',
      quantity: '3',
      discount: '',
      barcode: ' ',
      images: [IMG],
    });
    expect(input).toMatchObject({
      name: 'Tea',
      price: 12.5,
      cost: 0,
      quantity: 3,
      discount: 0,
      barcode: null,
    });
    expect(input.imagePath).toEqual([IMG]);
  });

  it('reads query parameters defensively', () => {
    expect(parsePathsParam(JSON.stringify([IMG, '../etc/passwd', 5]))).toEqual([IMG]);
    expect(parsePathsParam('not json')).toEqual([]);
    expect(parseProductParam('{"name":"x"}')).toBeNull();
    expect(
      parseProductParam(JSON.stringify({ _id: 'p1', name: 'Tea', imagePaths: [IMG, 'x'] }))?.imagePaths,
    ).toEqual([IMG]);
    const draft = draftFrom({
      name: 'Tea',
      price: 5,
      quantity: 2.5,
      size: 'XL',
      category: ['a', 3],
      barcode: '123',
    });
    expect(draft).toMatchObject({
      name: 'Tea',
      price: '5',
      quantity: '',
      size: null,
      category: ['a'],
      barcode: '123',
    });
    // sold by weight (decision 0233): a fraction is a stock
    expect(draftFrom({ name: 'Loose tea', quantity: 2.5, unit: 'tael', step: 2 })).toMatchObject({
      quantity: '2.5',
      unit: 'tael',
      step: '2',
    });
  });
});
