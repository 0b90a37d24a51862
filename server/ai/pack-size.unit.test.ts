import { describe, expect, it } from 'vitest';
import { listingSize, packSizeIn, similarSize } from './pack-size';

describe('packSizeIn (docs/decisions/0238-ai-prices-per-unit.md)', () => {
  it.each([
    ['Premium Slices 200g', 'mass', 200],
    ['Net wt 500 G', 'mass', 500],
    ['Family pack 1kg', 'mass', 1000],
    ['淨重 200克', 'mass', 200],
    ['1 斤', 'mass', 604.79],
    ['半斤裝', 'mass', 302.395],
    ['三兩', 'mass', 113.397],
    ['1 lb bag', 'mass', 453.59237],
    ['250ml', 'volume', 250],
    ['1.5 L', 'volume', 1500],
    ['500毫升', 'volume', 500],
    ['6 x 250ml', 'volume', 1500],
    ['330ml × 24', 'volume', 7920],
    ['Crisp egg rolls, a tin of 24.', 'count', 24],
    ['box of 20', 'count', 20],
    ['12 pcs', 'count', 12],
    ['24入', 'count', 24],
    ['ＮＥＴ ２００ｇ', 'mass', 200],
  ])('%s → %s %d', (text, dimension, amount) => {
    const size = packSizeIn(text);
    expect(size?.dimension).toBe(dimension);
    expect(size!.amount).toBeCloseTo(amount, 2);
  });

  it('a number that is not a size is not read as one', () => {
    expect(packSizeIn('Pu-erh tea cake 2015')).toBeNull();
    expect(packSizeIn('5 goji lamb soup')).toBeNull();
    expect(packSizeIn('十年陳皮')).toBeNull();
    expect(packSizeIn('4897001000001')).toBeNull();
    expect(packSizeIn('Serves 1')).toBeNull();
  });

  it('a weighed listing holds one of its unit; a piece what its name, else its description, says', () => {
    expect(listingSize({ name: 'Loose scallops', description: '', unit: 'catty' })!.amount).toBeCloseTo(
      604.79,
    );
    expect(listingSize({ name: 'Shrimp 200g', description: 'a 1 kg sack', unit: 'piece' })!.amount).toBe(200);
    expect(listingSize({ name: 'Shrimp', description: 'Small shrimp, 250 g.', unit: 'piece' })!.amount).toBe(
      250,
    );
  });

  it('sizes compare within 5× in one dimension', () => {
    expect(similarSize({ dimension: 'mass', amount: 200 }, { dimension: 'mass', amount: 604.79 })).toBe(true);
    expect(similarSize({ dimension: 'mass', amount: 200 }, { dimension: 'mass', amount: 5000 })).toBe(false);
    expect(similarSize({ dimension: 'mass', amount: 200 }, { dimension: 'volume', amount: 200 })).toBe(false);
  });
});

describe('packSizeIn: dimensions are not counts', () => {
  it('"40 × 20 cm" and "90 x 35 cm" are no pack size', () => {
    expect(packSizeIn('Oiled black walnut board, 40 × 20 cm, with a carved handle.')).toBeNull();
    expect(packSizeIn('Cotton tenugui, 90 x 35 cm.')).toBeNull();
  });
});

describe('packSizeIn: priced per weight unit', () => {
  it.each([
    ['Sold by the catty 每斤計', 604.79],
    ['每兩', 37.799],
    ['HK$90 per kg', 1000],
  ])('%s → %d g', (text, grams) => {
    expect(packSizeIn(text)!.amount).toBeCloseTo(grams, 2);
  });
});
