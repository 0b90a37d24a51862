import type { Transaction } from 'kysely';
import { fromCents } from '../../../contract/money';
import type { PaymentMethod } from '../../../contract/orders';
import type { PaymentPart, RefundPart } from '../../../contract/payment-parts';
import { allocateRefund } from '../../../contract/split-payments';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { PaymentPartRow, PaymentPartsRepository } from '../payments/parts-repository';
import type { RefundPartRow, RefundsRepository } from './refunds-repository';

const methodOf = (r: { kind: string; code_id: string | null; label: string }): PaymentMethod => ({
  kind: r.kind as PaymentMethod['kind'],
  code_id: r.code_id,
  label: r.label,
});

/**
 * Refunds of split sales by method (docs/decisions/0281-split-payments.md): each refund goes back to the part the
 * seller picked first, else the most recent part first, never more than a part paid (contract/split-payments.ts
 * allocateRefund), and is recorded by part for the receipts and the cash reports.
 */
export class RefundParts {
  constructor(
    private readonly payments: PaymentPartsRepository,
    private readonly repo: RefundsRepository,
  ) {}

  /** in the refund's transaction: a split sale's refund of `totalCents` by part; nothing for other sales */
  async give(
    trx: Transaction<Database>,
    order: { id: string; payment_kind: string | null },
    refundId: string,
    totalCents: number,
    backTo: number | undefined,
  ): Promise<void> {
    if (order.payment_kind !== 'split' || totalCents === 0) return;
    const [parts, before] = await Promise.all([
      this.payments.partsOf([order.id], trx),
      this.repo.refundPartsOf({ orderIds: [order.id] }, trx),
    ]);
    const given = allocateRefund(totalCents, paidParts(parts, before), backTo ?? null);
    if (!given) throw new AppError('refundTooMuch');
    const bySeq = new Map(parts.map((p) => [p.seq, p]));
    await this.repo.insertRefundParts(
      trx,
      given.map((g) => {
        const p = bySeq.get(g.seq)!;
        return {
          refund_id: refundId,
          seq: g.seq,
          order_id: order.id,
          kind: p.kind,
          code_id: p.code_id,
          label: p.label,
          amount_cents: g.amountCents,
        };
      }),
    );
  }

  /** a split sale's parts with what they got back, and each refund's parts (empty for other sales) */
  async shown(order: {
    id: string;
    payment_kind: string | null;
  }): Promise<{ payments: PaymentPart[]; byRefund: Map<string, RefundPart[]> }> {
    const byRefund = new Map<string, RefundPart[]>();
    if (order.payment_kind !== 'split') return { payments: [], byRefund };
    const [parts, backs] = await Promise.all([
      this.payments.partsOf([order.id]),
      this.repo.refundPartsOf({ orderIds: [order.id] }),
    ]);
    for (const b of backs) {
      const list = byRefund.get(b.refund_id) ?? [];
      list.push({ seq: b.seq, method: methodOf(b), amount: fromCents(b.amount_cents) });
      byRefund.set(b.refund_id, list);
    }
    const payments = paidParts(parts, backs).map((p, i) => ({
      seq: p.seq,
      method: methodOf(parts[i]!),
      amount: fromCents(p.amountCents),
      tendered: fromCents(parts[i]!.tendered_cents),
      change: fromCents(parts[i]!.change_cents),
      refunded: fromCents(p.refundedCents),
    }));
    return { payments, byRefund };
  }
}

function paidParts(parts: readonly PaymentPartRow[], backs: readonly RefundPartRow[]) {
  return parts.map((p) => ({
    seq: p.seq,
    kind: p.kind,
    amountCents: p.amount_cents,
    refundedCents: backs.filter((b) => b.seq === p.seq).reduce((n, b) => n + b.amount_cents, 0),
  }));
}
