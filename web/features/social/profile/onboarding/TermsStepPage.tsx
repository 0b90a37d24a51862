import { useState } from 'react';
import { Link } from 'react-router';
import { TERMS_VERSION } from '../../../../../contract/profile';
import { useTranslation } from '../../../../i18n/use-translation';
import { useSession } from '../../../../lib/session';
import { TermsUsePage } from '../../../platform/info';
import { OnboardingShell } from './OnboardingShell';

/** /signup-terms-condition: accept the terms (version and time recorded); logged out it shows the terms. */
export default function TermsStepPage() {
  const { t } = useTranslation('profile');
  const session = useSession();
  const [accepted, setAccepted] = useState(false);
  if (!session) return <TermsUsePage />;
  return (
    <OnboardingShell
      step="terms"
      title={t('terms.title')}
      canContinue={accepted}
      continueLabel={t('terms.accept')}
      extra={{ terms_version: TERMS_VERSION }}
    >
      <p className="text-[15px] text-gray-800">{t('terms.intro')}</p>
      <ul className="list-disc space-y-1 pl-5 text-[15px] text-gray-800">
        <li>{t('terms.point1')}</li>
        <li>{t('terms.point2')}</li>
        <li>{t('terms.point3')}</li>
      </ul>
      <p className="text-sm">
        <Link to="/termsUse" className="font-semibold text-brand-dark underline">
          {t('terms.readAll')}
        </Link>{' '}
        ·{' '}
        <Link to="/privacyPolicy" className="font-semibold text-brand-dark underline">
          {t('terms.privacy')}
        </Link>
      </p>
      <label className="flex min-h-11 items-center gap-3 rounded-xl border border-gray-200 p-3 text-[15px]">
        <input
          type="checkbox"
          checked={accepted}
          onChange={(e) => setAccepted(e.target.checked)}
          className="size-5 accent-pink-700"
        />
        {t('terms.checkbox', { version: TERMS_VERSION })}
      </label>
    </OnboardingShell>
  );
}
