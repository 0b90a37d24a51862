import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { upsertRow } from '../../db/upsert-row';
import type { SellingSettingsTable } from './tables';

/** The only SQL on `selling_settings` (docs/decisions/0264-cash-rounding.md). */
export class SellingSettingsRepository {
  constructor(readonly db: Kysely<Database>) {}

  async of(sellerId: string): Promise<SellingSettingsTable | undefined> {
    return this.db
      .selectFrom('selling_settings')
      .selectAll()
      .where('seller_id', '=', sellerId)
      .executeTakeFirst();
  }

  save(row: SellingSettingsTable): Promise<void> {
    return upsertRow(this.db, 'selling_settings', 'seller_id', row);
  }
}
