import { type ReactNode, useCallback, useRef, useState } from 'react';
import { ERRORS } from '../../../../contract/errors';
import { ApiError } from '../../../lib/api';
import { ManagerApproval } from './ManagerApproval';
import { ManagerApprovalDialog } from './ManagerApprovalDialog';
import { withApproval } from './till-session';
import { type ApprovablePermission, isApprovable } from './useStaff';

interface Refusal {
  message: string;
  permission: ApprovablePermission;
  also: ApprovablePermission[];
  answer(approval: string | null): void;
}

/**
 * Runs a call that a cashier may lack the permission for (docs/decisions/0280-staff-pins-and-roles.md): refused
 * with 40350, it shows `panel` (the refusal and "Ask a manager"), waits for the manager's PIN and sends the call
 * once more with her one-use approval in `x-till-approval`. Given up, the refusal is thrown as it came.
 *
 * The permission asked is the one the server names in its refusal (else `permission`); `also()` adds what else
 * the same call may need (a till sale with a typed price and a big discount), so one PIN approves it all.
 */
export function useManagerApproval(
  permission: ApprovablePermission,
  also: () => ApprovablePermission[] = () => [],
): {
  run<T>(call: () => Promise<T>): Promise<T>;
  /** the approval in the page's flow (beside a refund's form) */
  panel: ReactNode;
  /** the same as a modal (over the till, where the refused save may come from any tap) */
  dialog: ReactNode;
} {
  const [refused, setRefused] = useState<Refusal | null>(null);
  const alsoRef = useRef(also);
  alsoRef.current = also;

  const run = useCallback(
    async <T,>(call: () => Promise<T>): Promise<T> => {
      try {
        return await call();
      } catch (err) {
        if (!(err instanceof ApiError) || err.code !== ERRORS.staffPermission.code) throw err;
        const needed = isApprovable(err.permission) ? err.permission : permission;
        const approval = await new Promise<string | null>((answer) =>
          setRefused({
            message: err.message,
            permission: needed,
            also: alsoRef.current().filter((p) => p !== needed),
            answer,
          }),
        );
        setRefused(null);
        if (!approval) throw err;
        // the header rides on this one request only: it is read as the request is built, then dropped
        const restore = withApproval(approval);
        let retried: Promise<T>;
        try {
          retried = call();
        } finally {
          restore();
        }
        return retried;
      }
    },
    [permission],
  );

  const props = refused && {
    message: refused.message,
    permission: refused.permission,
    also: refused.also,
    onDone: refused.answer,
  };
  return {
    run,
    panel: props ? <ManagerApproval {...props} /> : null,
    dialog: props ? <ManagerApprovalDialog {...props} /> : null,
  };
}
