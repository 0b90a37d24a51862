import type { RatingSummary } from '../../../../contract/reviews';
import { useTranslation } from '../../../i18n/use-translation';
import { Stars } from './Stars';

/** The average, its stars and count, and a bar per star (5 to 1) showing how many gave it. */
export function RatingSummaryCard({ summary }: { summary: RatingSummary }) {
  const { t } = useTranslation('reviews');
  const most = Math.max(1, ...summary.stars);
  return (
    <div className="flex items-center gap-4" data-testid="rating-summary">
      <div className="flex flex-col items-center gap-1">
        <span className="text-4xl font-bold text-gray-900 tabular-nums">{summary.average.toFixed(1)}</span>
        <Stars value={summary.average} size="sm" />
        <span className="text-xs text-gray-600">{t('count', { count: summary.count })}</span>
      </div>
      <ul aria-label={t('breakdown')} className="flex flex-1 flex-col gap-1">
        {[5, 4, 3, 2, 1].map((n) => {
          const count = summary.stars[n - 1] ?? 0;
          return (
            <li key={n} className="flex items-center gap-2 text-xs text-gray-600">
              <span className="w-3 text-right tabular-nums" aria-hidden="true">
                {n}
              </span>
              <span className="h-2 flex-1 overflow-hidden rounded-full bg-gray-100" aria-hidden="true">
                <span
                  className="block h-full rounded-full bg-amber-500"
                  style={{ width: `${(count / most) * 100}%` }}
                />
              </span>
              <span className="w-5 tabular-nums" aria-hidden="true">
                {count}
              </span>
              <span className="sr-only">{t('breakdownRow', { stars: n, count })}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
