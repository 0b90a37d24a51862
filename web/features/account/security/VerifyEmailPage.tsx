import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { useSession } from '../../../lib/session';
import { buttonClasses } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import { AuthShell } from '../auth';
import { useVerifyEmail } from './useVerifyEmail';

/** /verify-email?token=…: the link from a verification or email-change mail, opened once on arrival. */
export default function VerifyEmailPage() {
  const { t } = useTranslation('security');
  const [params] = useSearchParams();
  const session = useSession();
  const verify = useVerifyEmail();
  const token = params.get('token') ?? '';
  const started = useRef(false);

  useEffect(() => {
    if (started.current || !token) return;
    started.current = true; // a link is single use: never sent twice (StrictMode runs effects twice)
    verify.mutate(token);
  }, [token, verify]);

  const next = session ? '/security' : '/login';
  const nextLabel = session ? t('toSecurity') : t('backToLogin');

  return (
    <AuthShell title={t('verifyTitle')}>
      {verify.isSuccess ? (
        <div role="status" className="flex flex-col gap-6">
          <p className="flex gap-3 rounded-2xl bg-green-50 p-4 text-green-900">
            <CircleCheck aria-hidden="true" className="size-6 shrink-0" />
            <span className="break-words">{t('verifyDone', { email: verify.data.email })}</span>
          </p>
          <Link to={session ? '/security' : '/'} className={buttonClasses({ size: 'lg', block: true })}>
            {t('continue')}
          </Link>
        </div>
      ) : verify.error || !token ? (
        <div className="flex flex-col gap-6">
          <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-700">
            {verify.error?.message ?? t('verifyNoToken')}
          </p>
          <Link to={next} className={buttonClasses({ variant: 'secondary', size: 'lg', block: true })}>
            {nextLabel}
          </Link>
        </div>
      ) : (
        <p role="status" className="flex items-center gap-3 text-gray-700">
          <Spinner />
          {t('verifying')}
        </p>
      )}
    </AuthShell>
  );
}
