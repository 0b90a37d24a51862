import { useRef } from 'react';
import { DIALOG_CLASSES, useModalDialog } from '../../../ui/ConfirmDialog';
import { ManagerApproval } from './ManagerApproval';
import type { ApprovablePermission } from './useStaff';

/**
 * The manager's approval over the till (docs/decisions/0280-staff-pins-and-roles.md): the refused save of a sale
 * waits for it whatever screen part the cashier is on, so it comes as a modal; Escape or back gives up.
 */
export function ManagerApprovalDialog(props: {
  message: string;
  permission: ApprovablePermission;
  also?: ApprovablePermission[];
  /** the offline till's own PIN check (decision 0288); else /res/till/approve */
  check?: (pin: string) => Promise<string>;
  onDone(approval: string | null): void;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const first = useRef<HTMLElement>(null);
  useModalDialog(dialogRef, first, () => props.onDone(null));
  return (
    <dialog
      ref={dialogRef}
      aria-modal="true"
      aria-label={props.message}
      className={`${DIALOG_CLASSES} max-w-[360px] p-2 outline-none`}
    >
      <ManagerApproval {...props} />
    </dialog>
  );
}
