import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import i18next, { type i18n as I18next } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from './locales';
import type { TextTree, TOptions } from './translate';
import { Translator } from './translator';

// The app's translator against i18next, the library it replaced (docs/decisions/0295-own-translator.md): every key
// of every catalogue, in every language, with and without counts and values, must read the same in both.
const root = path.join(import.meta.dirname, 'locales');
const catalogue = (locale: string, ns: string) =>
  JSON.parse(fs.readFileSync(path.join(root, locale, `${ns}.json`), 'utf8')) as TextTree;
const NAMESPACES = fs.readdirSync(path.join(root, 'en')).map((file) => file.replace(/\.json$/, ''));

/** every key a screen can ask for: each text's path, and a plural's key without its `_one`/`_other` ending */
function keysOf(tree: TextTree, prefix = ''): { texts: string[]; sections: string[] } {
  const texts = new Set<string>();
  const sections: string[] = [];
  for (const [name, value] of Object.entries(tree)) {
    const key = `${prefix}${name}`;
    if (typeof value === 'string') {
      texts.add(key);
      texts.add(key.replace(/_(zero|one|two|few|many|other)$/, ''));
    } else {
      sections.push(key);
      if (!Array.isArray(value)) {
        const inner = keysOf(value as TextTree, `${key}.`);
        for (const k of inner.texts) texts.add(k);
        sections.push(...inner.sections);
      }
    }
  }
  return { texts: [...texts], sections };
}

/** a value for every `{{name}}` in a namespace, so each text is filled in */
function valuesOf(tree: TextTree): Record<string, unknown> {
  const names = JSON.stringify(tree).match(/\{\{([^}]+)\}\}/g) ?? [];
  return Object.fromEntries(names.map((n, i) => [n.slice(2, -2).trim(), i % 2 ? `v${i}` : i * 7]));
}

function reference(locale: string): I18next {
  const instance = i18next.createInstance();
  const resources: Record<string, Record<string, TextTree>> = {};
  for (const lng of LOCALES) {
    resources[lng] = Object.fromEntries(NAMESPACES.map((ns) => [ns, catalogue(lng, ns)]));
  }
  void instance.init({
    lng: locale,
    fallbackLng: 'en',
    resources,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

function ours(locale: string): Translator {
  const translator = new Translator(locale, 'en');
  for (const lng of LOCALES) for (const ns of NAMESPACES) translator.add(lng, ns, catalogue(lng, ns));
  return translator;
}

const COUNTS = [undefined, 0, 1, 2, 5, 1.5];

describe.each(LOCALES)('the translator in %s reads as i18next does', (locale) => {
  let theirs: I18next;
  let mine: Translator;
  beforeAll(() => {
    theirs = reference(locale);
    mine = ours(locale);
  });

  it('every key of every namespace, with each count and every value filled in', () => {
    // the differences are gathered and asserted once: an expect per text (over 10,000) was most of this file's time
    const differences: { key: string; count?: number; ours: unknown; i18next: unknown }[] = [];
    let compared = 0;
    const compare = (key: string, count: number | undefined, mineText: unknown, theirText: unknown) => {
      compared += 1;
      if (mineText !== theirText) differences.push({ key, count, ours: mineText, i18next: theirText });
    };
    for (const ns of NAMESPACES) {
      const values = valuesOf(catalogue('en', ns));
      const t = mine.fixedT([ns]);
      const expected = theirs.getFixedT(null, ns);
      for (const key of keysOf(catalogue('en', ns)).texts) {
        for (const count of COUNTS) {
          const options: TOptions = count === undefined ? { ...values } : { ...values, count };
          compare(`${ns}:${key}`, count, t(key, options), expected(key, options));
          // the same key named with its namespace, from a screen of another namespace
          compare(
            `${ns}:${key} (from ui)`,
            count,
            mine.t(`${ns}:${key}`, options, ['ui']),
            theirs.t(`${ns}:${key}`, options),
          );
        }
        // no values given: the blanks stay as they are
        compare(`${ns}:${key} (no values)`, undefined, t(key), expected(key));
      }
    }
    expect(differences).toEqual([]);
    expect(compared).toBeGreaterThan(5_000);
  }, 60_000);

  it('a section asked for as data comes back filled in, as i18next gives it', () => {
    for (const ns of NAMESPACES) {
      for (const key of keysOf(catalogue('en', ns)).sections) {
        const options = { returnObjects: true, ...valuesOf(catalogue('en', ns)) };
        expect(mine.t(key, options, [ns])).toEqual(theirs.t(key, { ...options, ns }));
      }
    }
  });

  it('a screen of two namespaces looks in the first, then the second', () => {
    const pairs: [string, string][] = [
      ['pos', 'paymentCodes'],
      ['refunds', 'delivery'],
      ['guestCheckout', 'cart'],
    ];
    for (const [first, second] of pairs) {
      const t = mine.fixedT([first, second]);
      const expected = theirs.getFixedT(null, [first, second]);
      for (const key of [...keysOf(catalogue('en', first)).texts, ...keysOf(catalogue('en', second)).texts]) {
        expect(t(key, { count: 3 })).toBe(expected(key, { count: 3 }));
      }
    }
  });

  it('a missing key, a default, a value given as null or nested, a value that looks like a blank', () => {
    const cases: [string, TOptions | undefined][] = [
      ['no.such.key', undefined],
      ['common:no.such.key', undefined],
      ['no.such.key', { defaultValue: 'Fallback {{n}}', n: 4 }],
      ['common:transport.network', { defaultValue: 'unused' }],
      ['common:transport.network', { count: null }],
    ];
    // several keys: the first that has a text; none has: the last key
    for (const keys of [
      ['data:import.examples.nothing', 'data:import.examples.price'],
      ['no.a', 'common:no.b'],
    ]) {
      expect(mine.t(keys, { count: '2' })).toBe(theirs.t(keys, { count: '2' }));
    }
    for (const [key, options] of cases) expect(mine.t(key, options)).toBe(theirs.t(key, options));
    mine.add(locale, 'probe', { a: '{{x}} and {{ y.z }} and {{w}}' });
    theirs.addResourceBundle(locale, 'probe', { a: '{{x}} and {{ y.z }} and {{w}}' });
    for (const options of [
      { x: null, y: { z: 3 } },
      { x: undefined },
      { x: '{{w}}', w: 'W' },
      { x: '$t(common:x)' },
    ]) {
      expect(mine.t('probe:a', options)).toBe(theirs.t('probe:a', options));
    }
  });

  it('any value a person types reads as i18next reads it', () => {
    const t = mine.fixedT(['posts']);
    const expected = theirs.getFixedT(null, 'posts');
    const keys = keysOf(catalogue('en', 'posts')).texts;
    const names = Object.keys(valuesOf(catalogue('en', 'posts')));
    fc.assert(
      fc.property(
        fc.constantFrom(...keys),
        fc.dictionary(fc.constantFrom(...names), fc.oneof(fc.string(), fc.integer(), fc.constant(null))),
        fc.option(fc.nat({ max: 20 }), { nil: undefined }),
        (key, values, count) => {
          const options = count === undefined ? values : { ...values, count };
          expect(t(key, options)).toBe(expected(key, options));
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('loading', () => {
  it('waits for a namespace in the language and in English, and takes a failed one as in (its keys show)', async () => {
    const asked: string[] = [];
    const translator = new Translator('zh-HK', 'en', async (lng, ns) => {
      asked.push(`${lng}/${ns}`);
      if (ns === 'broken') throw new Error('offline');
      return { hello: `${lng} hello` };
    });
    expect(translator.hasLoaded(['posts'])).toBe(false);
    await translator.loadNamespaces(['posts', 'broken']);
    expect(translator.hasLoaded(['posts', 'broken'])).toBe(true);
    expect(translator.t('hello', {}, ['posts'])).toBe('zh-HK hello');
    expect(translator.t('hello', {}, ['broken'])).toBe('hello');
    // a failed namespace is asked for again the next time a screen loads it, and screens do not wait meanwhile
    const again = translator.loadNamespaces(['broken']);
    expect(translator.hasLoaded(['broken'])).toBe(true);
    await again;
    expect(asked.filter((a) => a === 'zh-HK/broken')).toHaveLength(2);
    expect(asked.filter((a) => a === 'zh-HK/posts')).toHaveLength(1);
  });

  it('changes language only once every namespace in use is in it, and tells the screens', async () => {
    const translator = new Translator('en', 'en', async (lng, ns) => ({ word: `${lng}:${ns}` }));
    await translator.loadNamespaces(['common', 'posts']);
    let told = 0;
    translator.subscribe(() => {
      told += 1;
    });
    const before = translator.currentVersion();
    await translator.changeLanguage('zh-CN');
    expect(told).toBe(1);
    expect(translator.currentVersion()).not.toBe(before);
    expect(translator.hasLoaded(['common', 'posts'])).toBe(true);
    expect(translator.t('word', {}, ['posts'])).toBe('zh-CN:posts');
  });

  it('starts in the reader’s language without asking for a text, and a `t` without namespaces reads common', async () => {
    const asked: string[] = [];
    const translator = new Translator('en', 'en', async (lng, ns) => {
      asked.push(`${lng}/${ns}`);
      return { word: `${lng}:${ns}` };
    });
    expect(translator.isInitialized).toBe(false);
    translator.start('zh-HK');
    expect([translator.language, translator.isInitialized, asked]).toEqual(['zh-HK', true, []]);
    // the lookup order is made once per language, not on every text
    expect(translator.languages()).toEqual(['zh-HK', 'en']);
    expect(translator.languages()).toBe(translator.languages());
    await translator.loadNamespaces(['common']);
    expect(translator.t('word')).toBe('zh-HK:common');
  });
});
