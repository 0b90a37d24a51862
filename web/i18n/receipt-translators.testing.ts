import fs from 'node:fs';
import path from 'node:path';
import { beforeAll } from 'vitest';
import type { TFunction } from './translate';
import { Translator } from './translator';

export interface ReceiptTranslators {
  t: TFunction;
  tReceipts: TFunction;
}

const localesDir = path.join(import.meta.dirname, 'locales');

/**
 * For the tests of what the till prints or shares: per language, a screen's namespace `ns` and the receipts' words,
 * read from the locale files before the tests run (the app loads them over HTTP, a test has no server).
 */
export function receiptTranslators(
  ns: string,
  languages: readonly string[],
): Map<string, ReceiptTranslators> {
  const translators = new Map<string, ReceiptTranslators>();
  beforeAll(() => {
    for (const lng of languages) {
      // the language alone, as before: a missing key shows as a key, not as English
      const translator = new Translator(lng, lng);
      const load = (name: string) =>
        JSON.parse(fs.readFileSync(path.join(localesDir, lng, `${name}.json`), 'utf8'));
      translator.add(lng, ns, load(ns));
      translator.add(lng, 'receipts', load('receipts'));
      translators.set(lng, { t: translator.fixedT([ns]), tReceipts: translator.fixedT(['receipts']) });
    }
  });
  return translators;
}
