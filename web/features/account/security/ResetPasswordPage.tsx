import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { SubmitWithAlert } from '../../../ui/SubmitWithAlert';
import { useToast } from '../../../ui/toast';
import { AuthShell } from '../auth';
import { NewPasswordFields, newPasswordReady } from './NewPasswordFields';
import { useResetPassword } from './useResetPassword';

/**
 * /login-reset-password?token=… and /forgot-set-password?token=…: the link from the reset mail.
 * A new password ends every other session and logs in here (docs/decisions/0053-password-reset.md).
 */
export default function ResetPasswordPage() {
  const { t } = useTranslation('security');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const toast = useToast();
  const reset = useResetPassword();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');

  const askAgain = (
    <Link to="/forgot" className="font-semibold text-brand-dark underline-offset-2 hover:underline">
      {t('askNewLink')}
    </Link>
  );

  if (!token)
    return (
      <AuthShell title={t('resetTitle')} footer={askAgain}>
        <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-700">
          {t('resetNoToken')}
        </p>
      </AuthShell>
    );

  function submit(e: FormEvent) {
    e.preventDefault();
    reset.mutate(
      { token, passwd: password },
      {
        onSuccess: () => {
          toast.show(t('resetDone'), { tone: 'success' });
          navigate('/', { replace: true });
        },
      },
    );
  }

  return (
    <AuthShell title={t('resetTitle')} subtitle={t('resetSubtitle')} footer={askAgain}>
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <NewPasswordFields
          password={password}
          repeat={repeat}
          onPassword={setPassword}
          onRepeat={setRepeat}
        />
        <SubmitWithAlert sending={reset} size="lg" block disabled={!newPasswordReady(password, repeat)}>
          {t('resetSubmit')}
        </SubmitWithAlert>
      </form>
    </AuthShell>
  );
}
