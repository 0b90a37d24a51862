import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** an account keeps at most this many known devices: the longest unused are forgotten first */
export const MAX_DEVICES_PER_ACCOUNT = 20;

/**
 * The only SQL on login_devices (docs/decisions/0258-login-throttles-and-data-folder-lock.md): device cookies,
 * by their sha-256.
 */
export class LoginDeviceRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** whose device this is, if it was used since `usedSince` */
  async ownerOf(tokenHash: string, usedSince: number): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('login_devices')
      .select('user_id')
      .where('token_hash', '=', tokenHash)
      .where('last_used_at', '>=', usedSince)
      .executeTakeFirst();
    return row?.user_id;
  }

  async touch(tokenHash: string, now: number): Promise<void> {
    await this.db
      .updateTable('login_devices')
      .set({ last_used_at: now })
      .where('token_hash', '=', tokenHash)
      .execute();
  }

  /** a new known device; the account's devices beyond the newest MAX_DEVICES_PER_ACCOUNT, or unused since `usedSince`, go */
  async add(tokenHash: string, userId: string, now: number, usedSince: number): Promise<void> {
    await this.db
      .insertInto('login_devices')
      .values({ token_hash: tokenHash, user_id: userId, created_at: now, last_used_at: now })
      .execute();
    await this.db
      .deleteFrom('login_devices')
      .where('user_id', '=', userId)
      .where((eb) =>
        eb.or([
          eb('last_used_at', '<', usedSince),
          eb(
            'token_hash',
            'not in',
            eb
              .selectFrom('login_devices')
              .select('token_hash')
              .where('user_id', '=', userId)
              .orderBy('last_used_at', 'desc')
              .orderBy('token_hash')
              .limit(MAX_DEVICES_PER_ACCOUNT),
          ),
        ]),
      )
      .execute();
  }

  /** forgets every known device of an account (after its password is reset, say) */
  async forgetAll(userId: string): Promise<void> {
    await this.db.deleteFrom('login_devices').where('user_id', '=', userId).execute();
  }
}
