import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type Permission,
  staffCreate,
  staffList,
  staffRemove,
  staffRoleSave,
  staffSales,
  staffSalesCsv,
  staffSettings,
  staffUpdate,
  type TillSettings,
  tillApprove,
  tillLock,
  tillUnlock,
} from '../../../../contract/staff';
import { callApi } from '../../../lib/api';

import { staffKeys } from './keys';

export { staffKeys };

/** `/res/staff/list`: the shop's staff, roles, settings and the PIN verifiers for offline */
export function useStaffList() {
  return useQuery({ queryKey: staffKeys.list, queryFn: () => callApi(staffList, {}) });
}

/** `/res/staff/create` */
export function useAddStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { name: string; pin: string; role: string }) => callApi(staffCreate, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.list }),
  });
}

/** `/res/staff/update`: a member's name, PIN or role (fields left out stay) */
export function useUpdateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; name?: string; pin?: string; role?: string }) =>
      callApi(staffUpdate, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.list }),
  });
}

/** `/res/staff/role_save`: a custom role added (no id) or changed */
export function useSaveRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id?: string; name: string; permissions: Permission[] }) =>
      callApi(staffRoleSave, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.list }),
  });
}

/** `/res/staff/settings`: the till's idle lock and the discount a role without the permission may give */
export function useSaveTillSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TillSettings) => callApi(staffSettings, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.list }),
  });
}

/** `/res/staff/remove` */
export function useRemoveStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(staffRemove, { id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.list }),
  });
}

/** `/res/staff/sales`: sales by staff over Hong Kong days */
export function useStaffSales(from: string, to: string) {
  return useQuery({ queryKey: staffKeys.sales(from, to), queryFn: () => callApi(staffSales, { from, to }) });
}

/** `/res/staff/sales_csv` */
export function useStaffSalesCsv() {
  return useMutation({ mutationFn: (range: { from: string; to: string }) => callApi(staffSalesCsv, range) });
}

/** `/res/till/unlock` */
export function useUnlockTill() {
  return useMutation({
    mutationFn: (input: { pin: string; staff_id?: string }) => callApi(tillUnlock, input),
  });
}

/** `/res/till/lock` */
export function useLockTill() {
  return useMutation({ mutationFn: () => callApi(tillLock, {}) });
}

/** what a manager approves on the spot at the till */
export type ApprovablePermission = 'refund' | 'discount' | 'open_price' | 'close_day';

const APPROVABLE: readonly string[] = ['refund', 'discount', 'open_price', 'close_day'];

export function isApprovable(permission: string | undefined): permission is ApprovablePermission {
  return permission !== undefined && APPROVABLE.includes(permission);
}

/** `/res/till/approve` */
export function useApprove() {
  return useMutation({
    mutationFn: (input: { pin: string; permission: ApprovablePermission; also?: ApprovablePermission[] }) =>
      callApi(tillApprove, input),
  });
}
