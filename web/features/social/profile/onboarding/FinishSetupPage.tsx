import { PartyPopper } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../../i18n/use-translation';
import { useOwnProfile } from '../useOwnProfile';
import { OnboardingShell } from './OnboardingShell';

/** /finish-setup: the end of onboarding; continuing records it and opens the feed. */
export default function FinishSetupPage() {
  const { t } = useTranslation('profile');
  // a seller goes on to set up her shop (docs/decisions/0272-seller-onboarding.md)
  const seller = useOwnProfile().data?.role === 's';
  return (
    <OnboardingShell
      step="finish"
      title={t('finish.title')}
      continueLabel={seller ? t('finish.goSell') : t('finish.go')}
    >
      <div className="flex flex-col items-center gap-3 pt-6 text-center">
        <PartyPopper aria-hidden="true" className="size-14 text-brand-dark" />
        <p className="text-lg font-semibold text-gray-900">{t('finish.heading')}</p>
        <p className="text-[15px] text-gray-700">{t('finish.text')}</p>
        <Link to="/myProfile" className="font-semibold text-brand-dark underline">
          {t('finish.profile')}
        </Link>
      </div>
    </OnboardingShell>
  );
}
