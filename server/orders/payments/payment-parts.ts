import type { Transaction } from 'kysely';
import { toCents } from '../../../contract/money';
import type { PaymentMethod } from '../../../contract/orders';
import { paymentRoundingCents } from '../../../contract/sale-figures';
import { type SplitProblem, settleTender } from '../../../contract/split-payments';
import type { Database } from '../../db/schema';
import { AppError, localized } from '../../http/app-error';
import type { OrdersDeps } from '../core/orders-deps';
import type { PaymentPartsRepository } from './parts-repository';
import { paymentMethodOf } from './payment-method';

/** a part of a payment, its method known: what the seller typed (cash: handed over) */
export interface ResolvedPart {
  method: PaymentMethod;
  amountCents: number;
}

/**
 * The parts of a payment sent as `payments`, each part's method resolved as `method` alone is (cash, fps or one of
 * the seller's payment codes); null when the payment was sent as `method` alone. Shared by `received_payment` and
 * the offline till's `offline_sale` (docs/decisions/0281-split-payments.md).
 */
export async function resolveParts(
  deps: Pick<OrdersDeps, 'addressBook' | 'fpsOf'>,
  payments: readonly { method: string; amount: number }[] | undefined,
  sellerId: string,
): Promise<ResolvedPart[] | null> {
  if (!payments) return null;
  const parts: ResolvedPart[] = [];
  for (const p of payments) {
    parts.push({ method: await paymentMethodOf(deps, p.method, sellerId), amountCents: toCents(p.amount) });
  }
  return parts;
}

/**
 * The method the order records (docs/decisions/0281-split-payments.md): the one method, or for several `split`
 * with the methods' labels joined ("Cash + FPS"), so a reader that knows one method per sale never counts a
 * split sale as all cash.
 */
export function recordedMethod(parts: readonly ResolvedPart[]): PaymentMethod {
  if (parts.length === 1) return parts[0]!.method;
  return { kind: 'split', code_id: null, label: parts.map((p) => p.method.label).join(' + ') };
}

/** the fee rate of a split: the rate of the methods other than cash, for their share of the bill */
export function splitFeeBp(parts: readonly ResolvedPart[], billCents: number, rateBp: number): number {
  const others = parts.reduce((n, p) => (p.method.kind === 'cash' ? n : n + p.amountCents), 0);
  if (billCents <= 0) return 0;
  return (rateBp * Math.min(others, billCents)) / billCents;
}

const PROBLEMS: Record<SplitProblem, [string, string, string]> = {
  zero: ['Each part of a payment needs an amount.', '每部分付款都需要金額。', '每部分付款都需要金额。'],
  twoCash: ['Take the cash as one part.', '現金請合併為一部分。', '现金请合并为一部分。'],
  over: [
    'The parts other than cash pay more than the bill: only cash gives change.',
    '現金以外的付款超過應付金額：只有現金可以找續。',
    '现金以外的付款超过应付金额：只有现金可以找零。',
  ],
  short: ['The parts do not pay the whole bill.', '各部分付款未足應付金額。', '各部分付款未足应付金额。'],
  cashUnused: [
    'The other methods already pay the bill: remove the cash part.',
    '其他付款方式已付清：請移除現金部分。',
    '其他付款方式已付清：请移除现金部分。',
  ],
};

/**
 * Records the parts of a payment of a bill of `billCents` (exact, before cash rounding) in the caller's
 * transaction and answers the cash rounding the sale takes. One part paid by one method is a row too: its
 * amount is the bill as that method pays it (cash rounded when the shop rounds).
 */
export async function recordPaymentParts(
  repo: PaymentPartsRepository,
  trx: Transaction<Database>,
  p: {
    orderId: string;
    sellerId: string;
    parts: readonly ResolvedPart[] | null;
    /** the one method, when the payment was sent as `method` alone */
    method: PaymentMethod;
    billCents: number;
    rounds: boolean;
    now: number;
  },
): Promise<number> {
  const row = (seq: number, m: PaymentMethod, amount: number, tendered: number, change: number) => ({
    order_id: p.orderId,
    seq,
    seller_id: p.sellerId,
    kind: m.kind,
    code_id: m.code_id,
    label: m.label,
    amount_cents: amount,
    tendered_cents: tendered,
    change_cents: change,
    at: p.now,
  });
  if (!p.parts) {
    const rounding = paymentRoundingCents(p.billCents, p.method.kind, p.rounds);
    const paid = p.billCents + rounding;
    await repo.insertParts(trx, [row(0, p.method, paid, paid, 0)]);
    return rounding;
  }
  const settled = settleTender(
    p.billCents,
    p.parts.map((x) => ({ kind: x.method.kind, amountCents: x.amountCents })),
    p.rounds,
  );
  if (!settled.ok) throw new AppError('validation', localized(...PROBLEMS[settled.problem]));
  await repo.insertParts(
    trx,
    settled.parts.map((s, i) => row(i, p.parts![i]!.method, s.amountCents, s.tenderedCents, s.changeCents)),
  );
  return settled.roundingCents;
}
