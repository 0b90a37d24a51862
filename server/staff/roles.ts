import {
  BUILT_IN_PERMISSIONS,
  BUILT_IN_ROLES,
  type BuiltInRole,
  PERMISSIONS,
  type Permission,
  type RoleEntry,
} from '../../contract/staff';
import type { RoleRow } from './repository';

export function isBuiltIn(role: string): role is BuiltInRole {
  return (BUILT_IN_ROLES as readonly string[]).includes(role);
}

export function parsePermissions(text: string): Permission[] {
  const given = new Set(text.split(',').filter(Boolean));
  return PERMISSIONS.filter((p) => given.has(p));
}

/** the built-in roles, then the shop's own */
export function roleEntries(custom: readonly RoleRow[]): RoleEntry[] {
  return [
    ...BUILT_IN_ROLES.map((id) => ({
      id,
      name: null,
      built_in: true,
      permissions: [...BUILT_IN_PERMISSIONS[id]],
    })),
    ...custom.map((r) => ({
      id: r.id,
      name: r.name,
      built_in: false,
      permissions: parsePermissions(r.permissions),
    })),
  ];
}

/** what a member's role lets her do; a role no longer known lets her only sell */
export function permissionsOf(role: string, custom: readonly RoleRow[]): Permission[] {
  if (isBuiltIn(role)) return [...BUILT_IN_PERMISSIONS[role]];
  const row = custom.find((r) => r.id === role);
  return row ? parsePermissions(row.permissions) : [];
}
