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
