import { describe, expect, it } from 'vitest';
import { PROHIBITED_GROUPS, prohibitedTermIn } from './prohibited-terms';

describe('prohibited terms (docs/decisions/0150-prohibited-terms.md)', () => {
  it.each([
    'Seaweed 紫菜',
    'Seaweed',
    '紫菜',
    'Gunpowder tea',
    '珠茶',
    'Dried scallops 元貝',
    '煙肉',
    '烟熏三文鱼',
    'Smoked salmon',
    'Methods',
    'XXXL',
    'Glue gun',
    'Hot glue guns',
    'Fake fur',
    'Weekend',
    '煙灰缸',
  ])('allows %s', (text) => {
    expect(prohibitedTermIn(text)).toBeNull();
  });

  it.each([
    ['Cigarettes', 'cigarettes'],
    ['e-cigarette', 'e-cigarette'],
    ['E CIG', 'e cig'],
    ['Vapes', 'vapes'],
    ['香煙', '香煙'],
    ['电子烟', '电子烟'],
    ['weed', 'weed'],
    ['Ｗｅｅｄ', 'weed'],
    ['大麻', '大麻'],
    ['CBD oil', 'cbd'],
    ['Guns', 'guns'],
    ['pepper-spray', 'pepper-spray'],
    ['手槍', '手槍'],
    ['手枪', '手枪'],
    ['FakeBags', 'fake'],
    ['#replica_watch', 'replica'],
    ['翻版手袋', '翻版'],
    ['高仿', '高仿'],
    ['Puppies', 'puppies'],
    ['象牙', '象牙'],
    ['Café casino', 'casino'],
  ])('refuses %s', (text, term) => {
    expect(prohibitedTermIn(text)).toBe(term);
  });

  it('every Chinese term is listed in Traditional and in Simplified script (checked with OpenCC)', async () => {
    const { Converter } = await import('opencc-js');
    const toSimplified = Converter({ from: 'hk', to: 'cn' });
    const toTraditional = Converter({ from: 'cn', to: 'hk' });
    const zh = new Set(PROHIBITED_GROUPS.flatMap((g) => g.zh));
    const missing = [...zh].flatMap((t) =>
      [toSimplified(t), toTraditional(t)].filter((other) => !zh.has(other)),
    );
    expect(missing).toEqual([]);
  });
});
