import { BellOff, CheckCheck, History } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { Notification } from '../../../../contract/notifications';
import { useTranslation } from '../../../i18n/use-translation';
import { useOfflineAsOf } from '../../../lib/route-cache/offline-query';
import { useSession } from '../../../lib/session';
import { OfflineMark } from '../../../shared/OfflineMark';
import { EmptyState } from '../../../ui/EmptyState';
import { QueryFailed } from '../../../ui/LoadFailed';
import { LoadMoreOf } from '../../../ui/LoadMore';
import { PageHeader } from '../../../ui/PageHeader';
import { Skeleton } from '../../../ui/Skeleton';
import { NotificationItem } from './NotificationItem';
import { groupBySection } from './render';
import { useMarkRead } from './useMarkRead';
import { useNotificationLive } from './useNotificationLive';
import { notificationsCopyName, useNotifications } from './useNotifications';
import { useRecoverNotifications } from './useRecoverNotifications';
import { useRemoveNotifications } from './useRemoveNotifications';

const UNDO_MS = 5000;
const HEADER_LINK =
  'flex size-11 items-center justify-center rounded-full text-gray-800 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand disabled:opacity-40';

/** `/notification` (and `?view=removed`, the bin): grouped Today / This week / Earlier, live. */
export default function NotificationsPage() {
  const { t } = useTranslation('notifications');
  const [params] = useSearchParams();
  const inBin = params.get('view') === 'removed';
  const list = useNotifications(inBin);
  // offline, the phone's copy with its time (decision 0269)
  const asOf = useOfflineAsOf(notificationsCopyName(useSession()?.user_id, inBin));
  const markRead = useMarkRead();
  const remove = useRemoveNotifications();
  const recover = useRecoverNotifications();
  useNotificationLive();
  const [undo, setUndo] = useState<Notification | null>(null);
  const undoTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(undoTimer.current), []);

  const items = useMemo(() => list.data?.pages.flatMap((p) => p.items) ?? [], [list.data]);
  const unread = list.data?.pages[0]?.unread ?? 0;
  const groups = groupBySection(items, new Date());

  const onOpen = (n: Notification) => {
    if (!n.read && !inBin) markRead.mutate({ ids: [n._id] });
  };
  const onRemove = (n: Notification) => {
    remove.mutate([n._id]);
    setUndo(n);
    clearTimeout(undoTimer.current);
    undoTimer.current = setTimeout(() => setUndo(null), UNDO_MS);
  };
  const onRecover = (n: Notification) => recover.mutate([n._id]);

  return (
    <>
      <PageHeader
        title={inBin ? t('removedTitle') : t('title')}
        back={inBin ? '/notification' : true}
        right={
          inBin ? undefined : (
            <>
              <button
                type="button"
                className={HEADER_LINK}
                aria-label={t('markAll')}
                disabled={unread === 0}
                onClick={() => markRead.mutate({ all: true })}
              >
                <CheckCheck aria-hidden="true" className="size-5" />
              </button>
              <Link to="/notification?view=removed" className={HEADER_LINK} aria-label={t('removedTitle')}>
                <History aria-hidden="true" className="size-5" />
              </Link>
            </>
          )
        }
      />
      <OfflineMark asOf={asOf} />
      <main className="pb-24">
        {inBin && <p className="px-4 pt-3 text-sm text-gray-600">{t('removedIntro')}</p>}
        {list.isPending ? (
          <ul aria-busy="true" aria-label={t('loading')} className="space-y-3 p-4">
            {[0, 1, 2, 3].map((i) => (
              <li key={i} className="flex items-center gap-3">
                <Skeleton className="size-11 rounded-full" />
                <Skeleton className="h-10 flex-1" />
              </li>
            ))}
          </ul>
        ) : list.isError && items.length === 0 ? (
          <QueryFailed title={t('loadError')} query={list} />
        ) : items.length === 0 ? (
          <EmptyState
            icon={<BellOff />}
            title={inBin ? t('removedEmpty') : t('emptyTitle')}
            message={inBin ? undefined : t('empty')}
          />
        ) : (
          <>
            {groups.map((g) => (
              <section key={g.section} aria-labelledby={`notifications-${g.section}`}>
                <h2
                  id={`notifications-${g.section}`}
                  className="px-4 pt-4 pb-1 text-sm font-bold text-gray-900"
                >
                  {t(`section.${g.section}`)}
                </h2>
                <ul className="divide-y divide-gray-100">
                  {g.items.map((n) => (
                    <NotificationItem
                      key={n._id}
                      n={n}
                      inBin={inBin}
                      onOpen={onOpen}
                      onRemove={onRemove}
                      onRecover={onRecover}
                    />
                  ))}
                </ul>
              </section>
            ))}
            <LoadMoreOf query={list} />
          </>
        )}
      </main>
      {undo && (
        <div
          role="status"
          className="fixed inset-x-3 bottom-[calc(5rem+env(safe-area-inset-bottom))] z-40 mx-auto flex max-w-md items-center justify-between gap-3 rounded-xl bg-gray-900 py-2 pr-2 pl-4 text-sm text-white shadow-lg"
        >
          <span>{t('removed')}</span>
          <button
            type="button"
            className="min-h-11 rounded-lg px-3 font-semibold text-pink-200 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white"
            onClick={() => {
              recover.mutate([undo._id]);
              setUndo(null);
            }}
          >
            {t('undo')}
          </button>
        </div>
      )}
    </>
  );
}
