import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The only SQL on `pos_quick_keys`. */
export class QuickKeysRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** the seller's quick keys' product ids, in her order */
  async productIdsOf(sellerId: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('pos_quick_keys')
      .select('product_id')
      .where('seller_id', '=', sellerId)
      .orderBy('position')
      .execute();
    return rows.map((r) => r.product_id);
  }

  /** all of the seller's keys at once, so two saves never interleave into a mixed order */
  async replace(sellerId: string, productIds: string[]): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('pos_quick_keys').where('seller_id', '=', sellerId).execute();
      if (productIds.length === 0) return;
      await trx
        .insertInto('pos_quick_keys')
        .values(productIds.map((id, position) => ({ seller_id: sellerId, product_id: id, position })))
        .execute();
    });
  }
}
