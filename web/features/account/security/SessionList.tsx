import { Laptop, Smartphone } from 'lucide-react';
import { useState } from 'react';
import type { SessionInfo } from '../../../../contract/account';
import { formatHk } from '../../../../contract/hk-time';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { LoadFailed } from '../../../ui/LoadFailed';
import { Skeleton } from '../../../ui/Skeleton';
import { useToast } from '../../../ui/toast';
import { useEndOtherSessions } from './useEndOtherSessions';
import { useEndSession } from './useEndSession';
import { useSessions } from './useSessions';

/** The devices logged in to this account, this one first and marked; log out one or all others. */
export function SessionList() {
  const { t } = useTranslation('security');
  const sessions = useSessions();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const toast = useToast();
  const [confirmAll, setConfirmAll] = useState(false);
  // one clock: Hong Kong time, as orders and receipts show it (decision 0224)
  const when = { format: (ms: number | string | Date) => formatHk(new Date(ms).getTime()) };

  const deviceName = (s: SessionInfo) =>
    s.browser && s.os
      ? t('deviceOn', { browser: s.browser, os: s.os })
      : (s.browser ?? s.os ?? t('unknownDevice'));

  if (sessions.isPending)
    return (
      <div className="flex flex-col gap-2" aria-hidden="true">
        <Skeleton className="h-16 rounded-2xl" />
        <Skeleton className="h-16 rounded-2xl" />
      </div>
    );
  if (sessions.error)
    return (
      <LoadFailed title={t('sessionsFailed')} error={sessions.error} onRetry={() => sessions.refetch()} />
    );

  const list = [...sessions.data.sessions].sort((a, b) => Number(b.current) - Number(a.current));
  const others = list.filter((s) => !s.current);
  return (
    <>
      <ul className="divide-y divide-gray-100 overflow-hidden rounded-2xl border border-gray-200">
        {list.map((s) => {
          const Icon = s.mobile ? Smartphone : Laptop;
          const name = deviceName(s);
          return (
            <li key={s.id} className="flex items-center gap-3 px-4 py-3">
              <Icon aria-hidden="true" className="size-6 shrink-0 text-gray-500" />
              <div className="min-w-0 flex-1">
                <p className="font-medium text-gray-900">
                  {name}
                  {s.current && (
                    <span className="ml-2 rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">
                      {t('thisDevice')}
                    </span>
                  )}
                </p>
                <p className="text-xs text-gray-600">
                  {t('firstSeen', { when: when.format(s.created_at) })}
                  <br />
                  {t('lastSeen', { when: when.format(s.last_seen_at) })}
                </p>
              </div>
              {!s.current && (
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={t('logOutDevice', { device: name })}
                  loading={endOne.isPending && endOne.variables === s.id}
                  onClick={() =>
                    endOne.mutate(s.id, {
                      onSuccess: () => toast.show(t('sessionEnded', { device: name }), { tone: 'success' }),
                      onError: (err) => toast.show(err.message, { tone: 'danger' }),
                    })
                  }
                >
                  {t('logOut')}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      {others.length === 0 ? (
        <p className="mt-3 text-sm text-gray-600">{t('noOtherSessions')}</p>
      ) : (
        <Button variant="secondary" block className="mt-3" onClick={() => setConfirmAll(true)}>
          {t('logOutOthers')}
        </Button>
      )}
      <ConfirmDialog
        open={confirmAll}
        title={t('logOutOthersTitle')}
        message={t('logOutOthersText', { count: others.length })}
        confirmLabel={t('logOutOthers')}
        tone="danger"
        busy={endOthers.isPending}
        onCancel={() => setConfirmAll(false)}
        onConfirm={() =>
          endOthers.mutate(undefined, {
            onSuccess: (res) =>
              toast.show(t('othersEnded', { count: res.ended_sessions }), { tone: 'success' }),
            onError: (err) => toast.show(err.message, { tone: 'danger' }),
            onSettled: () => setConfirmAll(false),
          })
        }
      />
    </>
  );
}
