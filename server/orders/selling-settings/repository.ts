import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
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

  async save(row: SellingSettingsTable): Promise<void> {
    const { seller_id: _, ...changes } = row;
    await this.db
      .insertInto('selling_settings')
      .values(row)
      .onConflict((oc) => oc.column('seller_id').doUpdateSet(changes))
      .execute();
  }
}
