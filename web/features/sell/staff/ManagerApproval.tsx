import { ShieldCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../ui/Button';
import { FormAlert } from '../../../ui/FormAlert';
import { PinKeys } from './PinKeys';
import { type ApprovablePermission, useApprove } from './useStaff';

/**
 * A call refused for a missing permission (docs/decisions/0280-staff-pins-and-roles.md): the refusal, "Ask a
 * manager", then the till's PIN keys for her PIN → `/res/till/approve`; a wrong PIN says so and she types again.
 * `onDone` gets the approval token, or null when the cashier gives up. The offline till passes its own `check`
 * (the kept PIN verifiers; docs/decisions/0288-offline-manager-approval.md).
 */
export function ManagerApproval({
  message,
  permission,
  also,
  check,
  onDone,
}: {
  message: string;
  permission: ApprovablePermission;
  /** further permissions the same call needs, approved by the same PIN */
  also?: ApprovablePermission[];
  /** checks her PIN instead of /res/till/approve: answers the approval, or throws with the text to show */
  check?: (pin: string) => Promise<string>;
  onDone(approval: string | null): void;
}) {
  const { t } = useTranslation('staff');
  const titleId = useId();
  const approve = useApprove();
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  async function submit(pin: string) {
    setError(null);
    setChecking(true);
    try {
      const approval = check
        ? await check(pin)
        : (await approve.mutateAsync({ pin, permission, ...(also?.length ? { also } : {}) })).approval;
      onDone(approval);
    } catch (err) {
      setError(err instanceof Error ? err.message : t('wrongPin'));
    } finally {
      setChecking(false);
    }
  }

  return (
    <section
      aria-labelledby={titleId}
      data-testid="manager-approval"
      className="flex flex-col items-center gap-3 rounded-xl border border-amber-300 bg-amber-50 p-3"
    >
      <h3 id={titleId} className="self-start text-sm font-semibold text-gray-900">
        {asking ? t('approvalTitle') : t('needsApproval')}
      </h3>
      {asking ? (
        <PinKeys busy={checking} error={error} onComplete={submit} />
      ) : (
        <>
          <FormAlert>{message}</FormAlert>
          <Button type="button" onClick={() => setAsking(true)}>
            <ShieldCheck size={18} aria-hidden />
            {t('askApproval')}
          </Button>
        </>
      )}
      <Button type="button" variant="ghost" size="sm" onClick={() => onDone(null)}>
        {t('cancelApproval')}
      </Button>
    </section>
  );
}
