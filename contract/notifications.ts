import { z } from 'zod';
import { defineCall } from './call';
import { Empty, Id, Message, PageInput, page } from './common';

/**
 * Notifications (docs/decisions/0065-notifications-events.md, 0066-notifications-live.md).
 * The server stores a kind and its parameters; the client renders the text in the reader's language.
 */

export const NOTIFICATION_KINDS = [
  'post_liked',
  'post_commented',
  'comment_replied',
  'new_follower',
  'order_placed',
  'order_paid',
  'order_shipped',
  'order_ready',
  'order_cancelled',
  'low_stock',
  'pos_sale',
  'payment_claimed',
  'payment_rejected',
  'order_refunded',
  /** a sold-out product the reader asked about is back (docs/decisions/0241-restock-alerts.md) */
  'back_in_stock',
  /** a buyer rated one of the reader's products (docs/decisions/0242-reviews.md) */
  'review_received',
  /** the shop replied to the reader's review */
  'review_replied',
  /** messages in a conversation, one notification per conversation (docs/decisions/0246-conversations.md) */
  'message_received',
  /** a shop the reader follows added products or posts, grouped until read (docs/decisions/0247-shop-news.md) */
  'shop_news',
] as const;
export const NotificationKind = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof NotificationKind>;

/** a product at or below this many units is low on stock (the seller hears of it once per crossing) */
/** a product's low-stock alert when its seller sets none (docs/decisions/0229-low-stock.md) */
export const LOW_STOCK_THRESHOLD = 5;

/** days a removed notification can be recovered before the bin is emptied */
export const NOTIFICATION_BIN_DAYS = 30;

/** What a notification points at and shows; every field optional, filled per kind. */
export const NotificationParams = z.object({
  post_id: z.string().optional(),
  comment_id: z.string().optional(),
  order_id: z.string().optional(),
  product_id: z.string().optional(),
  /** post title, product name */
  title: z.string().optional(),
  /** comment or reply excerpt */
  excerpt: z.string().optional(),
  /** canonical image path (contract/media.ts imageUrl) of the post or product */
  thumb: z.string().nullable().optional(),
  /** order total in HK$ (up to 2 decimals) */
  total: z.number().optional(),
  /** stock left (low_stock) */
  quantity: z.number().int().optional(),
  /** the conversation (message_received) */
  conversation_id: z.string().optional(),
  /** a review's stars (review_received) */
  stars: z.number().int().optional(),
});
export type NotificationParams = z.infer<typeof NotificationParams>;

export const Notification = z.object({
  _id: Id,
  kind: NotificationKind,
  /** the most recent person who caused it; null for system events (low stock) */
  actor: z.object({ id: Id, name: z.string() }).nullable(),
  /** how many people are behind a grouped notification (likes); 1 otherwise */
  count: z.number().int(),
  params: NotificationParams,
  read: z.boolean(),
  /** ISO time of the latest activity */
  time: z.string(),
  /** ISO time it was removed (only in the bin) */
  removed_at: z.string().nullable(),
});
export type Notification = z.infer<typeof Notification>;

export const listNotifications = defineCall({
  path: '/user/notification/list',
  summary:
    'The caller’s notifications, latest activity first, paged by cursor; `bin: true` lists the removed ones (recoverable for 30 days). Answers the unread count too.',
  auth: 'required',
  input: z.strictObject({ ...PageInput, bin: z.boolean().optional() }),
  output: page(Notification).extend({ unread: z.number().int() }),
});

export const unreadNotifications = defineCall({
  path: '/user/notification/unread',
  summary: 'How many of the caller’s notifications are unread (the bell’s badge).',
  auth: 'required',
  input: Empty,
  output: z.object({ unread: z.number().int() }),
});

export const markNotificationsRead = defineCall({
  path: '/user/notification/marked_as_read',
  summary: 'Marks some of the caller’s notifications as read (`ids`), or all of them (`all: true`).',
  auth: 'required',
  input: z.union([
    z.strictObject({ ids: z.array(Id).min(1).max(100) }),
    z.strictObject({ all: z.literal(true) }),
  ]),
  output: Message.extend({ updated: z.number().int(), unread: z.number().int() }),
});

export const removeNotifications = defineCall({
  path: '/user/notification/remove',
  summary: 'Moves some of the caller’s notifications to the bin (recoverable for 30 days).',
  auth: 'required',
  input: z.strictObject({ ids: z.array(Id).min(1).max(100) }),
  output: Message.extend({ removed: z.number().int() }),
});

export const recoverNotifications = defineCall({
  path: '/user/notification/recover',
  summary:
    'Brings removed notifications back from the bin (within 30 days; ids no longer there are ignored).',
  auth: 'required',
  input: z.strictObject({ ids: z.array(Id).min(1).max(100) }),
  output: Message.extend({ recovered: z.number().int() }),
});

export const notificationStreamTicket = defineCall({
  path: '/user/notification/stream_ticket',
  summary:
    'A single-use ticket, valid 60 s, to open GET /api/user/notification/stream?ticket=… (EventSource cannot send the Authorization header).',
  auth: 'required',
  input: Empty,
  output: z.object({ ticket: z.string(), expires_in: z.number().int() }),
});

/**
 * The stream's `change` event (docs/decisions/0225-live-facts.md): something a screen may be showing changed —
 * an order's state, a product's stock or price, the seller's sales. Sent to every device of each account
 * concerned, the one that caused it included; carries no data, the screen fetches the fact anew.
 */
/** `display`: a customer display's pairing (its id); only that display's stream hears it (decision 0278) */
/**
 * `loyalty`: her points or stamps at a shop (the shop's id) changed by a till sale of hers or its refund; her online
 * orders' changes come as `order` (docs/decisions/0283-loyalty.md, "Live")
 */
/**
 * `staff`: the shop's staff, roles, till settings or time clock hours changed (the shop's id): its other devices'
 * staff screen and time clock read them anew (docs/decisions/0280-staff-pins-and-roles.md, 0287-time-clock.md)
 */
export const LIVE_CHANGE_KINDS = [
  'order',
  'product',
  'sale',
  'conversation',
  'display',
  'loyalty',
  'staff',
] as const;
export type LiveChangeKind = (typeof LIVE_CHANGE_KINDS)[number];
export interface LiveChange {
  kind: LiveChangeKind;
  id: string;
}

/**
 * Live stock (docs/decisions/0268-live-stock-and-first-screen-updates.md): the stream's `stock` event carries these,
 * for the products the page said it shows (`watchStock`), coalesced per tick. `quantity` is the product's stock as
 * the product answer has it (with variants, their sum), `variants` each kind's; `removed`: no longer for sale.
 */
export interface StockFigure {
  id: string;
  quantity: number;
  variants?: { id: string; quantity: number }[];
  removed?: boolean;
}

export const watchStock = defineCall({
  path: '/res/product/stock_watch',
  summary:
    'The products an open page shows (at most 100; [] for none): the stream named by `stream` (from its `ready` event) then carries their stock as it changes (`stock` events), starting with their stock now. Signed in or not (a guest opens the stream with `public=1`).',
  auth: 'optional',
  input: z.strictObject({
    stream: z.string().min(16).max(64),
    ids: z.array(Id).max(100),
  }),
  output: z.object({ watching: z.number().int() }),
});

/** GET path of the Server-Sent Events stream (not a JSON call). */
export const NOTIFICATION_STREAM_PATH = '/api/user/notification/stream';
