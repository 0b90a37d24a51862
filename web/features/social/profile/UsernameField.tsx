import { useEffect, useState } from 'react';
import { hasHiddenCharacters } from '../../../../contract/name-text';
import { isValidUsername } from '../../../../contract/profile';
import { useTranslation } from '../../../i18n/use-translation';
import { TextField } from '../../../ui/TextField';
import { useUsernameCheck } from './useUsernameCheck';

/**
 * The username, checked for availability as you type (300 ms after the last key): taken, or too close to another
 * one (docs/decisions/0260-names-that-impersonate.md). `serverError` is the save's refusal, in the user's language.
 */
export function UsernameField({
  value,
  onChange,
  serverError,
}: {
  value: string;
  onChange(v: string): void;
  serverError?: string;
}) {
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
  if (invalid) error = t(hasHiddenCharacters(trimmed) ? 'edit.hiddenCharacters' : 'edit.usernameRules');
  else if (serverError) error = serverError;
  else if (check.data && debounced === trimmed) {
    if (check.data.available) hint = t('edit.usernameFree');
    else error = t(check.data.reason === 'too_close' ? 'edit.usernameTooClose' : 'edit.usernameTaken');
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
