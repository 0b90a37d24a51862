import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isValidUsername } from '../../../../contract/profile';
import { TextField } from '../../../ui/TextField';
import { useUsernameCheck } from './useUsernameCheck';

/** The username, checked for availability as you type (300 ms after the last key). */
export function UsernameField({ value, onChange }: { value: string; onChange(v: string): void }) {
  const { t } = useTranslation('profile');
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setDebounced(value.trim()), 300);
    return () => clearTimeout(id);
  }, [value]);
  const check = useUsernameCheck(debounced);
  const trimmed = value.trim();
  const invalid = trimmed.length > 0 && !isValidUsername(trimmed);
  let hint: string | undefined;
  let error: string | undefined;
  if (invalid) error = t('edit.usernameRules');
  else if (check.data && debounced === trimmed) {
    if (check.data.available) hint = t('edit.usernameFree');
    else error = t('edit.usernameTaken');
  }
  return (
    <div aria-live="polite">
      <TextField
        label={t('edit.username')}
        name="username"
        autoCapitalize="none"
        autoComplete="username"
        maxLength={40}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        hint={hint}
        error={error}
      />
    </div>
  );
}

export function usernameOk(value: string): boolean {
  return value.trim() === '' || isValidUsername(value);
}
