import type { SaleProduct } from '../products/service';
import { lineFigures } from './pricing';
import type { LineRow } from './repository';

/** The line with the catalogue's name, picture and figures of `product` for its quantity. */
export function fixedLine(line: LineRow, product: SaleProduct, feeBp?: number): LineRow {
  const f = lineFigures(
    {
      priceCents: product.price_cents,
      discountBp: product.discount_bp,
      costCents: product.cost_cents,
      quantity: line.quantity,
    },
    feeBp,
  );
  return {
    ...line,
    name: product.name,
    thumbnail: product.image,
    price_cents: product.price_cents,
    discount_bp: product.discount_bp,
    cost_cents: product.cost_cents,
    unit_cents: f.unitCents,
    total_cents: f.totalCents,
    fee_cents: f.feeCents,
    profit_cents: f.profitCents,
  };
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
