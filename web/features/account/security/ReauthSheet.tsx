import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useAccountStatus } from '../../../shared/account/useAccountStatus';
import { Button } from '../../../ui/Button';
import { PasswordField } from '../../../ui/CredentialFields';
import { FormAlert } from '../../../ui/FormAlert';
import { Sheet } from '../../../ui/Sheet';
import { Skeleton } from '../../../ui/Skeleton';
import { SubmitWithAlert } from '../../../ui/SubmitWithAlert';
import { SsoReauth, useSsoConfig } from '../auth';
import { PasskeyReauth, usePasskeys } from '../passkeys';
import { useWallets, WalletReauth } from '../wallet';
import { useReauth } from './useReauth';

/**
 * "Confirm it's you" (docs/decisions/0222-payout-changes.md): opened by the app shell when the server answers
 * 40331 to a payout change; with the password, a linked wallet, or a fresh single sign-on. `onDone(true)` sends
 * the refused call once more.
 */
export default function ReauthSheet({ onDone }: { onDone(proven: boolean): void }) {
  const { t } = useTranslation('security');
  const [open, setOpen] = useState(true);
  const status = useAccountStatus();
  const wallets = useWallets();
  const passkeys = usePasskeys();
  const sso = useSsoConfig();
  const reauth = useReauth();
  const [password, setPassword] = useState('');

  function finish(proven: boolean) {
    setOpen(false);
    onDone(proven);
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    reauth.mutate(password, { onSuccess: () => finish(true) });
  }

  const loading = status.isPending || wallets.isPending || passkeys.isPending || sso.isPending;
  const noWay =
    !loading &&
    !status.data?.has_password &&
    !wallets.data?.wallets.length &&
    !passkeys.data?.passkeys.length &&
    !sso.data?.enabled;
  return (
    <Sheet open={open} onOpenChange={(next) => !next && finish(false)} title={t('reauthTitle')}>
      <div className="flex max-h-[75dvh] flex-col gap-5 overflow-y-auto px-4 pb-6">
        <p className="text-sm text-gray-700">{t('reauthIntro')}</p>
        {loading && <Skeleton className="h-24 rounded-xl" />}
        {/* one touch first: the quickest way on a phone that has a passkey (docs/decisions/0256-passkeys.md) */}
        <PasskeyReauth onProven={() => finish(true)} />
        {status.data?.has_password && (
          <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
            <PasswordField
              label={t('reauthPassword')}
              name="reauth-password"
              value={password}
              onValue={setPassword}
              autoFocus
              required
            />
            <SubmitWithAlert sending={reauth} block disabled={!password}>
              {t('reauthConfirm')}
            </SubmitWithAlert>
          </form>
        )}
        <WalletReauth onProven={() => finish(true)} />
        <SsoReauth />
        {noWay && <FormAlert>{t('reauthNoWay')}</FormAlert>}
        <Button variant="ghost" block onClick={() => finish(false)}>
          {t('reauthCancel')}
        </Button>
      </div>
    </Sheet>
  );
}
