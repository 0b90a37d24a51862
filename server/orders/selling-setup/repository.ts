import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
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

  async save(row: SellingSetupTable): Promise<void> {
    const { seller_id: _, ...changes } = row;
    await this.db
      .insertInto('selling_setup')
      .values(row)
      .onConflict((oc) => oc.column('seller_id').doUpdateSet(changes))
      .execute();
  }
}
