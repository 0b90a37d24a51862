import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { LoadMoreOf } from '../../../ui/LoadMore';
import { SidePane } from '../../../ui/SidePane';
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
    <SidePane
      label={tb('panes.conversations')}
      pane="conversations"
      title={t('title')}
      to="/messages"
      loading={list.isPending}
      rowClassName="h-14 rounded-xl"
      tone="white"
      footer={<LoadMoreOf query={list} />}
    >
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
    </SidePane>
  );
}
