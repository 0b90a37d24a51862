import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_VERSION, splitEmails, toBlocks, toSections } from './content';

const localesDir = path.join(import.meta.dirname, '../../../i18n/locales');
const root = path.join(import.meta.dirname, '../../../..');

function load(locale: string): Record<string, Record<string, unknown>> {
  return JSON.parse(fs.readFileSync(path.join(localesDir, locale, 'info.json'), 'utf8'));
}

describe('info pages content', () => {
  it('shows the version from package.json', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string };
    expect(APP_VERSION).toBe(pkg.version);
  });

  for (const locale of ['en', 'zh-HK', 'zh-CN']) {
    it(`${locale}: every document has an intro and sections with text`, () => {
      const info = load(locale);
      for (const doc of ['about', 'privacy', 'terms']) {
        const page = info[doc]!;
        expect(toBlocks(page.intro).length, `${doc} intro`).toBeGreaterThan(0);
        const sections = toSections(page.sections);
        expect(sections.length, `${doc} sections`).toBeGreaterThan(2);
        for (const section of sections) {
          expect(section.heading.trim(), `${doc}.${section.id}`).not.toBe('');
          expect(section.blocks.length, `${doc}.${section.id} blocks`).toBeGreaterThan(0);
        }
      }
      expect(JSON.stringify(info.privacy)).toContain('privacy@stallfeed.example');
    });
  }

  it('keeps paragraphs and lists in order and reads term/text list items', () => {
    const blocks = toBlocks({
      heading: 'H',
      p1: 'First',
      list1: { a: 'plain', b: { term: 'T', text: 'with term' }, bad: 3 },
      p2: 'Last',
    });
    expect(blocks).toEqual([
      { kind: 'paragraph', id: 'p1', text: 'First' },
      {
        kind: 'list',
        id: 'list1',
        items: [
          { id: 'a', text: 'plain' },
          { id: 'b', term: 'T', text: 'with term' },
        ],
      },
      { kind: 'paragraph', id: 'p2', text: 'Last' },
    ]);
    expect(toSections({ a: { p1: 'no heading' }, b: 'x' })).toEqual([]);
  });

  it('finds email addresses inside text', () => {
    expect(splitEmails('請電郵至 privacy@stallfeed.example。謝謝')).toEqual([
      { kind: 'text', text: '請電郵至 ' },
      { kind: 'email', text: 'privacy@stallfeed.example' },
      { kind: 'text', text: '。謝謝' },
    ]);
    expect(splitEmails('no address')).toEqual([{ kind: 'text', text: 'no address' }]);
  });
});
