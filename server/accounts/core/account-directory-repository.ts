import type { Kysely } from 'kysely';
import type { Role } from '../../../contract/common';
import type { Database } from '../../db/schema';

export interface AccountSummary {
  id: string;
  email: string;
  username: string | null;
  role: Role;
  created_at: number;
}

/** SQL on the auth `users` table for account details other domains ask about (profiles, following). */
export class AccountDirectoryRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async find(id: string): Promise<AccountSummary | undefined> {
    return this.db
      .selectFrom('users')
      .select(['id', 'email', 'username', 'role', 'created_at'])
      .where('id', '=', id)
      .executeTakeFirst();
  }

  async findMany(ids: string[]): Promise<AccountSummary[]> {
    if (ids.length === 0) return [];
    return this.db
      .selectFrom('users')
      .select(['id', 'email', 'username', 'role', 'created_at'])
      .where('id', 'in', ids)
      .execute();
  }

  async usernameOwner(username: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('users')
      .select('id')
      .where('username_normalized', '=', username.toLowerCase())
      .executeTakeFirst();
    return row?.id;
  }

  async setUsername(id: string, username: string): Promise<void> {
    await this.db
      .updateTable('users')
      .set({ username, username_normalized: username.toLowerCase() })
      .where('id', '=', id)
      .execute();
  }

  /** true when the role changed (a customer became a seller) */
  async promoteToSeller(id: string): Promise<boolean> {
    const result = await this.db
      .updateTable('users')
      .set({ role: 's' })
      .where('id', '=', id)
      .where('role', '=', 'c')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** sellers other than `exceptId`, newest accounts first */
  async sellers(exceptId: string, limit: number): Promise<AccountSummary[]> {
    return this.db
      .selectFrom('users')
      .select(['id', 'email', 'username', 'role', 'created_at'])
      .where('role', '=', 's')
      .where('id', '!=', exceptId)
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }
}
