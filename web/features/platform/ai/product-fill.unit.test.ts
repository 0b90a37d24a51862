import { describe, expect, it } from 'vitest';
import type { ProductSuggestion } from '../../../../contract/ai';
import { EMPTY_DRAFT } from '../../back-office/products';
import { productFill } from './product-fill';

const item: ProductSuggestion = {
  name: 'Dried Mango 芒果乾',
  description: 'Dried Mango 芒果乾, 200g.',
  price: 45,
  cost: 27.5,
  quantity: 24,
  category: ['Dried goods'],
  barcode: '4890000001239',
  confidence: 0.9,
  sources: [],
  provider: 'offline',
};

describe('productFill (spec: AI fill)', () => {
  it('the add screen takes name, description, price, cost, quantity (and empty category and barcode)', () => {
    const { patch, fields } = productFill(item, 'add', EMPTY_DRAFT);
    expect(patch).toEqual({
      name: 'Dried Mango 芒果乾',
      description: 'Dried Mango 芒果乾, 200g.',
      price: '45',
      cost: '27.50',
      quantity: '24',
      category: ['Dried goods'],
      barcode: '4890000001239',
    });
    expect(fields).toEqual(['name', 'description', 'price', 'cost', 'quantity', 'category', 'barcode']);
  });

  it('a number the assistant left empty (no comparable, her stock to count) stays empty, unmarked', () => {
    const { patch, fields } = productFill(
      { ...item, price: null, cost: null, quantity: null },
      'add',
      EMPTY_DRAFT,
    );
    expect(patch.price).toBeUndefined();
    expect(patch.cost).toBeUndefined();
    expect(patch.quantity).toBeUndefined();
    expect(fields).toEqual(['name', 'description', 'category', 'barcode']);
  });

  it('keeps categories and a barcode the seller already entered', () => {
    const { patch } = productFill(item, 'add', { ...EMPTY_DRAFT, category: ['Snacks'], barcode: '123' });
    expect(patch.category).toBeUndefined();
    expect(patch.barcode).toBeUndefined();
  });

  it('the edit screen takes only name and description', () => {
    const { patch, fields } = productFill(item, 'edit', { ...EMPTY_DRAFT, price: '50' });
    expect(patch).toEqual({ name: item.name, description: item.description });
    expect(fields).toEqual(['name', 'description']);
  });

  it('never overwrites what the seller typed: those fields are kept and listed (issue 25)', () => {
    const typed = { ...EMPTY_DRAFT, name: 'Mango from Mei', price: '40' };
    const add = productFill(item, 'add', typed);
    expect(add.patch.name).toBeUndefined();
    expect(add.patch.price).toBeUndefined();
    expect(add.patch.description).toBe(item.description);
    expect(add.kept).toEqual(['name', 'price']);
    const edit = productFill(item, 'edit', typed);
    expect(edit.patch).toEqual({ description: item.description });
    expect(edit.kept).toEqual(['name']);
  });

  it('a form started by the catty (the shop’s trade) is sold by the piece once the package’s price fills it', () => {
    const byCatty = { ...EMPTY_DRAFT, unit: 'catty' as const, category: ['Dried goods'] };
    const { patch, fields } = productFill(item, 'add', byCatty);
    expect(patch.unit).toBe('piece');
    expect(patch.price).toBe('45');
    // the category she (or her trade) set stays, unmarked
    expect(fields).not.toContain('category');
    // a price she typed stays, and so does her unit
    expect(productFill(item, 'add', { ...byCatty, price: '180' }).patch.unit).toBeUndefined();
  });
});
