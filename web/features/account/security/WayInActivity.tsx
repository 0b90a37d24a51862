import { formatHk } from '../../../../contract/hk-time';
import { useTranslation } from '../../../i18n/use-translation';
import { LoadFailed } from '../../../ui/LoadFailed';
import { Skeleton } from '../../../ui/Skeleton';
import { SsoLink } from '../auth';
import { useWayInActivity } from './useWayInActivity';

/**
 * The "Ways to sign in" part of /security (docs/decisions/0255-ways-in.md): each wallet, single sign-on
 * identity, passkey, password or email added or removed, when, and whether its mailed undo link was used.
 */
export function WayInActivity() {
  const { t } = useTranslation('security');
  const activity = useWayInActivity();
  if (activity.isPending) return <Skeleton className="h-12 rounded-xl" />;
  if (activity.error)
    return <LoadFailed title={t('waysInFailed')} error={activity.error} onRetry={() => activity.refetch()} />;
  const { items } = activity.data;
  return (
    <div className="flex flex-col gap-3">
      <SsoLink />
      <p className="text-sm text-gray-600">{t('waysInIntro')}</p>
      {items.length === 0 ? (
        <p className="text-sm text-gray-600">{t('waysInNone')}</p>
      ) : (
        <ul className="flex flex-col gap-2" data-testid="way-in-activity">
          {items.map((item) => (
            <li key={item._id} className="rounded-xl border border-gray-200 px-3 py-2">
              <p className="font-medium text-gray-900">
                {t(`waysInKind_${item.kind}`)} · {t(`waysInAction_${item.action}`)}
                {item.undone && <span className="ml-2 text-sm text-amber-700">({t('waysInUndone')})</span>}
              </p>
              {item.label && <p className="text-sm break-words text-gray-700">{item.label}</p>}
              {/* one clock: Hong Kong time, as payout changes show it (decision 0224) */}
              <p className="text-xs text-gray-500">{formatHk(item.at)}</p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
