import type { AiLocale } from '../../contract/ai';
import type { ComparableRow } from '../products/comparables';
import { foldForSearch } from '../search/fold';
import { median, money, pick } from './locale-text';
import { formatPackSize, listingSize, type PackSize, perUnitAmount, similarSize } from './pack-size';

/**
 * A suggested price from listings of the same kind and a similar size, compared per gram, millilitre or piece;
 * the seller's own catalogue first, then the market; no price when nothing compares
 * (docs/decisions/0238-ai-prices-per-unit.md).
 */

/** Words that say nothing of what a thing is: two listings sharing only these are not the same kind. */
const GENERIC = new Set([
  'dried',
  'premium',
  'classic',
  'fresh',
  'style',
  'pack',
  'family',
  'net',
  'natural',
  'organic',
  'original',
  'select',
  'selected',
  'special',
  'large',
  'small',
  'medium',
  'hong',
  'kong',
  'the',
  'and',
  'with',
  'for',
  'from',
  'tea',
  'box',
  'tin',
  'bag',
  'gift',
  'slice',
  'piece',
  'mini',
  'big',
  'new',
  'best',
]);
const GENERIC_ZH = new Set(['香港', '特级', '精选', '经典', '优质', '净重', '家庭', '原味', '礼盒', '新货']);

/**
 * One thing under several names on Hong Kong shelves (folded: Simplified, lower case, singular). A name holding
 * any of a group's words is of that kind too, so 瑤柱 finds 元貝 and "mushroom" finds 花菇.
 */
const SYNONYMS: string[][] = [
  ['scallop', '元贝', '瑶柱', '干贝'],
  ['shrimp', '虾米', '虾干'],
  ['abalone', '鲍鱼'],
  ['goji', '杞子', '枸杞'],
  ['peel', '陈皮', '果皮'],
  ['shiitake', 'mushroom', '花菇', '冬菇', '香菇'],
  ['jerky', '肉干', '肉脯'],
  ['plum', '话梅', '西梅'],
  ['oolong', 'tieguanyin', '铁观', '乌龙', '水仙'],
  ['pu-erh', 'puerh', '普洱'],
  ['jasmine', '茉莉'],
  ['mango', '芒果'],
];
const SYNONYM_OF = new Map(SYNONYMS.flatMap((group) => group.map((w) => [w, `≈${group[0]}`] as const)));

function stem(word: string): string {
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith('s') && !word.endsWith('ss') && word.length > 3) return word.slice(0, -1);
  return word;
}

/** What a name says the thing is: its folded Latin words (3+ letters, singular) and Chinese character pairs. */
export function kindWords(name: string): Set<string> {
  const folded = foldForSearch(name);
  const words = new Set<string>();
  for (const w of folded.match(/[a-z]{3,}/g) ?? []) {
    const s = stem(w);
    if (!GENERIC.has(s) && !GENERIC.has(w)) words.add(s);
  }
  for (const run of folded.match(/[\u3400-\u9fff]+/g) ?? []) {
    for (let i = 0; i + 2 <= run.length; i += 1) {
      const pair = run.slice(i, i + 2);
      if (!GENERIC_ZH.has(pair)) words.add(pair);
    }
  }
  for (const w of [...words]) {
    const kind = SYNONYM_OF.get(w);
    if (kind) words.add(kind);
  }
  return words;
}

/** The words to look a kind up by in the market's search text (a Latin word as written there, not its stem). */
export function lookupWords(name: string): string[] {
  const words = kindWords(name);
  const synonyms = SYNONYMS.filter((group) => words.has(`≈${group[0]}`)).flat();
  return [...new Set([...words, ...synonyms].filter((w) => !w.startsWith('≈')))];
}

export function sameKind(words: Set<string>, listing: ComparableRow): boolean {
  for (const w of kindWords(listing.name)) if (words.has(w)) return true;
  return false;
}

export interface PriceAnswer {
  cents: number | null;
  evidence: string;
  /** the listings the price came from */
  from: ComparableRow[];
}

/** Cents rounded as a stall prices: whole dollars from HK$10, half dollars below. */
function stallRound(cents: number): number {
  return cents >= 1000 ? Math.round(cents / 100) * 100 : Math.round(cents / 50) * 50;
}

function names(rows: ComparableRow[]): string {
  const shown = rows.slice(0, 3).map((r) => r.name);
  return rows.length > 3 ? `${shown.join(', ')}…` : shown.join(', ');
}

/**
 * The price of `size` (null: no size read) from `candidates` of the same kind (`words`): those of `sellerId`
 * when she has any that compare, else the market's. Per unit when a size is known on both sides; whole prices
 * only between listings that print no size either.
 */
export function priceFromComparables(
  locale: AiLocale,
  words: Set<string>,
  size: PackSize | null,
  candidates: ComparableRow[],
  sellerId: string,
): PriceAnswer {
  const seen = new Set<string>();
  const kind = candidates.filter(
    (c) => c.price_cents > 0 && !seen.has(c.id) && seen.add(c.id) && sameKind(words, c),
  );
  const sized = kind
    .map((row) => ({ row, size: listingSize(row) }))
    .filter((c) => (size ? c.size !== null && similarSize(size, c.size) : c.size === null));
  const own = sized.filter((c) => c.row.seller_id === sellerId);
  const chosen = own.length > 0 ? own : sized;
  if (chosen.length === 0) {
    return {
      cents: null,
      from: [],
      evidence: size
        ? pick(
            locale,
            `no listing of this kind and a similar size (${formatPackSize(size)}): please set a price`,
            `沒有同類、份量相近（${formatPackSize(size)}）的產品，請自行定價`,
            `没有同类、规格相近（${formatPackSize(size)}）的商品，请自行定价`,
          )
        : pick(
            locale,
            'no size read and no listing of this kind to compare: please set a price',
            '未能讀出份量，也沒有同類產品可比較，請自行定價',
            '未能读出规格，也没有同类商品可比较，请自行定价',
          ),
    };
  }
  const whose = own.length > 0;
  const rows = chosen.map((c) => c.row);
  const n = rows.length;
  if (!size) {
    const cents = median(rows.map((r) => r.price_cents));
    return {
      cents,
      from: rows,
      evidence: pick(
        locale,
        `median of ${n} similar listing${n === 1 ? '' : 's'}${whose ? ' of yours' : ' in the market'} (${names(rows)})`,
        `${whose ? '你的' : '市集上'} ${n} 個同類產品的中位數（${names(rows)}）`,
        `${whose ? '你的' : '市集上'} ${n} 个同类商品的中位数（${names(rows)}）`,
      ),
    };
  }
  const unit = perUnitAmount(size.dimension);
  const perUnit = median(chosen.map((c) => Math.round((c.row.price_cents / c.size!.amount) * unit)));
  const cents = stallRound((perUnit * size.amount) / unit);
  const per =
    size.dimension === 'count'
      ? pick(locale, 'each', '每件', '每件')
      : pick(
          locale,
          `per ${unit} ${size.dimension === 'mass' ? 'g' : 'ml'}`,
          `每 ${unit} ${size.dimension === 'mass' ? '克' : '毫升'}`,
          `每 ${unit} ${size.dimension === 'mass' ? '克' : '毫升'}`,
        );
  return {
    cents,
    from: rows,
    evidence: pick(
      locale,
      `${n} similar listing${n === 1 ? '' : 's'}${whose ? ' of yours' : ' in the market'} (${names(rows)}), ${per} ${money(perUnit)} → ${formatPackSize(size)} ${money(cents)}`,
      `${whose ? '你的' : '市集上'} ${n} 個同類產品（${names(rows)}），${per} ${money(perUnit)} → ${formatPackSize(size)} ${money(cents)}`,
      `${whose ? '你的' : '市集上'} ${n} 个同类商品（${names(rows)}），${per} ${money(perUnit)} → ${formatPackSize(size)} ${money(cents)}`,
    ),
  };
}
