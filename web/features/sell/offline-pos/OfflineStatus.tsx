import { Cloud, CloudOff } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation';

/** Online or offline, and how many sales wait to sync (docs/decisions/0081-offline-point-of-sale.md). */
export function OfflineStatus({ online, waiting }: { online: boolean; waiting: number }) {
  const { t } = useTranslation('offlinePos');
  return (
    <p
      role="status"
      data-testid="pos-sync-status"
      data-online={online ? 'true' : 'false'}
      data-waiting={waiting}
      className={`flex items-center gap-2 px-4 py-1.5 text-xs font-medium ${online ? 'bg-emerald-50 text-emerald-800' : 'bg-amber-100 text-amber-900'}`}
    >
      {online ? (
        <Cloud aria-hidden="true" className="size-4" />
      ) : (
        <CloudOff aria-hidden="true" className="size-4" />
      )}
      <span>{online ? t('status.online') : t('status.offline')}</span>
      <span aria-hidden="true">·</span>
      <span>{waiting === 0 ? t('status.allSynced') : t('status.waiting', { count: waiting })}</span>
    </p>
  );
}
