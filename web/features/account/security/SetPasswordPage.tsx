import { KeyRound } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { useAccountStatus } from '../../../shared/account/useAccountStatus';
import { buttonClasses } from '../../../ui/Button';
import { LoadFailed } from '../../../ui/LoadFailed';
import { Skeleton } from '../../../ui/Skeleton';
import { SubmitWithAlert } from '../../../ui/SubmitWithAlert';
import { useToast } from '../../../ui/toast';
import { AuthShell } from '../auth';
import { NewPasswordFields, newPasswordReady } from './NewPasswordFields';
import { useSetPassword } from './useSetPassword';

/**
 * /signup-set-password: a first password for accounts created without one (wallet or SSO sign-ups).
 * Accounts that have one are sent to /security (docs/decisions/0051-sessions-and-security.md).
 */
export default function SetPasswordPage() {
  const { t } = useTranslation('security');
  const status = useAccountStatus();
  const set = useSetPassword();
  const navigate = useNavigate();
  const toast = useToast();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');

  if (status.isPending)
    return (
      <AuthShell title={t('setPasswordTitle')}>
        <Skeleton className="h-32 rounded-2xl" />
      </AuthShell>
    );
  if (status.error)
    return (
      <AuthShell title={t('setPasswordTitle')}>
        <LoadFailed title={t('accountFailed')} error={status.error} onRetry={() => status.refetch()} />
      </AuthShell>
    );

  if (status.data.has_password)
    return (
      <AuthShell title={t('setPasswordTitle')}>
        <div className="flex flex-col gap-6">
          <p className="flex gap-3 rounded-2xl bg-gray-50 p-4 text-gray-800">
            <KeyRound aria-hidden="true" className="size-6 shrink-0 text-brand-dark" />
            {t('alreadyHasPassword')}
          </p>
          <Link to="/security" className={buttonClasses({ size: 'lg', block: true })}>
            {t('toSecurity')}
          </Link>
        </div>
      </AuthShell>
    );

  function submit(e: FormEvent) {
    e.preventDefault();
    set.mutate(password, {
      onSuccess: () => {
        toast.show(t('passwordSet'), { tone: 'success' });
        navigate('/security', { replace: true });
      },
    });
  }

  return (
    <AuthShell title={t('setPasswordTitle')} subtitle={t('setPasswordSubtitle')}>
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <NewPasswordFields
          label={t('password')}
          password={password}
          repeat={repeat}
          onPassword={setPassword}
          onRepeat={setRepeat}
        />
        <SubmitWithAlert sending={set} size="lg" block disabled={!newPasswordReady(password, repeat)}>
          {t('setPasswordSubmit')}
        </SubmitWithAlert>
      </form>
    </AuthShell>
  );
}
