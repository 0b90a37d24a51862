import { type ReactNode, useState } from 'react';
import type { OfflineRight } from '../../../../contract/orders';
import { useTranslation } from '../../../i18n/use-translation';
import { ManagerApprovalDialog } from './ManagerApprovalDialog';
import { offlineUnlock } from './offline-pins';
import { currentTill } from './till-session';

/** what a manager approves on the offline till (docs/decisions/0288-offline-manager-approval.md) */
export type { OfflineRight };

/** who approved the sale in hand and what for: kept on the queued sale, sent as `approved_by` */
export interface OfflineApproval {
  staff_id: string;
  permissions: OfflineRight[];
}

/**
 * A manager's approval without a connection (docs/decisions/0288-offline-manager-approval.md): when the member at
 * the till lacks a right for what she does, the same "Ask a manager" dialog as online opens and checks the PIN
 * against the verifiers the till kept (`offlineUnlock`), accepting only a member whose role has every right asked.
 * The owner's own device (no member at the till) is never asked.
 */
export function useOfflineApproval(): {
  /**
   * whether she may go on: at once when her role has `needs`, else once a manager's PIN approves them; `ok` false
   * when she gave up (the change is dropped). `again` false asks only what the sale's approval does not cover yet.
   */
  allow(needs: OfflineRight[], again?: boolean): Promise<{ ok: boolean; approval: OfflineApproval | null }>;
  /** the sale is done or cleared: the next one starts without an approval */
  reset(): void;
  dialog: ReactNode;
} {
  const { t } = useTranslation('staff');
  const [approval, setApproval] = useState<OfflineApproval | null>(null);
  const [asking, setAsking] = useState<{
    needs: OfflineRight[];
    answer(approverId: string | null): void;
  } | null>(null);

  async function allow(needs: OfflineRight[], again = true) {
    const holder = currentTill();
    const lacking = needs.filter(
      (n) => holder && !holder.permissions.includes(n) && (again || !approval?.permissions.includes(n)),
    );
    if (lacking.length === 0) return { ok: true, approval };
    const approverId = await new Promise<string | null>((answer) => setAsking({ needs: lacking, answer }));
    setAsking(null);
    if (!approverId) return { ok: false, approval };
    const next: OfflineApproval = {
      staff_id: approverId,
      permissions: [...new Set([...(approval?.permissions ?? []), ...lacking])],
    };
    setApproval(next);
    return { ok: true, approval: next };
  }

  /** the PIN against the kept verifiers: her member id when her role has every right asked */
  async function check(pin: string, needs: OfflineRight[]): Promise<string> {
    const member = await offlineUnlock(pin);
    if (!member) throw new Error(t('wrongPin'));
    if (!needs.every((n) => member.permissions.includes(n)))
      throw new Error(t('offlineApproval.notAllowed', { name: member.name }));
    return member.staff_id;
  }

  const dialog = asking ? (
    <ManagerApprovalDialog
      message={asking.needs.map((n) => t(`offlineApproval.${n}`)).join(' ')}
      permission={asking.needs[0]!}
      also={asking.needs.slice(1)}
      check={(pin) => check(pin, asking.needs)}
      onDone={asking.answer}
    />
  ) : null;
  return { allow, reset: () => setApproval(null), dialog };
}
