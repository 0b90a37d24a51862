import { Tag } from 'lucide-react';
import { useState } from 'react';
import type { FpsIdentifier } from '../../../../contract/fps-payload';
import { fromCents } from '../../../../contract/money';
import { GENERATED_FPS_METHOD } from '../../../../contract/orders';
import { useTranslation } from '../../../i18n/use-translation';
import { CashTendered } from '../../../shared/cash/CashTendered';
import { DiscountDialog } from '../../../shared/cash/DiscountDialog';
import { formatRounding } from '../../../shared/cash/rounding';
import { SplitTender, type SplitWay } from '../../../shared/cash/SplitTender';
import { formatAmount } from '../../../shared/units/amount';
import { Button } from '../../../ui/Button';
import { type CachedCustomer, CustomerPicker } from '../customer-picker';
import { FpsQr } from '../fps';
import { PaymentCodeFigure } from './PaymentCodeFigure';
import { isFps, kindOf, type Method } from './pay-methods';
import type { CachedCode } from './pos-db';
import { grossCents, lineCents, money } from './sale-lines';
import type { OfflineSale } from './useOfflineSale';

/**
 * Paying at the offline till: the lines with their discounts, the bill's discount, the customer, and how it is paid
 * (cash with the change, a split, a cached payment code or her FPS code drawn with the amount), then Mark paid.
 */
export function PayScreen({
  sale,
  fps,
  codes,
  customers,
}: {
  sale: OfflineSale;
  fps: FpsIdentifier | null;
  codes: CachedCode[];
  customers: CachedCustomer[];
}) {
  const { t, i18n } = useTranslation('offlinePos');
  // the till's shared dialogs speak the pos namespace (loaded with the POS page)
  const { t: tp } = useTranslation('pos');
  const {
    lines,
    figures,
    billCents,
    totalCents,
    customer,
    setCustomer,
    bill,
    discountLine,
    discountBill,
    method,
    payBy,
    splitting,
    payInParts,
    parts,
    setParts,
    settled,
    roundingCents,
    dueCents,
    cashRounding,
    cashText,
    setCashText,
    saleKey,
    approvals,
    canMarkPaid,
    saving,
    markPaid,
    setStep,
  } = sale;
  // the line or the bill whose discount is being typed (docs/decisions/0232-till-discounts.md); its dialog is modal,
  // so the screen stays while it is open
  const [editingBill, setEditingBill] = useState(false);
  const [editingLine, setEditingLine] = useState<string | null>(null);
  const methods: Method[] = [
    { id: 'cash', label: t('pay.cash') },
    // with her FPS ID kept on the phone and no FPS picture uploaded, the till draws the code itself
    ...(fps && !codes.some((c) => c.type === 'fps')
      ? [{ id: GENERATED_FPS_METHOD, label: t('pay.fps'), drawn: true as const } satisfies Method]
      : []),
    ...codes.map((c) => ({ id: c.id, label: c.label, code: c })),
  ];
  const ways: SplitWay[] = methods.map((m) => ({ id: m.id, kind: kindOf(m), label: m.label }));
  // the last part paid by another method than cash shows its own code with that part's amount
  const lastOther = [...parts].reverse().find((p) => p.kind !== 'cash');
  const lastOtherMethod = lastOther ? methods.find((m) => m.id === lastOther.id) : undefined;
  return (
    <section aria-labelledby="offline-pay" className="flex flex-col gap-3 p-4">
      <h2 id="offline-pay" className="text-lg font-bold">
        {t('pay.title', { total: money(totalCents) })}
      </h2>
      <ul aria-label={t('pay.lines')} className="divide-y divide-gray-100 rounded-xl bg-white text-sm">
        {lines.map((l) => (
          <li key={l.product_id} className="flex items-center justify-between gap-2 px-3 py-1">
            <span className="min-w-0 truncate">
              {l.name} × {formatAmount(l.quantity, l.unit, i18n.language)}
            </span>
            <span className="flex items-center gap-1">
              <button
                type="button"
                onClick={() => setEditingLine(l.product_id)}
                aria-label={tp('discount.line', { name: l.name })}
                className="flex min-h-11 items-center gap-1 rounded-full px-2 text-emerald-700 focus-visible:outline-2 focus-visible:outline-brand"
              >
                <Tag aria-hidden="true" className="size-4" />
                {l.discount ? `−${money(grossCents(l) - lineCents(l))}` : ''}
              </button>
              <span className="tabular-nums">{money(lineCents(l))}</span>
            </span>
          </li>
        ))}
      </ul>
      <CustomerPicker offline={{ customers, customer, onCustomer: setCustomer }} />
      {editingLine !== null &&
        (() => {
          const line = lines.find((l) => l.product_id === editingLine);
          if (!line) return null;
          return (
            <DiscountDialog
              title={tp('discount.line', { name: line.name })}
              baseCents={grossCents(line)}
              current={line.discount ?? null}
              onClose={() => setEditingLine(null)}
              onApply={async (d) => {
                setEditingLine(null);
                await discountLine(line, d);
              }}
            />
          );
        })()}
      <div className="flex items-center justify-between">
        <button
          type="button"
          onClick={() => setEditingBill(true)}
          className="flex min-h-11 items-center gap-1 text-sm font-medium text-emerald-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand"
        >
          <Tag aria-hidden="true" className="size-4" />
          {tp('discount.bill')}
        </button>
        {billCents > 0 && (
          <span className="text-sm tabular-nums text-emerald-700" data-testid="offline-bill-discount">
            −{money(billCents)}
          </span>
        )}
      </div>
      {editingBill && (
        <DiscountDialog
          title={tp('discount.bill')}
          baseCents={figures.subtotal_cents}
          current={bill}
          onClose={() => setEditingBill(false)}
          onApply={async (d) => {
            setEditingBill(false);
            await discountBill(d);
          }}
        />
      )}
      <fieldset className="flex flex-wrap gap-2">
        <legend className="mb-1 text-sm text-gray-700">{t('pay.method')}</legend>
        {methods.map((m) => (
          <button
            key={m.id}
            type="button"
            aria-pressed={!splitting && method?.id === m.id}
            onClick={() => payBy(m)}
            className={`min-h-11 rounded-full border px-4 text-sm font-medium ${!splitting && method?.id === m.id ? 'border-brand bg-brand text-white' : 'border-gray-300 bg-white text-gray-900'}`}
          >
            {m.label}
          </button>
        ))}
        {/* several methods for one sale (docs/decisions/0281-split-payments.md, "Offline"): with a method
            besides cash */}
        {methods.length > 1 && (
          <button
            type="button"
            aria-pressed={splitting}
            onClick={payInParts}
            className={`min-h-11 rounded-full border px-4 text-sm font-medium ${splitting ? 'border-brand bg-brand text-white' : 'border-gray-300 bg-white text-gray-900'}`}
          >
            {tp('split.title')}
          </button>
        )}
      </fieldset>
      {splitting && (
        <SplitTender
          billCents={totalCents}
          rounds={cashRounding}
          ways={ways}
          parts={parts}
          onParts={setParts}
        />
      )}
      {splitting && settled && settled.roundingCents !== 0 && (
        <p className="flex justify-between rounded-xl bg-gray-50 px-3 py-2 text-sm text-gray-700">
          <span>{t('rounding')}</span>
          <span className="tabular-nums" data-testid="offline-rounding">
            {formatRounding(fromCents(settled.roundingCents))}
          </span>
        </p>
      )}
      {splitting &&
      lastOther &&
      lastOtherMethod &&
      isFps(lastOtherMethod) &&
      fps &&
      !('code' in lastOtherMethod) ? (
        <section aria-label={tp('split.fpsPart')} className="flex flex-col items-center gap-2">
          <FpsQr payee={fps} amountCents={lastOther.amountCents} reference={saleKey.slice(0, 16)} />
        </section>
      ) : null}
      {splitting && lastOther && lastOtherMethod && 'code' in lastOtherMethod ? (
        <PaymentCodeFigure
          image={lastOtherMethod.code.image}
          label={lastOtherMethod.label}
          amountCents={lastOther.amountCents}
        />
      ) : null}
      {method?.id === 'cash' && roundingCents !== 0 && (
        <p className="flex justify-between rounded-xl bg-gray-50 px-3 py-2 text-sm text-gray-700">
          <span>{t('rounding')}</span>
          <span className="tabular-nums" data-testid="offline-rounding">
            {formatRounding(fromCents(roundingCents))}
          </span>
        </p>
      )}
      {method?.id === 'cash' && roundingCents !== 0 && (
        <p className="text-lg font-bold" data-testid="offline-due">
          {t('pay.due', { total: money(dueCents) })}
        </p>
      )}
      {method?.id === 'cash' && <CashTendered totalCents={dueCents} text={cashText} onText={setCashText} />}
      {isFps(method) && fps ? (
        <FpsQr payee={fps} amountCents={totalCents} reference={saleKey.slice(0, 16)} />
      ) : null}
      {method && 'code' in method ? (
        <PaymentCodeFigure image={method.code.image} label={method.label} amountCents={totalCents} />
      ) : null}
      {approvals.dialog}
      <Button disabled={!canMarkPaid || saving} onClick={() => void markPaid()}>
        {t('pay.markPaid')}
      </Button>
      <Button variant="secondary" onClick={() => setStep('pick')}>
        {t('pay.back')}
      </Button>
    </section>
  );
}
