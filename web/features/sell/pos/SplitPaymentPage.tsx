import { X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { fromCents, toCents } from '../../../../contract/money';
import { GENERATED_FPS_METHOD } from '../../../../contract/orders';
import { remainingCents, settleTender } from '../../../../contract/split-payments';
import { parseAmount } from '../../../shared/cash/cash-math';
import { useSellingSettings } from '../../../shared/cash/selling-settings';
import { formatPrice } from '../../../shared/Price';
import { SellerOnly } from '../../../shared/SellerOnly';
import { Button, buttonClasses } from '../../../ui/Button';
import { FormAlert } from '../../../ui/FormAlert';
import { QueryFailed } from '../../../ui/LoadFailed';
import { PageHeader } from '../../../ui/PageHeader';
import { Skeleton } from '../../../ui/Skeleton';
import { useShowOnDisplay } from '../customer-display';
import { SellerFpsQr, useFpsIdentifier } from '../fps';
import { NoSale } from './PayOptionPage';
import { readPosOrderId } from './pos-storage';
import { ReceivedButton } from './ReceivedButton';
import { usePaymentConfirmation } from './usePaymentConfirmation';
import { usePaymentOptions } from './usePaymentOptions';

/** a method the till can take a part by: its id on the wire, its kind and its name */
interface Way {
  id: string;
  kind: string;
  label: string;
}

interface Part extends Way {
  amountCents: number;
  /** a key of its own, for the list */
  key: number;
}

/**
 * `/split-pay`: one sale paid by several methods (docs/decisions/0281-split-payments.md). Pick a method, the amount
 * (the remaining amount by default), Add; the remaining amount and the change come from contract/split-payments.ts,
 * as the server records them. A part by FPS shows its own FPS code with that part's amount; cash asks what was
 * handed over and shows the change. Payment received once nothing remains.
 */
export default function SplitPaymentPage() {
  const { t } = useTranslation('pos');
  return (
    <SellerOnly title={t('split.title')}>
      <SplitPayment />
    </SellerOnly>
  );
}

function SplitPayment() {
  const { t } = useTranslation(['pos', 'paymentCodes']);
  const id = readPosOrderId();
  const options = usePaymentOptions(id);
  const confirmation = usePaymentConfirmation(id ?? '');
  const selling = useSellingSettings();
  const hasFps = Boolean(useFpsIdentifier().data?.fps);
  const [parts, setParts] = useState<Part[]>([]);
  const [wayId, setWayId] = useState('cash');
  const [text, setText] = useState('');
  const lastFps = [...parts].reverse().find((p) => p.kind === 'fps' && hasFps);
  // the customer display draws the same FPS code, for this part (docs/decisions/0286-split-payments-on-every-surface.md)
  useShowOnDisplay(
    id,
    'paying_fps',
    lastFps ? `${lastFps.key}:${lastFps.amountCents}` : null,
    lastFps ? fromCents(lastFps.amountCents) : undefined,
  );

  if (!id) return <NoSale />;
  const data = options.data;
  if (data && data.status !== 'cart')
    return <Navigate to={`/finish-pay?id=${encodeURIComponent(id)}`} replace />;

  const rounds = selling.settings.cash_rounding;
  const billCents = data ? toCents(data.total) : 0;
  const tender = parts.map((p) => ({ kind: p.kind, amountCents: p.amountCents }));
  const left = remainingCents(billCents, tender, rounds);
  const settled = left === 0 && parts.length > 0 ? settleTender(billCents, tender, rounds) : null;
  const ways: Way[] = [
    { id: 'cash', kind: 'cash', label: t('payOption.cash') },
    ...(hasFps ? [{ id: GENERATED_FPS_METHOD, kind: 'fps', label: 'FPS' }] : []),
    ...(data?.codes ?? []).map((c) => ({ id: c._id, kind: c.type, label: c.label })),
  ].filter((w) => w.kind !== 'cash' || !parts.some((p) => p.kind === 'cash'));
  const way = ways.find((w) => w.id === wayId) ?? ways[0];
  const typed =
    text.trim() === ''
      ? left
      : (() => {
          const n = parseAmount(text);
          return n === null ? null : toCents(n);
        })();
  // other methods pay at most what remains: only cash gives change
  const tooMuch = typed !== null && way?.kind !== 'cash' && typed > left;
  const canAdd = way !== undefined && typed !== null && typed > 0 && !tooMuch && left > 0;

  function add() {
    if (!canAdd || !way || typed === null) return;
    setParts([...parts, { ...way, amountCents: typed, key: (parts.at(-1)?.key ?? 0) + 1 }]);
    setText('');
    setWayId(way.kind === 'cash' ? (ways.find((w) => w.kind !== 'cash')?.id ?? 'cash') : 'cash');
  }

  return (
    <>
      <PageHeader title={t('split.title')} back="/pay-option" />
      <main className="flex flex-col gap-4 px-4 pt-4 pb-8">
        {options.isError && <QueryFailed title={t('payOption.error')} query={options} />}
        {!data && !options.isError && <Skeleton className="h-24 w-full rounded-3xl" />}
        {data && (
          <>
            <section className="grid grid-cols-2 gap-3 rounded-3xl bg-gray-900 px-5 py-4 text-white">
              <div>
                <p className="text-sm text-gray-300">{t('payOption.amountLabel')}</p>
                <p className="text-2xl font-bold tabular-nums" data-testid="amount-due">
                  {formatPrice(data.total)}
                </p>
              </div>
              <div>
                <p className="text-sm text-gray-300">{t('split.remaining')}</p>
                <p className="text-3xl font-bold tabular-nums" data-testid="split-remaining">
                  {formatPrice(fromCents(left))}
                </p>
              </div>
            </section>

            {parts.length > 0 && (
              <ul
                aria-label={t('split.parts')}
                className="flex flex-col divide-y divide-gray-100 rounded-2xl bg-white ring-1 ring-gray-200"
              >
                {parts.map((p, i) => (
                  <li key={p.key} className="flex min-h-12 items-center gap-3 px-4">
                    <span className="flex-1 font-semibold text-gray-900">
                      {p.kind === 'cash' ? t('split.cashHanded') : p.label}
                    </span>
                    <span className="tabular-nums">{formatPrice(fromCents(p.amountCents))}</span>
                    <button
                      type="button"
                      onClick={() => setParts(parts.filter((_, j) => j !== i))}
                      aria-label={t('split.remove', { method: p.label })}
                      className="flex size-11 items-center justify-center rounded-xl text-gray-500 hover:bg-gray-100"
                    >
                      <X aria-hidden="true" className="size-5" />
                    </button>
                  </li>
                ))}
                {settled?.ok && settled.changeCents > 0 && (
                  <li className="flex min-h-12 items-center px-4 text-lg font-bold text-gray-900">
                    <span className="flex-1">{t('cash.change')}</span>
                    <span className="tabular-nums" data-testid="split-change">
                      {formatPrice(fromCents(settled.changeCents))}
                    </span>
                  </li>
                )}
              </ul>
            )}

            {lastFps && (
              <section aria-label={t('split.fpsPart')} className="flex flex-col items-center gap-2">
                <p className="text-sm font-medium text-gray-600">
                  {t('pay.scanToPay', { method: 'FPS' })} · {formatPrice(fromCents(lastFps.amountCents))}
                </p>
                <div className="w-3/4">
                  <SellerFpsQr amountCents={lastFps.amountCents} reference={id} />
                </div>
              </section>
            )}

            {left > 0 && (
              <form
                className="flex flex-col gap-3"
                onSubmit={(e) => {
                  e.preventDefault();
                  add();
                }}
              >
                <fieldset>
                  <legend className="pb-2 text-base font-semibold text-gray-900">
                    {t('split.nextMethod')}
                  </legend>
                  <div className="flex flex-wrap gap-2">
                    {ways.map((w) => (
                      <label
                        key={w.id}
                        className="flex min-h-11 cursor-pointer items-center rounded-xl px-4 font-semibold ring-1 ring-gray-300 has-checked:bg-gray-900 has-checked:text-white"
                      >
                        <input
                          type="radio"
                          name="split-method"
                          className="sr-only"
                          checked={way?.id === w.id}
                          onChange={() => setWayId(w.id)}
                        />
                        {w.label}
                      </label>
                    ))}
                  </div>
                </fieldset>
                <label htmlFor="split-amount" className="text-base font-semibold text-gray-900">
                  {way?.kind === 'cash' ? t('cash.tendered') : t('split.amount')}
                </label>
                <input
                  id="split-amount"
                  inputMode="decimal"
                  autoComplete="off"
                  value={text}
                  onChange={(e) => setText(e.target.value)}
                  placeholder={fromCents(left).toFixed(2)}
                  aria-invalid={tooMuch || typed === null || undefined}
                  className="h-14 w-full rounded-2xl border-2 border-gray-300 bg-white px-4 text-2xl font-bold tabular-nums focus:border-brand focus:outline-none"
                />
                {tooMuch && <FormAlert>{t('split.tooMuch')}</FormAlert>}
                <Button type="submit" disabled={!canAdd} block>
                  {t('split.add', { amount: typed === null ? '' : formatPrice(fromCents(typed)) })}
                </Button>
              </form>
            )}

            {confirmation.error && (
              <FormAlert>
                {confirmation.error} {t('pay.retryHint')}
              </FormAlert>
            )}
            {settled?.ok && (
              <ReceivedButton
                pending={confirmation.pending}
                onClick={() =>
                  void confirmation.received(
                    parts.map((p) => ({ method: p.id, amount: fromCents(p.amountCents) })),
                  )
                }
              />
            )}
            <Link to="/pay-option" className={buttonClasses({ variant: 'ghost', block: true })}>
              {t('pay.otherMethod')}
            </Link>
          </>
        )}
      </main>
    </>
  );
}
