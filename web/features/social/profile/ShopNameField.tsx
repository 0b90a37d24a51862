import { useEffect, useState } from 'react';
import { hasHiddenCharacters } from '../../../../contract/name-text';
import { SHOP_NAME_MAX } from '../../../../contract/profile';
import { useTranslation } from '../../../i18n/use-translation';
import { TextField } from '../../../ui/TextField';
import { useShopNameCheck } from './useShopNameCheck';

/**
 * The shop name, checked as you type (300 ms after the last key) against other shops' names: one that looks like
 * another shop's is refused (docs/decisions/0260-names-that-impersonate.md). `serverError` is the save's refusal,
 * already in the user's language.
 */
export function ShopNameField({
  value,
  saved,
  onChange,
  serverError,
}: {
  value: string;
  saved: string;
  onChange(v: string): void;
  serverError?: string;
}) {
  const { t } = useTranslation('profile');
  const [debounced, setDebounced] = useState(value.trim());
  useEffect(() => {
    const id = setTimeout(() => setDebounced(value.trim()), 300);
    return () => clearTimeout(id);
  }, [value]);
  const check = useShopNameCheck(debounced, saved);
  const trimmed = value.trim();
  let hint: string | undefined;
  let error: string | undefined;
  if (hasHiddenCharacters(trimmed)) error = t('edit.hiddenCharacters');
  else if (serverError) error = serverError;
  else if (check.data && debounced === trimmed && trimmed !== saved) {
    if (check.data.available) hint = t('edit.shopNameFree');
    else error = t('edit.shopNameTooClose');
  }
  return (
    <div aria-live="polite">
      <TextField
        label={t('edit.shopName')}
        name="shop_name"
        maxLength={SHOP_NAME_MAX}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        hint={hint}
        error={error}
      />
    </div>
  );
}

export function shopNameOk(value: string): boolean {
  return !hasHiddenCharacters(value.trim());
}
