import { fromCents } from '../../../contract/money';
import { useTranslation } from '../../i18n/use-translation';
import { formatPrice } from '../Price';
import { cashSuggestions, changeCents, parseAmount } from './cash-math';

/** What the typed cash says: the amount (null when empty or unreadable), the change, and whether it is short. */
export function cashState(text: string, totalCents: number) {
  const tendered = text.trim() === '' ? null : parseAmount(text);
  const invalid = text.trim() !== '' && tendered === null;
  const change = tendered === null ? 0 : changeCents(tendered, totalCents);
  return { tendered, invalid, change, short: tendered !== null && change < 0 };
}

/**
 * The cash handed over and the change to give: a large amount field, "Exact" and the notes a customer is
 * likely to hand over, and the change (or what is still short) as it is typed. Used by the till online
 * (/pos-pay) and offline, both on the till's screens, so its text is the `pos` namespace's.
 */
export function CashTendered({
  totalCents,
  text,
  onText,
}: {
  totalCents: number;
  text: string;
  onText(text: string): void;
}) {
  const { t } = useTranslation('pos');
  const { tendered, invalid, change, short } = cashState(text, totalCents);
  const exact = fromCents(totalCents).toFixed(2);
  return (
    <>
      <div className="flex flex-col gap-1.5">
        <label htmlFor="cash-tendered" className="text-base font-semibold text-gray-900">
          {t('cash.tendered')}
        </label>
        <div className="relative">
          <span
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-4 -translate-y-1/2 text-2xl font-semibold text-gray-500"
          >
            $
          </span>
          <input
            id="cash-tendered"
            inputMode="decimal"
            autoComplete="off"
            value={text}
            onChange={(e) => onText(e.target.value)}
            placeholder={exact}
            aria-invalid={invalid || short || undefined}
            aria-describedby="cash-change"
            className="h-16 w-full rounded-2xl border-2 border-gray-300 bg-white pr-4 pl-10 text-3xl font-bold tabular-nums text-gray-900 placeholder:text-gray-300 focus:border-brand focus:ring-2 focus:ring-brand/25 focus:outline-none"
          />
        </div>
      </div>

      <fieldset>
        <legend className="sr-only">{t('cash.quick')}</legend>
        <div className="grid grid-cols-3 gap-2">
          <button
            type="button"
            onClick={() => onText(exact)}
            className="min-h-14 rounded-2xl bg-emerald-50 text-base font-semibold text-emerald-800 ring-1 ring-emerald-200 active:bg-emerald-100"
          >
            {t('cash.exact')}
          </button>
          {cashSuggestions(totalCents).map((n) => (
            <button
              key={n}
              type="button"
              onClick={() => onText(String(n))}
              aria-pressed={tendered === n}
              className="min-h-14 rounded-2xl bg-gray-100 text-lg font-semibold tabular-nums text-gray-900 active:bg-gray-200 aria-pressed:bg-gray-900 aria-pressed:text-white"
            >
              {formatPrice(n, '$', 0)}
            </button>
          ))}
        </div>
      </fieldset>

      <output
        id="cash-change"
        aria-live="polite"
        className={`flex items-baseline justify-between rounded-2xl px-4 py-3 ${
          short || invalid ? 'bg-red-50 text-red-800' : 'bg-yellow-50 text-gray-900'
        }`}
      >
        {invalid ? (
          <span className="text-base font-medium">{t('cash.invalid')}</span>
        ) : short ? (
          <>
            <span className="text-base font-medium">{t('cash.short')}</span>
            <span className="text-3xl font-bold tabular-nums">{formatPrice(fromCents(-change))}</span>
          </>
        ) : (
          <>
            <span className="text-base font-medium">
              {tendered === null ? t('cash.changeExact') : t('cash.change')}
            </span>
            <span className="text-4xl font-extrabold tabular-nums" data-testid="change-due">
              {formatPrice(fromCents(change))}
            </span>
          </>
        )}
      </output>
    </>
  );
}
