import { Fingerprint } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../ui/Button';
import { PasskeyAlert } from './PasskeyAlert';
import { usePasskeyLogin } from './usePasskeyLogin';

/** "Sign in with a passkey" on /login (docs/decisions/0256-passkeys.md): no name, no password, one touch. */
export function PasskeyLoginButton({ onSignedIn }: { onSignedIn(): void }) {
  const { t } = useTranslation('passkeys');
  const login = usePasskeyLogin();
  return (
    <div className="flex flex-col gap-3">
      <Button
        variant="secondary"
        size="lg"
        block
        loading={login.isPending}
        onClick={() => login.mutate(undefined, { onSuccess: onSignedIn })}
      >
        <Fingerprint aria-hidden="true" className="size-5" />
        {t('signIn')}
      </Button>
      <PasskeyAlert error={login.error} />
    </div>
  );
}
