import { type CategoryCheck, normalizeCategory } from './categories';

/**
 * What may not be sold or promoted here (docs/decisions/0150-prohibited-terms.md), as terms matched in
 * product categories, post hashtags and collection names, on the server and in the category sheet alike.
 *
 * English terms match whole words and phrases ("weed" is refused, "Seaweed" is not; "gun" is refused,
 * "Gunpowder tea" is not), with an optional plural ending; camelCase and `_`/`-`/`#` split words
 * ("FakeBags" is "fake bags"). Chinese has no spaces, so Chinese terms are whole listed terms, each in
 * Traditional and Simplified script, chosen long enough not to hide inside ordinary words ("香煙" is
 * refused, "煙肉" (bacon) is not). A few everyday phrases that contain a listed word are allowed first
 * ("glue gun", "fake fur").
 */
export interface ProhibitedGroup {
  reason: 'tobacco' | 'weapons' | 'drugs' | 'counterfeit' | 'animals' | 'adult' | 'gambling' | 'hate';
  /** lower-case English words or phrases; a plural `s`/`es` is matched too */
  en: readonly string[];
  /** Chinese terms, Traditional and Simplified */
  zh: readonly string[];
}

export const PROHIBITED_GROUPS: readonly ProhibitedGroup[] = [
  {
    // Hong Kong bans the sale of e-cigarettes and heated tobacco; the platform does not sell tobacco at all
    reason: 'tobacco',
    en: [
      'cigarette',
      'cigar',
      'cigarillo',
      'tobacco',
      'e-cigarette',
      'e-cig',
      'vape',
      'vaping',
      'vape pen',
      'nicotine',
      'heated tobacco',
      'hookah',
      'shisha',
    ],
    zh: [
      '香煙',
      '香烟',
      '煙草',
      '烟草',
      '電子煙',
      '电子烟',
      '雪茄',
      '捲煙',
      '卷烟',
      '加熱煙',
      '加热烟',
      '煙彈',
      '烟弹',
      '水煙',
      '水烟',
      '尼古丁',
      '煙油',
      '烟油',
    ],
  },
  {
    reason: 'weapons',
    en: [
      'gun',
      'handgun',
      'firearm',
      'rifle',
      'pistol',
      'shotgun',
      'revolver',
      'ammo',
      'ammunition',
      'weapon',
      'grenade',
      'explosive',
      'knuckle duster',
      'brass knuckles',
      'switchblade',
      'flick knife',
      'gravity knife',
      'butterfly knife',
      'crossbow',
      'taser',
      'stun gun',
      'pepper spray',
      'tear gas',
    ],
    zh: [
      '槍械',
      '枪械',
      '手槍',
      '手枪',
      '步槍',
      '步枪',
      '氣槍',
      '气枪',
      '獵槍',
      '猎枪',
      '彈藥',
      '弹药',
      '子彈',
      '子弹',
      '軍火',
      '军火',
      '武器',
      '炸藥',
      '炸药',
      '手榴彈',
      '手榴弹',
      '電槍',
      '电枪',
      '胡椒噴霧',
      '胡椒喷雾',
      '催淚彈',
      '催泪弹',
      '指虎',
      '蝴蝶刀',
      '彈簧刀',
      '弹簧刀',
      '弓弩',
    ],
  },
  {
    // CBD is a dangerous drug in Hong Kong since 2023
    reason: 'drugs',
    en: [
      'cocaine',
      'heroin',
      'meth',
      'methamphetamine',
      'crystal meth',
      'weed',
      'cannabis',
      'marijuana',
      'cbd',
      'ketamine',
      'mdma',
      'ecstasy pill',
      'lsd',
      'opium',
      'fentanyl',
      'narcotic',
      'illegal drug',
    ],
    zh: [
      '毒品',
      '大麻',
      '可卡因',
      '古柯鹼',
      '古柯碱',
      '海洛英',
      '海洛因',
      '冰毒',
      '搖頭丸',
      '摇头丸',
      'K仔',
      '氯胺酮',
      '鴉片',
      '鸦片',
      '芬太尼',
      '大麻二酚',
    ],
  },
  {
    reason: 'counterfeit',
    en: ['counterfeit', 'replica', 'fake', 'knockoff', 'knock-off', 'bootleg', 'imitation brand'],
    zh: ['假貨', '假货', '翻版', 'A貨', 'A货', '高仿', '仿冒', '冒牌', '精仿', '原單貨', '原单货'],
  },
  {
    // pets and wildlife need licences in Hong Kong; ivory trade is banned since 2021
    reason: 'animals',
    en: ['live animal', 'live pet', 'puppy', 'puppies', 'kitten', 'ivory', 'rhino horn', 'pangolin'],
    zh: ['活體動物', '活体动物', '寵物出售', '宠物出售', '幼犬', '幼貓', '幼猫', '象牙', '犀牛角', '穿山甲'],
  },
  { reason: 'adult', en: ['porn', 'xxx', 'escort'], zh: ['色情', '援交'] },
  {
    reason: 'gambling',
    en: ['casino', 'gambling', 'betting'],
    zh: ['賭博', '赌博', '賭場', '赌场', '六合彩投注'],
  },
  { reason: 'hate', en: ['nazi'], zh: ['納粹', '纳粹'] },
];

/** Everyday phrases that contain a listed word but are not what the list is about. */
export const ALLOWED_PHRASES: readonly string[] = [
  'glue gun',
  'hot glue gun',
  'water gun',
  'heat gun',
  'staple gun',
  'spray gun',
  'massage gun',
  'nail gun',
  'caulking gun',
  'fake fur',
  'fake flowers',
  'fake flower',
  'fake plants',
  'fake plant',
  'fake leather',
  'fake eyelashes',
  'fake lashes',
  'fake nails',
];

/**
 * Folds what should not change a match: full-width forms (NFKC), case, accents, and word joins
 * (camelCase, `_`, `-`, `#`, `.` become spaces).
 */
export function foldForTerms(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[_#.\s]+/g, ' ');
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** "e-cig" also as "e cig" and "ecig"; a phrase's spaces as any run of spaces or hyphens */
function englishPattern(term: string): string {
  return term
    .split(/[\s-]+/)
    .map(escapeRegExp)
    .join('[\\s-]*');
}

/**
 * The matchers, built on first use: a module of plain constants only, so a page that never checks a term does
 * not carry the list (the bundler drops an unused module without side effects).
 */
let matchers: { english: RegExp; allowed: RegExp; chinese: string[] } | null = null;
function compiled() {
  matchers ??= {
    english: new RegExp(
      `(?<![a-z0-9])(?:${PROHIBITED_GROUPS.flatMap((g) => g.en)
        .sort((a, b) => b.length - a.length)
        .map(englishPattern)
        .join('|')})(?:e?s)?(?![a-z0-9])`,
      'u',
    ),
    allowed: new RegExp(
      `(?<![a-z0-9])(?:${ALLOWED_PHRASES.map(englishPattern).join('|')})(?:e?s)?(?![a-z0-9])`,
      'gu',
    ),
    chinese: PROHIBITED_GROUPS.flatMap((g) => g.zh).map((t) => foldForTerms(t)),
  };
  return matchers;
}

/** The first prohibited term found in `text`, as written in the list, or null. */
export function prohibitedTermIn(text: string): string | null {
  const { english, allowed, chinese } = compiled();
  const folded = foldForTerms(text);
  const found = folded.replace(allowed, ' ').match(english);
  if (found) return found[0].trim();
  return chinese.find((t) => folded.includes(t)) ?? null;
}

export function containsProhibitedWord(text: string): boolean {
  return prohibitedTermIn(text) !== null;
}

/** The four outcomes of adding a category or hashtag (docs/product.md §5). */
export function checkCategory(raw: string, existing: readonly string[]): CategoryCheck {
  const value = normalizeCategory(raw);
  if (!value) return 'empty';
  if (containsProhibitedWord(value)) return 'prohibited';
  if (existing.some((c) => c.toLowerCase() === value.toLowerCase())) return 'exists';
  return 'ok';
}
