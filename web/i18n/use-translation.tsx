import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import type { TFunction, TOptions } from './translate';
import { DEFAULT_NAMESPACES, type Translator } from './translator';

export type { TFunction } from './translate';

const TranslatorContext = createContext<Translator | null>(null);
let appTranslator: Translator | null = null;

/** the browser's one translator (web/i18n/index.ts sets it); a render with a provider uses the provider's */
export function setAppTranslator(translator: Translator): void {
  appTranslator = translator;
}

/** a text made outside a screen (a call's network error) in the reader's language; null before the app has words */
export function appText(key: string, options?: TOptions): string | null {
  return appTranslator?.isInitialized ? appTranslator.t(key, options) : null;
}

/** a render with its own words: the server draws each page in the language its address names */
export function TranslatorProvider({
  translator,
  children,
}: {
  translator: Translator;
  children: ReactNode;
}) {
  return <TranslatorContext.Provider value={translator}>{children}</TranslatorContext.Provider>;
}

/**
 * A screen's words: `t` for its namespaces (the first tried first, each in the reader's language then English) and
 * the translator as `i18n` (its `language`). The screen waits in its Suspense boundary until its namespaces are in,
 * and draws again when the reader picks another language. With `useSuspense: false` it does not wait: `ready` says
 * whether the words are in, and the part draws again when they arrive.
 */
export function useTranslation(
  ns?: string | readonly string[],
  { useSuspense = true }: { useSuspense?: boolean } = {},
): { t: TFunction; i18n: Translator; ready: boolean } {
  const translator = useContext(TranslatorContext) ?? appTranslator;
  if (!translator) throw new Error('useTranslation: no translator (web/i18n/index.ts sets the app one)');
  const namespaces = ns === undefined ? DEFAULT_NAMESPACES : typeof ns === 'string' ? [ns] : ns;
  const version = useSyncExternalStore(
    translator.subscribe,
    translator.currentVersion,
    translator.currentVersion,
  );
  const key = namespaces.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the namespaces by value, and a new `t` per language
  const t = useMemo(() => translator.fixedT(key.split(',')), [translator, key, version]);
  const ready = translator.hasLoaded(namespaces);
  const [, arrived] = useState(0);
  useEffect(() => {
    if (useSuspense || ready) return;
    let on = true;
    void translator.loadNamespaces(key.split(',')).then(() => on && arrived((n) => n + 1));
    return () => {
      on = false;
    };
  }, [translator, key, ready, useSuspense]);
  if (!ready && useSuspense) throw translator.loadNamespaces(namespaces);
  return { t, i18n: translator, ready };
}
