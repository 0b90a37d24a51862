import {
  listNotifications,
  markNotificationsRead,
  notificationStreamTicket,
  recoverNotifications,
  removeNotifications,
  unreadNotifications,
  watchStock,
} from '../../contract/notifications';
import { handle, type Route } from '../http/calls';
import type { NotificationsService } from './service';

export function notificationsRoutes(notifications: NotificationsService): Route[] {
  return [
    handle(listNotifications, (input, ctx) => notifications.list(input, ctx.user)),
    handle(unreadNotifications, (_input, ctx) => notifications.unread(ctx.user)),
    handle(markNotificationsRead, (input, ctx) => notifications.markRead(input, ctx.user)),
    handle(removeNotifications, (input, ctx) => notifications.remove(input, ctx.user)),
    handle(recoverNotifications, (input, ctx) => notifications.recover(input, ctx.user)),
    handle(notificationStreamTicket, (_input, ctx) => notifications.issueTicket(ctx.user)),
    handle(watchStock, async (input) => notifications.watchStock(input)),
  ];
}
