import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { upsertRow } from '../../db/upsert-row';
import type { DeliveryFeesTable } from './tables';

export type DeliveryFeesRow = DeliveryFeesTable;

/** The only SQL on `delivery_fees` (docs/decisions/0248-delivery-fees.md). */
export class DeliveryFeesRepository {
  constructor(readonly db: Kysely<Database>) {}

  async of(
    sellerIds: string[],
    db: Kysely<Database> | Transaction<Database> = this.db,
  ): Promise<DeliveryFeesRow[]> {
    if (sellerIds.length === 0) return [];
    return db.selectFrom('delivery_fees').selectAll().where('seller_id', 'in', sellerIds).execute();
  }

  save(row: DeliveryFeesRow): Promise<void> {
    return upsertRow(this.db, 'delivery_fees', 'seller_id', row);
  }
}
