import { MailWarning } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation';
import { Button } from '../../ui/Button';
import { useAccountStatus } from './useAccountStatus';
import { useResendVerification } from './useResendVerification';

/**
 * "Confirm your email" with a resend button, shown only while the caller's email is unverified
 * (docs/decisions/0052-email-verification.md). Shown on /security and /myProfile.
 */
export function VerifyEmailBanner({ className = '' }: { className?: string }) {
  const { t } = useTranslation('security');
  const status = useAccountStatus();
  const resend = useResendVerification();
  // a wallet-only account has no email to confirm (docs/decisions/0101-sign-in-with-ethereum.md)
  if (!status.data || status.data.email_verified || !status.data.email) return null;
  return (
    <section
      aria-labelledby="verify-email-banner-title"
      className={`rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950 ${className}`}
    >
      <div className="flex items-start gap-3">
        <MailWarning aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
        <div className="min-w-0 flex-1">
          <h2 id="verify-email-banner-title" className="font-semibold">
            {t('bannerTitle')}
          </h2>
          <p className="mt-1 text-sm break-words">{t('bannerText', { email: status.data.email })}</p>
          {resend.isSuccess ? (
            <p role="status" className="mt-3 text-sm font-medium text-green-800">
              {resend.data.sent ? t('bannerSent') : t('bannerAlreadyVerified')}
            </p>
          ) : (
            <Button
              variant="secondary"
              size="sm"
              className="mt-3"
              loading={resend.isPending}
              onClick={() => resend.mutate()}
            >
              {t('bannerResend')}
            </Button>
          )}
          {resend.error && (
            <p role="alert" className="mt-2 text-sm text-red-700">
              {resend.error.message}
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
