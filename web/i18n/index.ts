import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { type AppLocale, DEFAULT_LOCALE, LOCALE_STORAGE_KEY, storedLocale } from './locales';

/**
 * Every namespace of every language is its own small chunk (locales/<locale>/<namespace>.json),
 * loaded the first time a component asks for it (react-i18next suspends until it arrives), so the
 * first page downloads only the text it shows, in the language the visitor reads (plus English,
 * the fallback, when they read another one).
 */
type Tree = { [key: string]: string | Tree };
const files = import.meta.glob<{ default: Tree }>('./locales/*/*.json');

const lazyLocales: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = files[`./locales/${language}/${namespace}.json`];
    if (!load) return callback(null, {});
    load().then(
      (mod) => callback(null, mod.default),
      (err: Error) => callback(err, null),
    );
  },
};

export async function initI18n(): Promise<void> {
  const locale = storedLocale();
  await i18n
    .use(lazyLocales)
    .use(initReactI18next)
    .init({
      lng: locale,
      fallbackLng: DEFAULT_LOCALE,
      ns: ['common', 'ui'], // the shell's text, loaded before the first paint
      defaultNS: 'common',
      interpolation: { escapeValue: false }, // React escapes
      returnNull: false,
      react: { useSuspense: true },
    });
  document.documentElement.lang = locale;
}

export async function setLocale(locale: AppLocale): Promise<void> {
  localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  await i18n.changeLanguage(locale);
  document.documentElement.lang = locale;
}

export default i18n;
