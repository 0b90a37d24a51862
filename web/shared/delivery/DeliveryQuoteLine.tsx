import {
  type DeliveryFees,
  type DeliveryQuote,
  deliveryQuote,
  HK_AREAS,
  type HkArea,
} from '../../../contract/delivery-fees';
import { toCents } from '../../../contract/money';
import { useTranslation } from '../../i18n/use-translation';
import { formatPrice } from '../Price';

/** The quote of one seller's delivery, or null while her fees are not known yet. */
export function quoteOf(
  fees: DeliveryFees | undefined,
  area: HkArea | null,
  goods: number,
): DeliveryQuote | null {
  return fees ? deliveryQuote(fees, area, toCents(goods)) : null;
}

/**
 * The delivery row of one seller's part of the checkout (docs/decisions/0248-delivery-fees.md): the fee to the
 * address's area, "Free", how much more makes it free, or why it cannot be delivered there.
 */
export function DeliveryQuoteLine({
  fees,
  area,
  goods,
  quote,
}: {
  fees: DeliveryFees;
  area: HkArea | null;
  goods: number;
  quote: DeliveryQuote;
}) {
  const { t } = useTranslation('delivery');
  if (!quote.ok) {
    return (
      <p role="alert" className="px-3.5 py-2.5 text-sm text-red-700" data-testid="delivery-problem">
        {quote.problem === 'area_unknown'
          ? t('needArea')
          : t('notServed', { area: area ? t(`areas.${area}`) : '' })}
      </p>
    );
  }
  const shortOf = fees.free_above !== null && quote.cents > 0 ? fees.free_above - goods : 0;
  return (
    <div className="px-3.5 py-2.5 text-sm">
      <p className="flex justify-between">
        <span className="text-gray-600">
          {area && fees.mode === 'by_area' ? t('feeTo', { area: t(`areas.${area}`) }) : t('fee')}
        </span>
        <span className="font-medium tabular-nums text-gray-900" data-testid="delivery-fee">
          {quote.cents > 0
            ? formatPrice(quote.cents / 100)
            : quote.waived && fees.free_above !== null
              ? t('freeWaived', { amount: formatPrice(fees.free_above) })
              : t('free')}
        </span>
      </p>
      {shortOf > 0 && (
        <p className="mt-0.5 text-xs text-emerald-700">{t('addForFree', { amount: formatPrice(shortOf) })}</p>
      )}
    </div>
  );
}

/** "Delivery from $30 · free from $300": a shop's fees in a line, before an address is chosen. */
export function useDeliverySummary(): { ready: boolean; summaryOf(fees: DeliveryFees): string } {
  // not suspending: a line on a page that did not load this text yet waits for it alone, not the whole page
  const { t, ready } = useTranslation('delivery', { useSuspense: false });
  return {
    ready,
    summaryOf: (fees) => {
      if (fees.mode === 'free') return t('summary.free');
      const prices = HK_AREAS.map((a) => fees.areas[a]).filter((p): p is number => p !== null);
      const base =
        fees.mode === 'flat'
          ? t('summary.flat', { amount: formatPrice(fees.flat ?? 0) })
          : t('summary.byArea', { amount: formatPrice(Math.min(...prices)) });
      return fees.free_above === null
        ? base
        : `${base} · ${t('summary.freeAbove', { amount: formatPrice(fees.free_above) })}`;
    },
  };
}
