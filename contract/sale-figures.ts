import { type Discount, offCents } from './discounts';
import { addQuantities, shareOf, timesQuantity } from './units';

/**
 * A sale's figures that more than one place shows or records (docs/decisions/0261-one-refund-figure.md): the
 * server records them, and the screens show the very same numbers before the tap, from these functions, never
 * re-derived. Amounts are integer cents; quantities are pieces or weights to the thousandth
 * (docs/decisions/0233-units-and-weight.md).
 */

/** what a sold line paid, as its refunds share it out: the line's amount after every discount, and how much */
export interface PaidLine {
  /** the line's quantity */
  quantity: number;
  /** what the line paid: quantity × unit price − its discount − its share of the bill's discount */
  total_cents: number;
}

/**
 * The money a refund of `qty` of a line gives back, after `refundedBefore` was refunded: the difference of the
 * line's shares before and after, so a line's refunds add up exactly to what it paid (a $298 tin with $20 off
 * and 10 % off the bill paid $250.20, and its refund is $250.20, not its list price).
 */
export function refundShareCents(line: PaidLine, refundedBefore: number, qty: number): number {
  const after = addQuantities(refundedBefore, qty);
  return (
    shareOf(line.total_cents, after, line.quantity) - shareOf(line.total_cents, refundedBefore, line.quantity)
  );
}

/**
 * The figures a refund of `qty` units of a line takes off the sale (docs/decisions/0091-refunds.md): the total and
 * the fee given back are shares as above; the profit goes down by total − fee, and also gives back the cost when
 * the units return to stock (damaged goods that do not return stay a cost).
 */
export function refundFigures(
  line: PaidLine & { fee_cents: number; cost_cents: number },
  refundedBefore: number,
  qty: number,
  restock: boolean,
): { total: number; fee: number; profit: number } {
  const total = refundShareCents(line, refundedBefore, qty);
  const fee = refundShareCents({ quantity: line.quantity, total_cents: line.fee_cents }, refundedBefore, qty);
  const profit = total - fee - (restock ? timesQuantity(line.cost_cents, qty) : 0);
  return { total, fee, profit };
}

/** a sold line's stored figures, as a receipt prints them */
export interface SoldLine {
  quantity: number;
  /** the unit price before any discount (the catalogue's, or the price typed at the till) */
  list_unit_cents: number;
  /** the unit price after the catalogue's percent off */
  unit_cents: number;
  /** what the seller's own discount of this line takes off (not the bill's) */
  own_off_cents: number;
}

/**
 * A printed line (docs/decisions/0262-receipt-lines-add-up.md): quantity × unit price − its discount = its amount,
 * the discount being everything taken off this line alone (the catalogue's percent and the seller's line discount).
 * The bill's discount stays on its own row, so the amounts add up to the subtotal.
 */
export function printedLine(l: SoldLine): {
  gross_cents: number;
  discount_cents: number;
  amount_cents: number;
} {
  const gross = timesQuantity(l.list_unit_cents, l.quantity);
  const amount = timesQuantity(l.unit_cents, l.quantity) - l.own_off_cents;
  return { gross_cents: gross, discount_cents: gross - amount, amount_cents: amount };
}

/**
 * What cash rounding adds to a cash total (docs/decisions/0264-cash-rounding.md): Hong Kong's smallest coin is 10¢,
 * so a cash total is rounded to 10¢, half up: $451.35 is paid as $451.40 (+5¢), $451.34 as $451.30 (−4¢). Signed
 * cents, −4..+5; 0 for a total already in 10¢ (and negative totals never occur: a bill's discount stops at the bill).
 */
export function cashRoundingCents(totalCents: number): number {
  const rest = ((totalCents % 10) + 10) % 10;
  if (rest === 0) return 0;
  return rest >= 5 ? 10 - rest : -rest;
}

/** a total rounded to 10¢ as cash pays it: total + cashRoundingCents(total) */
export function cashTotalCents(totalCents: number): number {
  return totalCents + cashRoundingCents(totalCents);
}

/**
 * The rounding a payment records: cash in a shop that rounds (on by default, decision 0264) rounds its total to
 * 10¢; FPS, card and wallet payments pay to the cent (0).
 */
export function paymentRoundingCents(totalCents: number, method: string, shopRounds: boolean): number {
  return method === 'cash' && shopRounds ? cashRoundingCents(totalCents) : 0;
}

/**
 * The bill's discount as a receipt, a sale's page and the pay screen show it (docs/decisions/0283-loyalty.md): the
 * shop's own discount on one row, what the customer's loyalty points paid on the next; the two add up to the bill's
 * discount, whatever the points recorded (never more than the discount, never below 0).
 */
export function billDiscountRows(
  billOffCents: number,
  pointsCents: number,
  /** the stamp card's free item, on a row of its own too (docs/decisions/0289-stamp-cards.md) */
  stampsCents = 0,
): { shop_cents: number; points_cents: number; stamps_cents: number } {
  const points = Math.min(Math.max(0, pointsCents), Math.max(0, billOffCents));
  const stamps = Math.min(Math.max(0, stampsCents), Math.max(0, billOffCents - points));
  return { shop_cents: billOffCents - points - stamps, points_cents: points, stamps_cents: stamps };
}

/**
 * The bill under the lines: subtotal (the sum of the line amounts) − the bill's discount + delivery + the cash
 * rounding (docs/decisions/0264-cash-rounding.md; 0 when none) = total.
 */
export function billFigures(
  lines: readonly SoldLine[],
  billOffCents: number,
  deliveryCents: number,
  roundingCents = 0,
): {
  subtotal_cents: number;
  bill_discount_cents: number;
  delivery_cents: number;
  rounding_cents: number;
  total_cents: number;
} {
  const subtotal = lines.reduce((n, l) => n + printedLine(l).amount_cents, 0);
  return {
    subtotal_cents: subtotal,
    bill_discount_cents: billOffCents,
    delivery_cents: deliveryCents,
    rounding_cents: roundingCents,
    total_cents: subtotal - billOffCents + deliveryCents + roundingCents,
  };
}

/**
 * The cash a refund of a cash-rounded sale gives back (docs/decisions/0264-cash-rounding.md): its exact amount
 * `exactCents` (line shares and delivery, to the cent) after `exactBeforeCents` was refunded, with the rounding
 * given back cumulatively: round10(refunded so far, this one included) − round10(refunded before). The refunds of
 * a sale so add up to exactly what it paid, never more. A sale paid to the cent (rounding 0) refunds to the cent.
 */
/**
 * Whether a sale's refunds give rounding back (refundCashCents): it was paid in cash, to a whole 10¢ (a cash sale
 * of a shop that switched rounding off, paid to the cent, refunds to the cent).
 */
export function refundsRound(paymentKind: string | null, paidCents: number): boolean {
  return paymentKind === 'cash' && paidCents % 10 === 0;
}

export function refundCashCents(exactBeforeCents: number, exactCents: number, rounded: boolean): number {
  if (!rounded) return exactCents;
  return cashTotalCents(exactBeforeCents + exactCents) - cashTotalCents(exactBeforeCents);
}

/**
 * The bill of a till sale whose discount is kept as the seller gave it (an amount, or a percent of the subtotal;
 * docs/decisions/0232-till-discounts.md): the discount is worked out from the subtotal, then the rows as billFigures.
 * The till, the offline till and its receipt all read their rows from here, so none of them works a discount back
 * out of a total.
 */
export function tillBillFigures(
  lines: readonly SoldLine[],
  bill: Discount | null | undefined,
  roundingCents = 0,
  /** loyalty points the customer redeems on this sale (docs/decisions/0283-loyalty.md) */
  redeemPoints = 0,
  /** a full stamp card's free item, in cents (docs/decisions/0289-stamp-cards.md) */
  freeItemCents = 0,
): ReturnType<typeof billFigures> & {
  seller_discount_cents: number;
  points_discount_cents: number;
  stamps_discount_cents: number;
} {
  const subtotal = billFigures(lines, 0, 0).subtotal_cents;
  const off = billOffCents(subtotal, bill, redeemPoints, freeItemCents);
  // bill_discount_cents is the whole: the seller's discount, the free item and the points (decisions 0283, 0289)
  return {
    ...billFigures(lines, off.off_cents, 0, roundingCents),
    seller_discount_cents: off.discount_cents,
    points_discount_cents: off.points_cents,
    stamps_discount_cents: off.stamps_cents,
  };
}

/** what one loyalty point is worth: one cent (docs/decisions/0283-loyalty.md) */
export const POINT_CENTS = 1;

/**
 * What `points` redeemed take off a bill that comes to `billCents` after its other discounts (docs/decisions/
 * 0283-loyalty.md): one cent a point, never more than the bill (a bill paid wholly in points comes to $0.00).
 */
export function pointsOffCents(points: number, billCents: number): number {
  return Math.max(0, Math.min(Math.max(0, Math.floor(points)) * POINT_CENTS, billCents));
}

/** the points a points discount used up (pointsOffCents back to points) */
export function pointsUsed(pointsCents: number): number {
  return Math.floor(pointsCents / POINT_CENTS);
}

/**
 * A bill's whole discount on `subtotalCents` (the lines after their own discounts): the seller's discount
 * (decision 0232) first, then a stamp card's free item (decision 0289), then the points redeemed on what is left
 * (decision 0283). `off_cents` is what is spread
 * over the lines (their bill share), what the order keeps as its discount, and what refunds, fee and profit follow;
 * `points_cents` is the part of it paid in points.
 */
export function billOffCents(
  subtotalCents: number,
  bill: Discount | null | undefined,
  redeemPoints: number,
  /**
   * a full stamp card's free item (contract/stamps.ts freeItemCents; docs/decisions/0289-stamp-cards.md): taken
   * after the seller's discount and before the points, never more than what is left
   */
  freeItemCents = 0,
): { discount_cents: number; points_cents: number; stamps_cents: number; off_cents: number } {
  const discount = offCents(bill, subtotalCents);
  const stamps = Math.max(0, Math.min(Math.floor(freeItemCents), subtotalCents - discount));
  const points = pointsOffCents(redeemPoints, subtotalCents - discount - stamps);
  return {
    discount_cents: discount,
    points_cents: points,
    stamps_cents: stamps,
    off_cents: discount + stamps + points,
  };
}

/** a till line priced in cents with the seller's own discount of it, as a sold line (no catalogue percent apart) */
export function soldLineAtTill(l: {
  unit_cents: number;
  quantity: number;
  discount?: Discount | null;
}): SoldLine {
  const gross = timesQuantity(l.unit_cents, l.quantity);
  return {
    quantity: l.quantity,
    list_unit_cents: l.unit_cents,
    unit_cents: l.unit_cents,
    own_off_cents: offCents(l.discount, gross),
  };
}

/**
 * An order line as the API shows it (contract/orders.ts OrderLine), read back as a sold line: `discount_amount` holds
 * the line's own discount and its share of the bill's (`bill_discount_share`).
 */
export function soldLineOf(l: {
  quantity: number;
  original_price: number;
  price: number;
  discount_amount?: number | undefined;
  bill_discount_share?: number | undefined;
}): SoldLine {
  return {
    quantity: l.quantity,
    list_unit_cents: Math.round(l.original_price * 100),
    unit_cents: Math.round(l.price * 100),
    own_off_cents: Math.round(((l.discount_amount ?? 0) - (l.bill_discount_share ?? 0)) * 100),
  };
}

/** a sale's figures that its refunds take from: the money in cents and the items (a weighed line is one item) */
export interface SaleTotals {
  total_cents: number;
  fee_cents: number;
  profit_cents: number;
  units: number;
}

/**
 * What a sale kept (docs/decisions/0267-order-gross-and-refund-rows.md): the order stores its figures as sold and
 * each refund is a row of its own, so the net is the gross less the sum of its refunds, and `refunded_cents` what
 * they gave back (cash rounding included, decision 0264). Every reader of a sale's net goes through this.
 */
export function netOfRefunds(
  gross: SaleTotals,
  refunds: readonly SaleTotals[],
): SaleTotals & { refunded_cents: number } {
  const back = (k: keyof SaleTotals) => refunds.reduce((n, r) => n + Number(r[k]), 0);
  const refunded = back('total_cents');
  return {
    total_cents: Number(gross.total_cents) - refunded,
    fee_cents: Number(gross.fee_cents) - back('fee_cents'),
    profit_cents: Number(gross.profit_cents) - back('profit_cents'),
    units: Number(gross.units) - back('units'),
    refunded_cents: refunded,
  };
}

/**
 * The cash a drawer should hold at the day's or a shift's close (docs/decisions/0264-cash-rounding.md,
 * 0279-shifts-and-cash-moves.md): the opening float, plus the cash sales as paid (their rounding in), less the cash
 * given back by refunds, plus the cash put in and less the cash taken out (`cashMovesCents`, signed; 0 for a seller
 * who never records a move). The day close and shift screens show it, and the server records it, from here.
 */
export function expectedCashCents(
  floatCents: number,
  cashSalesCents: number,
  cashRefundsCents: number,
  cashMovesCents = 0,
): number {
  return floatCents + cashSalesCents - cashRefundsCents + cashMovesCents;
}

/**
 * What an online order comes to (docs/decisions/0248-delivery-fees.md): its goods (the lines' totals, each in cents)
 * less the loyalty points she redeems at that shop (docs/decisions/0283-loyalty.md, "Redeeming online": one cent a
 * point, never more than the goods; the delivery fee is paid in money), and its delivery fee. Checkout shows each
 * shop's total and the grand total from here before the order is placed, and the server's pricing places the order
 * at the same sum.
 */
export function orderTotalCents(
  lineTotalsCents: readonly number[],
  deliveryCents: number,
  redeemPoints = 0,
): number {
  const goods = lineTotalsCents.reduce((n, c) => n + c, 0);
  return goods - pointsOffCents(redeemPoints, goods) + deliveryCents;
}
