import { MailCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../ui/Button';
import { EmailField } from '../../../ui/CredentialFields';
import { SubmitWithAlert } from '../../../ui/SubmitWithAlert';
import { AuthShell } from '../auth';
import { useResetPasswordEmail } from './useResetPasswordEmail';

/**
 * /forgot and /login-forgot-password: asks for a reset link by mail. The answer is the same whether
 * or not the address has an account (docs/decisions/0053-password-reset.md).
 */
export default function ForgotPasswordPage() {
  const { t } = useTranslation('security');
  const request = useResetPasswordEmail();
  const [email, setEmail] = useState('');

  function submit(e: FormEvent) {
    e.preventDefault();
    request.mutate(email.trim());
  }

  const backToLogin = (
    <Link to="/login" className="font-semibold text-brand-dark underline-offset-2 hover:underline">
      {t('backToLogin')}
    </Link>
  );

  if (request.isSuccess)
    return (
      <AuthShell title={t('forgotSentTitle')} footer={backToLogin} back="/login">
        <div role="status" className="flex gap-3 rounded-2xl bg-green-50 p-4 text-green-900">
          <MailCheck aria-hidden="true" className="size-6 shrink-0" />
          <p>{t('forgotSentText', { email: email.trim() })}</p>
        </div>
        <Button variant="ghost" block className="mt-4" onClick={() => request.reset()}>
          {t('forgotTryAnother')}
        </Button>
      </AuthShell>
    );

  return (
    <AuthShell title={t('forgotTitle')} subtitle={t('forgotSubtitle')} footer={backToLogin} back="/login">
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <EmailField label={t('email')} value={email} onValue={setEmail} required />
        <SubmitWithAlert sending={request} size="lg" block disabled={!email.trim().includes('@')}>
          {t('forgotSend')}
        </SubmitWithAlert>
      </form>
    </AuthShell>
  );
}
