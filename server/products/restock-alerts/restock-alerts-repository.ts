import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';

/** an alert whose product or variant is live and in stock again, with what its notification shows */
export interface DueAlert {
  id: string;
  user_id: string;
  product_id: string;
  variant_id: string;
  /** the product's name */
  name: string;
  /** the variant's name, when one was asked about */
  variant_name: string | null;
  image_paths: string;
}

/**
 * The only SQL on `restock_alerts`. It reads `products` (a variant is a product row with its parent's id) for
 * what is back, read-only (docs/decisions/0095-reading-across-domains.md).
 */
export class RestockAlertsRepository {
  constructor(readonly db: Kysely<Database>) {}

  /** one alert per person and product or variant: asking again keeps the first */
  async add(row: Database['restock_alerts']): Promise<void> {
    await this.db
      .insertInto('restock_alerts')
      .values(row)
      .onConflict((oc) => oc.columns(['user_id', 'product_id', 'variant_id']).doNothing())
      .execute();
  }

  async remove(userId: string, productId: string, variantId: string): Promise<void> {
    await this.db
      .deleteFrom('restock_alerts')
      .where('user_id', '=', userId)
      .where('product_id', '=', productId)
      .where('variant_id', '=', variantId)
      .execute();
  }

  async ofUser(userId: string): Promise<{ product_id: string; variant_id: string }[]> {
    return this.db
      .selectFrom('restock_alerts')
      .select(['product_id', 'variant_id'])
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .limit(500)
      .execute();
  }

  /**
   * Alerts whose product (or variant) is live with stock above 0: of these products only, or (null) any, at
   * most `limit` of them.
   */
  async due(productIds: string[] | null, limit = 500): Promise<DueAlert[]> {
    if (productIds !== null && productIds.length === 0) return [];
    let query = this.db
      .selectFrom('restock_alerts as a')
      .innerJoin('products as p', 'p.id', 'a.product_id')
      .leftJoin('products as v', (join) => join.onRef('v.id', '=', 'a.variant_id'))
      .select([
        'a.id',
        'a.user_id',
        'a.product_id',
        'a.variant_id',
        'p.name',
        'v.name as variant_name',
        'p.image_paths',
      ])
      .where('p.removed_at', 'is', null)
      .where((eb) =>
        eb.or([
          eb.and([eb('a.variant_id', '=', ''), eb('p.quantity', '>', 0)]),
          eb.and([eb('a.variant_id', '!=', ''), eb('v.removed_at', 'is', null), eb('v.quantity', '>', 0)]),
        ]),
      );
    if (productIds !== null) query = query.where('a.product_id', 'in', productIds);
    return query.orderBy('a.created_at').limit(limit).execute();
  }

  /** takes the alert, in the transaction that writes its notification: true for the one that took it */
  async take(trx: Transaction<Database>, id: string): Promise<boolean> {
    const result = await trx.deleteFrom('restock_alerts').where('id', '=', id).executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  }
}
