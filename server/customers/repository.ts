import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { CustomersTable } from './tables';

export type CustomerRow = CustomersTable;
export type CustomerChanges = Partial<
  Pick<CustomersTable, 'name' | 'name_key' | 'phone' | 'phone_key' | 'email' | 'notes' | 'tags_json'>
>;

/** The only SQL on customers (docs/decisions/0282-customers.md). */
export class CustomersRepository {
  constructor(readonly db: Kysely<Database>) {}

  async insert(row: CustomerRow): Promise<void> {
    await this.db.insertInto('customers').values(row).execute();
  }

  /** entries for accounts the shop does not know yet (an account it knows is left as it is) */
  async insertAccounts(rows: CustomerRow[]): Promise<void> {
    for (let i = 0; i < rows.length; i += 200) {
      await this.db
        .insertInto('customers')
        .values(rows.slice(i, i + 200))
        .onConflict((oc) => oc.columns(['seller_id', 'user_id']).doNothing())
        .execute();
    }
  }

  /** the accounts the shop has an entry for (merged ones too) */
  async knownUserIds(sellerId: string): Promise<Set<string>> {
    const rows = await this.db
      .selectFrom('customers')
      .select('user_id')
      .where('seller_id', '=', sellerId)
      .where('user_id', 'is not', null)
      .execute();
    return new Set(rows.flatMap((r) => (r.user_id ? [r.user_id] : [])));
  }

  /** a page of the shop's entries (not merged ones), newest first, by a part of the folded name or the phone's digits */
  async page(
    sellerId: string,
    search: { nameKey: string; digits: string } | null,
    cursor: string | null,
    limit: number,
  ): Promise<CustomerRow[]> {
    let query = this.db
      .selectFrom('customers')
      .selectAll()
      .where('seller_id', '=', sellerId)
      .where('merged_into', 'is', null);
    if (search) {
      query = query.where((eb) =>
        eb.or([
          ...(search.nameKey ? [eb('name_key', 'like', `%${search.nameKey}%`)] : []),
          ...(search.digits ? [eb('phone_key', 'like', `%${search.digits}%`)] : []),
        ]),
      );
    }
    if (cursor) query = query.where('id', '<', cursor);
    return query.orderBy('id', 'desc').limit(limit).execute();
  }

  /** every entry of the shop that is not merged, oldest first (the CSV) */
  async all(sellerId: string): Promise<CustomerRow[]> {
    return this.db
      .selectFrom('customers')
      .selectAll()
      .where('seller_id', '=', sellerId)
      .where('merged_into', 'is', null)
      .orderBy('id')
      .execute();
  }

  async find(sellerId: string, id: string): Promise<CustomerRow | undefined> {
    return this.db
      .selectFrom('customers')
      .selectAll()
      .where('seller_id', '=', sellerId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  async byUser(sellerId: string, userId: string): Promise<CustomerRow | undefined> {
    return this.db
      .selectFrom('customers')
      .selectAll()
      .where('seller_id', '=', sellerId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  async byMemberCode(sellerId: string, code: string): Promise<CustomerRow | undefined> {
    return this.db
      .selectFrom('customers')
      .selectAll()
      .where('seller_id', '=', sellerId)
      .where('member_code', '=', code)
      .executeTakeFirst();
  }

  /** another live entry of the shop with this phone (its digits), if any */
  async withPhone(
    sellerId: string,
    phoneKey: string,
    exceptId: string | null,
  ): Promise<CustomerRow | undefined> {
    let query = this.db
      .selectFrom('customers')
      .selectAll()
      .where('seller_id', '=', sellerId)
      .where('phone_key', '=', phoneKey)
      .where('merged_into', 'is', null);
    if (exceptId) query = query.where('id', '!=', exceptId);
    return query.executeTakeFirst();
  }

  /** the entries merged into these ones */
  async aliasesOf(ids: string[]): Promise<CustomerRow[]> {
    if (ids.length === 0) return [];
    return this.db.selectFrom('customers').selectAll().where('merged_into', 'in', ids).execute();
  }

  async update(id: string, changes: CustomerChanges, now: number): Promise<void> {
    await this.db
      .updateTable('customers')
      .set({ ...changes, updated_at: now })
      .where('id', '=', id)
      .execute();
  }

  async setMemberCode(id: string, code: string): Promise<void> {
    await this.db.updateTable('customers').set({ member_code: code }).where('id', '=', id).execute();
  }

  /** `mergeId` and every entry merged into it become aliases of `keepId` */
  async merge(mergeId: string, keepId: string, now: number): Promise<void> {
    await this.db
      .updateTable('customers')
      .set({ merged_into: keepId, updated_at: now })
      .where((eb) => eb.or([eb('id', '=', mergeId), eb('merged_into', '=', mergeId)]))
      .execute();
  }

  async transaction<T>(fn: (repo: CustomersRepository) => Promise<T>): Promise<T> {
    return this.db.transaction().execute((trx) => fn(new CustomersRepository(trx)));
  }
}
