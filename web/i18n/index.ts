import { type AppLocale, DEFAULT_LOCALE, LOCALE_STORAGE_KEY, openingLocale } from './locales';
import type { TextTree } from './translate';
import { Translator } from './translator';
import { setAppTranslator } from './use-translation';

/**
 * Every namespace of every language is its own small JSON file (locales/<locale>/<namespace>.json),
 * fetched the first time a component asks for it (useTranslation suspends until it arrives), so the
 * first page downloads only the text it shows, in the language the visitor reads (plus English,
 * the fallback, when they read another one). The files ship as hashed JSON assets, not as script
 * chunks: text is data, parsed by JSON.parse, and stays out of the JavaScript budget.
 */
/**
 * Where each text file was built to, per language. The map ships as script, so only English's (the default and
 * every reader's fallback) is in the first page's; a Chinese reader's comes as a small chunk of its own when her
 * first text is asked for (three languages' maps in the first page cost it about 2 KB gzip, docs/quality.md).
 * Keys relative to locales/ ('./en/orders.json').
 */
type FileMap = Record<string, string>;
const english: FileMap = import.meta.glob<string>('./en/*.json', {
  base: './locales',
  query: '?url',
  import: 'default',
  eager: true,
});
const otherMaps: Partial<Record<string, () => Promise<FileMap>>> = {
  'zh-HK': () => import('./maps/zh-HK').then((m) => m.files),
  'zh-CN': () => import('./maps/zh-CN').then((m) => m.files),
};
const loadedMaps = new Map<string, Promise<FileMap>>();

function filesOf(language: string): Promise<FileMap> {
  if (language === 'en') return Promise.resolve(english);
  const load = otherMaps[language];
  if (!load) return Promise.resolve({});
  let map = loadedMaps.get(language);
  if (!map) {
    // a chunk that failed to load is asked for again next time
    map = load().catch((err: unknown) => {
      loadedMaps.delete(language);
      throw err;
    });
    loadedMaps.set(language, map);
  }
  return map;
}

async function fetchJson(url: string): Promise<TextTree> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  return (await res.json()) as TextTree;
}

async function readText(language: string, namespace: string): Promise<TextTree> {
  const url = (await filesOf(language))[`./${language}/${namespace}.json`];
  return url ? fetchJson(url) : {};
}

/** the browser's translator: the stored language until initI18n reads it, English behind every language */
const i18n = new Translator(DEFAULT_LOCALE, DEFAULT_LOCALE, readText);
setAppTranslator(i18n);

// the router asks for a page's text as it starts, which may be before initI18n has been called
let markInitialized: () => void = () => {};
const initialized = new Promise<void>((resolve) => {
  markInitialized = resolve;
});

/**
 * Loads a page's namespaces together, in the reader's language and the fallback's:
 * the router asks with the page's module, beside the shell's text, so a page's components do not suspend one
 * after another, each for its own file (docs/decisions/0251-first-answers.md). A file that fails is asked for again when a component
 * needs it, as before.
 */
export async function loadText(namespaces: readonly string[]): Promise<void> {
  // the server's first render has every text in already (web/entry-server.tsx), and no browser instance to wait for
  if (typeof document === 'undefined') return;
  await initialized;
  await i18n.loadNamespaces(namespaces);
}

export async function initI18n(): Promise<void> {
  const locale = openingLocale();
  i18n.start(locale);
  // the shell's text, loaded before the first paint
  const ready = i18n.loadNamespaces(['common', 'ui']);
  // the language is set (its first files on their way): a page's text can be asked for beside them
  markInitialized();
  await ready;
  document.documentElement.lang = locale;
}

export async function setLocale(locale: AppLocale): Promise<void> {
  localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  await i18n.changeLanguage(locale);
  document.documentElement.lang = locale;
}

export default i18n;
