import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { StaffMembersTable, StaffRolesTable, StaffSettingsTable, StaffTokensTable } from './tables';

export type MemberRow = StaffMembersTable;
export type RoleRow = StaffRolesTable;

/** The only SQL on the staff tables (docs/decisions/0280-staff-pins-and-roles.md). */
export class StaffRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** the shop's live members, oldest first */
  async members(sellerId: string): Promise<MemberRow[]> {
    return this.db
      .selectFrom('staff_members')
      .selectAll()
      .where('seller_id', '=', sellerId)
      .where('removed_at', 'is', null)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  }

  async hasMembers(sellerId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('staff_members')
      .select('id')
      .where('seller_id', '=', sellerId)
      .where('removed_at', 'is', null)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** one of the shop's members, removed or not */
  async member(sellerId: string, id: string): Promise<MemberRow | undefined> {
    return this.db
      .selectFrom('staff_members')
      .selectAll()
      .where('seller_id', '=', sellerId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** the names of the shop's members by id, removed ones too (past sales keep their names) */
  async names(sellerId: string, ids: string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('staff_members')
      .select(['id', 'name'])
      .where('seller_id', '=', sellerId)
      .where('id', 'in', ids)
      .execute();
    return new Map(rows.map((r) => [r.id, r.name]));
  }

  async insertMember(row: MemberRow): Promise<void> {
    await this.db.insertInto('staff_members').values(row).execute();
  }

  async updateMember(
    sellerId: string,
    id: string,
    patch: Partial<Omit<MemberRow, 'id' | 'seller_id' | 'created_at'>>,
  ): Promise<boolean> {
    const res = await this.db
      .updateTable('staff_members')
      .set(patch)
      .where('seller_id', '=', sellerId)
      .where('id', '=', id)
      .where('removed_at', 'is', null)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) > 0;
  }

  async roles(sellerId: string): Promise<RoleRow[]> {
    return this.db
      .selectFrom('staff_roles')
      .selectAll()
      .where('seller_id', '=', sellerId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  }

  async insertRole(row: RoleRow): Promise<void> {
    await this.db.insertInto('staff_roles').values(row).execute();
  }

  async updateRole(sellerId: string, id: string, name: string, permissions: string): Promise<boolean> {
    const res = await this.db
      .updateTable('staff_roles')
      .set({ name, permissions })
      .where('seller_id', '=', sellerId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) > 0;
  }

  async settings(sellerId: string): Promise<StaffSettingsTable | undefined> {
    return this.db
      .selectFrom('staff_settings')
      .selectAll()
      .where('seller_id', '=', sellerId)
      .executeTakeFirst();
  }

  async saveSettings(row: StaffSettingsTable): Promise<void> {
    await this.db
      .insertInto('staff_settings')
      .values(row)
      .onConflict((oc) =>
        oc.column('seller_id').doUpdateSet({
          discount_limit_percent: row.discount_limit_percent,
          idle_lock_seconds: row.idle_lock_seconds,
        }),
      )
      .execute();
  }

  async insertToken(row: StaffTokensTable): Promise<void> {
    await this.db.insertInto('staff_tokens').values(row).execute();
  }

  /** the member a live till token of this shop session acts as (not removed), or undefined */
  async tillMember(tokenHash: string, sessionHash: string, now: number): Promise<MemberRow | undefined> {
    return this.db
      .selectFrom('staff_tokens')
      .innerJoin('staff_members', 'staff_members.id', 'staff_tokens.staff_id')
      .selectAll('staff_members')
      .where('staff_tokens.token_hash', '=', tokenHash)
      .where('staff_tokens.session_hash', '=', sessionHash)
      .where('staff_tokens.kind', '=', 'till')
      .where('staff_tokens.expires_at', '>=', now)
      .where('staff_tokens.used_at', 'is', null)
      .where('staff_members.removed_at', 'is', null)
      .executeTakeFirst();
  }

  /** takes a live approval of this shop session once: its permission and approver, or undefined */
  async takeApproval(
    tokenHash: string,
    sessionHash: string,
    now: number,
  ): Promise<{ permission: string | null; staff_id: string } | undefined> {
    return this.db
      .updateTable('staff_tokens')
      .set({ used_at: now })
      .where('token_hash', '=', tokenHash)
      .where('session_hash', '=', sessionHash)
      .where('kind', '=', 'approval')
      .where('expires_at', '>=', now)
      .where('used_at', 'is', null)
      .returning(['permission', 'staff_id'])
      .executeTakeFirst();
  }

  async endToken(tokenHash: string, sessionHash: string, now: number): Promise<void> {
    await this.db
      .updateTable('staff_tokens')
      .set({ used_at: now })
      .where('token_hash', '=', tokenHash)
      .where('session_hash', '=', sessionHash)
      .where('used_at', 'is', null)
      .execute();
  }

  /** ends every token of a member (removed, or her PIN changed) */
  async endTokensOf(staffId: string, now: number): Promise<void> {
    await this.db
      .updateTable('staff_tokens')
      .set({ used_at: now })
      .where('staff_id', '=', staffId)
      .where('used_at', 'is', null)
      .execute();
  }

  async isTill(sessionHash: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('staff_tills')
      .select('session_hash')
      .where('session_hash', '=', sessionHash)
      .executeTakeFirst();
    return row !== undefined;
  }

  async markTill(sessionHash: string, sellerId: string, now: number): Promise<void> {
    await this.db
      .insertInto('staff_tills')
      .values({ session_hash: sessionHash, seller_id: sellerId, created_at: now })
      .onConflict((oc) => oc.column('session_hash').doNothing())
      .execute();
  }
}
