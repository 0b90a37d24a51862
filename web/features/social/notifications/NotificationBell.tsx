import { Bell } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { CountBadge } from '../../../ui/CountBadge';
import { MessagesButton } from '../messages';
import { useNotificationLive } from './useNotificationLive';
import { useUnreadCount } from './useUnreadCount';

/** The bell of the home header with the unread badge; live while it is on screen. */
export function NotificationBell({ className }: { className: string }) {
  const { t } = useTranslation('common');
  const unread = useUnreadCount().data?.unread ?? 0;
  useNotificationLive();
  const label = unread > 0 ? t('notificationsUnread', { count: unread }) : t('notifications');
  return (
    <Link to="/notification" aria-label={label} className={`relative ${className}`}>
      <Bell aria-hidden="true" className="size-5" />
      <CountBadge count={unread} testId="notification-badge" />
    </Link>
  );
}

/** The header's messages and notifications, loaded together after the feed (decision 0246). */
export function HeaderInbox({ className }: { className: string }) {
  return (
    <>
      <MessagesButton className={className} />
      <NotificationBell className={className} />
    </>
  );
}
