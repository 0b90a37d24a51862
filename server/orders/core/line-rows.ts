import { type Discount, offCents, spreadCents } from '../../../contract/discounts';
import { discountedCents, feeCents } from '../../../contract/money';
import { billOffCents } from '../../../contract/sale-figures';
import { addQuantities, timesQuantity, type Unit } from '../../../contract/units';
import type { SaleProduct } from '../../products/service';
import { lineFigures } from '../pricing/pricing';
import { quantityIn } from './order-texts';
import type { LineRow } from './repository';

/**
 * The line with the catalogue's name, picture and figures of `product` for its quantity. An open-price
 * product keeps the price typed at the till for this line, without the catalogue's discount
 * (docs/decisions/0231-open-price.md).
 */
export function fixedLine(line: LineRow, product: SaleProduct, feeBp?: number): LineRow {
  const priceCents = product.open_price ? line.price_cents : product.price_cents;
  const discountBp = product.open_price ? 0 : product.discount_bp;
  // the seller's own discount of this line (decision 0232); the bill's share is added by withBillDiscount
  const gross = timesQuantity(discountedCents(priceCents, discountBp), line.quantity);
  const lineOff = offCents(discountOf(line.discount_json), gross);
  const f = lineFigures(
    { priceCents, discountBp, costCents: product.cost_cents, quantity: line.quantity, offCents: lineOff },
    feeBp,
  );
  return {
    ...line,
    variant_of: product.parent_id,
    name: product.name,
    thumbnail: product.image,
    unit: product.unit,
    price_cents: priceCents,
    discount_bp: discountBp,
    cost_cents: product.cost_cents,
    unit_cents: f.unitCents,
    total_cents: f.totalCents,
    fee_cents: f.feeCents,
    profit_cents: f.profitCents,
    line_off_cents: lineOff,
    bill_off_cents: 0,
  };
}

/** A discount stored as JSON (`discount_json`), or null. */
export function discountOf(json: string | null): Discount | null {
  return json === null ? null : (JSON.parse(json) as Discount);
}

/**
 * The bill's discount spread over fixed lines in proportion to their totals (docs/decisions/0232-till-discounts.md),
 * each line's fee and profit worked out again from its lower total; the shares add up to the bill's discount.
 */
export function withBillDiscount(
  lines: LineRow[],
  discount: Discount | null,
  feeBp?: number,
  /** loyalty points redeemed on a till sale, part of the bill's discount (docs/decisions/0283-loyalty.md) */
  redeemPoints = 0,
  /** a full stamp card's free item, part of the bill's discount too (docs/decisions/0289-stamp-cards.md) */
  freeItemCents = 0,
): LineRow[] {
  const bases = lines.map(billBaseCents);
  const shares = spreadCents(billOffOf(lines, discount, redeemPoints, freeItemCents).off_cents, bases);
  return lines.map((l, i) => {
    const off = l.line_off_cents + shares[i]!;
    const total = timesQuantity(l.unit_cents, l.quantity) - off;
    const fee = feeCents(total, feeBp);
    return {
      ...l,
      bill_off_cents: shares[i]!,
      total_cents: total,
      fee_cents: fee,
      profit_cents: total - timesQuantity(l.cost_cents, l.quantity) - fee,
    };
  });
}

/** a line's amount before the bill's discount: unit × quantity − its own discount */
export function billBaseCents(l: LineRow): number {
  return timesQuantity(l.unit_cents, l.quantity) - l.line_off_cents;
}

/**
 * The bill's whole discount on these lines (contract/sale-figures.ts billOffCents): the seller's, then the points
 * redeemed on what it leaves, and the part paid in points.
 */
export function billOffOf(lines: LineRow[], discount: Discount | null, redeemPoints = 0, freeItemCents = 0) {
  return billOffCents(
    lines.reduce((n, l) => n + billBaseCents(l), 0),
    discount,
    redeemPoints,
    freeItemCents,
  );
}

/** a stored line's figures, as pricing.ts sums them */
export function figuresOf(l: LineRow) {
  return {
    unitCents: l.unit_cents,
    totalCents: l.total_cents,
    feeCents: l.fee_cents,
    profitCents: l.profit_cents,
  };
}

/** a line before fixedLine fills it from the catalogue */
export const EMPTY_LINE: Omit<LineRow, 'order_id' | 'product_id' | 'seller_id' | 'position' | 'quantity'> = {
  name: '',
  variant_of: null,
  thumbnail: null,
  unit: 'piece',
  price_cents: 0,
  discount_bp: 0,
  cost_cents: 0,
  unit_cents: 0,
  total_cents: 0,
  fee_cents: 0,
  profit_cents: 0,
  discount_json: null,
  line_off_cents: 0,
  bill_off_cents: 0,
};

/** A cart or POS draft line: the product's figures of now, fixed again when the order is placed. */
export function draftLine(
  orderId: string,
  product: SaleProduct,
  quantity: number,
  position: number,
  /** an open-price product's price typed at the till */
  typedPriceCents = 0,
  /** the seller's discount of this line (decision 0232) */
  discount: Discount | null = null,
): LineRow {
  return fixedLine(
    {
      ...EMPTY_LINE,
      discount_json: discount === null ? null : JSON.stringify(discount),
      price_cents: typedPriceCents,
      order_id: orderId,
      product_id: product.id,
      seller_id: product.seller_id,
      position,
      quantity,
    },
    product,
  );
}

/** Lines of one product are one line: their quantities add up (and must fit the stock together). */
export function mergeQuantities(items: { product_id: string; quantity: number }[]): Map<string, number> {
  const merged = new Map<string, number>();
  for (const item of items)
    merged.set(item.product_id, addQuantities(merged.get(item.product_id) ?? 0, item.quantity));
  return merged;
}

/**
 * Each product's quantity in its own unit, its items' quantities converted (quantityIn) and added up: an item of a
 * product not in `catalogue` is left to the caller's not-found check.
 */
export function quantitiesIn(
  items: { product_id: string; quantity: number; unit?: Unit | undefined }[],
  catalogue: Map<string, SaleProduct>,
  orderType: 'POS-Sell' | 'Online-Sell',
): Map<string, number> {
  return mergeQuantities(
    items.map((i) => {
      const product = catalogue.get(i.product_id);
      return { product_id: i.product_id, quantity: product ? quantityIn(product, i, orderType) : i.quantity };
    }),
  );
}

/** The discount object given for each product's line (the last one wins), as it came: checked by lineDiscountOf. */
export function lineDiscounts(items: { product_id: string; discount?: unknown }[]): Map<string, unknown> {
  const found = new Map<string, unknown>();
  for (const item of items)
    if (item.discount !== undefined && item.discount !== null) found.set(item.product_id, item.discount);
  return found;
}

/** The price a client typed for each product (the last one given wins), as it came: checked by `typedPrice`. */
export function typedPrices(items: { product_id: string; price?: unknown }[]): Map<string, unknown> {
  const prices = new Map<string, unknown>();
  for (const item of items)
    if (item.price !== undefined && item.price !== null) prices.set(item.product_id, item.price);
  return prices;
}

/** Stock is always taken in product-id order, so concurrent orders never deadlock. */
export function byProduct(a: { product_id: string }, b: { product_id: string }): number {
  return a.product_id < b.product_id ? -1 : a.product_id > b.product_id ? 1 : 0;
}
