import { describe, expect, it } from 'vitest';
import type { ComparableRow } from '../products/comparables';
import { kindWords, priceFromComparables, sameKind } from './price-comparables';

let next = 0;
function listing(over: Partial<ComparableRow>): ComparableRow {
  next += 1;
  return {
    id: `p${next}`,
    seller_id: 'market',
    name: '',
    description: '',
    price_cents: 0,
    cost_cents: 0,
    quantity: 1,
    barcode: null,
    unit: 'piece',
    categories: [],
    ...over,
  };
}

const mango = kindWords('Dried Mango 芒果乾');

describe('priceFromComparables (docs/decisions/0238-ai-prices-per-unit.md)', () => {
  it('same kind: a shared word or Chinese pair, in either script, not a generic word', () => {
    expect(sameKind(mango, listing({ name: 'Mango slices 500 g' }))).toBe(true);
    expect(sameKind(mango, listing({ name: '芒果干 500克' }))).toBe(true);
    expect(sameKind(mango, listing({ name: 'Dried shrimp 蝦米' }))).toBe(false);
    expect(sameKind(kindWords('GOJI BERRIES'), listing({ name: 'Goji berry 300 g' }))).toBe(true);
  });

  it('per unit from listings of another size: 500 g at HK$100 and 1 catty at HK$130 → 200 g ≈ HK$41', () => {
    const answer = priceFromComparables(
      'en',
      mango,
      { dimension: 'mass', amount: 200 },
      [
        listing({ name: 'Mango slices', description: 'Philippine mango, 500 g.', price_cents: 10000 }),
        listing({ name: 'Loose dried mango 散裝芒果乾', unit: 'catty', price_cents: 13000 }),
        listing({ name: 'Dried scallops 300 g', price_cents: 38800 }),
      ],
      'mei',
    );
    // per 100 g: 20.00 and 21.50 → median 20.75 → 200 g HK$41.50 → HK$42 at a stall
    expect(answer.cents).toBe(4200);
    expect(answer.evidence).toContain('2 similar listings in the market');
    expect(answer.evidence).toContain('per 100 g HK$20.75');
  });

  it('the seller’s own listings of the kind come before the market’s', () => {
    const answer = priceFromComparables(
      'en',
      mango,
      { dimension: 'mass', amount: 200 },
      [
        listing({ name: 'Dried mango 500 g', price_cents: 10000 }),
        listing({ name: 'Dried mango 100 g', price_cents: 3000, seller_id: 'mei' }),
      ],
      'mei',
    );
    expect(answer.cents).toBe(6000);
    expect(answer.evidence).toContain('of yours');
  });

  it('no price when nothing of the kind, or of a similar size, is listed', () => {
    const none = priceFromComparables(
      'zh-CN',
      kindWords('SESAME OIL'),
      { dimension: 'volume', amount: 250 },
      [listing({ name: 'Oyster sauce 500ml', price_cents: 3000 })],
      'mei',
    );
    expect(none.cents).toBeNull();
    expect(none.evidence).toContain('请自行定价');
    const tooBig = priceFromComparables(
      'en',
      mango,
      { dimension: 'mass', amount: 200 },
      [listing({ name: 'Dried mango sack 5 kg', price_cents: 60000 })],
      'mei',
    );
    expect(tooBig.cents).toBeNull();
  });

  it('without a size read, only listings that print no size either compare, by whole price', () => {
    const answer = priceFromComparables(
      'en',
      kindWords('GREEN TEA sencha'),
      null,
      [
        listing({ name: 'Sencha tin', price_cents: 9800 }),
        listing({ name: 'Sencha 100 g', price_cents: 4000 }),
      ],
      'mei',
    );
    expect(answer.cents).toBe(9800);
  });
});

describe('kinds under several names', () => {
  it('瑤柱 is 元貝 is a scallop; 冬菇 a mushroom like 花菇', () => {
    expect(sameKind(kindWords('瑤柱'), listing({ name: 'Hokkaido dried scallops 北海道元貝' }))).toBe(true);
    expect(sameKind(kindWords('SHIITAKE 冬菇'), listing({ name: 'Flower mushrooms 花菇' }))).toBe(true);
    expect(sameKind(kindWords('瑤柱'), listing({ name: 'Dried shrimp 蝦米' }))).toBe(false);
  });
});
