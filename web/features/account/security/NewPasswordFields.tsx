import { PASSWORD_MAX, PASSWORD_MIN } from '../../../../contract/auth';
import { useTranslation } from '../../../i18n/use-translation';
import { PasswordField } from '../../../ui/CredentialFields';

/** New password + repeat, with the length rule and a mismatch message; shared by reset, change and set. */
export function NewPasswordFields({
  password,
  repeat,
  onPassword,
  onRepeat,
  label,
}: {
  password: string;
  repeat: string;
  onPassword(value: string): void;
  onRepeat(value: string): void;
  label?: string;
}) {
  const { t } = useTranslation('security');
  const short = password.length > 0 && password.length < PASSWORD_MIN;
  const mismatch = repeat.length > 0 && repeat !== password;
  return (
    <>
      <PasswordField
        label={label ?? t('newPassword')}
        name="new-password"
        fresh
        value={password}
        maxLength={PASSWORD_MAX}
        onValue={onPassword}
        hint={t('passwordHint', { min: PASSWORD_MIN })}
        error={short ? t('passwordTooShort', { min: PASSWORD_MIN }) : undefined}
        required
      />
      <PasswordField
        label={t('repeatPassword')}
        name="repeat-password"
        fresh
        value={repeat}
        maxLength={PASSWORD_MAX}
        onValue={onRepeat}
        error={mismatch ? t('passwordMismatch') : undefined}
        required
      />
    </>
  );
}

export function newPasswordReady(password: string, repeat: string): boolean {
  return password.length >= PASSWORD_MIN && password === repeat;
}
