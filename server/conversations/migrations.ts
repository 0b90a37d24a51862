import { type Kysely, type Migration, sql } from 'kysely';

export const conversationsMigrations: Record<string, Migration> = {
  /** conversations, messages, blocks and quick replies (docs/decisions/0246-conversations.md) */
  '1100_conversations_tables': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('conversations')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('shop_id', 'text', (c) => c.notNull())
        .addColumn('shopper_id', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('last_at', 'bigint', (c) => c.notNull())
        .addColumn('last_text', 'text', (c) => c.notNull())
        .addColumn('last_sender_id', 'text')
        .addColumn('shop_unread', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('shopper_unread', 'integer', (c) => c.notNull().defaultTo(0))
        .addUniqueConstraint('conversations_pair', ['shop_id', 'shopper_id'])
        .execute();
      // each side's inbox, latest first
      await db.schema
        .createIndex('conversations_by_shop')
        .on('conversations')
        .columns(['shop_id', 'last_at'])
        .execute();
      await db.schema
        .createIndex('conversations_by_shopper')
        .on('conversations')
        .columns(['shopper_id', 'last_at'])
        .execute();
      await db.schema
        .createTable('messages')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('conversation_id', 'text', (c) => c.notNull().references('conversations.id'))
        .addColumn('sender_id', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('image_paths', 'text', (c) => c.notNull())
        .addColumn('about_kind', 'text')
        .addColumn('about_id', 'text')
        .addColumn('about_title', 'text')
        .addColumn('about_thumb', 'text')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('messages_by_conversation')
        .on('messages')
        .columns(['conversation_id', 'id'])
        .execute();
      await db.schema
        .createTable('conversation_blocks')
        .addColumn('blocker_id', 'text', (c) => c.notNull())
        .addColumn('blocked_id', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('conversation_blocks_pk', ['blocker_id', 'blocked_id'])
        .execute();
      await db.schema
        .createTable('quick_replies')
        .addColumn('seller_id', 'text', (c) => c.primaryKey())
        .addColumn('texts', 'text', (c) => c.notNull())
        .execute();
    },
  },
  /**
   * a message written offline is sent when back, perhaps more than once (a lost answer, two tabs): its key makes
   * it one message (docs/decisions/0269-offline-reading-and-queued-writes.md)
   */
  '1220_message_client_keys': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
    async up(db: Kysely<any>) {
      await db.schema.alterTable('messages').addColumn('client_key', 'text').execute();
      await db.schema
        .createIndex('messages_by_client_key')
        .on('messages')
        .columns(['sender_id', 'client_key'])
        .unique()
        .execute();
    },
  },
  '1276_conversations_shopper_unread_index': {
    // the shopper-mails sweep of unread shop messages (docs/decisions/0275-mails-to-shoppers.md) pages by last
    // message time and id over conversations with unread messages: a partial index holds only those, so it stays
    // small however many conversations there are
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
    async up(db: Kysely<any>) {
      await db.schema
        .createIndex('conversations_shopper_unread')
        .on('conversations')
        .columns(['last_at', 'id'])
        .where(sql.ref('shopper_unread'), '>', sql.lit(0))
        .execute();
    },
  },
};
