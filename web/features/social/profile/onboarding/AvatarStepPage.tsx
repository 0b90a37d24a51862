import { useTranslation } from '../../../../i18n/use-translation';
import { Avatar } from '../../posts';
import { AvatarPicker } from '../AvatarPicker';
import { useOwnProfile } from '../useOwnProfile';
import { OnboardingShell } from './OnboardingShell';

/** /signup-avatar: pick or take a photo, crop it square, upload it. */
export default function AvatarStepPage() {
  const { t } = useTranslation('profile');
  const profile = useOwnProfile();
  const p = profile.data;
  return (
    <OnboardingShell step="avatar" title={t('avatar.title')} skippable canContinue={Boolean(p?.avatar)}>
      <p className="text-[15px] text-gray-700">{t('avatar.intro')}</p>
      {p && (
        <div
          className="flex justify-center"
          data-testid="current-avatar"
          data-has-avatar={p.avatar ? 'yes' : 'no'}
        >
          <Avatar name={p.display_name} pic={p.avatar} size={112} />
        </div>
      )}
      <AvatarPicker />
    </OnboardingShell>
  );
}
