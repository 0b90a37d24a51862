import { fromCents, toCents } from '../../../../contract/money';
import { soldLineAtTill, tillBillFigures } from '../../../../contract/sale-figures';
import { useTranslation } from '../../../i18n/use-translation';
import { formatRounding } from '../../../shared/cash/rounding';
import { formatAmount } from '../../../shared/units/amount';
import { Button } from '../../../ui/Button';
import { lineCents, money } from './sale-lines';
import type { QueuedSale } from './sync-queue';

/**
 * The receipt of the sale just queued, shown at once (docs/decisions/0081-offline-point-of-sale.md): its lines,
 * discount, rounding, how it was paid, the cash and change, and that it waits to sync.
 */
export function ReceiptScreen({
  receipt,
  cash,
  fpsToCheck,
  onNewSale,
}: {
  receipt: QueuedSale;
  /** the cash handed over and the change, when the sale was paid in cash alone */
  cash: { tendered: number; changeCents: number } | null;
  /** paid by an FPS code: nobody saw the money arrive, so it is to check after sync (decision 0276) */
  fpsToCheck: boolean;
  onNewSale: () => void;
}) {
  const { t, i18n } = useTranslation('offlinePos');
  // the till's shared dialogs speak the pos namespace (loaded with the POS page)
  const { t: tp } = useTranslation('pos');
  const { t: tc } = useTranslation('customers');
  return (
    <section
      aria-labelledby="offline-receipt"
      className="flex flex-col gap-3 p-4"
      data-testid="offline-receipt"
    >
      <h2 id="offline-receipt" className="text-lg font-bold">
        {t('receipt.title')}
      </h2>
      <ul className="divide-y divide-gray-100 rounded-xl bg-white">
        {receipt.lines.map((l) => (
          <li key={l.product_id} className="flex justify-between px-3 py-2 text-sm">
            <span>
              {l.name} × {formatAmount(l.quantity, l.unit, i18n.language)}
            </span>
            <span>{money(lineCents(l))}</span>
          </li>
        ))}
      </ul>
      {receipt.discount && (
        <p className="flex justify-between text-sm text-emerald-700">
          <span>{tp('discount.bill')}</span>
          <span data-testid="offline-receipt-discount">
            −{money(tillBillFigures(receipt.lines.map(soldLineAtTill), receipt.discount).bill_discount_cents)}
          </span>
        </p>
      )}
      {(receipt.rounding_cents ?? 0) !== 0 && (
        <p className="flex justify-between text-sm text-gray-700">
          <span>{t('rounding')}</span>
          <span className="tabular-nums" data-testid="offline-receipt-rounding">
            {formatRounding(fromCents(receipt.rounding_cents ?? 0))}
          </span>
        </p>
      )}
      <p className="flex justify-between text-base font-semibold">
        <span>{t('receipt.total')}</span>
        <span>{money(receipt.total_cents)}</span>
      </p>
      <p className="text-sm text-gray-700">{t('receipt.paidBy', { method: receipt.method_label })}</p>
      {receipt.customer && (
        <p className="text-sm text-gray-700" data-testid="offline-receipt-customer">
          {tc('till.for', {
            name: receipt.customer.name || receipt.customer.phone || tc('till.memberCard'),
          })}
        </p>
      )}
      {receipt.payments && receipt.payments.length > 0 && (
        <dl
          aria-label={tp('split.parts')}
          className="flex flex-col gap-1 text-sm"
          data-testid="offline-receipt-parts"
        >
          {receipt.payments.map((p, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts are fixed once queued
            <div key={i} className="flex flex-col gap-1">
              <div className="flex justify-between">
                <dt>{p.label}</dt>
                <dd className="tabular-nums">{money(p.paid_cents)}</dd>
              </div>
              {p.kind === 'cash' && (
                <div className="flex justify-between text-gray-700">
                  <dt>{t('receipt.cash')}</dt>
                  <dd className="tabular-nums">{money(p.tendered_cents)}</dd>
                </div>
              )}
              {p.change_cents > 0 && (
                <div className="flex justify-between text-base font-semibold">
                  <dt>{t('receipt.change')}</dt>
                  <dd className="tabular-nums" data-testid="offline-change">
                    {money(p.change_cents)}
                  </dd>
                </div>
              )}
            </div>
          ))}
        </dl>
      )}
      {cash && (
        <dl className="flex flex-col gap-1 text-sm">
          <div className="flex justify-between">
            <dt>{t('receipt.cash')}</dt>
            <dd className="tabular-nums">{money(toCents(cash.tendered))}</dd>
          </div>
          <div className="flex justify-between text-base font-semibold">
            <dt>{t('receipt.change')}</dt>
            <dd className="tabular-nums" data-testid="offline-change">
              {money(cash.changeCents)}
            </dd>
          </div>
        </dl>
      )}
      {fpsToCheck && (
        <p
          className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900"
          data-testid="offline-fps-to-check"
        >
          {t('receipt.fpsToCheck')}
        </p>
      )}
      <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">{t('receipt.waiting')}</p>
      <Button onClick={onNewSale}>{t('receipt.newSale')}</Button>
    </section>
  );
}
