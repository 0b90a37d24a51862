import { MessageCircle } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { EmptyState } from '../../../ui/EmptyState';
import { QueryFailed } from '../../../ui/LoadFailed';
import { LoadMoreOf } from '../../../ui/LoadMore';
import { PageHeader } from '../../../ui/PageHeader';
import { SkeletonStatus } from '../../../ui/Skeleton';
import { messageTime } from './message-time';
import { PushPrompt } from './PushPrompt';
import { useConversations } from './useConversations';

/** `/messages`: the caller's conversations, as shopper and as shop, latest first, unread ones marked (decision 0246). */
export default function InboxPage() {
  const { t, i18n } = useTranslation('messages');
  const list = useConversations();
  const items = (list.data?.pages ?? []).flatMap((p) => p.items);
  const when = (iso: string) => messageTime(iso, i18n.language);
  return (
    <>
      <PageHeader title={t('title')} back="/" />
      <main className="flex flex-col gap-3 pb-10">
        <PushPrompt />
        {list.isPending ? (
          <SkeletonStatus
            label={t('loading')}
            className="flex flex-col gap-2 px-3"
            blocks={['h-16 w-full rounded-2xl', 'h-16 w-full rounded-2xl']}
          />
        ) : list.isError && items.length === 0 ? (
          <QueryFailed title={t('loadFailed')} query={list} />
        ) : items.length === 0 ? (
          <EmptyState icon={<MessageCircle />} title={t('empty')} message={t('emptyHint')} />
        ) : (
          <>
            <ul aria-label={t('listLabel')} className="divide-y divide-gray-100 bg-white">
              {items.map((c) => (
                <li key={c._id}>
                  <Link
                    to={`/conversation?id=${encodeURIComponent(c._id)}`}
                    className="flex items-center gap-3 px-4 py-3 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-brand"
                  >
                    <span
                      aria-hidden="true"
                      className="flex size-11 shrink-0 items-center justify-center rounded-full bg-teal-100 text-lg font-semibold text-teal-800"
                    >
                      {[...c.other.name][0]?.toUpperCase() ?? '?'}
                    </span>
                    <span className="min-w-0 flex-1">
                      <span className="flex items-baseline justify-between gap-2">
                        <span
                          className={`truncate text-[15px] ${c.unread > 0 ? 'font-bold' : 'font-medium'} text-gray-900`}
                        >
                          {c.other.name}
                        </span>
                        {c.last && <span className="shrink-0 text-xs text-gray-500">{when(c.last.at)}</span>}
                      </span>
                      <span className="flex items-center gap-2">
                        <span
                          className={`truncate text-sm ${c.unread > 0 ? 'font-semibold text-gray-900' : 'text-gray-600'}`}
                        >
                          {c.last ? `${c.last.mine ? `${t('you')}: ` : ''}${c.last.text}` : ''}
                        </span>
                        {c.unread > 0 && (
                          <span className="ml-auto shrink-0 rounded-full bg-brand-dark px-2 text-xs leading-5 font-bold text-white">
                            <span className="sr-only">{t('unreadCount', { count: c.unread })}</span>
                            <span aria-hidden="true">{c.unread}</span>
                          </span>
                        )}
                      </span>
                      <span className="text-xs text-gray-500">
                        {t(c.role === 'shop' ? 'asShop' : 'asShopper')}
                      </span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
            <LoadMoreOf query={list} />
          </>
        )}
      </main>
    </>
  );
}
