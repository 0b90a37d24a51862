import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { PushSubscriptionsTable } from './tables';

/** The only SQL on `push_subscriptions` and `push_keys`. */
export class PushRepository {
  constructor(readonly db: Kysely<Database>) {}

  /** the key pair; `fresh` is stored when there is none yet (two processes at once keep the first) */
  async keys(fresh: {
    public_key: string;
    private_key: string;
  }): Promise<{ public_key: string; private_key: string }> {
    await this.db
      .insertInto('push_keys')
      .values({ id: 'vapid', ...fresh })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    return this.db
      .selectFrom('push_keys')
      .select(['public_key', 'private_key'])
      .where('id', '=', 'vapid')
      .executeTakeFirstOrThrow();
  }

  /**
   * a device belongs to whoever subscribed it first (docs/decisions/0257-push-endpoints.md): stored, or its keys
   * renewed by the same account; false when another account has it (nothing changes then)
   */
  async claim(row: PushSubscriptionsTable): Promise<boolean> {
    const stored = await this.db
      .insertInto('push_subscriptions')
      .values(row)
      .onConflict((oc) =>
        oc
          .column('endpoint')
          .doUpdateSet({ p256dh: row.p256dh, auth: row.auth })
          .where('push_subscriptions.user_id', '=', row.user_id),
      )
      .returning('endpoint')
      .executeTakeFirst();
    return stored !== undefined;
  }

  async remove(endpoint: string, userId?: string): Promise<void> {
    let query = this.db.deleteFrom('push_subscriptions').where('endpoint', '=', endpoint);
    if (userId) query = query.where('user_id', '=', userId);
    await query.execute();
  }

  async ofUser(userId: string): Promise<PushSubscriptionsTable[]> {
    return this.db
      .selectFrom('push_subscriptions')
      .selectAll()
      .where('user_id', '=', userId)
      .limit(20)
      .execute();
  }
}
