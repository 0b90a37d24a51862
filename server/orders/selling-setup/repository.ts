import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { upsertRow } from '../../db/upsert-row';
import type { SellingSetupTable } from './tables';

/** The only SQL on `selling_setup` (docs/decisions/0272-seller-onboarding.md). */
export class SellingSetupRepository {
  constructor(readonly db: Kysely<Database>) {}

  async of(sellerId: string): Promise<SellingSetupTable | undefined> {
    return this.db
      .selectFrom('selling_setup')
      .selectAll()
      .where('seller_id', '=', sellerId)
      .executeTakeFirst();
  }

  save(row: SellingSetupTable): Promise<void> {
    return upsertRow(this.db, 'selling_setup', 'seller_id', row);
  }
}
