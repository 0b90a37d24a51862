import { MessageCircle } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { CountBadge } from '../../../ui/CountBadge';
import { useUnreadMessages } from './useUnreadMessages';

/** The home header's way to the inbox, with the unread messages badge (live, decision 0246). */
export function MessagesButton({ className }: { className: string }) {
  const { t } = useTranslation('common');
  const unread = useUnreadMessages().data?.unread ?? 0;
  return (
    <Link
      to="/messages"
      aria-label={unread > 0 ? t('messagesUnread', { count: unread }) : t('messages')}
      className={`relative ${className}`}
    >
      <MessageCircle aria-hidden="true" className="size-5" />
      <CountBadge count={unread} testId="messages-badge" />
    </Link>
  );
}
