/**
 * Looking a text up and filling it in, as i18next does for what the app's catalogues use
 * (docs/decisions/0295-own-translator.md): `ns:key.path` keys, a screen's namespaces tried in order and each in the
 * reader's language then English, plurals by `count` (`_zero` for 0, then the language's plural rule's `_one`,
 * `_other` …), `{{name}}` values (paths like `{{a.b}}` too; never escaped, React escapes), `defaultValue` and
 * `returnObjects`. `translate.unit.test.ts` checks every key of every catalogue against i18next itself.
 */
export type TextTree = { [key: string]: TextValue };
type TextValue = string | TextTree | TextValue[];

export interface TOptions {
  count?: number | string | null;
  defaultValue?: string;
  ns?: string | readonly string[];
  returnObjects?: boolean;
  [value: string]: unknown;
}

/** a text of the shown language: what every component calls (`t`); with several keys, the first that has a text */
export type TFunction = (key: string | readonly string[], options?: TOptions) => string;

/** where the catalogues are: one tree per language and namespace, or nothing while it is not in */
export type TextSource = (language: string, namespace: string) => TextTree | undefined;

const NS_SEPARATOR = ':';
const PLURAL_RULES = new Map<string, Intl.PluralRules>();

function pluralOf(language: string, count: number): string {
  let rules = PLURAL_RULES.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    PLURAL_RULES.set(language, rules);
  }
  return rules.select(count);
}

function find(tree: TextTree | undefined, path: string): TextValue | undefined {
  let at: TextValue | undefined = tree;
  for (const part of path.split('.')) {
    if (at === undefined || typeof at === 'string') return undefined;
    at = (at as Record<string, TextValue>)[part];
  }
  return at;
}

function valueAt(data: Record<string, unknown>, path: string): unknown {
  let at: unknown = data;
  for (const part of path.split('.')) {
    if (at === null || typeof at !== 'object') return undefined;
    at = (at as Record<string, unknown>)[part];
  }
  return at;
}

/** `{{name}}` → the value; a value not given at all leaves `{{name}}` as it is (as i18next does) */
export function interpolate(text: string, options: TOptions): string {
  return text.replace(/\{\{(.+?)\}\}/g, (whole, name: string) => {
    const key = name.trim();
    const value = valueAt(options, key);
    if (value === undefined) return Object.hasOwn(options, key) ? '' : whole;
    return value === null ? '' : String(value);
  });
}

/**
 * The keys tried for one language, the most specific first: `_zero` for 0, the plural form, the key itself. Any
 * count but a string picks a plural form (null reads as 0, as Intl.PluralRules reads it).
 */
function candidates(key: string, language: string, count: unknown): string[] {
  if (count === undefined || typeof count === 'string') return [key];
  const keys = [`${key}_${pluralOf(language, Number(count))}`, key];
  if (count === 0) keys.unshift(`${key}_zero`);
  return keys;
}

/** a key and the namespaces it is looked for in: its own `ns:` prefix, else the options', else the screen's */
function located(
  fullKey: string,
  namespaces: readonly string[],
  options: TOptions,
): [string, readonly string[]] {
  const separator = fullKey.indexOf(NS_SEPARATOR);
  if (separator >= 0) return [fullKey.slice(separator + 1), [fullKey.slice(0, separator)]];
  if (options.ns === undefined) return [fullKey, namespaces];
  return [fullKey, typeof options.ns === 'string' ? [options.ns] : options.ns];
}

function lookup(
  source: TextSource,
  languages: readonly string[],
  namespaces: readonly string[],
  keys: readonly string[],
  options: TOptions,
): TextValue | undefined {
  for (const fullKey of keys) {
    const [key, inNamespaces] = located(fullKey, namespaces, options);
    for (const ns of inNamespaces) {
      for (const language of languages) {
        const tree = source(language, ns);
        for (const candidate of candidates(key, language, options.count)) {
          const found = find(tree, candidate);
          if (found !== undefined) return found;
        }
      }
    }
  }
  return undefined;
}

function fill(value: TextValue, options: TOptions): unknown {
  if (typeof value === 'string') return interpolate(value, options);
  if (Array.isArray(value)) return value.map((item) => fill(item, options));
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fill(v, options)]));
}

/**
 * The text for `key` (or the first of several keys that has one) in the first of `languages` that has it, from the
 * first of `namespaces` (or the key's own `ns:` prefix, or `options.ns`) that does; the (last) key itself when none
 * has it.
 */
export function translate(
  source: TextSource,
  languages: readonly string[],
  namespaces: readonly string[],
  keyOrKeys: string | readonly string[],
  options: TOptions = {},
): string {
  const keys = typeof keyOrKeys === 'string' ? [keyOrKeys] : keyOrKeys;
  const found = lookup(source, languages, namespaces, keys, options);
  const [key] = located(keys[keys.length - 1] ?? '', namespaces, options);
  if (found === undefined)
    return options.defaultValue === undefined ? key : interpolate(options.defaultValue, options);
  if (typeof found !== 'string') {
    // a whole section (the about page's blocks): the caller asked for it as data
    if (options.returnObjects) return fill(found, options) as string;
    return `key '${key} (${languages[0]})' returned an object instead of string.`;
  }
  return interpolate(found, options);
}
