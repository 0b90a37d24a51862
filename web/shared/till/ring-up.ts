import type { Discount } from '../../../contract/discounts';
import type { ScaleCode } from '../../../contract/scale-barcode-codes';
import { addQuantities, isWeightUnit, type Unit } from '../../../contract/units';
import { labelAmount, labelLineDiscount } from '../units/scale-label';

/**
 * One till core (issue 55): what a tap, a scan or a scale label does to a sale, for the online till
 * (web/features/sell/pos) and the offline one (web/features/sell/offline-pos) alike. Each used to decide it on its
 * own, in two copies that drifted (the offline till asked a weight with nothing left to sell; the online one said
 * "sold out" where the offline one said "no more"). Pure: the till applies the answer to its own store and says it
 * in its own words.
 */

/** a product as the till rings it up */
export interface RingProduct {
  /** sold by weight in this unit (docs/decisions/0233-units-and-weight.md); undefined or 'piece': by the piece */
  unit: Unit | undefined;
  /** the catalogue's unit price after its percent off, in cents (a price label is turned into a weight with it) */
  unitCents: number;
  /** its price is typed for each sale (docs/decisions/0231-open-price.md) */
  openPrice: boolean;
  /** what may be sold: the stock for sale (a product with variants: theirs together) */
  stock: number;
  /** its kind is chosen first (docs/decisions/0236-variants.md) */
  hasVariants: boolean;
}

/** the product's line in the sale now */
export interface RingLine {
  quantity: number;
  /** the seller's discount of the line (a weight label's extra cents are added to an amount discount) */
  discount?: Discount | null | undefined;
}

/** what rings it up: a tap (nothing), a typed price, a weight from the dialog, or a scale label (decision 0234) */
export interface RingInput {
  /** the price typed for an open-price product, in dollars */
  price?: number | undefined;
  /** the weight typed or read, in the product's unit */
  weight?: number | undefined;
  label?: ScaleCode | undefined;
}

export type RingResult =
  /** a question first: which kind, what price, what weight (`price`: the one typed, kept for after the weight) */
  | { kind: 'ask'; ask: 'variant' | 'price' | 'weight'; price?: number | undefined }
  /**
   * the line's new quantity; `price` the typed price of a new open-price line; `discount` the line's discount when a
   * weight label changes it (so the line comes to the label's price)
   */
  | { kind: 'added'; quantity: number; price?: number | undefined; discount?: Discount | undefined }
  /** nothing added: nothing left to sell, not this much, or a label that does not fit the product */
  | { kind: 'refused'; reason: 'soldOut' | 'noMore' | 'notWeighed' | 'tooLittle' };

/** What ringing `product` up does to the sale, whose line of it (if any) is `line`. */
export function ringUp(product: RingProduct, line: RingLine | undefined, input: RingInput = {}): RingResult {
  let { price, weight } = input;
  let labelOffCents = 0;
  if (input.label) {
    const amount = labelAmount(input.label, {
      unit: product.unit,
      unitCents: product.unitCents,
      open_price: product.openPrice,
    });
    if ('problem' in amount && amount.problem) return { kind: 'refused', reason: amount.problem };
    if (amount.price !== undefined) price = amount.price;
    if (amount.weight !== undefined) {
      weight = amount.weight;
      labelOffCents = 'offCents' in amount ? (amount.offCents ?? 0) : 0;
    }
  }
  const now = line?.quantity ?? 0;
  if (product.stock <= 0) return { kind: 'refused', reason: 'soldOut' };
  if (product.hasVariants) return { kind: 'ask', ask: 'variant' };
  if (product.openPrice && !line && price === undefined) return { kind: 'ask', ask: 'price' };
  if (isWeightUnit(product.unit) && weight === undefined)
    return product.stock > now
      ? { kind: 'ask', ask: 'weight', price }
      : { kind: 'refused', reason: 'noMore' };
  const quantity = addQuantities(now, weight ?? 1);
  if (quantity > product.stock) return { kind: 'refused', reason: 'noMore' };
  return {
    kind: 'added',
    quantity,
    ...(price !== undefined && !line ? { price } : {}),
    ...(labelOffCents > 0 ? { discount: labelLineDiscount(line?.discount, labelOffCents) } : {}),
  };
}
