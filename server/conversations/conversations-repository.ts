import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { ConversationsTable, MessagesTable } from './tables';

export type ConversationRow = ConversationsTable;
export type MessageRow = MessagesTable;

/** The only SQL on conversations, messages, blocks and quick replies (docs/decisions/0246-conversations.md). */
export class ConversationsRepository {
  constructor(readonly db: Kysely<Database>) {}

  async find(id: string): Promise<ConversationRow | undefined> {
    return this.db.selectFrom('conversations').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async findPair(shopId: string, shopperId: string): Promise<ConversationRow | undefined> {
    return this.db
      .selectFrom('conversations')
      .selectAll()
      .where('shop_id', '=', shopId)
      .where('shopper_id', '=', shopperId)
      .executeTakeFirst();
  }

  /** the pair's conversation, made when there is none (two first messages at once make one) */
  async open(shopId: string, shopperId: string, id: string, at: number): Promise<ConversationRow> {
    await this.db
      .insertInto('conversations')
      .values({
        id,
        shop_id: shopId,
        shopper_id: shopperId,
        created_at: at,
        last_at: at,
        last_text: '',
        last_sender_id: null,
        shop_unread: 0,
        shopper_unread: 0,
      })
      .onConflict((oc) => oc.columns(['shop_id', 'shopper_id']).doNothing())
      .execute();
    return (await this.findPair(shopId, shopperId))!;
  }

  /** the message, and the conversation's last message and the receiver's unread count, in one transaction */
  /** the sender's message sent with this idempotency key, if any (decision 0269) */
  async byClientKey(senderId: string, key: string): Promise<MessageRow | undefined> {
    return this.db
      .selectFrom('messages')
      .selectAll()
      .where('sender_id', '=', senderId)
      .where('client_key', '=', key)
      .executeTakeFirst();
  }

  async add(
    trx: Transaction<Database>,
    message: MessageRow,
    toShop: boolean,
    preview: string,
  ): Promise<number> {
    await trx.insertInto('messages').values(message).execute();
    const unread = toShop ? 'shop_unread' : 'shopper_unread';
    const row = await trx
      .updateTable('conversations')
      .set({
        last_at: message.created_at,
        last_text: preview,
        last_sender_id: message.sender_id,
        [unread]: sql`${sql.ref(unread)} + 1`,
      })
      .where('id', '=', message.conversation_id)
      .returning(['shop_unread', 'shopper_unread'])
      .executeTakeFirstOrThrow();
    return Number(toShop ? row.shop_unread : row.shopper_unread);
  }

  /**
   * conversations whose shopper has unread messages and whose last message is from `since` on, oldest first (the
   * sweep that mails her about a shop's message she has not read, docs/decisions/0275-mails-to-shoppers.md), in
   * keyset pages after `after`. Read on the partial index `conversations_shopper_unread` (last_at, id) where
   * shopper_unread > 0: the `0` is a literal, so both databases see the query implies the index's condition.
   */
  async unreadByShoppers(
    since: number,
    after: { last_at: number; id: string } | null,
    limit: number,
  ): Promise<ConversationRow[]> {
    // after a cursor the range starts at it, so each page seeks to where the last one ended (SQLite takes only the
    // `last_at` bound into the index search, not the row value)
    let q = this.db
      .selectFrom('conversations')
      .selectAll()
      .where('shopper_unread', '>', sql.lit(0))
      .where('last_at', '>=', after ? Math.max(since, after.last_at) : since);
    if (after) {
      q = q.where((eb) => eb(eb.refTuple('last_at', 'id'), '>', eb.tuple(after.last_at, after.id)));
    }
    return q.orderBy('last_at').orderBy('id').limit(limit).execute();
  }

  async markRead(id: string, asShop: boolean): Promise<void> {
    await this.db
      .updateTable('conversations')
      .set(asShop ? { shop_unread: 0 } : { shopper_unread: 0 })
      .where('id', '=', id)
      .execute();
  }

  /** the person's conversations on both sides, latest first */
  async ofPerson(userId: string, offset: number, limit: number): Promise<ConversationRow[]> {
    return this.db
      .selectFrom('conversations')
      .selectAll()
      .where((eb) => eb.or([eb('shop_id', '=', userId), eb('shopper_id', '=', userId)]))
      .where('last_sender_id', 'is not', null)
      .orderBy('last_at', 'desc')
      .orderBy('id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute();
  }

  async unreadTotal(userId: string): Promise<number> {
    const row = await this.db
      .selectFrom('conversations')
      .select((eb) =>
        eb.fn
          .sum<number>(
            eb
              .case()
              .when('shop_id', '=', userId)
              .then(eb.ref('shop_unread'))
              .else(eb.ref('shopper_unread'))
              .end(),
          )
          .as('n'),
      )
      .where((eb) => eb.or([eb('shop_id', '=', userId), eb('shopper_id', '=', userId)]))
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /** newest first, by id (ids are time-ordered) */
  async messages(conversationId: string, before: string | null, limit: number): Promise<MessageRow[]> {
    let query = this.db.selectFrom('messages').selectAll().where('conversation_id', '=', conversationId);
    if (before) query = query.where('id', '<', before);
    return query.orderBy('id', 'desc').limit(limit).execute();
  }

  async setBlock(blocker: string, blocked: string, on: boolean, at: number): Promise<void> {
    if (on) {
      await this.db
        .insertInto('conversation_blocks')
        .values({ blocker_id: blocker, blocked_id: blocked, created_at: at })
        .onConflict((oc) => oc.columns(['blocker_id', 'blocked_id']).doNothing())
        .execute();
    } else {
      await this.db
        .deleteFrom('conversation_blocks')
        .where('blocker_id', '=', blocker)
        .where('blocked_id', '=', blocked)
        .execute();
    }
  }

  /** who of these two blocked whom: the blockers' ids */
  async blockers(a: string, b: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('conversation_blocks')
      .select('blocker_id')
      .where((eb) =>
        eb.or([
          eb.and([eb('blocker_id', '=', a), eb('blocked_id', '=', b)]),
          eb.and([eb('blocker_id', '=', b), eb('blocked_id', '=', a)]),
        ]),
      )
      .execute();
    return rows.map((r) => r.blocker_id);
  }

  async blockedBy(userId: string, others: string[]): Promise<Set<string>> {
    if (others.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('conversation_blocks')
      .select('blocked_id')
      .where('blocker_id', '=', userId)
      .where('blocked_id', 'in', others)
      .execute();
    return new Set(rows.map((r) => r.blocked_id));
  }

  async quickReplies(sellerId: string): Promise<string[]> {
    const row = await this.db
      .selectFrom('quick_replies')
      .select('texts')
      .where('seller_id', '=', sellerId)
      .executeTakeFirst();
    return row ? (JSON.parse(row.texts) as string[]) : [];
  }

  async setQuickReplies(sellerId: string, texts: string[]): Promise<void> {
    await this.db
      .insertInto('quick_replies')
      .values({ seller_id: sellerId, texts: JSON.stringify(texts) })
      .onConflict((oc) => oc.column('seller_id').doUpdateSet({ texts: JSON.stringify(texts) }))
      .execute();
  }
}
