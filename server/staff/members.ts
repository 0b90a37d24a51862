import {
  DEFAULT_DISCOUNT_LIMIT_PERCENT,
  DEFAULT_IDLE_LOCK_SECONDS,
  type OfflinePin,
  type Permission,
  type RoleEntry,
  type StaffMember,
  type TillSettings,
} from '../../contract/staff';
import { newId } from '../db/ids';
import { AppError } from '../http/app-error';
import type { SessionUser, TillRights } from '../http/context';
import { requireOwner } from './permissions';
import { hashPin, pinMatches } from './pins';
import type { MemberRow, StaffRepository } from './repository';
import { isBuiltIn, permissionsOf, roleEntries } from './roles';

/** a shop's staff at most: the PIN of an unlock without a name is checked against each */
export const STAFF_MAX = 30;

interface MemberInput {
  name?: string | undefined;
  pin?: string | undefined;
  role?: string | undefined;
  email?: string | null | undefined;
  phone?: string | null | undefined;
}

/** The owner's staff list, roles and till settings (docs/decisions/0280-staff-pins-and-roles.md). */
export class StaffMembers {
  constructor(
    private readonly repo: StaffRepository,
    private readonly now: () => number,
    /** the shop's devices are told its staff changed (a live `staff` change, docs/decisions/0280) */
    private readonly changed: (sellerId: string) => void = () => {},
  ) {}

  async list(user: SessionUser): Promise<{
    items: StaffMember[];
    roles: RoleEntry[];
    settings: TillSettings;
    pin_required: boolean;
    offline_pins: OfflinePin[];
  }> {
    const [rows, roles, settings] = await Promise.all([
      this.repo.members(user.id),
      this.repo.roles(user.id),
      this.settings(user.id),
    ]);
    return {
      items: rows.map((r) => memberOf(r, permissionsOf(r.role, roles))),
      roles: roleEntries(roles),
      settings,
      pin_required: rows.length > 0,
      offline_pins: rows.map((r) => ({
        staff_id: r.id,
        salt: r.pin_salt,
        hash: r.pin_hash,
        iterations: r.pin_iterations,
      })),
    };
  }

  async create(input: MemberInput & { name: string; pin: string; role: string }, user: SessionUser) {
    requireOwner(user);
    const [rows, roles] = await Promise.all([this.repo.members(user.id), this.repo.roles(user.id)]);
    if (rows.length >= STAFF_MAX) throw new AppError('validation', `At most ${STAFF_MAX} staff members`);
    this.checkRole(
      input.role,
      roles.map((r) => r.id),
    );
    await this.assertPinFree(input.pin, rows);
    const pin = await hashPin(input.pin);
    const row: MemberRow = {
      id: newId(),
      seller_id: user.id,
      name: input.name,
      role: input.role,
      email: input.email ?? null,
      phone: input.phone ?? null,
      pin_salt: pin.salt,
      pin_hash: pin.hash,
      pin_iterations: pin.iterations,
      created_at: this.now(),
      removed_at: null,
    };
    await this.repo.insertMember(row);
    this.changed(user.id);
    return memberOf(row, permissionsOf(row.role, roles));
  }

  async update(input: MemberInput & { id: string }, user: SessionUser): Promise<StaffMember> {
    requireOwner(user);
    const [rows, roles] = await Promise.all([this.repo.members(user.id), this.repo.roles(user.id)]);
    const current = rows.find((r) => r.id === input.id);
    if (!current) throw new AppError('notFound');
    if (input.role !== undefined)
      this.checkRole(
        input.role,
        roles.map((r) => r.id),
      );
    const patch: Partial<MemberRow> = {};
    if (input.name !== undefined) patch.name = input.name;
    if (input.role !== undefined) patch.role = input.role;
    if (input.email !== undefined) patch.email = input.email ?? null;
    if (input.phone !== undefined) patch.phone = input.phone ?? null;
    if (input.pin !== undefined) {
      await this.assertPinFree(
        input.pin,
        rows.filter((r) => r.id !== input.id),
      );
      const pin = await hashPin(input.pin);
      Object.assign(patch, { pin_salt: pin.salt, pin_hash: pin.hash, pin_iterations: pin.iterations });
    }
    if (Object.keys(patch).length > 0) await this.repo.updateMember(user.id, input.id, patch);
    // a new PIN or role ends her open tills: the next unlock reads them again
    if (input.pin !== undefined || input.role !== undefined)
      await this.repo.endTokensOf(input.id, this.now());
    const row = { ...current, ...patch };
    this.changed(user.id);
    return memberOf(row, permissionsOf(row.role, roles));
  }

  async remove(id: string, user: SessionUser): Promise<{ message: string }> {
    requireOwner(user);
    const now = this.now();
    if (!(await this.repo.updateMember(user.id, id, { removed_at: now }))) throw new AppError('notFound');
    await this.repo.endTokensOf(id, now);
    this.changed(user.id);
    return { message: 'Staff member removed' };
  }

  /** whether a member is (or was) one of the shop's: offline sales keep who made them after she left */
  async belongs(sellerId: string, staffId: string): Promise<boolean> {
    return (await this.repo.member(sellerId, staffId)) !== undefined;
  }

  /**
   * what a member (removed ones too: an offline sale syncs after she may have left) could do at the till, for the
   * check of an offline sale (docs/decisions/0288-offline-manager-approval.md); null when not one of the shop's
   */
  async rightsOf(sellerId: string, staffId: string): Promise<TillRights | null> {
    const row = await this.repo.member(sellerId, staffId);
    if (!row) return null;
    const [roles, settings] = await Promise.all([this.repo.roles(sellerId), this.settings(sellerId)]);
    return {
      staffId: row.id,
      name: row.name,
      role: row.role,
      permissions: permissionsOf(row.role, roles),
      discountLimitPercent: settings.discount_limit_percent,
    };
  }

  async roles(user: SessionUser): Promise<{ roles: RoleEntry[]; permissions: Permission[] }> {
    const entries = roleEntries(await this.repo.roles(user.id));
    return { roles: entries, permissions: [...entries[0]!.permissions] };
  }

  async saveRole(
    input: { id?: string | undefined; name: string; permissions: Permission[] },
    user: SessionUser,
  ): Promise<RoleEntry> {
    requireOwner(user);
    const permissions = [...new Set(input.permissions)];
    const text = permissions.join(',');
    if (input.id) {
      if (!(await this.repo.updateRole(user.id, input.id, input.name, text))) throw new AppError('notFound');
      this.changed(user.id);
      return { id: input.id, name: input.name, built_in: false, permissions };
    }
    const id = newId();
    await this.repo.insertRole({
      id,
      seller_id: user.id,
      name: input.name,
      permissions: text,
      created_at: this.now(),
    });
    this.changed(user.id);
    return { id, name: input.name, built_in: false, permissions };
  }

  async settings(sellerId: string): Promise<TillSettings> {
    const row = await this.repo.settings(sellerId);
    return {
      discount_limit_percent: row?.discount_limit_percent ?? DEFAULT_DISCOUNT_LIMIT_PERCENT,
      idle_lock_seconds: row?.idle_lock_seconds ?? DEFAULT_IDLE_LOCK_SECONDS,
    };
  }

  async saveSettings(input: TillSettings, user: SessionUser): Promise<TillSettings> {
    requireOwner(user);
    await this.repo.saveSettings({ seller_id: user.id, ...input });
    this.changed(user.id);
    return input;
  }

  private checkRole(role: string, customIds: string[]): void {
    if (!isBuiltIn(role) && !customIds.includes(role)) throw new AppError('validation', 'role: unknown role');
  }

  /** PINs are unique in a shop: a PIN alone tells the till who is unlocking */
  private async assertPinFree(pin: string, rows: readonly MemberRow[]): Promise<void> {
    const taken = await Promise.all(
      rows.map((r) => pinMatches(pin, { salt: r.pin_salt, hash: r.pin_hash, iterations: r.pin_iterations })),
    );
    if (taken.some(Boolean)) throw new AppError('staffPinTaken');
  }
}

export function memberOf(row: MemberRow, permissions: Permission[]): StaffMember {
  return {
    _id: row.id,
    name: row.name,
    role: row.role,
    email: row.email,
    phone: row.phone,
    permissions,
    created_at: Number(row.created_at),
  };
}
