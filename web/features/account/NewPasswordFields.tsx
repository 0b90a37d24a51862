import { useTranslation } from 'react-i18next';
import { PASSWORD_MAX, PASSWORD_MIN } from '../../../contract/auth';
import { TextField } from '../../ui/TextField';

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
      <TextField
        label={label ?? t('newPassword')}
        name="new-password"
        type="password"
        autoComplete="new-password"
        value={password}
        maxLength={PASSWORD_MAX}
        onChange={(e) => onPassword(e.target.value)}
        hint={t('passwordHint', { min: PASSWORD_MIN })}
        error={short ? t('passwordTooShort', { min: PASSWORD_MIN }) : undefined}
        required
      />
      <TextField
        label={t('repeatPassword')}
        name="repeat-password"
        type="password"
        autoComplete="new-password"
        value={repeat}
        maxLength={PASSWORD_MAX}
        onChange={(e) => onRepeat(e.target.value)}
        error={mismatch ? t('passwordMismatch') : undefined}
        required
      />
    </>
  );
}

export function newPasswordReady(password: string, repeat: string): boolean {
  return password.length >= PASSWORD_MIN && password === repeat;
}
