import type { Kysely } from 'kysely';
import type { ScaleLayout } from '../../../contract/scale-barcode-codes';
import type { Database } from '../../db/schema';

/** The only SQL on `pos_scale_settings`. */
export class ScaleSettingsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async layoutOf(sellerId: string): Promise<ScaleLayout | undefined> {
    const row = await this.db
      .selectFrom('pos_scale_settings')
      .select('layout')
      .where('seller_id', '=', sellerId)
      .executeTakeFirst();
    return row?.layout;
  }

  async save(sellerId: string, layout: ScaleLayout, now: number): Promise<void> {
    await this.db
      .insertInto('pos_scale_settings')
      .values({ seller_id: sellerId, layout, updated_at: now })
      .onConflict((oc) => oc.column('seller_id').doUpdateSet({ layout, updated_at: now }))
      .execute();
  }
}
