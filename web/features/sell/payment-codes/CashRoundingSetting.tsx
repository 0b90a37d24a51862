import { useTranslation } from '../../../i18n/use-translation';
import { useSellingSettings, useUpdateSellingSettings } from '../../../shared/cash/selling-settings';
import { useToast } from '../../../ui/toast';

/**
 * On /payment-codes, with the other ways she is paid: cash rounding to 10¢ (docs/decisions/0264-cash-rounding.md),
 * on unless she switches it off. Sales already paid keep their rounding.
 */
export function CashRoundingSetting() {
  const { t } = useTranslation('paymentCodes');
  const toast = useToast();
  const selling = useSellingSettings();
  const save = useUpdateSellingSettings();
  const on = save.isPending
    ? (save.variables?.cash_rounding ?? selling.settings.cash_rounding)
    : selling.settings.cash_rounding;

  function toggle(next: boolean) {
    save.mutate(
      { cash_rounding: next },
      {
        onSuccess: () =>
          toast.show(next ? t('rounding.on') : t('rounding.off'), { tone: 'success', durationMs: 2000 }),
        onError: (e) => toast.show(e.message || t('rounding.failed'), { tone: 'danger', durationMs: 3000 }),
      },
    );
  }

  return (
    <section
      aria-labelledby="cash-rounding"
      className="flex flex-col gap-2 rounded-2xl bg-white p-4 shadow-xs"
    >
      <label className="flex min-h-11 cursor-pointer items-center justify-between gap-3">
        <span className="flex flex-col gap-1">
          <span id="cash-rounding" className="text-base font-semibold text-gray-900">
            {t('rounding.title')}
          </span>
          <span className="text-sm text-gray-600">{t('rounding.hint')}</span>
        </span>
        <input
          type="checkbox"
          role="switch"
          checked={on}
          aria-checked={on}
          disabled={selling.isPending || save.isPending}
          onChange={(e) => toggle(e.target.checked)}
          aria-describedby="cash-rounding-example"
          data-testid="cash-rounding-switch"
          className="peer sr-only"
        />
        <span
          aria-hidden="true"
          className="relative h-7 w-12 shrink-0 rounded-full bg-gray-300 transition-colors peer-checked:bg-emerald-600 peer-focus-visible:outline-2 peer-focus-visible:outline-brand peer-disabled:opacity-60 after:absolute after:top-0.5 after:left-0.5 after:size-6 after:rounded-full after:bg-white after:shadow after:transition-transform peer-checked:after:translate-x-5"
        />
      </label>
      <p id="cash-rounding-example" className="text-xs text-gray-500">
        {t('rounding.example')}
      </p>
    </section>
  );
}
