import { createHash, randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import {
  type Permission,
  type StaffMember,
  TILL_APPROVAL_HEADER,
  TILL_TOKEN_HEADER,
} from '../../contract/staff';
import { AppError } from '../http/app-error';
import type { SessionUser, TillActor } from '../http/context';
import type { StaffMembers } from './members';
import { memberOf } from './members';
import type { PinCheck } from './pin-check';
import type { StaffRepository } from './repository';
import { permissionsOf } from './roles';

/** a till token lasts a working day at most (the till locks itself sooner when idle) */
export const TILL_TOKEN_TTL_MS = 12 * 3_600_000;
/** a manager's approval is for the action in front of her: 2 minutes, once */
export const APPROVAL_TTL_MS = 2 * 60_000;

const sha256 = (s: string) => createHash('sha256').update(s).digest('base64url');

/**
 * The shared till (docs/decisions/0280-staff-pins-and-roles.md): a shop session unlocks with a member's PIN and
 * acts as her with the till token; a member with a permission approves one action with her PIN (checked and
 * throttled by `PinCheck`, shared with the time clock); every seller request is read here for the member acting in
 * it.
 */
export class Till {
  constructor(
    private readonly repo: StaffRepository,
    private readonly members: StaffMembers,
    private readonly pins: PinCheck,
    private readonly now: () => number,
  ) {}

  async unlock(
    input: { pin: string; staff_id?: string | undefined },
    user: SessionUser,
  ): Promise<{ token: string; staff: StaffMember; expires_at: number }> {
    const member = await this.pins.member(input.pin, input.staff_id, user);
    const now = this.now();
    const { token, expiresAt } = await this.issue(user, member.id, now, 'till', null, TILL_TOKEN_TTL_MS);
    // from now on this session is a till: without a till token it only sells
    await this.repo.markTill(user.tokenHash, user.id, now);
    const roles = await this.repo.roles(user.id);
    return { token, staff: memberOf(member, permissionsOf(member.role, roles)), expires_at: expiresAt };
  }

  async approve(
    input: {
      pin: string;
      permission: Permission;
      also?: Permission[] | undefined;
      staff_id?: string | undefined;
    },
    user: SessionUser,
  ): Promise<{ approval: string; approver: StaffMember; expires_at: number }> {
    const member = await this.pins.member(input.pin, input.staff_id, user);
    const roles = await this.repo.roles(user.id);
    const permissions = permissionsOf(member.role, roles);
    const approved = [...new Set([input.permission, ...(input.also ?? [])])];
    if (approved.some((p) => !permissions.includes(p))) throw new AppError('staffPermission');
    // one action may need several (a typed price and a big discount): kept as one comma-joined column
    const permission = approved.join(',');
    const issued = await this.issue(user, member.id, this.now(), 'approval', permission, APPROVAL_TTL_MS);
    return { approval: issued.token, approver: memberOf(member, permissions), expires_at: issued.expiresAt };
  }

  /** A new secret that lets this shop session act as the member (till) or approve (approval); kept hashed. */
  private async issue(
    user: SessionUser,
    staffId: string,
    now: number,
    kind: 'till' | 'approval',
    permission: string | null,
    ttlMs: number,
  ): Promise<{ token: string; expiresAt: number }> {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = now + ttlMs;
    await this.repo.insertToken({
      token_hash: sha256(token),
      seller_id: user.id,
      staff_id: staffId,
      session_hash: user.tokenHash,
      kind,
      permission,
      expires_at: expiresAt,
      used_at: null,
      created_at: now,
    });
    return { token, expiresAt };
  }

  async lock(user: SessionUser, headers: IncomingHttpHeaders): Promise<{ message: string }> {
    const token = headerOf(headers, TILL_TOKEN_HEADER);
    if (token) await this.repo.endToken(sha256(token), user.tokenHash, this.now());
    return { message: 'Till locked' };
  }

  /**
   * Who acts in a seller's request: the member of a valid till token (with a manager's approval when one rode
   * along), the till locked when this session is a till without one, or the owner herself.
   */
  async actingAt(user: SessionUser, headers: IncomingHttpHeaders): Promise<SessionUser> {
    const token = headerOf(headers, TILL_TOKEN_HEADER);
    const now = this.now();
    if (!token) return (await this.repo.isTill(user.tokenHash)) ? { ...user, till: { locked: true } } : user;
    const member = await this.repo.tillMember(sha256(token), user.tokenHash, now);
    if (!member || member.seller_id !== user.id) return { ...user, till: { locked: true } };
    const [roles, settings] = await Promise.all([this.repo.roles(user.id), this.members.settings(user.id)]);
    const approvalToken = headerOf(headers, TILL_APPROVAL_HEADER);
    const approval = approvalToken
      ? await this.repo.takeApproval(sha256(approvalToken), user.tokenHash, now)
      : undefined;
    const till: TillActor = {
      staffId: member.id,
      name: member.name,
      role: member.role,
      permissions: permissionsOf(member.role, roles),
      discountLimitPercent: settings.discount_limit_percent,
      approval: approval?.permission
        ? { permissions: approval.permission.split(','), approverId: approval.staff_id }
        : null,
    };
    return { ...user, till };
  }
}

function headerOf(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  const text = Array.isArray(value) ? value[0] : value;
  return text && text.length <= 100 ? text : undefined;
}
