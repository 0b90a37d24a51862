import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { useAccountStatus } from '../../../shared/account/useAccountStatus';
import { VerifyEmailBanner } from '../../../shared/account/VerifyEmailBanner';
import { Button } from '../../../ui/Button';
import { EmailField, PasswordField } from '../../../ui/CredentialFields';
import { FormAlert } from '../../../ui/FormAlert';
import { LoadFailed } from '../../../ui/LoadFailed';
import { PageHeader } from '../../../ui/PageHeader';
import { Skeleton } from '../../../ui/Skeleton';
import { SubmitWithAlert } from '../../../ui/SubmitWithAlert';
import { useToast } from '../../../ui/toast';
import { PasskeySection } from '../passkeys';
import { WalletSection } from '../wallet';
import { NewPasswordFields, newPasswordReady } from './NewPasswordFields';
import { PayoutActivity } from './PayoutActivity';
import { SessionList } from './SessionList';
import { useChangeEmail } from './useChangeEmail';
import { useChangePassword } from './useChangePassword';
import { WayInActivity } from './WayInActivity';

/**
 * /security: email (verified, change by mail), password (change; ends other sessions) and the
 * devices logged in (docs/decisions/0051-sessions-and-security.md). Reached from the account sheet.
 */
export default function SecurityPage() {
  const { t } = useTranslation('security');
  const { t: tp } = useTranslation('passkeys');
  return (
    <div className="min-h-dvh pb-10">
      <PageHeader title={t('securityTitle')} back />
      <div className="flex flex-col gap-8 p-4">
        <VerifyEmailBanner />
        <Section id="security-email" title={t('emailSection')}>
          <EmailSection />
        </Section>
        <Section id="security-password" title={t('passwordSection')}>
          <PasswordSection />
        </Section>
        <Section id="security-passkeys" title={tp('title')}>
          <PasskeySection />
        </Section>
        <Section id="security-wallets" title={t('walletsSection')}>
          <WalletSection />
        </Section>
        <Section id="security-ways-in" title={t('waysInSection')}>
          <WayInActivity />
        </Section>
        <Section id="security-payouts" title={t('payoutSection')}>
          <PayoutActivity />
        </Section>
        <Section id="security-sessions" title={t('sessionsSection')}>
          <p className="mb-3 text-sm text-gray-600">{t('sessionsIntro')}</p>
          <SessionList />
        </Section>
      </div>
    </div>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-3 text-lg font-semibold text-gray-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function EmailSection() {
  const { t } = useTranslation('security');
  const status = useAccountStatus();
  const change = useChangeEmail();
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  if (status.isPending) return <Skeleton className="h-12 rounded-xl" />;
  if (status.error)
    return <LoadFailed title={t('accountFailed')} error={status.error} onRetry={() => status.refetch()} />;

  function submit(e: FormEvent) {
    e.preventDefault();
    change.mutate(
      { email: email.trim(), passwd: password },
      {
        onSuccess: () => {
          setOpen(false);
          setEmail('');
          setPassword('');
        },
      },
    );
  }

  const { data } = status;
  // a wallet-only account has no email yet (docs/decisions/0101): adding one needs a password first
  if (!data.email && !open)
    return (
      <div className="flex flex-col gap-3">
        <p className="text-gray-700">{t('noEmailYet')}</p>
        {data.pending_email && (
          <p role="status" className="rounded-xl bg-blue-50 px-4 py-3 text-sm break-words text-blue-900">
            {t('pendingEmail', { email: data.pending_email })}
          </p>
        )}
        {data.has_password ? (
          <Button variant="secondary" className="self-start" onClick={() => setOpen(true)}>
            {t('addEmail')}
          </Button>
        ) : (
          <p className="text-sm text-gray-600">{t('addEmailNeedsPassword')}</p>
        )}
      </div>
    );
  return (
    <div className="flex flex-col gap-3">
      {data.email ? (
        <p className="break-words text-gray-900">
          {data.email}{' '}
          <span className={`text-sm ${data.email_verified ? 'text-green-700' : 'text-amber-700'}`}>
            ({data.email_verified ? t('verified') : t('notVerified')})
          </span>
        </p>
      ) : (
        <p className="text-gray-700">{t('noEmailYet')}</p>
      )}
      {data.pending_email && (
        <p role="status" className="rounded-xl bg-blue-50 px-4 py-3 text-sm break-words text-blue-900">
          {t('pendingEmail', { email: data.pending_email })}
        </p>
      )}
      {open ? (
        <form
          onSubmit={submit}
          className="flex flex-col gap-4 rounded-2xl border border-gray-200 p-4"
          noValidate
        >
          <EmailField label={t('newEmail')} name="new-email" value={email} onValue={setEmail} required />
          <PasswordField
            label={t('currentPassword')}
            name="email-current-password"
            value={password}
            onValue={setPassword}
            hint={t('changeEmailHint')}
            required
          />
          {change.error && <FormAlert>{change.error.message}</FormAlert>}
          <div className="flex gap-3">
            <Button variant="ghost" onClick={() => setOpen(false)}>
              {t('cancel')}
            </Button>
            <Button
              type="submit"
              className="flex-1"
              loading={change.isPending}
              disabled={!email.trim().includes('@') || !password}
            >
              {t('sendConfirmation')}
            </Button>
          </div>
        </form>
      ) : (
        <Button variant="secondary" className="self-start" onClick={() => setOpen(true)}>
          {t('changeEmail')}
        </Button>
      )}
    </div>
  );
}

function PasswordSection() {
  const { t } = useTranslation('security');
  const status = useAccountStatus();
  const change = useChangePassword();
  const toast = useToast();
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');

  if (status.data && !status.data.has_password)
    return (
      <p className="text-gray-700">
        {t('noPasswordYet')}{' '}
        <Link to="/signup-set-password" className="font-semibold text-brand-dark underline">
          {t('setPasswordLink')}
        </Link>
      </p>
    );

  function submit(e: FormEvent) {
    e.preventDefault();
    change.mutate(
      { passwd: current, new_passwd: password },
      {
        onSuccess: (res) => {
          toast.show(t('passwordChanged', { count: res.ended_sessions }), { tone: 'success' });
          setCurrent('');
          setPassword('');
          setRepeat('');
        },
      },
    );
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      <PasswordField
        label={t('currentPassword')}
        name="current-password"
        value={current}
        onValue={setCurrent}
        required
      />
      <NewPasswordFields password={password} repeat={repeat} onPassword={setPassword} onRepeat={setRepeat} />
      <p className="text-sm text-gray-600">{t('changePasswordNote')}</p>
      <SubmitWithAlert sending={change} disabled={!current || !newPasswordReady(password, repeat)}>
        {t('changePassword')}
      </SubmitWithAlert>
    </form>
  );
}
