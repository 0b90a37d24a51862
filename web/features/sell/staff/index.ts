// staff at a shared till (docs/decisions/0280-staff-pins-and-roles.md): what other features use

export { offlineDiscountLimit } from './offline-pins';
export { PinKeys } from './PinKeys';
export { TillLock } from './TillLock';
export { currentTill } from './till-session';
export { useManagerApproval } from './useManagerApproval';
export { type OfflineApproval, type OfflineRight, useOfflineApproval } from './useOfflineApproval';
export type { ApprovablePermission } from './useStaff';
