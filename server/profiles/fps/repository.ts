import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** SQL of sellers' FPS identifiers. */
export class FpsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  find(userId: string) {
    return this.db
      .selectFrom('user_fps')
      .select(['kind', 'value'])
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  async put(userId: string, kind: string, value: string, now: number): Promise<void> {
    await this.db
      .insertInto('user_fps')
      .values({ user_id: userId, kind, value, updated_at: now })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ kind, value, updated_at: now }))
      .execute();
  }

  async remove(userId: string): Promise<void> {
    await this.db.deleteFrom('user_fps').where('user_id', '=', userId).execute();
  }
}
