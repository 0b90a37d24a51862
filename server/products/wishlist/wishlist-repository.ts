import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The only SQL on `wishlist_items` (docs/decisions/0244-wishlist.md). */
export class WishlistRepository {
  constructor(readonly db: Kysely<Database>) {}

  /** saving twice keeps the first time */
  async add(userId: string, productId: string, at: number): Promise<void> {
    await this.db
      .insertInto('wishlist_items')
      .values({ user_id: userId, product_id: productId, created_at: at })
      .onConflict((oc) => oc.columns(['user_id', 'product_id']).doNothing())
      .execute();
  }

  async remove(userId: string, productId: string): Promise<void> {
    await this.db
      .deleteFrom('wishlist_items')
      .where('user_id', '=', userId)
      .where('product_id', '=', productId)
      .execute();
  }

  async count(userId: string): Promise<number> {
    const row = await this.db
      .selectFrom('wishlist_items')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /** newest first */
  async page(
    userId: string,
    offset: number,
    limit: number,
  ): Promise<{ product_id: string; created_at: number }[]> {
    return this.db
      .selectFrom('wishlist_items')
      .select(['product_id', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('product_id')
      .offset(offset)
      .limit(limit)
      .execute();
  }

  async ids(userId: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('wishlist_items')
      .select('product_id')
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .limit(1000)
      .execute();
    return rows.map((r) => r.product_id);
  }
}
