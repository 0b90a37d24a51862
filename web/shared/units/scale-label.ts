import type { Discount } from '../../../contract/discounts';
import { fromCents, toCents } from '../../../contract/money';
import { quantityForPrice, type ScaleCode, scaleItemBarcodes } from '../../../contract/scale-barcode-codes';
import { convertWeight, isWeightUnit, type Unit } from '../../../contract/units';

/** What a scale label adds to the sale (docs/decisions/0234-label-scale-barcodes.md). */
export type LabelAmount =
  | {
      weight: number;
      price?: undefined /** cents to take off the line so it comes to the label's price */;
      offCents?: number;
    }
  | { price: number; weight?: undefined }
  | { piece: true; weight?: undefined; price?: undefined }
  | { problem: 'notWeighed' | 'tooLittle'; weight?: undefined; price?: undefined };

/**
 * A label's amount for its product: a weight label is converted to the product's unit (grams → catties, to the
 * thousandth, half up); a price label on a weighed product becomes the weight that comes to that price, on an
 * open-price product its typed price, on any other product one piece at the catalogue's price.
 */
export function labelAmount(
  label: ScaleCode,
  product: { unit: Unit | undefined; unitCents: number; open_price?: boolean | undefined },
): LabelAmount {
  const unit = product.unit ?? 'piece';
  if (label.grams !== undefined) {
    if (!isWeightUnit(unit)) return { problem: 'notWeighed' };
    const weight = convertWeight(label.grams, 'g', unit);
    return weight > 0 ? { weight } : { problem: 'tooLittle' };
  }
  if (isWeightUnit(unit)) {
    const { quantity, overCents } = quantityForPrice(label.priceCents, product.unitCents);
    return overCents > 0 ? { weight: quantity, offCents: overCents } : { weight: quantity };
  }
  if (product.open_price) return { price: fromCents(label.priceCents) };
  return { piece: true };
}

/** the product among `products` whose barcode is the label's item code (or its first 7 digits) */
export function labelProduct<P extends { barcode: string | null }>(
  code: string,
  products: P[],
): P | undefined {
  const wanted = scaleItemBarcodes(code);
  return products.find((p) => p.barcode !== null && wanted.includes(p.barcode));
}

/**
 * The line's discount once a weight label's amount joins it: what an amount discount already took off, plus the
 * label's extra cents, so the line comes to the label's price (a thousandth of a dear product is worth more than a
 * cent). Used by the till online and offline.
 */
export function labelLineDiscount(before: Discount | null | undefined, offCents: number): Discount {
  const kept = before && 'amount' in before ? toCents(before.amount) : 0;
  return { amount: fromCents(kept + offCents) };
}
