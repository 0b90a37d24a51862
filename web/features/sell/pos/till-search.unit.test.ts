import { describe, expect, it } from 'vitest';
import { carriesBarcode, tillSearch } from './till-search';

describe('the till search (decision 0274)', () => {
  it('asks for words and ordinary barcodes as typed', () => {
    expect(tillSearch(' scallops ', 'weight')).toEqual({ search: 'scallops', barcodes: null });
    expect(tillSearch('4891234567891', 'weight')).toEqual({ search: '4891234567891', barcodes: null });
  });

  it('asks for a scale label’s item code when the shop reads labels, and keeps the products carrying it', () => {
    const found = tillSearch('2012345012349', 'weight');
    expect(found).toEqual({ search: '12345', barcodes: ['12345', '2012345', '2012345012349'] });
    const barcodes = found.barcodes!;
    expect(carriesBarcode({ barcode: '12345', variants: [] }, barcodes)).toBe(true);
    expect(carriesBarcode({ barcode: null, variants: [{ barcode: '2012345' }] }, barcodes)).toBe(true);
    // "12345" inside another product's barcode is not its item code
    expect(carriesBarcode({ barcode: '4891234567891', variants: [] }, barcodes)).toBe(false);
    // labels off: the same digits are an ordinary barcode
    expect(tillSearch('2012345012349', 'off')).toEqual({ search: '2012345012349', barcodes: null });
  });
});
