import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../i18n/locales';
import { transportMessage } from './transport-errors';

const common = (locale: string) =>
  JSON.parse(
    fs.readFileSync(path.join(import.meta.dirname, `../i18n/locales/${locale}/common.json`), 'utf8'),
  ) as {
    transport: Record<'network' | 'timeout', string>;
  };

describe('messages made in the browser when no answer came', () => {
  it('are in the shell text of each language, in Chinese for both Chinese interfaces', () => {
    for (const kind of ['network', 'timeout'] as const) {
      for (const locale of LOCALES) expect(common(locale).transport[kind]).not.toBe('');
      expect(common('zh-HK').transport[kind]).toMatch(/[\u4e00-\u9fff]/);
      expect(common('zh-CN').transport[kind]).toMatch(/[\u4e00-\u9fff]/);
      expect(common('zh-HK').transport[kind]).not.toBe(common('zh-CN').transport[kind]);
    }
  });

  it('read in English until the text is loaded', () => {
    expect(transportMessage('network')).toBe('Network error. Check your connection.');
    expect(common('en').transport.network).toBe(transportMessage('network'));
  });
});
