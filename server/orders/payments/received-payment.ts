import type { Transaction } from 'kysely';
import { fromCents } from '../../../contract/money';
import type { Order } from '../../../contract/orders';
import type { Database } from '../../db/schema';
import { AppError, localized } from '../../http/app-error';
import type { SessionUser } from '../../http/context';
import { tellLoyaltyChanged } from '../core/loyalty-live';
import { visibleOrder } from '../core/order-access';
import type { OrdersDeps } from '../core/orders-deps';
import type { OrderRow } from '../core/repository';
import { textAnswer, withIdempotency } from '../idempotency/idempotency';
import { completePosSale, type RecordedPayment, type WrittenSale } from '../pos/pos-sales';
import type { OrderReads } from '../reads/order-reads';
import type { PaymentPartsRepository } from './parts-repository';
import { paymentMethodOf } from './payment-method';
import { recordedMethod, recordPaymentParts, resolveParts, splitFeeBp } from './payment-parts';

/**
 * `received_payment`: the seller records the payment. An online order awaiting payment becomes `paid` and
 * its buyer is told; a POS draft is completed (../pos/pos-sales.ts), taking its stock. Exactly once per key.
 */
export class ReceivedPayment {
  constructor(
    private readonly deps: OrdersDeps,
    private readonly reads: OrderReads,
    private readonly parts: PaymentPartsRepository,
  ) {}

  /**
   * `received_payment`, exactly once per idempotency key: by one `method`, or by several `payments` (a POS sale
   * only; docs/decisions/0281-split-payments.md). Either way each method's part is a row of order_payments.
   */
  async record(
    input: {
      id: string;
      method?: string | undefined;
      payments?: { method: string; amount: number }[] | undefined;
      idempotency_key: string;
    },
    user: SessionUser,
  ): Promise<{ message: string; order: Order }> {
    const now = this.deps.now();
    const outbox = this.deps.notifications.outbox();
    // who else is told of the change: read once, with the order, before the write
    let buyerId: string | null = null;
    let online = false;
    // the sale as read, whose customer hears of her points once it is paid (decision 0283, "Live")
    let sale: OrderRow | null = null;
    // a till sale's stock, taken as the transaction's last writes (docs/decisions/0292-stock-taken-last.md)
    let takeStockLast: () => Promise<void> = async () => {};
    // a till sale as its payment wrote it: the answer is built from it, not read again
    let written: WrittenSale | null = null;
    const { answer: message, replayed } = await withIdempotency(
      this.deps.keys,
      { userId: user.id, key: input.idempotency_key, action: 'received_payment', target: input.id, input },
      textAnswer,
      {
        prepare: async () => {
          const order = await visibleOrder(this.deps.repo, input.id, user);
          if (order.seller_id !== user.id) throw new AppError('forbidden');
          buyerId = order.buyer_id;
          online = order.order_type === 'Online-Sell';
          sale = order;
          const parts = await resolveParts(this.deps, input.payments, user.id);
          if (parts && parts.length > 1 && online) throw splitAtTillOnly();
          const method = parts
            ? recordedMethod(parts)
            : await paymentMethodOf(this.deps, input.method!, user.id);
          const withCash = parts ? parts.some((p) => p.method.kind === 'cash') : method.kind === 'cash';
          // cash rounds to 10¢ unless the shop switched it off (docs/decisions/0264-cash-rounding.md)
          const rounds = withCash && (await this.deps.cashRounds(user.id));
          // the customer's points, read before the transaction (decision 0283): the sale checks what it uses
          const pointsBalance =
            !online && order.customer_id && Number(order.redeem_points ?? 0) > 0 && this.deps.tillPoints
              ? await this.deps.tillPoints.balanceOf(user.id, order.customer_id)
              : undefined;
          // her stamp card when the sale redeems a full one (decision 0289), read before the transaction as well
          const stampCard =
            !online && order.customer_id && Number(order.redeem_stamps ?? 0) > 0 && this.deps.tillStamps
              ? await this.deps.tillStamps.cardOf(user.id, order.customer_id)
              : undefined;
          return { order, method, rounds, parts, pointsBalance, stampCard };
        },
        write: async (trx, { order, method, rounds, parts, pointsBalance, stampCard }) => {
          const settle = (t: Transaction<Database>, billCents: number) =>
            recordPaymentParts(this.parts, t, {
              orderId: order.id,
              sellerId: user.id,
              parts,
              method,
              billCents,
              rounds,
              now,
            });
          const recorded: RecordedPayment = { order, method, rounds, seller: user, outbox, now };
          if (order.order_type === 'Online-Sell')
            return this.confirmOnlinePayment(trx, { ...recorded, settle });
          const rateBp = this.deps.fees.bpFor('POS-Sell', method.kind);
          const completed = await completePosSale(this.deps, trx, {
            ...recorded,
            pointsBalance,
            stampCard,
            payment: {
              feeBp: (bill) =>
                parts && parts.length > 1 ? splitFeeBp(parts, bill, this.deps.fees.rateBp) : rateBp,
              settle,
            },
          });
          takeStockLast = completed.takeStock;
          written = completed.written;
          return completed.message;
        },
        last: () => takeStockLast(),
      },
      now,
    );
    if (!replayed) {
      outbox.changed([buyerId, user.id], { kind: 'order', id: input.id });
      outbox.changed([user.id], { kind: 'sale', id: input.id });
      if (sale) await tellLoyaltyChanged(this.deps, outbox, sale);
      outbox.publish();
      if (online && buyerId) this.deps.stepped({ step: 'paid', orderId: input.id, buyerId });
    }
    const order = written && !replayed ? await this.reads.showWritten(written, user) : null;
    return { message, order: order ?? (await this.reads.showOne(input.id, user)) };
  }

  private async confirmOnlinePayment(
    trx: Transaction<Database>,
    p: RecordedPayment & {
      /** records the payment's part and answers the cash rounding */
      settle: (trx: Transaction<Database>, billCents: number) => Promise<number>;
    },
  ): Promise<string> {
    // the total as it is now that the order is ours (a special price may have changed it since it was read)
    const paid = await this.deps.repo.transition(trx, p.order.id, ['pending_payment'], {
      status: 'paid',
      payment_kind: p.method.kind,
      payment_code_id: p.method.code_id,
      payment_label: p.method.label,
      paid_at: p.now,
      updated_at: p.now,
    });
    if (!paid) throw new AppError('orderState');
    // rounded to 10¢ when paid in cash (docs/decisions/0264-cash-rounding.md)
    const rounding = await p.settle(trx, Number(paid.total_cents));
    if (rounding !== 0) {
      await this.deps.repo.transition(trx, p.order.id, ['paid'], {
        status: 'paid',
        total_cents: paid.total_cents + rounding,
        rounding_cents: rounding,
      });
    }
    if (p.order.buyer_id) {
      await p.outbox.add(trx, {
        kind: 'order_paid',
        to: p.order.buyer_id,
        actor: p.seller.id,
        params: { order_id: p.order.id, total: fromCents(paid.total_cents + rounding) },
      });
    }
    return 'Payment received';
  }
}

/** an online order is paid by one method; a split is for the till */
function splitAtTillOnly(): AppError {
  return new AppError(
    'validation',
    localized(
      'An online order is paid by one method: split payments are for the till.',
      '網上訂單只可用一種方式付款：分拆付款只限收銀機。',
      '网上订单只可用一种方式付款：拆分付款只限收银台。',
    ),
  );
}
