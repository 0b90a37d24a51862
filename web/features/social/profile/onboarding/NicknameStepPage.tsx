import { useEffect, useRef, useState } from 'react';
import { DISPLAY_NAME_MAX } from '../../../../../contract/profile';
import { useTranslation } from '../../../../i18n/use-translation';
import { TextField } from '../../../../ui/TextField';
import { UsernameField, usernameOk } from '../UsernameField';
import { useOwnProfile } from '../useOwnProfile';
import { useUpdateProfile } from '../useUpdateProfile';
import { OnboardingShell } from './OnboardingShell';

/** /signup-set-nickname: the display name and the username (availability checked as you type). */
export default function NicknameStepPage() {
  const { t } = useTranslation('profile');
  const profile = useOwnProfile();
  const update = useUpdateProfile();
  const [nickname, setNickname] = useState('');
  const [username, setUsername] = useState('');
  // filled once from the stored profile, and only where nothing has been typed yet: a fast typist
  // (or a resumed onboarding) may fill the fields before the profile arrives
  const filled = useRef(false);
  useEffect(() => {
    if (profile.data && !filled.current) {
      filled.current = true;
      const stored = profile.data;
      setNickname((typed) => typed || (stored.nickname ?? ''));
      setUsername((typed) => typed || (stored.username ?? ''));
    }
  }, [profile.data]);

  return (
    <OnboardingShell
      step="nickname"
      title={t('nickname.title')}
      skippable
      canContinue={nickname.trim().length > 0 && usernameOk(username)}
      onContinue={async () => {
        const u = username.trim();
        await update.mutateAsync({
          nickname: nickname.trim(),
          ...(u && u !== profile.data?.username ? { username: u } : {}),
        });
      }}
    >
      <p className="text-[15px] text-gray-700">{t('nickname.intro')}</p>
      <TextField
        label={t('edit.nickname')}
        name="nickname"
        maxLength={DISPLAY_NAME_MAX}
        value={nickname}
        onChange={(e) => setNickname(e.target.value)}
      />
      <UsernameField value={username} onChange={setUsername} />
    </OnboardingShell>
  );
}
