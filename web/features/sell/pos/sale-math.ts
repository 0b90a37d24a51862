import { type Discount, offCents } from '../../../../contract/discounts';
import { toCents } from '../../../../contract/money';
import type { Order } from '../../../../contract/orders';
import { fromThousandths, isWeightUnit, timesQuantity, toThousandths } from '../../../../contract/units';
import type { SellableProduct } from '../../../shared/variants/variant-product';
import type { PosLine } from './pos-storage';

export interface SaleTotals {
  /** items in the sale: pieces by number, a weighed line as one (as the server counts them, decision 0233) */
  count: number;
  /** before discounts, in cents */
  subtotalCents: number;
  /** discounts taken off, in cents (≥ 0) */
  discountCents: number;
  /** to pay, in cents */
  totalCents: number;
  /** what the bill's discount takes off, in cents */
  billCents: number;
}

/**
 * The figures of a sale, exact to the cent and as the server works them out (docs/decisions/0232-till-discounts.md):
 * each line is its discounted unit price × quantity less the seller's discount of it, then the bill's discount.
 */
export function saleTotals(lines: readonly PosLine[], bill: Discount | null = null): SaleTotals {
  let count = 0;
  let subtotalCents = 0;
  let afterLines = 0;
  for (const line of lines) {
    count += isWeighed(line) ? 1 : line.quantity;
    subtotalCents += timesQuantity(toCents(line.original_price), line.quantity);
    afterLines += lineAfterDiscount(line);
  }
  const billCents = offCents(bill, afterLines);
  const totalCents = afterLines - billCents;
  return {
    count,
    subtotalCents,
    discountCents: Math.max(0, subtotalCents - totalCents),
    totalCents,
    billCents,
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
    available: Math.max(0, product.quantity),
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
