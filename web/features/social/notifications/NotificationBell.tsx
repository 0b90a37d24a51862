import { Bell } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
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
      {unread > 0 && (
        <span
          data-testid="notification-badge"
          aria-hidden="true"
          className="absolute top-1.5 right-1.5 min-w-4.5 rounded-full bg-red-600 px-1 text-center text-[11px] leading-4.5 font-bold text-white"
        >
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </Link>
  );
}
