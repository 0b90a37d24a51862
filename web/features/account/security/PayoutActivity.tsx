import { formatHk } from '../../../../contract/hk-time';
import { useTranslation } from '../../../i18n/use-translation';
import { LoadFailed } from '../../../ui/LoadFailed';
import { Skeleton } from '../../../ui/Skeleton';
import { usePayoutActivity } from './usePayoutActivity';

/**
 * The "Payout changes" part of /security (docs/decisions/0222-payout-changes.md): each change of the FPS ID,
 * bank account or payment codes, when, and whether it was undone; a pause after an undo says until when.
 */
export function PayoutActivity() {
  const { t } = useTranslation('security');
  const activity = usePayoutActivity();
  if (activity.isPending) return <Skeleton className="h-12 rounded-xl" />;
  if (activity.error)
    return <LoadFailed title={t('payoutFailed')} error={activity.error} onRetry={() => activity.refetch()} />;
  // one clock: Hong Kong time, as orders and receipts show it (decision 0224)
  const when = { format: (ms: number) => formatHk(ms) };
  const { items, frozen_until } = activity.data;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-gray-600">{t('payoutIntro')}</p>
      {frozen_until && frozen_until > Date.now() && (
        <p role="status" className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900">
          {t('payoutFrozen', { until: when.format(frozen_until) })}
        </p>
      )}
      {items.length === 0 ? (
        <p className="text-sm text-gray-600">{t('payoutNone')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {items.map((item) => (
            <li key={item._id} className="rounded-xl border border-gray-200 px-3 py-2">
              <p className="font-medium text-gray-900">
                {t(`payoutKind_${item.kind}`)}
                {item.undone && <span className="ml-2 text-sm text-amber-700">({t('payoutUndone')})</span>}
              </p>
              {summaryLine(item.summary) && (
                <p className="text-sm break-words text-gray-700">{summaryLine(item.summary)}</p>
              )}
              <p className="text-xs text-gray-500">{when.format(item.at)}</p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** the server's summary (a string, or an object of short fields) as one line */
function summaryLine(summary: unknown): string {
  if (summary == null) return '';
  if (typeof summary === 'string' || typeof summary === 'number') return String(summary);
  if (typeof summary === 'object')
    return Object.values(summary as Record<string, unknown>)
      .filter((v) => typeof v === 'string' || typeof v === 'number')
      .join(' · ');
  return '';
}
