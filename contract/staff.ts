import { z } from 'zod';
import { defineCall } from './call';
import { Empty, Id, Message } from './common';

/**
 * Staff at a shared till (issue 56 items 1, 2, 4; docs/decisions/0280-staff-pins-and-roles.md). The owner adds
 * staff by name with a 4-digit PIN and a role; a phone signed in as the shop asks for a PIN (/res/till/unlock)
 * and sends the answered till token as the `x-till-token` header; the server reads the acting staff member from
 * it, checks each permission and stamps sales, refunds, cash moves, shifts and day closes with her id.
 */

/** what a role may do besides selling; payout details, staff and roles stay the owner's alone */
export const PERMISSIONS = [
  'refund',
  'discount',
  'open_price',
  'see_costs',
  'edit_products',
  'see_reports',
  'close_day',
] as const;
export const Permission = z.enum(PERMISSIONS);
export type Permission = z.infer<typeof Permission>;

/** the built-in roles; a custom role is one of the shop's own (its id) */
export const BUILT_IN_ROLES = ['owner', 'manager', 'cashier'] as const;
export type BuiltInRole = (typeof BUILT_IN_ROLES)[number];

export const BUILT_IN_PERMISSIONS: Record<BuiltInRole, readonly Permission[]> = {
  owner: PERMISSIONS,
  manager: PERMISSIONS,
  cashier: [],
};

/** the header the till sends its token in, and the one a manager's approval rides in */
export const TILL_TOKEN_HEADER = 'x-till-token';
export const TILL_APPROVAL_HEADER = 'x-till-approval';

/** a cashier's discount up to this share of what it applies to needs no permission (the shop's setting) */
export const DEFAULT_DISCOUNT_LIMIT_PERCENT = 10;
/**
 * whether a discount of `offCents` on `ofCents` is within the shop's limit, so needs no `discount` permission: the
 * one rule for the server's check and the offline till's (docs/decisions/0288-offline-manager-approval.md)
 */
export function withinDiscountLimit(offCents: number, ofCents: number, limitPercent: number): boolean {
  return offCents <= 0 || offCents * 100 <= ofCents * limitPercent;
}
/** the till locks after this many seconds without a touch (the shop's setting) */
export const DEFAULT_IDLE_LOCK_SECONDS = 120;

export const Pin = z.string().regex(/^\d{4}$/, 'A PIN is 4 digits');
export const StaffName = z.string().trim().min(1).max(60);
/** a built-in role's name or a custom role's id */
export const StaffRole = z.string().trim().min(1).max(64);

export const RoleEntry = z.object({
  /** 'owner' | 'manager' | 'cashier', or a custom role's id */
  id: z.string(),
  /** a custom role's name; null for the built-in ones (the app names them in its language) */
  name: z.string().nullable(),
  built_in: z.boolean(),
  permissions: z.array(Permission),
});
export type RoleEntry = z.infer<typeof RoleEntry>;

export const StaffMember = z.object({
  _id: Id,
  name: z.string(),
  role: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  permissions: z.array(Permission),
  created_at: z.number().int(),
});
export type StaffMember = z.infer<typeof StaffMember>;

/**
 * What a till keeps to unlock without a connection: each member's PBKDF2-SHA256 of her PIN with her own salt
 * (WebCrypto in the browser, node's crypto on the server: the same verifier).
 */
export const OfflinePin = z.object({
  staff_id: Id,
  salt: z.string(),
  hash: z.string(),
  iterations: z.number().int(),
});
export type OfflinePin = z.infer<typeof OfflinePin>;

export const TillSettings = z.object({
  discount_limit_percent: z.number().int().min(0).max(100),
  idle_lock_seconds: z.number().int().min(15).max(3600),
});
export type TillSettings = z.infer<typeof TillSettings>;

export const staffList = defineCall({
  path: '/res/staff/list',
  summary:
    "The shop's staff (without PINs), its roles and till settings, and whether the till asks for a PIN (once staff exist). The owner only; a till acting as a member reads it for the switch list.",
  auth: 'seller',
  input: Empty,
  output: z.object({
    items: z.array(StaffMember),
    roles: z.array(RoleEntry),
    settings: TillSettings,
    pin_required: z.boolean(),
    /** the PIN verifiers of the live members, for unlocking offline */
    offline_pins: z.array(OfflinePin),
  }),
});

export const staffCreate = defineCall({
  path: '/res/staff/create',
  summary:
    'The owner adds a staff member by name with a 4-digit PIN (unique in the shop) and a role; email and phone are optional (no account is needed to sell). The owner only.',
  auth: 'seller',
  input: z.strictObject({
    name: StaffName,
    pin: Pin,
    role: StaffRole,
    email: z.string().trim().email().max(200).nullish(),
    phone: z.string().trim().max(30).nullish(),
  }),
  output: StaffMember,
});

export const staffUpdate = defineCall({
  path: '/res/staff/update',
  summary:
    "The owner changes a member's name, PIN, role, email or phone (fields left out stay). The owner only.",
  auth: 'seller',
  input: z.strictObject({
    id: Id,
    name: StaffName.optional(),
    pin: Pin.optional(),
    role: StaffRole.optional(),
    email: z.string().trim().email().max(200).nullish(),
    phone: z.string().trim().max(30).nullish(),
  }),
  output: StaffMember,
});

export const staffRemove = defineCall({
  path: '/res/staff/remove',
  summary:
    'The owner removes a member: her PIN stops working and her till tokens end; her past sales keep her name. The owner only.',
  auth: 'seller',
  input: z.strictObject({ id: Id }),
  output: Message,
});

export const staffRoles = defineCall({
  path: '/res/staff/roles',
  summary:
    "The roles a member may have: owner, manager, cashier and the shop's custom roles, each with its permissions.",
  auth: 'seller',
  input: Empty,
  output: z.object({ roles: z.array(RoleEntry), permissions: z.array(Permission) }),
});

export const staffRoleSave = defineCall({
  path: '/res/staff/role_save',
  summary: 'The owner adds a custom role (no id) or changes one, by name and permissions. The owner only.',
  auth: 'seller',
  input: z.strictObject({
    id: Id.optional(),
    name: z.string().trim().min(1).max(40),
    permissions: z.array(Permission).max(PERMISSIONS.length),
  }),
  output: RoleEntry,
});

export const staffSettings = defineCall({
  path: '/res/staff/settings',
  summary:
    "The owner sets the till's idle lock and how much discount a role without the discount permission may give. The owner only.",
  auth: 'seller',
  input: TillSettings.strict(),
  output: TillSettings,
});

export const tillUnlock = defineCall({
  path: '/res/till/unlock',
  summary:
    "A till signed in as the shop unlocks with a member's PIN (and her id when the till shows the names): a till token, sent as the x-till-token header, makes the calls act as her for 12 hours or until locked. Wrong PINs are throttled per shop and device (429).",
  auth: 'seller',
  input: z.strictObject({ pin: Pin, staff_id: Id.optional() }),
  output: z.object({ token: z.string(), staff: StaffMember, expires_at: z.number().int() }),
});

export const tillLock = defineCall({
  path: '/res/till/lock',
  summary: 'Ends the till token sent in x-till-token (the till asks for a PIN again).',
  auth: 'seller',
  input: Empty,
  output: Message,
});

export const tillApprove = defineCall({
  path: '/res/till/approve',
  summary:
    'A member who has the permission approves one action on the spot with her PIN: an approval token for the x-till-approval header of the next call needing it, from this till, within 2 minutes, once. `also` names further permissions the same action needs (a till sale with a typed price and a discount above the limit), approved by the same PIN. Throttled as unlock.',
  auth: 'seller',
  input: z.strictObject({
    pin: Pin,
    permission: Permission,
    also: z.array(Permission).max(8).optional(),
    staff_id: Id.optional(),
  }),
  output: z.object({ approval: z.string(), approver: StaffMember, expires_at: z.number().int() }),
});

export const StaffSalesRow = z.object({
  /** null: sales made with no staff member acting (the owner's own devices, or before staff) */
  staff_id: Id.nullable(),
  name: z.string().nullable(),
  gross: z.number(),
  refunds: z.number(),
  discounts: z.number(),
  net: z.number(),
  sales: z.number().int(),
  average: z.number(),
});
export type StaffSalesRow = z.infer<typeof StaffSalesRow>;

export const StaffSalesInput = z.strictObject({
  /** Hong Kong days, inclusive, YYYY-MM-DD */
  from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  to: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
});

export const staffSales = defineCall({
  path: '/res/staff/sales',
  summary:
    'Sales by staff over Hong Kong days: gross, refunds, discounts, net, sales count and average sale per member, from the sales records. Needs see_reports.',
  auth: 'seller',
  input: StaffSalesInput,
  output: z.object({ rows: z.array(StaffSalesRow), total: StaffSalesRow }),
});

export const staffSalesCsv = defineCall({
  path: '/res/staff/sales_csv',
  summary: 'The sales by staff as a CSV file (UTF-8 with BOM). Needs see_reports.',
  auth: 'seller',
  input: StaffSalesInput,
  output: z.object({ filename: z.string(), csv: z.string() }),
});
