import type { z } from 'zod';
import { fromCents } from '../../../contract/money';
import type { Refund, RefundSummary, refund } from '../../../contract/order-refunds';
import { refundCashCents, refundFigures, refundsRound } from '../../../contract/sale-figures';
import { splitRefundCents } from '../../../contract/split-payments';
import { addQuantities, quantityProblem } from '../../../contract/units';
import { newId } from '../../db/ids';
import { AppError, localized } from '../../http/app-error';
import type { SessionUser } from '../../http/context';
import { approverOf, mayDo, requirePermission, staffIdOf } from '../../staff/permissions';
import { formatHk } from '../core/hk-time';
import { tellLoyaltyChanged } from '../core/loyalty-live';
import type { OrdersDeps } from '../core/orders-deps';
import { type LineRow, type OrderRow, SALE_STATUSES as SALE_STATUS_LIST } from '../core/repository';
import { lineIdsOut, withVariantRows } from '../core/variant-lines';
import { textAnswer, withIdempotency } from '../idempotency/idempotency';
import type { RefundParts } from './refund-parts';
import type { RefundLineRow, RefundRow, RefundsRepository } from './refunds-repository';

type RefundInput = z.output<typeof refund.input>;

const SALE_STATUSES = new Set(SALE_STATUS_LIST);

/** What is still refundable of one sold line. */
interface LineState {
  line: LineRow;
  refundedQty: number;
}

/**
 * Refunds and voids of sales: a completed POS sale or an online order after payment. Full or per line,
 * stock returned per line when asked, each refund a row of its own (the sale's stored figures stay as sold: its net
 * is derived, docs/decisions/0267-order-gross-and-refund-rows.md), idempotent by key.
 *
 * Notifications (docs/decisions/0065-notifications-events.md): a refund of an online order tells its buyer
 * (`order_refunded`, the amount of this refund) in the refund's transaction; POS sales have no buyer.
 */
export class RefundsService {
  constructor(
    private readonly deps: OrdersDeps,
    private readonly repo: RefundsRepository,
    /** split sales' refunds by method (docs/decisions/0281-split-payments.md) */
    private readonly parts: RefundParts,
  ) {}

  async refund(
    asSent: RefundInput,
    user: SessionUser,
  ): Promise<{ message: string; refund: Refund; summary: RefundSummary }> {
    // a till's member needs the refund permission, or a manager's approval of it (decision 0280)
    requirePermission(user, 'refund');
    const now = this.deps.now();
    // a variant's line is the variant's own row (docs/decisions/0236-variants.md)
    const input = {
      ...asSent,
      lines: asSent.lines && (await withVariantRows(this.deps.products, asSent.lines)),
    };
    const outbox = this.deps.notifications.outbox();
    // the online order's buyer, told of the refund after the commit (her mail)
    let buyerId: string | null = null;
    // the sale refunded, whose customer hears of her points once the refund is committed (decision 0283, "Live")
    let refundedSale: OrderRow | null = null;
    const { answer: refunded, replayed } = await withIdempotency(
      this.deps.keys,
      { userId: user.id, key: input.idempotency_key, action: 'refund', target: input.id, input: asSent },
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
                localized(
                  `${s.line.name} is sold by the piece: refund whole numbers only.`,
                  `${s.line.name} 按件出售，只可退還整數數量。`,
                  `${s.line.name} 按件出售，只能退还整数数量。`,
                ),
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
          // the exact refund, and the cash handed back: a cash-rounded sale gives its rounding back cumulatively,
          // so its refunds add up to what was paid (docs/decisions/0264-cash-rounding.md); fee and profit stay exact
          const paid =
            lines.reduce((n, l) => n + l.total_cents, 0) +
            Number(order.delivery_fee_cents) +
            Number(order.rounding_cents);
          const exact = sum('total_cents');
          const exactBefore = priorRefunds.reduce(
            (n, r) => n + Number(r.total_cents) - Number(r.rounding_cents),
            0,
          );
          const cash =
            order.payment_kind === 'split'
              ? splitRefundCents(paid, Number(order.rounding_cents), exactBefore, exact)
              : refundCashCents(exactBefore, exact, refundsRound(order.payment_kind, paid));
          const row: RefundRow = {
            id: refundId,
            order_id: order.id,
            seller_id: user.id,
            reason: input.reason,
            total_cents: cash,
            rounding_cents: cash - exact,
            fee_cents: sum('fee_cents'),
            profit_cents: sum('profit_cents'),
            // items, as orders.units counts them: a weighed line is one item (decision 0233)
            units: refundLines.reduce(
              (n, l) => n + (states.get(l.product_id)!.line.unit === 'piece' ? l.quantity : 1),
              0,
            ),
            delivery_cents: delivery.total_cents,
            created_at: now,
            staff_id: staffIdOf(user),
            approved_by: approverOf(user),
          };
          // the quantities above already bound it; this states the rule itself
          const before = priorRefunds.reduce((n, r) => n + Number(r.total_cents), 0);
          if (before + row.total_cents > paid) throw new AppError('refundTooMuch');

          // the refund's row is its only record: the sale keeps its figures as sold, and its net is derived
          // (docs/decisions/0267-order-gross-and-refund-rows.md)
          await this.repo.insertRefund(trx, row, refundLines);
          await this.parts.give(trx, order, refundId, row.total_cents, input.back_to);
          // stock back in product-id order (the lock order of checkout: no deadlocks)
          for (const l of [...refundLines].sort((a, b) => (a.product_id < b.product_id ? -1 : 1))) {
            if (l.restock) {
              await this.deps.products.returnStock(trx, l.product_id, l.quantity, {
                reason: 'refund',
                orderId: order.id,
                staffId: staffIdOf(user),
              });
            }
            const product = states.get(l.product_id)!.line.variant_of ?? l.product_id;
            if (l.restock) outbox.changed([user.id], { kind: 'product', id: product });
          }
          outbox.changed([order.buyer_id, order.seller_id], { kind: 'order', id: order.id });
          outbox.changed([order.seller_id], { kind: 'sale', id: order.id });
          refundedSale = order;
          if (order.buyer_id && order.order_type === 'Online-Sell') {
            buyerId = order.buyer_id;
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
    if (!replayed) {
      if (refundedSale) await tellLoyaltyChanged(this.deps, outbox, refundedSale);
      outbox.publish();
      if (buyerId) this.deps.stepped({ step: 'refunded', orderId: input.id, buyerId, refundId: refunded });
    }
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
    const [lines, refunds, refundLines, split] = await Promise.all([
      this.deps.repo.linesOf([order.id]),
      this.repo.refundsOf(order.id),
      this.repo.refundLinesOf(order.id),
      this.parts.shown(order),
    ]);
    const byRow = new Map(lines.map((l) => [l.product_id, l]));
    const refundedQty = new Map<string, number>();
    for (const l of refundLines)
      refundedQty.set(l.product_id, addQuantities(refundedQty.get(l.product_id) ?? 0, l.quantity));
    const placed = order.status !== 'cart' && order.status !== 'cancelled';
    const deliveryFee = Number(order.delivery_fee_cents);
    const rounding = Number(order.rounding_cents);
    const paid = placed ? lines.reduce((n, l) => n + Number(l.total_cents), 0) + deliveryFee + rounding : 0;
    const refunded = refunds.reduce((n, r) => n + Number(r.total_cents), 0);
    const roundingGiven = refunds.reduce((n, r) => n + Number(r.rounding_cents), 0);
    return {
      order_id: order.id,
      paid: fromCents(paid),
      rounding: fromCents(rounding),
      cash_rounding: placed && refundsRound(order.payment_kind, paid),
      refunded_exact: fromCents(refunded - roundingGiven),
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
        total: fromCents(Number(l.total_cents)),
      })),
      refunds: refunds.map((r) => ({
        refund_id: r.id,
        refund_number: r.id.slice(-8).toUpperCase(),
        order_id: r.order_id,
        reason: r.reason,
        created_at: formatHk(Number(r.created_at)),
        total: fromCents(Number(r.total_cents)),
        delivery_fee: fromCents(Number(r.delivery_cents)),
        rounding: fromCents(Number(r.rounding_cents)),
        ...(isSeller ? { transaction_fee: fromCents(Number(r.fee_cents)) } : {}),
        // a till's member without see_costs does not see profit (docs/decisions/0280-staff-pins-and-roles.md)
        ...(isSeller && mayDo(user, 'see_costs')
          ? { profit_change: -fromCents(Number(r.profit_cents)) }
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
        parts: split.byRefund.get(r.id) ?? [],
      })),
      payments: split.payments,
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
