import type { Kysely } from 'kysely';
import type { Role } from '../../../contract/common';
import type { Database } from '../../db/schema';
import type { NameKeys } from '../../search/name-keys';

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

  /** another account whose username shares a look-alike key with these (docs/decisions/0260) */
  async usernameLookAlikeOwner(keys: NameKeys, exceptId: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('users')
      .select('id')
      .where(({ or, eb }) =>
        or([eb('username_skeleton', '=', keys.folded), eb('username_skeleton_cased', '=', keys.cased)]),
      )
      .where('id', '!=', exceptId)
      .limit(1)
      .executeTakeFirst();
    return row?.id;
  }

  /** the username and, when it changes how the name looks, its look-alike keys (`keys` undefined: kept) */
  async setUsername(id: string, username: string, keys?: NameKeys): Promise<void> {
    await this.db
      .updateTable('users')
      .set({
        username,
        username_normalized: username.toLowerCase(),
        ...(keys ? { username_skeleton: keys.folded, username_skeleton_cased: keys.cased } : {}),
      })
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
