/** A device's push subscription (docs/decisions/0246-conversations.md). */
export interface PushSubscriptionsTable {
  endpoint: string;
  user_id: string;
  p256dh: string;
  auth: string;
  created_at: number;
}

/** The server's VAPID key pair: one row, made by the first process that needs it, shared by all. */
export interface PushKeysTable {
  id: string;
  public_key: string;
  private_key: string;
}

export interface PushTables {
  push_subscriptions: PushSubscriptionsTable;
  push_keys: PushKeysTable;
}
