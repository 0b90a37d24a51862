import { type Discount, offCents } from '../../../../contract/discounts';
import { toCents } from '../../../../contract/money';
import type { Order } from '../../../../contract/orders';
import { stockForSale } from '../../../../contract/products';
import { type SoldLine, tillBillFigures } from '../../../../contract/sale-figures';
import { fromThousandths, isWeightUnit, timesQuantity, toThousandths } from '../../../../contract/units';
import type { SellableProduct } from '../../../shared/variants/variant-product';
import type { PosLine } from './pos-storage';

export interface SaleTotals {
  /** items in the sale: pieces by number, a weighed line as one (as the server counts them, decision 0233) */
  count: number;
  /**
   * the sum of the line amounts, each after its own discounts (the catalogue's percent and the seller's line
   * discount), in cents: the receipt's subtotal (docs/decisions/0262-receipt-lines-add-up.md)
   */
  subtotalCents: number;
  /** what the seller's discount of the bill takes off the subtotal, in cents */
  billCents: number;
  /** what the customer's loyalty points take off after it, in cents (docs/decisions/0283-loyalty.md) */
  pointsCents: number;
  /** the most the points could take off: what the bill comes to after the seller's discount, in cents */
  pointsCapCents: number;
  /** a full stamp card's free item, as the server's last answer priced it, in cents (decision 0289) */
  stampsCents: number;
  /** to pay: subtotal − the bill's discount, in cents */
  totalCents: number;
}

/**
 * The figures of a sale, exact to the cent and as the server works them out (docs/decisions/0232-till-discounts.md):
 * each line is its discounted unit price × quantity less the seller's discount of it, then the bill's discount. The
 * sums are contract/sale-figures.ts tillBillFigures', so the sale sheet reads as its receipt will: every discount once,
 * a line's on the line and the bill's on its own row (docs/decisions/0266-every-figure-agrees.md).
 */
export function saleTotals(
  lines: readonly PosLine[],
  bill: Discount | null = null,
  redeemPoints = 0,
  /** the free item of a full stamp card: the server's `stamps_discount` (only it knows which products qualify) */
  freeItemCents = 0,
): SaleTotals {
  const sold = lines.map(soldLineOfPos);
  const figures = tillBillFigures(sold, bill, 0, redeemPoints, freeItemCents);
  return {
    count: lines.reduce((n, line) => n + (isWeighed(line) ? 1 : line.quantity), 0),
    subtotalCents: figures.subtotal_cents,
    billCents: figures.seller_discount_cents,
    pointsCents: figures.points_discount_cents,
    pointsCapCents: tillBillFigures(sold, bill, 0, Number.MAX_SAFE_INTEGER, freeItemCents)
      .points_discount_cents,
    stampsCents: figures.stamps_discount_cents,
    totalCents: figures.total_cents,
  };
}

/** a line of the sale as contract/sale-figures.ts reads a sold line (printedLine: gross − its discount = amount) */
export function soldLineOfPos(line: PosLine): SoldLine {
  return {
    quantity: line.quantity,
    list_unit_cents: toCents(line.original_price),
    unit_cents: toCents(line.price),
    own_off_cents: lineGross(line) - lineAfterDiscount(line),
  };
}

/** unit price × quantity, in cents (a weight's to the cent, half up), before the seller's discount of the line */
export function lineGross(line: PosLine): number {
  return timesQuantity(toCents(line.price), line.quantity);
}

/** sold by weight: its amount is typed on a weight dialog, not stepped */
export function isWeighed(line: { unit?: PosLine['unit'] }): boolean {
  return isWeightUnit(line.unit);
}

/** the line's cents after the seller's own discount of it (the bill's comes after) */
export function lineAfterDiscount(line: PosLine): number {
  const gross = lineGross(line);
  return gross - offCents(line.line_discount, gross);
}

/** A product tapped or scanned into the sale: a new line of one unit (an open-price product at `typedPrice`). */
export function lineFromProduct(product: SellableProduct, quantity = 1, typedPrice?: number): PosLine {
  const typed = product.open_price && typedPrice !== undefined ? typedPrice : null;
  return {
    product_id: product._id,
    ...(product.variant_of ? { variant_of: product.variant_of } : {}),
    name: product.name,
    thumbnail: product.imagePaths[0] ?? null,
    quantity,
    unit: product.unit,
    price: typed ?? product.discounted_price,
    original_price: typed ?? product.price,
    discount: typed === null ? product.discount : 0,
    available: stockForSale(product),
    ...(typed === null ? {} : { open_price: true }),
  };
}

/** The draft's lines as the server answers them; lines of products no longer for sale are left out. */
export function linesFromOrder(order: Order): { lines: PosLine[]; dropped: string[] } {
  const lines: PosLine[] = [];
  const dropped: string[] = [];
  for (const l of order.items) {
    if (l.removed) {
      dropped.push(l.name);
      continue;
    }
    lines.push({
      // a variant's line is keyed by the variant, as the till rang it up (decision 0236)
      product_id: l.variant_id ?? l.product_id,
      ...(l.variant_id ? { variant_of: l.product_id } : {}),
      name: l.name,
      thumbnail: l.thumbnail,
      quantity: l.quantity,
      unit: l.unit,
      price: l.price,
      original_price: l.original_price,
      discount: l.discount,
      available: Math.max(0, l.available ?? l.quantity),
      ...(l.open_price ? { open_price: true } : {}),
      ...(l.line_discount ? { line_discount: l.line_discount } : {}),
    });
  }
  return { lines, dropped };
}

/**
 * Sets a product's quantity in the sale, bounded by its stock: 0 removes the line, a new product is
 * appended (the sale reads in the order things were rung up). Returns the same array when nothing changes.
 */
export function withQuantity(lines: readonly PosLine[], line: PosLine, quantity: number): PosLine[] {
  // pieces whole, weights to the thousandth (docs/decisions/0233-units-and-weight.md)
  const amount = isWeighed(line) ? fromThousandths(toThousandths(quantity)) : Math.floor(quantity);
  const bounded = Math.max(0, Math.min(amount, line.available));
  const at = lines.findIndex((l) => l.product_id === line.product_id);
  if (at === -1) return bounded === 0 ? (lines as PosLine[]) : [...lines, { ...line, quantity: bounded }];
  if (bounded === 0) return lines.filter((_, i) => i !== at);
  if (lines[at]?.quantity === bounded) return lines as PosLine[];
  return lines.map((l, i) => (i === at ? { ...l, quantity: bounded } : l));
}
