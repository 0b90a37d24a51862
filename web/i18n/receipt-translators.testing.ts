import fs from 'node:fs';
import path from 'node:path';
import i18next, { type TFunction } from 'i18next';
import { beforeAll } from 'vitest';

export interface ReceiptTranslators<Ns extends string> {
  t: TFunction<Ns>;
  tReceipts: TFunction<'receipts'>;
}

const localesDir = path.join(import.meta.dirname, 'locales');

/**
 * For the tests of what the till prints or shares: per language, a screen's namespace `ns` and the receipts' words,
 * read from the locale files before the tests run (the app loads them over HTTP, a test has no server).
 */
export function receiptTranslators<Ns extends string>(
  ns: Ns,
  languages: readonly string[],
): Map<string, ReceiptTranslators<Ns>> {
  const translators = new Map<string, ReceiptTranslators<Ns>>();
  beforeAll(async () => {
    for (const lng of languages) {
      const instance = i18next.createInstance();
      const load = (name: string) =>
        JSON.parse(fs.readFileSync(path.join(localesDir, lng, `${name}.json`), 'utf8'));
      await instance.init({
        lng,
        resources: { [lng]: { [ns]: load(ns), receipts: load('receipts') } },
        interpolation: { escapeValue: false },
      });
      translators.set(lng, {
        t: instance.getFixedT(lng, ns) as TFunction<Ns>,
        tReceipts: instance.getFixedT(lng, 'receipts') as TFunction<'receipts'>,
      });
    }
  });
  return translators;
}
