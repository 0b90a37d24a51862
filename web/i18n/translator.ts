import { type TextTree, type TFunction, type TOptions, translate } from './translate';

/** fetches one namespace's catalogue in one language (the app: a hashed JSON file; the server: nothing to fetch) */
export type TextLoader = (language: string, namespace: string) => Promise<TextTree>;

type LoadState = 'loading' | 'loaded' | 'failed';

/** where a `t` without namespaces looks (the shell's own words) */
export const DEFAULT_NAMESPACES: readonly string[] = ['common'];

/**
 * The interface's words in the reader's language (docs/decisions/0295-own-translator.md): the catalogues in hand,
 * the ones on their way, the language shown, and who to tell when it changes. English is every language's fallback.
 * A component reads it through `useTranslation` (web/i18n/use-translation.ts), which waits (suspends) until its
 * namespaces are in.
 */
export class Translator {
  private shown: string;
  private readonly texts = new Map<string, TextTree>();
  private readonly states = new Map<string, LoadState>();
  private readonly pending = new Map<string, Promise<void>>();
  private readonly listeners = new Set<() => void>();
  /** bumped on every change of language, so a screen's `t` is a new function and memoised parts draw again */
  private version = 0;
  /** each language's lookup order (it, then the fallback), made once: `t` runs on every text of every render */
  private readonly orders = new Map<string, readonly string[]>();

  constructor(
    language: string,
    private readonly fallback: string,
    private readonly loader?: TextLoader,
  ) {
    this.shown = language;
  }

  /** the language shown */
  get language(): string {
    return this.shown;
  }

  /** true once the app's first texts are asked for (before, a message made outside a screen reads English) */
  private started = false;
  get isInitialized(): boolean {
    return this.started;
  }

  /** the app's start: the reader's language, before any screen draws or any text is asked for (web/i18n/index.ts) */
  start(language: string): void {
    this.shown = language;
    this.started = true;
  }

  /** the languages a text is looked for in, in order */
  languages(language = this.shown): readonly string[] {
    let order = this.orders.get(language);
    if (!order) {
      order = language === this.fallback ? [language] : [language, this.fallback];
      this.orders.set(language, order);
    }
    return order;
  }

  add(language: string, namespace: string, tree: TextTree): void {
    this.texts.set(`${language}/${namespace}`, tree);
    this.states.set(`${language}/${namespace}`, 'loaded');
  }

  /** whether a screen with these namespaces can draw now: each is in (or has failed: its keys show) */
  hasLoaded(namespaces: readonly string[], language = this.shown): boolean {
    return this.languages(language).every((lng) =>
      namespaces.every((ns) => {
        const state = this.states.get(`${lng}/${ns}`);
        return state === 'loaded' || state === 'failed';
      }),
    );
  }

  /** brings these namespaces in (a failed one is asked for again); resolves when each has arrived or failed */
  loadNamespaces(namespaces: readonly string[], language = this.shown): Promise<void> {
    const loads: Promise<void>[] = [];
    for (const lng of this.languages(language)) {
      for (const ns of namespaces) loads.push(this.loadOne(lng, ns));
    }
    return Promise.all(loads).then(() => undefined);
  }

  private loadOne(language: string, namespace: string): Promise<void> {
    const id = `${language}/${namespace}`;
    if (this.states.get(id) === 'loaded') return Promise.resolve();
    const underway = this.pending.get(id);
    if (underway) return underway;
    if (!this.loader) {
      this.states.set(id, 'failed');
      return Promise.resolve();
    }
    // a failed one asked for again stays "in" meanwhile: the screens showing its keys do not go blank to wait
    if (this.states.get(id) !== 'failed') this.states.set(id, 'loading');
    const load = this.loader(language, namespace).then(
      (tree) => this.add(language, namespace, tree),
      () => {
        // the screen draws with its keys (and English where it is in) rather than wait for ever
        this.states.set(id, 'failed');
      },
    );
    const settled = load.finally(() => this.pending.delete(id));
    this.pending.set(id, settled);
    return settled;
  }

  /** shows another language once every namespace in use is in it, so no screen falls back to its keys meanwhile */
  async changeLanguage(language: string): Promise<void> {
    const inUse = new Set<string>();
    for (const id of this.states.keys()) inUse.add(id.slice(id.indexOf('/') + 1));
    await this.loadNamespaces([...inUse], language);
    this.shown = language;
    this.version += 1;
    for (const listener of this.listeners) listener();
  }

  /** the text for `key`, looked for in `namespaces` ('common' when none is named) */
  t(
    key: string | readonly string[],
    options?: TOptions,
    namespaces: readonly string[] = DEFAULT_NAMESPACES,
  ): string {
    return translate(
      (language, namespace) => this.texts.get(`${language}/${namespace}`),
      this.languages(),
      namespaces,
      key,
      options,
    );
  }

  /** a `t` bound to a screen's namespaces, in the language shown now */
  fixedT(namespaces: readonly string[]): TFunction {
    return (key, options) => this.t(key, options, namespaces);
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  currentVersion = (): number => this.version;
}
