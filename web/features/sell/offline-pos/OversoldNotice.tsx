import { TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { useOversoldSales } from './useOversoldSales';

/**
 * On /mySale: sales made offline that sold units the stock no longer had, with the stock as it really is
 * now (docs/decisions/0081-offline-point-of-sale.md). Nothing oversold (or still loading): nothing shown.
 */
export function OversoldNotice() {
  const { t } = useTranslation('offlinePos');
  const { data, isError, refetch } = useOversoldSales();
  if (isError) {
    return (
      <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-900">
        {t('oversold.error')}{' '}
        <button type="button" className="underline" onClick={() => void refetch()}>
          {t('oversold.retry')}
        </button>
      </p>
    );
  }
  if (!data || data.items.length === 0) return null;
  return (
    <section
      aria-labelledby="oversold-title"
      data-testid="oversold"
      className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
    >
      <h2 id="oversold-title" className="flex items-center gap-2 font-semibold">
        <TriangleAlert aria-hidden="true" className="size-4" />
        {t('oversold.title', { count: data.items.length })}
      </h2>
      <ul className="mt-2 flex flex-col gap-1">
        {data.items.map((o) => (
          <li key={`${o.order_id}-${o.product_id}`}>
            <Link className="underline" to={`/MySaleDetail?id=${encodeURIComponent(o.order_id)}`}>
              {t('oversold.line', { name: o.name, short: o.short_units, stock: o.stock, time: o.time })}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
