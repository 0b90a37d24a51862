/** The interface languages. The stored locale (local storage `locale`) picks one; default en (docs/product.md §1). */
export const LOCALES = ['en', 'zh-HK', 'zh-CN'] as const;
export type AppLocale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: AppLocale = 'en';
export const LOCALE_STORAGE_KEY = 'locale';

export const LOCALE_NAMES: Record<AppLocale, string> = {
  en: 'English',
  'zh-HK': '繁體中文（香港）',
  'zh-CN': '简体中文',
};

export function isAppLocale(value: unknown): value is AppLocale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function storedLocale(): AppLocale {
  try {
    const value = localStorage.getItem(LOCALE_STORAGE_KEY);
    return isAppLocale(value) ? value : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

/**
 * The language the app opens in: the one chosen and stored; on a first visit from a shared link, the language the
 * link names (`?lang=`, as a seller shares in her customers' language: docs/decisions/0240-share-previews.md),
 * stored as the visitor's from then on, and changeable on /language like any other; else English.
 */
export function openingLocale(): AppLocale {
  try {
    const stored = localStorage.getItem(LOCALE_STORAGE_KEY);
    if (isAppLocale(stored)) return stored;
    const linked = new URLSearchParams(window.location.search).get('lang');
    if (isAppLocale(linked)) {
      localStorage.setItem(LOCALE_STORAGE_KEY, linked);
      return linked;
    }
  } catch {
    // storage refused (a private window's quota): English, as before
  }
  return DEFAULT_LOCALE;
}
