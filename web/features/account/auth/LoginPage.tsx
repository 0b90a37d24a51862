import { KeyRound, Wallet } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { safeRedirect } from '../../../lib/safe-redirect';
import { Button, buttonClasses } from '../../../ui/Button';
import { PasswordField } from '../../../ui/CredentialFields';
import { SubmitWithAlert } from '../../../ui/SubmitWithAlert';
import { TextField } from '../../../ui/TextField';
import { PasskeyLoginButton } from '../passkeys';
import { AuthShell } from './AuthShell';
import { SsoCallback } from './SsoCallback';
import { useLogin } from './useLogin';
import { useSsoConfig } from './useSsoConfig';
import { useSsoStart } from './useSsoStart';

/** /login: email (or username) and password; afterwards back to where the user was going. */
export default function LoginPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const login = useLogin();
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const redirect = safeRedirect(params.get('redirect'));
  const sso = useSsoConfig();
  const ssoStart = useSsoStart();
  // back from the single sign-on provider (docs/decisions/0102-single-sign-on.md)
  const ssoReturn = params.has('state') && (params.has('code') || params.has('error'));

  function submit(e: FormEvent) {
    e.preventDefault();
    const id = identifier.trim();
    const input = id.includes('@') ? { email: id, passwd: password } : { username: id, passwd: password };
    login.mutate(input, { onSuccess: () => navigate(redirect, { replace: true }) });
  }

  const registerLink = `/register${redirect !== '/' ? `?redirect=${encodeURIComponent(redirect)}` : ''}`;
  if (ssoReturn)
    return (
      <AuthShell title={t('loginTitle')}>
        <SsoCallback params={params} redirect={redirect} />
      </AuthShell>
    );
  return (
    <AuthShell
      title={t('loginTitle')}
      subtitle={t('loginSubtitle')}
      back="/"
      footer={
        <>
          {t('noAccount')}{' '}
          <Link
            to={registerLink}
            className="font-semibold text-brand-dark underline-offset-2 hover:underline"
          >
            {t('createAccount')}
          </Link>
        </>
      }
    >
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <TextField
          label={t('emailOrUsername')}
          name="email"
          autoComplete="username"
          inputMode="email"
          autoCapitalize="none"
          value={identifier}
          onChange={(e) => setIdentifier(e.target.value)}
          required
        />
        <PasswordField label={t('password')} value={password} onValue={setPassword} required />
        <Link
          to="/forgot"
          className="-mt-2 self-end text-sm font-semibold text-brand-dark underline-offset-2 hover:underline"
        >
          {t('forgotPassword')}
        </Link>
        <SubmitWithAlert sending={login} size="lg" block disabled={!identifier.trim() || !password}>
          {t('login')}
        </SubmitWithAlert>
      </form>
      <div className="my-6 flex items-center gap-3 text-sm text-gray-500" aria-hidden="true">
        <span className="h-px flex-1 bg-gray-200" />
        {t('or')}
        <span className="h-px flex-1 bg-gray-200" />
      </div>
      {/* docs/decisions/0256-passkeys.md: no name and no password; the device offers its passkeys */}
      <PasskeyLoginButton onSignedIn={() => navigate(redirect, { replace: true })} />
      <div className="h-3" />
      {/* docs/decisions/0101-sign-in-with-ethereum.md: the wallet screens load only when opened */}
      <Link
        to="/signup-login-wallet"
        className={buttonClasses({ variant: 'secondary', size: 'lg', block: true })}
      >
        <Wallet aria-hidden="true" className="size-5" />
        {t('continueWithWallet')}
      </Link>
      {/* the single sign-on button only when the server has SSO_ settings */}
      {sso.data?.enabled && (
        <Button
          variant="secondary"
          size="lg"
          block
          className="mt-3"
          loading={ssoStart.isPending || ssoStart.isSuccess}
          onClick={() => ssoStart.mutate()}
        >
          <KeyRound aria-hidden="true" className="size-5" />
          {t('continueWithSso', { name: sso.data.name })}
        </Button>
      )}
      {ssoStart.error && (
        <p role="alert" className="mt-3 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-700">
          {ssoStart.error.message}
        </p>
      )}
    </AuthShell>
  );
}
