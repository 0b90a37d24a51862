import { CloudOff } from 'lucide-react';
import { formatHk } from '../../contract/hk-time';
import { useTranslation } from '../i18n/use-translation';

/**
 * "Offline · as of 2026-11-25 10:42": the list on show is the copy this phone loaded last, not the server's
 * answer now (docs/decisions/0227-offline-reading.md). Nothing when the list is live.
 */
export function OfflineMark({ asOf }: { asOf: number | null }) {
  const { t } = useTranslation('common');
  if (asOf === null) return null;
  return (
    <p
      role="status"
      data-testid="offline-mark"
      className="mx-3 mt-2 flex items-center gap-2 rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200"
    >
      <CloudOff aria-hidden="true" className="size-4 shrink-0" />
      {t('offlineAsOf', { time: formatHk(asOf).slice(0, 16) })}
    </p>
  );
}
