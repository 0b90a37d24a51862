import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { LoadMoreOf } from '../../../ui/LoadMore';
import { Skeleton } from '../../../ui/Skeleton';
import { useConversations } from './useConversations';

/**
 * The inbox's list beside an open conversation on a laptop: the two-pane inbox (docs/decisions/0273-laptop-back-office.md).
 * The open one is marked; a click opens another in place of it. Laptop only (the phone has the inbox page).
 */
export default function ConversationsPane() {
  const { t } = useTranslation('messages');
  const { t: tb } = useTranslation('backOffice');
  const [params] = useSearchParams();
  const open = params.get('id');
  const list = useConversations();
  const items = (list.data?.pages ?? []).flatMap((p) => p.items);
  return (
    <aside
      aria-label={tb('panes.conversations')}
      data-pane="conversations"
      className="sticky top-0 hidden h-dvh w-80 shrink-0 flex-col overflow-y-auto border-r border-gray-200 bg-white lg:flex"
    >
      <h2 className="sticky top-0 z-10 flex h-14 shrink-0 items-center border-b border-gray-100 bg-white/95 px-4 text-base font-semibold text-gray-900">
        <Link
          to="/messages"
          className="rounded hover:underline focus-visible:outline-2 focus-visible:outline-brand"
        >
          {t('title')}
        </Link>
      </h2>
      {list.isPending ? (
        <div className="flex flex-col gap-2 p-3">
          <Skeleton className="h-14 w-full rounded-xl" />
          <Skeleton className="h-14 w-full rounded-xl" />
        </div>
      ) : (
        <ul aria-label={t('listLabel')} className="divide-y divide-gray-100">
          {items.map((c) => {
            const current = c._id === open;
            return (
              <li key={c._id}>
                <Link
                  to={`/conversation?id=${encodeURIComponent(c._id)}`}
                  replace
                  aria-current={current ? 'page' : undefined}
                  className={`flex items-center gap-3 px-4 py-2.5 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand ${
                    current ? 'bg-teal-50' : 'hover:bg-gray-50'
                  }`}
                >
                  <span
                    aria-hidden="true"
                    className="flex size-9 shrink-0 items-center justify-center rounded-full bg-teal-100 font-semibold text-teal-800"
                  >
                    {[...c.other.name][0]?.toUpperCase() ?? '?'}
                  </span>
                  <span className="min-w-0 flex-1">
                    <span
                      className={`block truncate text-sm ${c.unread > 0 ? 'font-bold' : 'font-medium'} text-gray-900`}
                    >
                      {c.other.name}
                    </span>
                    <span
                      className={`block truncate text-xs ${c.unread > 0 ? 'font-semibold text-gray-900' : 'text-gray-600'}`}
                    >
                      {c.last ? `${c.last.mine ? `${t('you')}: ` : ''}${c.last.text}` : ''}
                    </span>
                  </span>
                  {c.unread > 0 && (
                    <span className="shrink-0 rounded-full bg-brand-dark px-2 text-xs leading-5 font-bold text-white">
                      <span className="sr-only">{t('unreadCount', { count: c.unread })}</span>
                      <span aria-hidden="true">{c.unread}</span>
                    </span>
                  )}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
      <LoadMoreOf query={list} />
    </aside>
  );
}
