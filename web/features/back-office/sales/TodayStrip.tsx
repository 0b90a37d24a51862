import { ChartNoAxesColumn, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { formatPrice } from '../../../shared/Price';
import { Skeleton } from '../../../ui/Skeleton';
import { useSaleData } from './useSaleData';

/** The POS home's line of today's figures (sale_data), leading to /mySale. */
export function TodayStrip() {
  const { t } = useTranslation('sales');
  const data = useSaleData();
  const today = data.data?.today;
  return (
    <Link
      to="/mySale"
      className="flex min-h-12 items-center gap-3 rounded-2xl bg-yellow-50 px-3 py-2 ring-1 ring-yellow-200 focus-visible:outline-2 focus-visible:outline-brand"
    >
      <ChartNoAxesColumn aria-hidden="true" className="size-5 shrink-0 text-nav-pos" />
      <span className="min-w-0 flex-1 text-sm text-gray-800">
        {today ? (
          <>
            <span className="font-semibold">{t('strip.today')}</span>{' '}
            <span className="font-bold tabular-nums">{formatPrice(today.revenue)}</span>
            <span className="text-gray-600"> · {t('strip.sales', { count: today.sales })}</span>
          </>
        ) : data.isError ? (
          <span className="text-gray-600">{t('strip.open')}</span>
        ) : (
          <Skeleton className="h-4 w-40" />
        )}
      </span>
      <span className="flex items-center text-sm font-medium text-nav-pos">
        {t('strip.records')}
        <ChevronRight aria-hidden="true" className="size-4" />
      </span>
    </Link>
  );
}
