import { type Permission, withinDiscountLimit } from '../../contract/staff';
import { AppError, localized } from '../http/app-error';
import type { SessionUser, TillActor } from '../http/context';

/**
 * The one place a request's permission is checked (docs/decisions/0280-staff-pins-and-roles.md). The owner acting
 * without a till token may do everything, so a shop without staff works as before; a till session that sent no
 * valid token is locked; a member needs the permission in her role, or a manager's approval of it for this call.
 */
export function requirePermission(user: SessionUser, permission: Permission): void {
  const actor = actingMember(user);
  if (!actor) return;
  if (actor.permissions.includes(permission)) return;
  if (actor.approval?.permissions.includes(permission)) return;
  throw new AppError('staffPermission', PERMISSION_TEXTS[permission], { permission });
}

/** whether the caller may, without asking: for reads that leave out what she may not see (costs, profit) */
export function mayDo(user: SessionUser, permission: Permission): boolean {
  const actor = tillOf(user);
  return actor === 'locked' ? false : !actor || actor.permissions.includes(permission);
}

/** the staff, roles, settings and payout details stay the owner's: her own device, or her own PIN at a till */
export function requireOwner(user: SessionUser): void {
  const actor = actingMember(user);
  if (actor && actor.role !== 'owner') throw new AppError('staffOwnerOnly');
}

/** the member acting in this request, to stamp on what it writes; null when none (the owner's own device) */
export function staffIdOf(user: SessionUser): string | null {
  const actor = tillOf(user);
  return actor && actor !== 'locked' ? actor.staffId : null;
}

/** the member who approved this request's action with her PIN, or null */
export function approverOf(user: SessionUser): string | null {
  const actor = tillOf(user);
  return actor && actor !== 'locked' ? (actor.approval?.approverId ?? null) : null;
}

/** a discount on a till sale above the shop's limit needs the discount permission */
export function requireDiscountWithin(user: SessionUser, offCents: number, ofCents: number): void {
  const actor = tillOf(user);
  if (!actor || offCents <= 0) return;
  if (actor !== 'locked' && withinDiscountLimit(offCents, ofCents, actor.discountLimitPercent)) return;
  requirePermission(user, 'discount');
}

function tillOf(user: SessionUser): TillActor | 'locked' | undefined {
  const till = user.till;
  if (!till) return undefined;
  return 'locked' in till ? 'locked' : till;
}

function actingMember(user: SessionUser): TillActor | undefined {
  const actor = tillOf(user);
  if (actor === 'locked') throw new AppError('tillLocked');
  return actor;
}

const PERMISSION_TEXTS: Record<Permission, ReturnType<typeof localized>> = {
  refund: localized(
    'Refunds need a manager. Ask one to approve with her PIN.',
    '退款需要經理批准。請經理輸入 PIN 批准。',
    '退款需要经理批准。请经理输入 PIN 批准。',
  ),
  discount: localized(
    "This discount is above your role's limit. Ask a manager to approve with her PIN.",
    '此折扣超出你角色的上限。請經理輸入 PIN 批准。',
    '此折扣超出你角色的上限。请经理输入 PIN 批准。',
  ),
  open_price: localized(
    'Typing a price needs a manager. Ask one to approve with her PIN.',
    '輸入價格需要經理批准。請經理輸入 PIN 批准。',
    '输入价格需要经理批准。请经理输入 PIN 批准。',
  ),
  see_costs: localized(
    'Costs and profit are for managers.',
    '成本及利潤只限經理查看。',
    '成本及利润只限经理查看。',
  ),
  edit_products: localized(
    'Changing products and stock needs a manager. Ask one to approve with her PIN.',
    '更改貨品及庫存需要經理批准。請經理輸入 PIN 批准。',
    '更改货品及库存需要经理批准。请经理输入 PIN 批准。',
  ),
  see_reports: localized('Reports are for managers.', '報表只限經理查看。', '报表只限经理查看。'),
  close_day: localized(
    'Closing the day or a shift needs a manager. Ask one to approve with her PIN.',
    '結算當日或更次需要經理批准。請經理輸入 PIN 批准。',
    '结算当日或班次需要经理批准。请经理输入 PIN 批准。',
  ),
};
