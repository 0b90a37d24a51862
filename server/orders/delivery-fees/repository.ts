import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { DeliveryFeesTable } from './tables';

export type DeliveryFeesRow = DeliveryFeesTable;

/** The only SQL on `delivery_fees` (docs/decisions/0248-delivery-fees.md). */
export class DeliveryFeesRepository {
  constructor(readonly db: Kysely<Database>) {}

  async of(sellerIds: string[]): Promise<DeliveryFeesRow[]> {
    if (sellerIds.length === 0) return [];
    return this.db.selectFrom('delivery_fees').selectAll().where('seller_id', 'in', sellerIds).execute();
  }

  async save(row: DeliveryFeesRow): Promise<void> {
    const { seller_id: _, ...changes } = row;
    await this.db
      .insertInto('delivery_fees')
      .values(row)
      .onConflict((oc) => oc.column('seller_id').doUpdateSet(changes))
      .execute();
  }
}
