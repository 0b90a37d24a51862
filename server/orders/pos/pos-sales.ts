import type { Transaction } from 'kysely';
import { fromCents } from '../../../contract/money';
import type { PaymentMethod } from '../../../contract/orders';
import { paymentRoundingCents, pointsUsed } from '../../../contract/sale-figures';
import { itemCount } from '../../../contract/units';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { SessionUser } from '../../http/context';
import type { NotificationOutbox } from '../../notifications/service';
import { staffIdOf } from '../../staff/permissions';
import { billOffOf, discountOf, figuresOf, withBillDiscount } from '../core/line-rows';
import type { OrdersDeps } from '../core/orders-deps';
import type { LineRow, OrderRow } from '../core/repository';
import { fixLinesForSale, takeStockOfLines } from '../core/stock-taking';
import { sumFigures } from '../pricing/pricing';
import { type PointsHeld, tooManyPoints } from './till-points';
import { cardNotFull, freeItemOf, noFreeItem, type StampCardHeld } from './till-stamps';

/** A payment being recorded: the order, how it was paid, the seller recording it, in one transaction. */
export interface RecordedPayment {
  order: OrderRow;
  method: PaymentMethod;
  /** the shop rounds cash to 10¢ (docs/decisions/0264-cash-rounding.md) */
  rounds: boolean;
  seller: SessionUser;
  outbox: NotificationOutbox;
  now: number;
}

/** a sale as its payment wrote it: the order's row and its lines */
export interface WrittenSale {
  order: OrderRow;
  lines: LineRow[];
}

/**
 * A POS sale rung up online is completed when the seller records its payment: in the caller's transaction
 * it fixes every line's figures and the sale's totals, all or nothing, and tells the seller's other devices (not
 * the one that recorded it); its stock is taken by the `takeStock` it answers, which the caller runs as the
 * transaction's last writes, so the products are locked until the commit only
 * (docs/decisions/0292-stock-taken-last.md). Offline sales arrive whole instead (./offline-sale.ts).
 */
export async function completePosSale(
  deps: Pick<OrdersDeps, 'repo' | 'products' | 'fees' | 'tillPoints' | 'tillStamps'>,
  trx: Transaction<Database>,
  sale: RecordedPayment & {
    /**
     * the payment's parts (docs/decisions/0281-split-payments.md): the fee rate of the sale, and what records them
     * once the bill is known, answering the cash rounding (../payments/payment-parts.ts)
     */
    payment?: {
      feeBp: (billCents: number) => number;
      settle: (trx: Transaction<Database>, billCents: number) => Promise<number>;
    };
    /** the sale's customer's loyalty points, read before the transaction (docs/decisions/0283-loyalty.md) */
    pointsBalance?: PointsHeld;
    /** the customer's stamp card, read before the transaction (docs/decisions/0289-stamp-cards.md) */
    stampCard?: StampCardHeld | null;
  },
): Promise<{ message: string; written: WrittenSale; takeStock: () => Promise<void> }> {
  const { repo, products, fees } = deps;
  const { order, method, seller, outbox, now } = sale;
  // the draft as it is now that the sale is ours: the points its customer redeems are as it holds them now
  const current = await repo.transition(trx, order.id, ['cart'], {
    status: 'completed',
    payment_kind: method.kind,
    payment_code_id: method.code_id,
    payment_label: method.label,
    paid_at: now,
    updated_at: now,
    placed_at: now,
    completed_at: now,
    holds_stock: 1,
    // the member acting at the till took it (docs/decisions/0280-staff-pins-and-roles.md)
    staff_id: staffIdOf(seller),
  });
  if (!current) throw new AppError('orderState');
  const lines = await repo.linesOf([order.id], trx);
  if (lines.length === 0) throw new AppError('cartEmpty');
  const feeBp = fees.bpFor('POS-Sell', method.kind);
  const { fixed, catalogue } = await fixLinesForSale(products, trx, lines, { sellerId: seller.id, feeBp });
  // the points the customer redeems, as the draft holds them now (decision 0283): part of the bill's discount
  const asked = deps.tillPoints && current.customer_id ? Number(current.redeem_points ?? 0) : 0;
  const bill = discountOf(order.discount_json);
  // a full stamp card's free item, worked out again on the lines as paid (decision 0289): the cheapest qualifying unit
  const card = sale.stampCard ?? null;
  let free = 0;
  if (deps.tillStamps && current.customer_id && Number(current.redeem_stamps ?? 0) > 0) {
    if (!card || card.stamps < card.size) throw cardNotFull(card?.stamps ?? 0, card?.size ?? 0);
    free = freeItemOf(fixed, catalogue, card.reward);
    if (free === 0) throw noFreeItem();
  }
  const points = billOffOf(fixed, bill, asked, free);
  const used = pointsUsed(points.points_cents);
  const held = sale.pointsBalance;
  if (used > (held?.points ?? 0)) throw tooManyPoints(used, held?.points ?? 0);
  // the bill's discount, spread over the lines with the fee of the payment method (decision 0232)
  let discounted = withBillDiscount(fixed, bill, feeBp, asked, free);
  // a split's fee is the rate of its parts other than cash, once the bill is known (decision 0281)
  if (sale.payment) {
    const billCents = discounted.reduce((n, l) => n + l.total_cents, 0);
    discounted = withBillDiscount(fixed, bill, sale.payment.feeBp(billCents), asked, free);
  }
  for (const line of discounted) await repo.fixLine(trx, line);
  const sums = sumFigures(discounted.map(figuresOf));
  // cash rounds its total to 10¢; the lines, fee and profit stay exact (docs/decisions/0264-cash-rounding.md)
  const rounding = sale.payment
    ? await sale.payment.settle(trx, sums.totalCents)
    : paymentRoundingCents(sums.totalCents, method.kind, sale.rounds);
  const completed = await repo.transition(trx, order.id, ['completed'], {
    status: 'completed',
    total_cents: sums.totalCents + rounding,
    rounding_cents: rounding,
    fee_cents: sums.feeCents,
    profit_cents: sums.profitCents,
    units: itemCount(discounted),
    discount_cents: discounted.reduce((n, l) => n + l.bill_off_cents, 0),
    redeem_points: used,
    points_cents: points.points_cents,
    redeem_stamps: points.stamps_cents > 0 && card ? card.size : 0,
    stamps_cents: points.stamps_cents,
  });
  // the points leave her balance once: one ledger row per sale, in this transaction
  if (used > 0 && deps.tillPoints && current.customer_id && held)
    await deps.tillPoints.redeem(trx, {
      held,
      sellerId: seller.id,
      customerId: current.customer_id,
      orderId: order.id,
      points: used,
      now,
    });
  // the full card leaves her stamps once: one ledger row per sale, in this transaction (decision 0289)
  if (points.stamps_cents > 0 && card && deps.tillStamps && current.customer_id)
    await deps.tillStamps.redeem(trx, {
      held: card,
      sellerId: seller.id,
      customerId: current.customer_id,
      orderId: order.id,
      stamps: card.size,
      now,
    });
  await outbox.add(trx, {
    kind: 'pos_sale',
    to: seller.id,
    actor: seller.id,
    originSession: seller.tokenHash,
    params: { order_id: order.id, total: fromCents(sums.totalCents + rounding) },
  });
  return {
    message: 'Sale completed',
    // the sale as written, for the answer (no read after the commit)
    written: { order: completed!, lines: discounted },
    // run by the caller as the transaction's last writes (docs/decisions/0292-stock-taken-last.md)
    takeStock: () =>
      takeStockOfLines(products, trx, lines, catalogue, { outbox, origin: seller.tokenHash }, (line) => ({
        reason: 'pos_sale',
        orderId: line.order_id,
        staffId: staffIdOf(seller),
      })),
  };
}
