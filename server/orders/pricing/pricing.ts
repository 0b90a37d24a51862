import { discountedCents, feeCents } from '../../../contract/money';
import { orderTotalCents } from '../../../contract/sale-figures';
import { timesQuantity } from '../../../contract/units';

/**
 * The figures of one order line, all in integer cents (docs/wire-rules.md "Order lines"):
 * unit = price after discount (docs/product.md §5, rounded to the cent, half away from zero);
 * total = unit × amount − the seller's discounts; fee = 3% of total (rounded); profit = total − cost × amount − fee.
 * An amount may be a weight to the thousandth: unit × amount is rounded to the cent, half up (decision 0233).
 */
export interface LineInput {
  priceCents: number;
  discountBp: number;
  costCents: number;
  quantity: number;
  /** cents the seller's discounts take off this line (its own and its share of the bill's; decision 0232) */
  offCents?: number;
}

export interface LineFigures {
  unitCents: number;
  totalCents: number;
  feeCents: number;
  profitCents: number;
}

export function lineFigures(line: LineInput, feeBp?: number): LineFigures {
  const unitCents = discountedCents(line.priceCents, line.discountBp);
  const totalCents = timesQuantity(unitCents, line.quantity) - (line.offCents ?? 0);
  const fee = feeCents(totalCents, feeBp);
  return {
    unitCents,
    totalCents,
    feeCents: fee,
    profitCents: totalCents - timesQuantity(line.costCents, line.quantity) - fee,
  };
}

/** An order's or sale's figures are the sums of its lines' (so they agree to the cent). */
export function sumFigures(lines: LineFigures[]): Omit<LineFigures, 'unitCents'> {
  let totalCents = 0;
  let fee = 0;
  let profitCents = 0;
  for (const l of lines) {
    totalCents += l.totalCents;
    fee += l.feeCents;
    profitCents += l.profitCents;
  }
  return { totalCents, feeCents: fee, profitCents };
}

/**
 * An online order's figures with its delivery fee (docs/decisions/0248-delivery-fees.md): the buyer pays it,
 * the transaction fee is charged on it like on the goods, and it is not profit (it pays the courier), so the
 * profit only loses the fee charged on it.
 */
export function withDeliveryFee(
  goods: Omit<LineFigures, 'unitCents'>,
  deliveryCents: number,
  feeBp: number,
): Omit<LineFigures, 'unitCents'> & { deliveryFeeCents: number } {
  const fee = feeCents(deliveryCents, feeBp);
  return { ...plusDelivery(goods, deliveryCents, fee), deliveryFeeCents: fee };
}

/** The goods' figures plus a delivery fee and the transaction fee charged on it (see withDeliveryFee). */
export function plusDelivery(
  goods: Omit<LineFigures, 'unitCents'>,
  deliveryCents: number,
  deliveryFeeCents: number,
): Omit<LineFigures, 'unitCents'> {
  return {
    totalCents: orderTotalCents([goods.totalCents], deliveryCents),
    feeCents: goods.feeCents + deliveryFeeCents,
    profitCents: goods.profitCents - deliveryFeeCents,
  };
}
