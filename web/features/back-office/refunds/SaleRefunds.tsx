import { Minus, Plus, ReceiptText, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { fromCents, toCents } from '../../../../contract/money';
import type { RefundSummary } from '../../../../contract/order-refunds';
import { refundCashCents, refundShareCents } from '../../../../contract/sale-figures';
import { splitRefundPlan } from '../../../../contract/split-payments';
import { addQuantities, formatQuantity, isWeightUnit, timesQuantity } from '../../../../contract/units';
import { useTranslation } from '../../../i18n/use-translation';
import { newIdempotencyKey } from '../../../lib/idempotency';
import { formatRounding } from '../../../shared/cash/rounding';
import { formatPrice } from '../../../shared/Price';
import { formatAmount, parseWeight, perUnit, unitLabel } from '../../../shared/units/amount';
import { Button } from '../../../ui/Button';
import { Sheet } from '../../../ui/Sheet';
import { TextField } from '../../../ui/TextField';
import { useToast } from '../../../ui/toast';
import { useManagerApproval } from '../../sell/staff';
import { paymentMethodName } from '../../shop/receipts';
import { useRefund } from './useRefund';
import { useRefunds } from './useRefunds';

/** a line's key: its variant's id for a variant's line (two tins of one tea are two lines; decision 0236) */
function lineKey(l: { product_id: string; variant_id?: string | undefined }): string {
  return l.variant_id ?? l.product_id;
}

/**
 * Refunds of one sale (docs/decisions/0091-refunds.md): what was paid and refunded, each refund as a receipt,
 * and for the seller "Refund" (per line, with a reason; stock back per line).
 */
export function SaleRefunds({ orderId, canRefund }: { orderId: string; canRefund: boolean }) {
  const { t, i18n } = useTranslation(['refunds', 'delivery']);
  const { t: tr } = useTranslation('receipts');
  const summary = useRefunds(orderId);
  const [open, setOpen] = useState(false);
  const s = summary.data;
  if (!s) return null;
  const lineUnit = (key: string) => s.lines.find((l) => lineKey(l) === key)?.unit;
  if (!canRefund && s.refunds.length === 0) return null;

  return (
    <section
      aria-labelledby="refunds-heading"
      className="rounded-2xl bg-white p-4 shadow-xs ring-1 ring-gray-200/80"
    >
      <h2 id="refunds-heading" className="flex items-center gap-2 text-base font-semibold text-gray-900">
        <Undo2 aria-hidden="true" className="size-5 text-gray-500" />
        {t('title')}
      </h2>
      <dl className="mt-2 grid grid-cols-3 gap-2 text-sm">
        <div>
          <dt className="text-xs text-gray-500">{t('paid')}</dt>
          <dd className="font-semibold tabular-nums">{formatPrice(s.paid)}</dd>
        </div>
        <div>
          <dt className="text-xs text-gray-500">{t('refunded')}</dt>
          <dd className="font-semibold tabular-nums" data-testid="refunded-total">
            {formatPrice(s.refunded)}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-gray-500">{t('refundable')}</dt>
          <dd className="font-semibold tabular-nums">{formatPrice(s.refundable)}</dd>
        </div>
      </dl>
      {s.refunds.length > 0 && (
        <ul aria-label={t('receipts')} className="mt-3 flex flex-col gap-2">
          {s.refunds.map((r) => (
            <li
              key={r.refund_id}
              className="rounded-xl border border-dashed border-gray-300 p-3 text-sm"
              data-testid="refund-receipt"
            >
              <p className="flex items-center gap-2 font-semibold text-gray-900">
                <ReceiptText aria-hidden="true" className="size-4" />
                {t('receipt', { number: r.refund_number })}
              </p>
              <p className="text-xs text-gray-500">
                {r.created_at} · {r.reason}
              </p>
              <ul className="mt-1.5">
                {r.lines.map((l) => (
                  <li key={lineKey(l)} className="flex justify-between gap-2">
                    <span className="min-w-0 truncate">
                      {l.name} × {formatAmount(l.quantity, lineUnit(lineKey(l)), i18n.language)}
                      <span className="text-xs text-gray-500">
                        {' '}
                        · {l.restock ? t('restocked') : t('notRestocked')}
                      </span>
                    </span>
                    <span className="tabular-nums">−{formatPrice(l.total)}</span>
                  </li>
                ))}
              </ul>
              {r.delivery_fee > 0 && (
                <p className="flex justify-between gap-2">
                  <span>{t('delivery:refund.deliveryRefunded')}</span>
                  <span className="tabular-nums">−{formatPrice(r.delivery_fee)}</span>
                </p>
              )}
              {r.rounding !== 0 && (
                <p className="flex justify-between gap-2">
                  <span>{t('rounding')}</span>
                  <span className="tabular-nums">{formatRounding(-r.rounding)}</span>
                </p>
              )}
              <p className="mt-1 flex justify-between border-t border-gray-100 pt-1 font-semibold">
                <span>{t('refundTotal')}</span>
                <span className="tabular-nums">−{formatPrice(r.total)}</span>
              </p>
              {(r.parts ?? []).map((part) => (
                <p key={part.seq} className="flex justify-between gap-2 text-xs text-gray-600">
                  <span>{t('backToMethod', { method: paymentMethodName(part.method, tr) })}</span>
                  <span className="tabular-nums">−{formatPrice(part.amount)}</span>
                </p>
              ))}
              {r.transaction_fee !== undefined && r.profit_change !== undefined && (
                <p className="text-xs text-gray-500">
                  {t('feeBack', { amount: formatPrice(r.transaction_fee) })} ·{' '}
                  {t('profitChange', { amount: formatPrice(r.profit_change) })}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
      {canRefund && s.refundable > 0 && (
        <>
          <Button variant="secondary" block className="mt-3" onClick={() => setOpen(true)}>
            {t('refundButton')}
          </Button>
          <RefundSheet open={open} onOpenChange={setOpen} summary={s} />
        </>
      )}
    </section>
  );
}

function RefundSheet({
  open,
  onOpenChange,
  summary,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  summary: RefundSummary;
}) {
  const { t, i18n } = useTranslation(['refunds', 'delivery']);
  const { t: tr } = useTranslation('receipts');
  const toast = useToast();
  // a cashier's refund waits for a manager's PIN (docs/decisions/0280-staff-pins-and-roles.md)
  const approval = useManagerApproval('refund');
  const refund = useRefund(approval.run);
  // the delivery fee goes back whole, once, when she ticks it (docs/decisions/0248-delivery-fees.md)
  const deliveryLeft = summary.delivery_fee > 0 && !summary.delivery_fee_refunded ? summary.delivery_fee : 0;
  const [withDelivery, setWithDelivery] = useState(false);
  const [qty, setQty] = useState<Record<string, number>>({});
  const [restock, setRestock] = useState<Record<string, boolean>>({});
  const [reason, setReason] = useState('');
  const [key, setKey] = useState(newIdempotencyKey);
  // a split sale: the part the seller gives back to first, null for the server's rule (most recent first)
  const [backTo, setBackTo] = useState<number | null>(null);
  const split = summary.payments ?? [];
  const open_ = summary.lines.filter((l) => l.quantity > l.refunded_quantity);
  const chosen = open_.filter((l) => (qty[lineKey(l)] ?? 0) > 0);
  // what the server will record, from the same function (docs/decisions/0261-one-refund-figure.md): each line gives
  // back its share of what it paid after discounts, never its list price
  const lineRefund = (l: RefundSummary['lines'][number], n: number) =>
    refundShareCents({ quantity: l.quantity, total_cents: toCents(l.total) }, l.refunded_quantity, n);
  const exactCents =
    chosen.reduce((n, l) => n + lineRefund(l, qty[lineKey(l)] ?? 0), 0) +
    (withDelivery ? toCents(deliveryLeft) : 0);
  // the cash handed back: a cash-rounded sale gives its rounding back cumulatively, so its refunds never pass
  // what was paid (docs/decisions/0264-cash-rounding.md); the server records the same figure
  // a split sale's refund goes back by method: the amount and the parts from the contract, as the server records them
  // (docs/decisions/0281-split-payments.md)
  const plan =
    split.length > 0
      ? splitRefundPlan({
          paidCents: toCents(summary.paid),
          roundingCents: toCents(summary.rounding),
          exactBeforeCents: toCents(summary.refunded_exact),
          exactCents,
          parts: split.map((p) => ({
            seq: p.seq,
            kind: p.method.kind,
            amountCents: toCents(p.amount),
            refundedCents: toCents(p.refunded),
          })),
          pickSeq: backTo,
        })
      : null;
  const cashCents =
    plan?.totalCents ?? refundCashCents(toCents(summary.refunded_exact), exactCents, summary.cash_rounding);
  const roundingCents = cashCents - exactCents;
  const total = fromCents(cashCents);

  function setLine(id: string, next: number, max: number) {
    setQty((q) => ({ ...q, [id]: Math.max(0, Math.min(max, next)) }));
    setKey(newIdempotencyKey());
  }

  function submit(e: React.FormEvent) {
    e.preventDefault();
    refund.mutate(
      {
        id: summary.order_id,
        reason: reason.trim(),
        idempotency_key: key,
        delivery_fee: withDelivery && deliveryLeft > 0,
        ...(split.length > 0 && backTo !== null ? { back_to: backTo } : {}),
        lines: chosen.map((l) => ({
          product_id: l.product_id,
          ...(l.variant_id ? { variant_id: l.variant_id } : {}),
          quantity: qty[lineKey(l)]!,
          restock: restock[lineKey(l)] ?? true,
        })),
      },
      {
        onSuccess: (r) => {
          onOpenChange(false);
          setQty({});
          setWithDelivery(false);
          setReason('');
          setBackTo(null);
          setKey(newIdempotencyKey());
          toast.show(t('done', { amount: formatPrice(r.refund.total) }), { tone: 'success' });
        },
        onError: (err) => toast.show(err.message, { tone: 'danger' }),
      },
    );
  }

  return (
    <Sheet open={open} onOpenChange={onOpenChange} title={t('sheetTitle')} description={t('sheetIntro')}>
      <form
        onSubmit={submit}
        className="flex flex-col gap-4 px-4 pb-[calc(env(safe-area-inset-bottom)+1rem)]"
      >
        <Button
          type="button"
          variant="ghost"
          size="sm"
          onClick={() => {
            setQty(
              Object.fromEntries(
                open_.map((l) => [lineKey(l), addQuantities(l.quantity, -l.refunded_quantity)]),
              ),
            );
            setWithDelivery(deliveryLeft > 0);
            setKey(newIdempotencyKey());
          }}
        >
          {t('selectAll')}
        </Button>
        <ul className="flex flex-col gap-3">
          {open_.map((l) => {
            const max = addQuantities(l.quantity, -l.refunded_quantity);
            const n = qty[lineKey(l)] ?? 0;
            const weighed = isWeightUnit(l.unit);
            return (
              <li
                key={lineKey(l)}
                className="rounded-xl border border-gray-200 p-3"
                data-refund-line={l.name}
              >
                <p className="text-sm font-medium text-gray-900">{l.name}</p>
                <p className="text-xs text-gray-500">
                  {weighed
                    ? t('lineInfoWeight', {
                        price: `${formatPrice(l.price)}${perUnit(l.unit, i18n.language)}`,
                        left: formatAmount(max, l.unit, i18n.language),
                      })
                    : t('lineInfo', { price: formatPrice(l.price), left: max })}
                </p>
                {l.total !== fromCents(timesQuantity(toCents(l.price), l.quantity)) && (
                  <p className="text-xs text-gray-500" data-testid="line-paid">
                    {t('linePaid', {
                      paid: formatPrice(l.total),
                      bought: formatAmount(l.quantity, l.unit, i18n.language),
                    })}
                  </p>
                )}
                {weighed ? (
                  <label className="mt-2 flex items-center gap-2 text-sm text-gray-700">
                    {t('weightOf', { name: l.name })}
                    <input
                      inputMode="decimal"
                      autoComplete="off"
                      defaultValue={n ? formatQuantity(n) : ''}
                      onChange={(e) => {
                        const typed = parseWeight(e.target.value);
                        setLine(lineKey(l), typed ?? 0, max);
                      }}
                      className="h-10 w-24 rounded-lg border border-gray-300 px-2 text-right tabular-nums"
                    />
                    {unitLabel(l.unit, i18n.language)}
                  </label>
                ) : null}
                <div className="mt-2 flex items-center gap-2">
                  <Button
                    type="button"
                    size="sm"
                    variant="secondary"
                    className={weighed ? 'hidden' : ''}
                    aria-label={t('less', { name: l.name })}
                    disabled={n === 0}
                    onClick={() => setLine(lineKey(l), n - 1, max)}
                  >
                    <Minus aria-hidden="true" className="size-4" />
                  </Button>
                  <output
                    aria-label={t('quantityOf', { name: l.name })}
                    className={weighed ? 'hidden' : 'w-8 text-center tabular-nums'}
                  >
                    {n}
                  </output>
                  <Button
                    type="button"
                    size="sm"
                    variant="secondary"
                    className={weighed ? 'hidden' : ''}
                    aria-label={t('more', { name: l.name })}
                    disabled={n >= max}
                    onClick={() => setLine(lineKey(l), n + 1, max)}
                  >
                    <Plus aria-hidden="true" className="size-4" />
                  </Button>
                  {n > 0 && (
                    <span
                      className="text-sm font-medium tabular-nums text-gray-900"
                      data-testid="line-refund"
                    >
                      −{formatPrice(fromCents(lineRefund(l, n)))}
                    </span>
                  )}
                  <label className="ml-auto flex min-h-10 items-center gap-2 text-sm text-gray-700">
                    <input
                      type="checkbox"
                      className="size-5"
                      checked={restock[lineKey(l)] ?? true}
                      onChange={(e) => {
                        setRestock((r) => ({ ...r, [lineKey(l)]: e.target.checked }));
                        setKey(newIdempotencyKey());
                      }}
                      aria-label={t('restockOf', { name: l.name })}
                    />
                    {t('restock')}
                  </label>
                </div>
              </li>
            );
          })}
        </ul>
        {deliveryLeft > 0 && (
          <label className="flex min-h-11 items-center gap-3 rounded-xl border border-gray-200 px-3 text-sm text-gray-800">
            <input
              type="checkbox"
              className="size-5"
              checked={withDelivery}
              onChange={(e) => {
                setWithDelivery(e.target.checked);
                setKey(newIdempotencyKey());
              }}
            />
            {t('delivery:refund.deliveryFee', { amount: formatPrice(deliveryLeft) })}
          </label>
        )}
        {roundingCents !== 0 && (
          <p className="flex justify-between text-sm text-gray-700">
            <span>{t('rounding')}</span>
            <span className="tabular-nums" data-testid="refund-rounding">
              {formatRounding(-fromCents(roundingCents))}
            </span>
          </p>
        )}
        {split.length > 0 && (
          <fieldset className="flex flex-col gap-1 rounded-xl border border-gray-200 p-3 text-sm">
            <legend className="px-1 text-xs text-gray-500">{t('backTo')}</legend>
            <label className="flex min-h-10 items-center gap-2 text-gray-800">
              <input
                type="radio"
                name="back-to"
                className="size-5"
                checked={backTo === null}
                onChange={() => {
                  setBackTo(null);
                  setKey(newIdempotencyKey());
                }}
              />
              {t('backToRecent')}
            </label>
            {split
              .filter((p) => p.amount > p.refunded)
              .map((p) => (
                <label key={p.seq} className="flex min-h-10 items-center gap-2 text-gray-800">
                  <input
                    type="radio"
                    name="back-to"
                    className="size-5"
                    checked={backTo === p.seq}
                    onChange={() => {
                      setBackTo(p.seq);
                      setKey(newIdempotencyKey());
                    }}
                  />
                  {t('partLeft', {
                    method: paymentMethodName(p.method, tr),
                    left: formatPrice(fromCents(toCents(p.amount) - toCents(p.refunded))),
                  })}
                </label>
              ))}
            {plan?.parts && plan.parts.length > 0 && (
              <ul aria-label={t('goesBack')} className="mt-1 border-t border-gray-100 pt-1">
                {plan.parts.map((g) => {
                  const part = split.find((p) => p.seq === g.seq)!;
                  return (
                    <li
                      key={g.seq}
                      className="flex justify-between gap-2 text-gray-700"
                      data-testid="refund-part"
                    >
                      <span>{t('backToMethod', { method: paymentMethodName(part.method, tr) })}</span>
                      <span className="tabular-nums">−{formatPrice(fromCents(g.amountCents))}</span>
                    </li>
                  );
                })}
              </ul>
            )}
          </fieldset>
        )}
        <TextField
          label={t('reason')}
          value={reason}
          maxLength={200}
          required
          onChange={(e) => setReason(e.target.value)}
        />
        <Button
          type="submit"
          block
          size="lg"
          disabled={(chosen.length === 0 && !withDelivery) || !reason.trim()}
          loading={refund.isPending}
        >
          {t('submit', { amount: formatPrice(total) })}
        </Button>
        {approval.panel}
      </form>
    </Sheet>
  );
}
