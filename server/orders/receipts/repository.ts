import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The only SQL on order_receipt_links. */
export class ReceiptLinksRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async tokenOf(orderId: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('order_receipt_links')
      .select('token')
      .where('order_id', '=', orderId)
      .executeTakeFirst();
    return row?.token ?? null;
  }

  async orderOf(token: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('order_receipt_links')
      .select('order_id')
      .where('token', '=', token)
      .executeTakeFirst();
    return row?.order_id ?? null;
  }

  /** Adds the link unless the sale has one already (two requests at once: the first one's stays). */
  async insertIfAbsent(orderId: string, token: string, now: number): Promise<void> {
    await this.db
      .insertInto('order_receipt_links')
      .values({ order_id: orderId, token, created_at: now })
      .onConflict((oc) => oc.column('order_id').doNothing())
      .execute();
  }
}
