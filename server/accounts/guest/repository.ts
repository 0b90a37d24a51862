import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { GuestPassesTable } from './tables';

/** The only SQL on guest_passes (docs/decisions/0284-guest-checkout.md). */
export class GuestPassesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(row: GuestPassesTable): Promise<void> {
    await this.db.insertInto('guest_passes').values(row).execute();
  }

  /** a token of this kind, not expired and (a link) not used */
  async live(tokenHash: string, kind: GuestPassesTable['kind'], now: number) {
    return this.db
      .selectFrom('guest_passes')
      .select(['user_id', 'scope', 'expires_at'])
      .where('token_hash', '=', tokenHash)
      .where('kind', '=', kind)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
  }

  /** uses a link up; false when another request used it first */
  async use(tokenHash: string, now: number): Promise<boolean> {
    const r = await this.db
      .updateTable('guest_passes')
      .set({ used_at: now })
      .where('token_hash', '=', tokenHash)
      .where('kind', '=', 'link')
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }
}
