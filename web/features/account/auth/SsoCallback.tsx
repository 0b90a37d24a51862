import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { safeRedirect } from '../../../lib/safe-redirect';
import { Button } from '../../../ui/Button';
import { PasswordField } from '../../../ui/CredentialFields';
import { Spinner } from '../../../ui/Spinner';
import { SubmitWithAlert } from '../../../ui/SubmitWithAlert';
import { forgetReturnPath, keptReturnPath, takeVerifier } from './sso-pkce';
import { useSsoLink } from './useSsoLink';
import { useVioSso } from './useVioSso';

/**
 * /login?code=…&state=… (docs/decisions/0102-single-sign-on.md): the provider sent the person back. The code,
 * state and the kept PKCE verifier go to vio_sso; an existing account with the provider's email is linked only
 * after its password is entered here.
 */
export function SsoCallback({ params, redirect: asked }: { params: URLSearchParams; redirect: string }) {
  const { t } = useTranslation('auth');
  // a re-authentication kept the screen it started from (docs/decisions/0222-payout-changes.md)
  const [redirect] = useState(() => {
    const kept = keptReturnPath();
    return kept ? safeRedirect(kept) : asked;
  });
  const navigate = useNavigate();
  const finish = useVioSso();
  const link = useSsoLink();
  const started = useRef(false);
  const [password, setPassword] = useState('');
  const [missingVerifier, setMissingVerifier] = useState(false);
  const providerError = params.get('error');

  useEffect(() => {
    if (started.current || providerError) return;
    started.current = true;
    const verifier = takeVerifier();
    if (!verifier) {
      setMissingVerifier(true);
      return;
    }
    finish.mutate(
      {
        code: params.get('code') ?? '',
        state: params.get('state') ?? '',
        ...(params.get('iss') ? { iss: params.get('iss') ?? '' } : {}),
        code_verifier: verifier,
      },
      {
        onSuccess: (answer) => {
          if (answer.link_required) return;
          forgetReturnPath();
          navigate(answer.new_account ? '/signup-terms-condition' : redirect, { replace: true });
        },
      },
    );
  });

  const again = (
    <Button variant="secondary" block onClick={() => navigate('/login', { replace: true })}>
      {t('ssoTryAgain')}
    </Button>
  );

  if (providerError)
    return (
      <div className="flex flex-col gap-4">
        <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-700">
          {providerError === 'access_denied' ? t('ssoCancelled') : t('ssoProviderError')}
        </p>
        {again}
      </div>
    );
  if (missingVerifier || finish.error)
    return (
      <div className="flex flex-col gap-4">
        <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-700">
          {finish.error ? finish.error.message : t('ssoStartedElsewhere')}
        </p>
        {again}
      </div>
    );
  const answer = finish.data;
  if (answer?.link_required) {
    const submit = (e: FormEvent) => {
      e.preventDefault();
      link.mutate(
        { link_token: answer.link_token, passwd: password },
        {
          onSuccess: () => {
            forgetReturnPath();
            navigate(redirect, { replace: true });
          },
        },
      );
    };
    return (
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <h2 className="text-lg font-semibold text-gray-900">{t('ssoLinkTitle')}</h2>
        <p className="text-sm text-gray-700">{t('ssoLinkText', { email: answer.email })}</p>
        <PasswordField label={t('password')} value={password} onValue={setPassword} />
        <SubmitWithAlert sending={link} size="lg" block disabled={!password}>
          {t('ssoLinkButton')}
        </SubmitWithAlert>
        {again}
      </form>
    );
  }
  return (
    <p role="status" className="flex items-center gap-3 text-gray-700">
      <Spinner />
      {t('ssoFinishing')}
    </p>
  );
}
