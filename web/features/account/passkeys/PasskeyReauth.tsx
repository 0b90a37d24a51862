import { Fingerprint } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../ui/Button';
import { PasskeyAlert } from './PasskeyAlert';
import { usePasskeyReauth } from './usePasskeyReauth';
import { usePasskeys } from './usePasskeys';

/**
 * The passkey way of "Confirm it's you" (docs/decisions/0222-payout-changes.md, 0256-passkeys.md): one touch
 * with a passkey of this account. Shows nothing when the account has none.
 */
export function PasskeyReauth({ onProven }: { onProven(): void }) {
  const { t } = useTranslation('passkeys');
  const passkeys = usePasskeys();
  const reauth = usePasskeyReauth();
  if (!passkeys.data?.passkeys.length) return null;
  return (
    <div className="flex flex-col gap-3">
      <Button
        variant="secondary"
        block
        loading={reauth.isPending}
        onClick={() => reauth.mutate(undefined, { onSuccess: onProven })}
      >
        <Fingerprint aria-hidden="true" className="size-5" />
        {t('reauth')}
      </Button>
      <PasskeyAlert error={reauth.error} />
    </div>
  );
}
