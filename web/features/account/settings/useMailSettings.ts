import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type MailSettings, mailSettings, type ShopperMailKind } from '../../../../contract/shopper-mails';
import type { AppLocale } from '../../../i18n/locales';
import { callApi } from '../../../lib/api';

/** TanStack Query key of the caller's mail settings (docs/decisions/0275-mails-to-shoppers.md). */
export const mailSettingsKey = ['mail-settings'] as const;

/** `/res/account/mail_settings` with `{}`: which mails she gets, and where they go. */
export function useMailSettings() {
  return useQuery({ queryKey: mailSettingsKey, queryFn: () => callApi(mailSettings, {}) });
}

/**
 * `/res/account/mail_settings` with `{ kinds }` (turns kinds on or off) or `{ locale }` (the mails' language); the
 * answer is the settings as stored.
 */
export function useSetMailSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { kinds?: Partial<Record<ShopperMailKind, boolean>>; locale?: AppLocale }) =>
      callApi(mailSettings, input),
    onSuccess: (settings: MailSettings) => queryClient.setQueryData(mailSettingsKey, settings),
  });
}
