import {
  cardGivenBack,
  qualifies,
  type StampProduct,
  type StampReward,
  stampsEarned,
  stampsTakenBack,
} from '../../../contract/stamps';

/** a line of a sale whose full stamp card made an item free, with its product as sold (undefined: gone) */
export interface StampSaleLine {
  order_id: string;
  product_id: string;
  quantity: number;
  unit: string;
  product: StampProduct | undefined;
}

/** a line one refund gave back */
export interface RefundedLine {
  refund_id: string;
  order_id: string;
  product_id: string;
  quantity: number;
}

/**
 * Which refund of each sale gave its stamp card back (docs/decisions/0289-stamp-cards.md; the sales CSV's
 * `stamps_discount` on refund rows): the card comes back whole once every qualifying unit the sale sold is
 * refunded (contract/stamps.ts `cardGivenBack`, as the customer's ledger settles it), so it is the first refund,
 * in the order they were made, after which the sale's refunds hold them all. `refunds` are every refund line of
 * these sales, oldest refund first; the answer maps a sale's id to that refund's id (absent: not given back yet).
 */
export function refundsGivingCardsBack(
  reward: StampReward | null,
  lines: readonly StampSaleLine[],
  refunds: readonly RefundedLine[],
): Map<string, string> {
  const given = new Map<string, string>();
  if (!reward) return given;
  const linesOf = new Map<string, StampSaleLine[]>();
  for (const l of lines) linesOf.set(l.order_id, [...(linesOf.get(l.order_id) ?? []), l]);
  // each sale's refunds in the order they were made, each with its lines
  const refundsOf = new Map<string, Map<string, RefundedLine[]>>();
  for (const r of refunds) {
    const ofSale = refundsOf.get(r.order_id) ?? new Map<string, RefundedLine[]>();
    ofSale.set(r.refund_id, [...(ofSale.get(r.refund_id) ?? []), r]);
    refundsOf.set(r.order_id, ofSale);
  }
  for (const [orderId, ofSale] of refundsOf) {
    const sold = (linesOf.get(orderId) ?? []).map((l) => ({
      ...l,
      qualifies: qualifies(l.product, reward),
      refunded: 0,
    }));
    const units = stampsEarned(sold);
    for (const [refundId, back] of ofSale) {
      for (const r of back) {
        const line = sold.find((l) => l.product_id === r.product_id);
        if (line) line.refunded += Number(r.quantity);
      }
      if (cardGivenBack(1, units, stampsTakenBack(sold)) > 0) {
        given.set(orderId, refundId);
        break;
      }
    }
  }
  return given;
}
