/** Notifications (docs/decisions/0065-notifications-events.md). Times are bigint ms. */
export interface NotificationsTable {
  /** time-ordered (server/db/ids.ts); stable for the life of the notification */
  id: string;
  /** the reader */
  user_id: string;
  kind: string;
  /** unique per reader: `like:<post id>` gathers a post's likes into one row; the id otherwise */
  group_key: string;
  /** the latest person who caused it; null for system events */
  actor_id: string | null;
  /** people behind it (grouped likes); 1 otherwise */
  actor_count: number;
  /** JSON of contract NotificationParams */
  params: string;
  /** time-ordered id of the latest activity: list order, cursor and SSE event id */
  event_id: string;
  /** hash of the session that caused it: that device does not see it (a POS sale "from another device") */
  origin_session: string | null;
  created_at: number;
  updated_at: number;
  read_at: number | null;
  removed_at: number | null;
}

/** Single-use tickets that open the SSE stream (EventSource cannot send headers). */
export interface NotificationTicketsTable {
  /** sha-256 of the ticket */
  ticket_hash: string;
  user_id: string;
  session_hash: string;
  expires_at: number;
}

export interface NotificationsTables {
  notifications: NotificationsTable;
  notification_tickets: NotificationTicketsTable;
}
