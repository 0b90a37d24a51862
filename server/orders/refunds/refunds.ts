import type { z } from 'zod';
import { fromCents } from '../../../contract/money';
import type { Refund, RefundSummary, refund } from '../../../contract/order-refunds';
import { addQuantities, quantityProblem, shareOf, timesQuantity } from '../../../contract/units';
import { newId } from '../../db/ids';
import { AppError } from '../../http/app-error';
import type { SessionUser } from '../../http/context';
import { formatHk } from '../core/hk-time';
import type { OrdersDeps } from '../core/orders-deps';
import { type LineRow, type OrderRow, SALE_STATUSES as SALE_STATUS_LIST } from '../core/repository';
import { lineIdsOut, withVariantRows } from '../core/variant-lines';
import { textAnswer, withIdempotency } from '../idempotency/idempotency';
import type { RefundLineRow, RefundRow, RefundsRepository } from './refunds-repository';

type RefundInput = z.output<typeof refund.input>;

const SALE_STATUSES = new Set(SALE_STATUS_LIST);

/** What is still refundable of one sold line. */
interface LineState {
  line: LineRow;
  refundedQty: number;
}

/**
 * The figures a refund of `qty` units of a line takes off the sale (docs/decisions/0091-refunds.md):
 * the total and the fee given back are the differences of the line's shares before and after (a line's
 * total is unit × quantity less the seller's discounts, decision 0232, so it need not divide evenly), and the
 * refunds of a line add up exactly to its total and its fee; the profit goes down by total − fee, and also gives
 * back the cost when the units return to stock (damaged goods that do not return stay a cost).
 */
export function refundFigures(
  line: Pick<LineRow, 'quantity' | 'total_cents' | 'fee_cents' | 'cost_cents'>,
  refundedBefore: number,
  qty: number,
  restock: boolean,
): { total: number; fee: number; profit: number } {
  // quantities may be weights to the thousandth (decision 0233): shares are taken in thousandths, half up
  const after = addQuantities(refundedBefore, qty);
  const total =
    shareOf(line.total_cents, after, line.quantity) -
    shareOf(line.total_cents, refundedBefore, line.quantity);
  const fee =
    shareOf(line.fee_cents, after, line.quantity) - shareOf(line.fee_cents, refundedBefore, line.quantity);
  const profit = total - fee - (restock ? timesQuantity(line.cost_cents, qty) : 0);
  return { total, fee, profit };
}

/**
 * Refunds and voids of sales: a completed POS sale or an online order after payment. Full or per line,
 * stock returned per line when asked, the sale's figures reduced in the same transaction, idempotent by key.
 *
 * Notifications (docs/decisions/0065-notifications-events.md): a refund of an online order tells its buyer
 * (`order_refunded`, the amount of this refund) in the refund's transaction; POS sales have no buyer.
 */
export class RefundsService {
  constructor(
    private readonly deps: OrdersDeps,
    private readonly repo: RefundsRepository,
  ) {}

  async refund(
    asSent: RefundInput,
    user: SessionUser,
  ): Promise<{ message: string; refund: Refund; summary: RefundSummary }> {
    const now = this.deps.now();
    // a variant's line is the variant's own row (docs/decisions/0236-variants.md)
    const input = {
      ...asSent,
      lines: asSent.lines && (await withVariantRows(this.deps.products, asSent.lines)),
    };
    const outbox = this.deps.notifications.outbox();
    const { answer: refunded, replayed } = await withIdempotency(
      this.deps.keys,
      { userId: user.id, key: input.idempotency_key, action: 'refund', target: input.id },
      textAnswer,
      {
        prepare: () => this.sellersSale(input.id, user),
        write: async (trx, order) => {
          const refundId = newId(now);
          // lock the sale, then read what earlier (or concurrent, now committed) refunds took
          if (!(await this.deps.repo.lockSale(trx, order.id, now))) throw new AppError('orderState');
          const lines = await this.deps.repo.linesOf([order.id], trx);
          const prior = await this.repo.refundLinesOf(order.id, trx);
          const priorRefunds = await this.repo.refundsOf(order.id, trx);
          const states = new Map<string, LineState>(
            lines.map((l) => [l.product_id, { line: l, refundedQty: 0 }]),
          );
          for (const p of prior) {
            const s = states.get(p.product_id);
            if (s) s.refundedQty = addQuantities(s.refundedQty, p.quantity);
          }

          const wanted = input.lines
            ? input.lines
            : [...states.values()]
                .filter((s) => s.line.quantity > s.refundedQty)
                .map((s) => ({
                  product_id: s.line.product_id,
                  quantity: addQuantities(s.line.quantity, -s.refundedQty),
                  restock: input.restock_all ?? true,
                }));
          // the delivery fee: all of it or none, once (docs/decisions/0248-delivery-fees.md)
          const deliveryLeft =
            Number(order.delivery_fee_cents) - priorRefunds.reduce((n, r) => n + Number(r.delivery_cents), 0);
          const giveDelivery = input.lines ? input.delivery_fee === true : input.delivery_fee !== false;
          const delivery = deliveryRefund(giveDelivery && deliveryLeft > 0 ? order : null);
          if (wanted.length === 0 && delivery.total_cents === 0) throw new AppError('refundNothingLeft');
          const seen = new Set<string>();
          const refundLines: RefundLineRow[] = [];
          for (const w of wanted) {
            const s = states.get(w.product_id);
            if (!s || seen.has(w.product_id)) throw new AppError('refundLineUnknown');
            seen.add(w.product_id);
            if (w.quantity > addQuantities(s.line.quantity, -s.refundedQty))
              throw new AppError('refundTooMuch');
            // pieces come back whole; a weighed line to the thousandth (the contract checks the decimals)
            if (quantityProblem(w.quantity, s.line.unit)) {
              throw new AppError(
                'validation',
                `${s.line.name} is sold by the piece: refund whole numbers only.`,
              );
            }
            const f = refundFigures(s.line, s.refundedQty, w.quantity, w.restock);
            refundLines.push({
              refund_id: refundId,
              order_id: order.id,
              product_id: w.product_id,
              quantity: w.quantity,
              restock: w.restock ? 1 : 0,
              total_cents: f.total,
              fee_cents: f.fee,
              profit_cents: f.profit,
            });
          }
          const sum = (k: 'total_cents' | 'fee_cents' | 'profit_cents') =>
            refundLines.reduce((n, l) => n + l[k], 0) + delivery[k];
          const row: RefundRow = {
            id: refundId,
            order_id: order.id,
            seller_id: user.id,
            reason: input.reason,
            total_cents: sum('total_cents'),
            fee_cents: sum('fee_cents'),
            profit_cents: sum('profit_cents'),
            // items, as orders.units counts them: a weighed line is one item (decision 0233)
            units: refundLines.reduce(
              (n, l) => n + (states.get(l.product_id)!.line.unit === 'piece' ? l.quantity : 1),
              0,
            ),
            delivery_cents: delivery.total_cents,
            created_at: now,
          };
          // the quantities above already bound it; this states the rule itself
          const paid = lines.reduce((n, l) => n + l.total_cents, 0) + Number(order.delivery_fee_cents);
          const before = priorRefunds.reduce((n, r) => n + Number(r.total_cents), 0);
          if (before + row.total_cents > paid) throw new AppError('refundTooMuch');

          await this.repo.insertRefund(trx, row, refundLines);
          await this.deps.repo.reduceSale(trx, order.id, {
            total: row.total_cents,
            fee: row.fee_cents,
            profit: row.profit_cents,
            units: row.units,
          });
          // stock back in product-id order (the lock order of checkout: no deadlocks)
          for (const l of [...refundLines].sort((a, b) => (a.product_id < b.product_id ? -1 : 1))) {
            if (l.restock) {
              await this.deps.products.returnStock(trx, l.product_id, l.quantity, {
                reason: 'refund',
                orderId: order.id,
              });
            }
            const product = states.get(l.product_id)!.line.variant_of ?? l.product_id;
            if (l.restock) outbox.changed([user.id], { kind: 'product', id: product });
          }
          outbox.changed([order.buyer_id, order.seller_id], { kind: 'order', id: order.id });
          outbox.changed([order.seller_id], { kind: 'sale', id: order.id });
          if (order.buyer_id && order.order_type === 'Online-Sell') {
            await outbox.add(trx, {
              kind: 'order_refunded',
              to: order.buyer_id,
              actor: user.id,
              params: { order_id: order.id, total: fromCents(row.total_cents) },
            });
          }
          return refundId;
        },
      },
      now,
    );
    if (!replayed) outbox.publish();
    return this.answer(refunded, input.id, user);
  }

  async summary(orderId: string, user: SessionUser): Promise<RefundSummary> {
    const order = await this.deps.repo.findOrder(orderId);
    if (!order || (order.seller_id !== user.id && order.buyer_id !== user.id)) throw new AppError('notFound');
    return this.summaryOf(order, user);
  }

  private async answer(refundId: string, orderId: string, user: SessionUser) {
    const order = await this.deps.repo.findOrder(orderId);
    if (!order) throw new AppError('notFound');
    const summary = await this.summaryOf(order, user);
    const found = summary.refunds.find((r) => r.refund_id === refundId);
    if (!found) throw new AppError('notFound');
    return { message: 'Refunded', refund: found, summary };
  }

  private async sellersSale(id: string, user: SessionUser): Promise<OrderRow> {
    const order = await this.deps.repo.findOrder(id);
    if (!order || (order.seller_id !== user.id && order.buyer_id !== user.id)) throw new AppError('notFound');
    if (order.seller_id !== user.id) throw new AppError('forbidden');
    if (!SALE_STATUSES.has(order.status)) throw new AppError('orderState');
    return order;
  }

  private async summaryOf(order: OrderRow, user: SessionUser): Promise<RefundSummary> {
    const isSeller = order.seller_id === user.id;
    const [lines, refunds, refundLines] = await Promise.all([
      this.deps.repo.linesOf([order.id]),
      this.repo.refundsOf(order.id),
      this.repo.refundLinesOf(order.id),
    ]);
    const byRow = new Map(lines.map((l) => [l.product_id, l]));
    const refundedQty = new Map<string, number>();
    for (const l of refundLines)
      refundedQty.set(l.product_id, addQuantities(refundedQty.get(l.product_id) ?? 0, l.quantity));
    const placed = order.status !== 'cart' && order.status !== 'cancelled';
    const deliveryFee = Number(order.delivery_fee_cents);
    const paid = placed ? lines.reduce((n, l) => n + Number(l.total_cents), 0) + deliveryFee : 0;
    const refunded = refunds.reduce((n, r) => n + Number(r.total_cents), 0);
    return {
      order_id: order.id,
      paid: fromCents(paid),
      delivery_fee: fromCents(deliveryFee),
      delivery_fee_refunded: deliveryFee > 0 && refunds.some((r) => Number(r.delivery_cents) > 0),
      refunded: fromCents(refunded),
      refundable: fromCents(SALE_STATUSES.has(order.status) ? paid - refunded : 0),
      lines: lines.map((l) => ({
        ...lineIdsOut(l),
        name: l.name,
        quantity: Number(l.quantity),
        unit: l.unit,
        refunded_quantity: refundedQty.get(l.product_id) ?? 0,
        price: fromCents(Number(l.unit_cents)),
      })),
      refunds: refunds.map((r) => ({
        refund_id: r.id,
        refund_number: r.id.slice(-8).toUpperCase(),
        order_id: r.order_id,
        reason: r.reason,
        created_at: formatHk(Number(r.created_at)),
        total: fromCents(Number(r.total_cents)),
        delivery_fee: fromCents(Number(r.delivery_cents)),
        ...(isSeller
          ? {
              transaction_fee: fromCents(Number(r.fee_cents)),
              profit_change: -fromCents(Number(r.profit_cents)),
            }
          : {}),
        lines: refundLines
          .filter((l) => l.refund_id === r.id)
          .map((l) => ({
            ...lineIdsOut(byRow.get(l.product_id) ?? { product_id: l.product_id, variant_of: null }),
            name: byRow.get(l.product_id)?.name ?? '',
            quantity: Number(l.quantity),
            restock: l.restock === 1,
            total: fromCents(Number(l.total_cents)),
          })),
      })),
    };
  }
}

/**
 * Giving the delivery fee back (docs/decisions/0248-delivery-fees.md): the buyer gets all of it, the
 * transaction fee charged on it comes back, and the profit, which only lost that fee, now loses the rest
 * (the courier was paid all the same). Null: not given back.
 */
function deliveryRefund(order: Pick<OrderRow, 'delivery_fee_cents' | 'delivery_txn_fee_cents'> | null): {
  total_cents: number;
  fee_cents: number;
  profit_cents: number;
} {
  if (!order) return { total_cents: 0, fee_cents: 0, profit_cents: 0 };
  const total = Number(order.delivery_fee_cents);
  const fee = Number(order.delivery_txn_fee_cents);
  return { total_cents: total, fee_cents: fee, profit_cents: total - fee };
}
