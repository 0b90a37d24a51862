/**
 * Conversations between a shopper and a shop (docs/decisions/0246-conversations.md): one per pair, with the last
 * message and each side's unread count kept on it, so the inbox is one indexed read.
 */
export interface ConversationsTable {
  id: string;
  shop_id: string;
  shopper_id: string;
  created_at: number;
  last_at: number;
  last_text: string;
  last_sender_id: string | null;
  shop_unread: number;
  shopper_unread: number;
}

export interface MessagesTable {
  id: string;
  conversation_id: string;
  sender_id: string;
  body: string;
  /** JSON array of canonical image paths */
  image_paths: string;
  /** what it is about: kind, id, and the title and photo as they were when sent */
  about_kind: string | null;
  about_id: string | null;
  about_title: string | null;
  about_thumb: string | null;
  created_at: number;
  /**
   * the sender's idempotency key (a message written offline and sent when back, decision 0269): one message per
   * sender and key; null for messages sent without one
   */
  client_key: string | null;
}

export interface ConversationBlocksTable {
  blocker_id: string;
  blocked_id: string;
  created_at: number;
}

export interface QuickRepliesTable {
  seller_id: string;
  /** JSON array of texts, in the seller's order */
  texts: string;
}

export interface ConversationsTables {
  conversations: ConversationsTable;
  messages: MessagesTable;
  conversation_blocks: ConversationBlocksTable;
  quick_replies: QuickRepliesTable;
}
