import { Check } from 'lucide-react';
import { Link } from 'react-router';
import { setLocale } from '../../../i18n';
import { LOCALE_NAMES, LOCALES } from '../../../i18n/locales';
import { useTranslation } from '../../../i18n/use-translation';
import { useSession } from '../../../lib/session';
import { lazyOnDemand } from '../../../ui/lazy-on-demand';
import { PageHeader } from '../../../ui/PageHeader';
import { useSetMailSettings } from './useMailSettings';

// signed in: which mails she gets, with its own code (docs/decisions/0275-mails-to-shoppers.md)
const MailSettingsSection = lazyOnDemand(() =>
  import('./MailSettingsSection').then((m) => m.MailSettingsSection),
);

/** /language: the interface language, stored locally and applied at once. */
export default function LanguagePage() {
  const { t, i18n } = useTranslation('settings');
  const signedIn = useSession() !== null;
  const saveMails = useSetMailSettings();
  return (
    <div className="min-h-dvh">
      <PageHeader title={t('languageTitle')} back />
      <fieldset className="p-4">
        <legend className="sr-only">{t('languageTitle')}</legend>
        <ul className="divide-y divide-gray-100 overflow-hidden rounded-2xl border border-gray-200">
          {LOCALES.map((locale) => {
            const selected = i18n.language === locale;
            return (
              <li key={locale}>
                <label className="flex min-h-14 cursor-pointer items-center justify-between px-4 text-base">
                  <span lang={locale}>{LOCALE_NAMES[locale]}</span>
                  <input
                    type="radio"
                    name="locale"
                    value={locale}
                    checked={selected}
                    onChange={() => {
                      void setLocale(locale);
                      // signed in, her mails follow the language she reads the app in
                      if (signedIn) saveMails.mutate({ locale });
                    }}
                    className="sr-only"
                  />
                  {selected && <Check aria-hidden="true" className="size-5 text-brand-dark" />}
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
      <MailSettingsSection active={signedIn} />
      {/* the developer pages, out of the shoppers' menu (issue 25): here for visitors, on About once logged in */}
      <p className="px-4 pt-8 text-center text-sm text-gray-500">
        {t('forDevelopers')}{' '}
        <Link to="/demo" className="font-medium text-gray-700 underline underline-offset-2">
          {t('developerTools')}
        </Link>
      </p>
    </div>
  );
}
