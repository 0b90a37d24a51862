import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';

type Executor = Kysely<Database> | Transaction<Database>;

/**
 * SQL of wallet sign-in (docs/decisions/0101-sign-in-with-ethereum.md): sign-in nonces, linked
 * addresses (stored lower-case; the primary key makes one address belong to one account). The account a
 * new address creates is written by the core (AuthService.createPasswordlessAccount).
 */
export class WalletRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insertNonce(nonce: string, now: number, expiresAt: number): Promise<void> {
    // expired nonces go when new ones are made: the table stays small without a job
    await this.db.deleteFrom('wallet_nonces').where('expires_at', '<', now).execute();
    await this.db
      .insertInto('wallet_nonces')
      .values({ nonce, created_at: now, expires_at: expiresAt, used_at: null })
      .execute();
  }

  /** marks a nonce used; false when it is unknown, expired or used already (single use, race-safe) */
  async consumeNonce(nonce: string, now: number): Promise<boolean> {
    const result = await this.db
      .updateTable('wallet_nonces')
      .set({ used_at: now })
      .where('nonce', '=', nonce)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async ownerOf(address: string) {
    return this.db
      .selectFrom('wallet_addresses')
      .innerJoin('users', 'users.id', 'wallet_addresses.user_id')
      .select([
        'users.id as id',
        'users.email as email',
        'users.role as role',
        'wallet_addresses.created_at as linked_at',
      ])
      .where('wallet_addresses.address', '=', address.toLowerCase())
      .executeTakeFirst();
  }

  async link(userId: string, address: string, now: number, db: Executor = this.db): Promise<void> {
    await db
      .insertInto('wallet_addresses')
      .values({ address: address.toLowerCase(), user_id: userId, created_at: now })
      .execute();
  }

  async unlink(userId: string, address: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('wallet_addresses')
      .where('address', '=', address.toLowerCase())
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  }

  async walletsOf(userId: string) {
    return this.db
      .selectFrom('wallet_addresses')
      .select(['address', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at', 'asc')
      .execute();
  }
}
