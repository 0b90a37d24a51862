/**
 * Staff at a shared till (docs/decisions/0280-staff-pins-and-roles.md): members with a PIN and a role, the shop's
 * custom roles and till settings, the till and approval tokens (stored hashed), and the sessions used as tills.
 */
export interface StaffMembersTable {
  id: string;
  seller_id: string;
  name: string;
  /** 'owner' | 'manager' | 'cashier', or a custom role's id */
  role: string;
  email: string | null;
  phone: string | null;
  /** PBKDF2-SHA256 of the PIN with pin_salt (base64url), pin_iterations rounds: the verifier online and offline */
  pin_salt: string;
  pin_hash: string;
  pin_iterations: number;
  created_at: number;
  /** set when the owner removed her: the PIN stops working, past rows keep her id */
  removed_at: number | null;
}

export interface StaffRolesTable {
  id: string;
  seller_id: string;
  name: string;
  /** the permissions, comma-separated */
  permissions: string;
  created_at: number;
}

export interface StaffSettingsTable {
  seller_id: string;
  discount_limit_percent: number;
  idle_lock_seconds: number;
}

export interface StaffTokensTable {
  /** SHA-256 of the token */
  token_hash: string;
  seller_id: string;
  staff_id: string;
  /** the shop session (its token's hash) the till token was given to: it works with that session only */
  session_hash: string;
  /** 'till' (acts as the member) | 'approval' (one action approved) */
  kind: string;
  /** an approval's permissions, comma-separated (one action may need several); null for a till token */
  permission: string | null;
  expires_at: number;
  /** an approval is taken once; a locked till token is ended */
  used_at: number | null;
  created_at: number;
}

export interface StaffTillsTable {
  /** a shop session that unlocked a till once: without a till token it may not act past selling */
  session_hash: string;
  seller_id: string;
  created_at: number;
}

/** the time clock (docs/decisions/0287-time-clock.md): one row per clock-in, closed by the clock-out */
export interface StaffTimeEntriesTable {
  id: string;
  seller_id: string;
  /** kept when the member is removed: her hours stay */
  staff_id: string;
  clock_in: number;
  /** null while she is clocked in */
  clock_out: number | null;
  /** when the owner last corrected the times; null for entries as clocked */
  edited_at: number | null;
  created_at: number;
}

export interface StaffTables {
  staff_members: StaffMembersTable;
  staff_roles: StaffRolesTable;
  staff_settings: StaffSettingsTable;
  staff_tokens: StaffTokensTable;
  staff_tills: StaffTillsTable;
  staff_time_entries: StaffTimeEntriesTable;
}
