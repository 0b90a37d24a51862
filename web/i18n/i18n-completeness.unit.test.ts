import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Every visible string is keyed, and each language has every key: a missing translation fails here.
const root = path.join(import.meta.dirname, 'locales');
type Tree = { [key: string]: string | Tree };

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`),
  );
}

function load(locale: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const file of fs.readdirSync(path.join(root, locale))) {
    const tree = JSON.parse(fs.readFileSync(path.join(root, locale, file), 'utf8')) as Tree;
    out.set(file, keys(tree).sort());
  }
  return out;
}

describe('translations', () => {
  const en = load('en');
  it('has English namespaces', () => {
    expect(en.size).toBeGreaterThan(0);
  });
  for (const locale of ['zh-HK', 'zh-CN']) {
    it(`${locale} has every English key and no extra ones`, () => {
      const other = load(locale);
      expect([...other.keys()].sort()).toEqual([...en.keys()].sort());
      for (const [file, list] of en) expect({ file, keys: other.get(file) }).toEqual({ file, keys: list });
    });
  }
});
