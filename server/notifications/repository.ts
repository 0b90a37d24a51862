import { type Kysely, sql, type Transaction } from 'kysely';
import { BinStamp } from '../db/bin-stamp';
import { PreparedRepository } from '../db/prepared-repository-base';
import type { Database } from '../db/schema';
import type { NotificationsTable } from './tables';

export type Executor = Kysely<Database> | Transaction<Database>;
export type NotificationRow = NotificationsTable;

/** Which of a reader's notifications one session sees: all but those its own device caused. */
interface Reader {
  userId: string;
  sessionHash: string;
}

/** The only SQL on notifications and notification_tickets. */
/** the bin of removed notifications (taken back by `recover`, which also checks the stamp is set) */
const REMOVED = new BinStamp({ table: 'notifications', scope: 'user_id', item: 'id', stamp: 'removed_at' });

export class NotificationsRepository extends PreparedRepository {
  // this.prepared: the upsert every order, sale and like writes, compiled once per shape (server/db/prepared.ts)

  /**
   * Inserts a notification, or, when the reader already has one with the same group key (a post's likes),
   * updates it in the same statement (insert … on conflict do update): concurrent likes never make two rows.
   * The updated row becomes unread and newest again, and comes back from the bin.
   */
  async upsert(db: Executor, row: NotificationRow, accumulate = false): Promise<{ id: string }> {
    const [result] = await this.prepared.run(
      accumulate ? 'upsertCounting' : 'upsert',
      { ...row },
      (v) =>
        this.db
          .insertInto('notifications')
          .values(v)
          .onConflict((oc) =>
            oc.columns(['user_id', 'group_key']).doUpdateSet((eb) => ({
              actor_id: eb.ref('excluded.actor_id'),
              // counting: one more while unread, from 1 again once read (docs/decisions/0247-shop-news.md)
              actor_count: accumulate
                ? eb
                    .case()
                    .when('notifications.read_at', 'is', null)
                    .then(sql<number>`notifications.actor_count + 1`)
                    .else(1)
                    .end()
                : eb.ref('excluded.actor_count'),
              params: eb.ref('excluded.params'),
              event_id: eb.ref('excluded.event_id'),
              origin_session: eb.ref('excluded.origin_session'),
              updated_at: eb.ref('excluded.updated_at'),
              read_at: null,
              removed_at: null,
            })),
          )
          .returning('id'),
      db,
    );
    if (!result) throw new Error('notification upsert returned no row');
    return { id: result.id };
  }

  private visible(reader: Reader) {
    return this.db
      .selectFrom('notifications')
      .selectAll()
      .where('user_id', '=', reader.userId)
      .where((eb) =>
        eb.or([eb('origin_session', 'is', null), eb('origin_session', '!=', reader.sessionHash)]),
      );
  }

  /** one page, latest activity first; `binSince` set: the removed ones removed after it, else the live ones */
  async page(
    reader: Reader,
    q: { cursor: string | null; limit: number; binSince: number | null },
  ): Promise<NotificationRow[]> {
    let query = this.visible(reader);
    query =
      q.binSince === null
        ? query.where('removed_at', 'is', null)
        : query.where('removed_at', 'is not', null).where('removed_at', '>=', q.binSince);
    if (q.cursor) query = query.where('event_id', '<', q.cursor);
    return query.orderBy('event_id', 'desc').limit(q.limit).execute();
  }

  async unreadCount(reader: Reader): Promise<number> {
    const row = await this.db
      .selectFrom('notifications')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', reader.userId)
      .where((eb) =>
        eb.or([eb('origin_session', 'is', null), eb('origin_session', '!=', reader.sessionHash)]),
      )
      .where('read_at', 'is', null)
      .where('removed_at', 'is', null)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /** the live notifications a session has not seen since `afterEventId` (SSE resume), oldest first */
  async since(reader: Reader, afterEventId: string, limit: number): Promise<NotificationRow[]> {
    return this.visible(reader)
      .where('removed_at', 'is', null)
      .where('event_id', '>', afterEventId)
      .orderBy('event_id', 'asc')
      .limit(limit)
      .execute();
  }

  async findOne(id: string): Promise<NotificationRow | undefined> {
    return this.db.selectFrom('notifications').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async markRead(userId: string, ids: string[] | null, now: number): Promise<number> {
    let query = this.db
      .updateTable('notifications')
      .set({ read_at: now })
      .where('user_id', '=', userId)
      .where('read_at', 'is', null);
    if (ids) query = query.where('id', 'in', ids);
    const result = await query.executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  async markReadBefore(before: number, now: number): Promise<number> {
    const result = await this.db
      .updateTable('notifications')
      .set({ read_at: now })
      .where('updated_at', '<', before)
      .where('read_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  remove(userId: string, ids: string[], now: number): Promise<number> {
    return REMOVED.put(this.db, userId, ids, now);
  }

  /** brings back the ones removed at or after `since` (older ones are past recovery) */
  async recover(userId: string, ids: string[], since: number): Promise<number> {
    const result = await this.db
      .updateTable('notifications')
      .set({ removed_at: null })
      .where('user_id', '=', userId)
      .where('id', 'in', ids)
      .where('removed_at', 'is not', null)
      .where('removed_at', '>=', since)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** empties the bin of what was removed before `before`, and drops expired tickets */
  async purge(before: number, now: number): Promise<number> {
    const result = await this.db
      .deleteFrom('notifications')
      .where('removed_at', 'is not', null)
      .where('removed_at', '<', before)
      .executeTakeFirst();
    await this.db.deleteFrom('notification_tickets').where('expires_at', '<', now).execute();
    return Number(result.numDeletedRows);
  }

  async insertTicket(row: { ticketHash: string; userId: string; sessionHash: string; expiresAt: number }) {
    await this.db
      .insertInto('notification_tickets')
      .values({
        ticket_hash: row.ticketHash,
        user_id: row.userId,
        session_hash: row.sessionHash,
        expires_at: row.expiresAt,
      })
      .execute();
  }

  /** deletes the ticket and answers it when it was there and unexpired (single use: a second take fails) */
  async takeTicket(ticketHash: string, now: number) {
    return this.db.transaction().execute(async (trx) => {
      const row = await trx
        .deleteFrom('notification_tickets')
        .where('ticket_hash', '=', ticketHash)
        .returning(['user_id', 'session_hash', 'expires_at'])
        .executeTakeFirst();
      return row && Number(row.expires_at) >= now ? row : undefined;
    });
  }
}
