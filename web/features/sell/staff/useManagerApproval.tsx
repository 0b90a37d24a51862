import { type ReactNode, useState } from 'react';
import { ERRORS } from '../../../../contract/errors';
import { ApiError } from '../../../lib/api';
import { ManagerApproval } from './ManagerApproval';
import { withApproval } from './till-session';
import type { ApprovablePermission } from './useStaff';

/**
 * Runs a call that a cashier may lack the permission for (docs/decisions/0280-staff-pins-and-roles.md): refused
 * with 40350, it shows `panel` (the refusal and "Ask a manager"), waits for the manager's PIN and sends the call
 * once more with her one-use approval in `x-till-approval`. Given up, the refusal is thrown as it came.
 */
export function useManagerApproval(permission: ApprovablePermission): {
  run<T>(call: () => Promise<T>): Promise<T>;
  panel: ReactNode;
} {
  const [refused, setRefused] = useState<{ message: string; answer(approval: string | null): void } | null>(
    null,
  );

  async function run<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (err) {
      if (!(err instanceof ApiError) || err.code !== ERRORS.staffPermission.code) throw err;
      const approval = await new Promise<string | null>((answer) =>
        setRefused({ message: err.message, answer }),
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
  }

  const panel = refused ? (
    <ManagerApproval message={refused.message} permission={permission} onDone={refused.answer} />
  ) : null;
  return { run, panel };
}
