import { describe, expect, it } from 'vitest';
import { isEan13, parseScaleBarcode, quantityForPrice } from '../../../contract/scale-barcode-codes';
import { timesQuantity } from '../../../contract/units';
import { labelAmount, labelLineDiscount, labelProduct } from './scale-label';

// docs/decisions/0234-label-scale-barcodes.md
describe('label-scale barcodes', () => {
  it('reads the item code and the price or weight of a 20–29 label with a valid check digit', () => {
    expect(isEan13('2012345012349')).toBe(true);
    expect(parseScaleBarcode('2012345012349', 'price')).toEqual({ itemCode: '12345', priceCents: 1234 });
    expect(parseScaleBarcode('2012345012349', 'weight')).toEqual({ itemCode: '12345', grams: 1234 });
    // off, a wrong check digit, an ordinary code, a zero value
    expect(parseScaleBarcode('2012345012349', 'off')).toBeNull();
    expect(parseScaleBarcode('2012345012340', 'price')).toBeNull();
    expect(parseScaleBarcode('4891234567898', 'price')).toBeNull();
    expect(parseScaleBarcode('2012345000004', 'price')).toBeNull();
  });

  it('turns a label into what the till adds for its product', () => {
    const weight = parseScaleBarcode('2012345012349', 'weight')!;
    // 1.234 kg of a per-catty product: 1234 / 604.79 = 2.0403… → 2.04 catty
    expect(labelAmount(weight, { unit: 'catty', unitCents: 12800 })).toEqual({ weight: 2.04 });
    expect(labelAmount(weight, { unit: 'piece', unitCents: 7800 })).toEqual({ problem: 'notWeighed' });
    const price = parseScaleBarcode('2012345012349', 'price')!;
    expect(labelAmount(price, { unit: 'piece', unitCents: 0, open_price: true })).toEqual({ price: 12.34 });
    expect(labelAmount(price, { unit: 'piece', unitCents: 1234 })).toEqual({ piece: true });
    // $12.34 at $128.00 a catty: 0.097 catty is $12.42, so $0.08 comes off the line
    expect(labelAmount(price, { unit: 'catty', unitCents: 12800 })).toEqual({ weight: 0.097, offCents: 8 });
    expect(labelAmount(price, { unit: 'tael', unitCents: 800 })).toEqual({ weight: 1.542 });
  });

  it('finds the weight whose total is the label’s price whenever a thousandth can reach it', () => {
    // at $128.00 a catty the label's $105.86 is 0.827 catty exactly
    expect(quantityForPrice(10586, 12800)).toEqual({ quantity: 0.827, overCents: 0 });
    // up to $10.00 a unit every cent is reachable: the total always equals the label
    for (const unit of [100, 333, 999, 1000]) {
      for (let price = 1; price < 3000; price += 7) {
        const { quantity, overCents } = quantityForPrice(price, unit);
        expect([timesQuantity(unit, quantity), overCents]).toEqual([price, 0]);
      }
    }
    // above it the smallest weight reaching the price: over by less than a thousandth's price, and said so
    for (let price = 1000; price < 20000; price += 13) {
      const { quantity, overCents } = quantityForPrice(price, 68000);
      expect(timesQuantity(68000, quantity) - price).toBe(overCents);
      expect(overCents).toBeGreaterThanOrEqual(0);
      expect(overCents).toBeLessThan(68);
      expect(timesQuantity(68000, quantity - 0.001)).toBeLessThan(price);
    }
  });

  it('matches a product by the 5-digit item code or the label’s first 7 digits', () => {
    const products = [
      { id: 'a', barcode: '4891234567898' },
      { id: 'b', barcode: '12345' },
      { id: 'c', barcode: '2054321' },
    ];
    expect(labelProduct('2012345012349', products)?.id).toBe('b');
    expect(labelProduct('2054321007771', products)?.id).toBe('c');
    expect(labelProduct('2099999012342', products)).toBeUndefined();
  });

  it('adds a label’s extra cents to an amount already off the line, and replaces a percentage', () => {
    expect(labelLineDiscount(null, 3)).toEqual({ amount: 0.03 });
    expect(labelLineDiscount({ amount: 1.5 }, 3)).toEqual({ amount: 1.53 });
    expect(labelLineDiscount({ percent: 10 }, 2)).toEqual({ amount: 0.02 });
  });
});
