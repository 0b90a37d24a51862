import { createRequire } from 'node:module';
import type { CategoryNames } from '../../contract/search';
import { AppError } from '../http/app-error';
import type { CategoryNamesRepository, CategoryNamesRow } from './category-names-repository';
import { foldFields, foldForSearch } from './fold';

type Convert = (text: string) => string;
let converters: { toCn: Convert; toHk: Convert } | null = null;

/** OpenCC's phrase conversion, both ways between Hong Kong Traditional and Simplified (built on first use) */
function opencc() {
  if (converters) return converters;
  const { Converter } = createRequire(import.meta.url)('opencc-js') as {
    Converter: (o: { from: string; to: string }) => Convert;
  };
  converters = { toCn: Converter({ from: 'hk', to: 'cn' }), toHk: Converter({ from: 'cn', to: 'hk' }) };
  return converters;
}

const HAN = /\p{Script=Han}/u;

/**
 * Category names in three languages (docs/decisions/0270-search-that-forgives.md). A seller names a category
 * she files under in any one language; a Chinese name fills the other script by OpenCC, the category as
 * filed fills the language it is written in, English is optional. The names are the market's (one row per
 * category, as the market's chips are one per category), and a search finds a category by any of them.
 */
export class CategoryNameBook {
  constructor(
    private readonly repo: CategoryNamesRepository,
    /** the seller files at least one live product under this category (its lower-cased key) */
    private readonly sellerFilesUnder: (sellerId: string, key: string) => Promise<boolean>,
    private readonly learn: (texts: (string | null)[]) => Promise<void>,
    private readonly now: () => number = Date.now,
  ) {}

  async set(
    input: { category: string; en?: string; zh_hk?: string; zh_cn?: string },
    sellerId: string,
  ): Promise<CategoryNames> {
    const key = input.category.toLowerCase();
    if (!(await this.sellerFilesUnder(sellerId, key))) {
      throw new AppError('validation', {
        en: 'Name a category you file at least one of your products under.',
        'zh-HK': '只可為你有產品所屬的類別命名。',
        'zh-CN': '只可为你有产品所属的类别命名。',
      });
    }
    const before = await this.repo.find(key);
    const filedHan = HAN.test(input.category);
    let zhHk = input.zh_hk ?? null;
    let zhCn = input.zh_cn ?? null;
    if (!zhHk && !zhCn && filedHan) zhHk = opencc().toHk(input.category);
    if (zhHk && !zhCn) zhCn = opencc().toCn(zhHk);
    if (zhCn && !zhHk) zhHk = opencc().toHk(zhCn);
    const en = input.en ?? (filedHan ? null : input.category);
    const row: CategoryNamesRow = {
      name_key: key,
      en: en ?? before?.en ?? null,
      zh_hk: zhHk ?? before?.zh_hk ?? null,
      zh_cn: zhCn ?? before?.zh_cn ?? null,
      search_key: '',
      updated_by: sellerId,
      updated_at: this.now(),
    };
    row.search_key = foldFields([row.en, row.zh_hk, row.zh_cn]);
    await this.repo.save(row);
    // an English name's words are words of the catalogue (its slips and plurals find it)
    await this.learn([row.en]);
    return shown(row);
  }

  async list(): Promise<{ names: CategoryNames[] }> {
    return { names: (await this.repo.all(5000)).map(shown) };
  }

  /**
   * Folded search term → the categories whose name in some language has it while the category as filed
   * does not (that one the product's own search text already has): "茶" → tea.
   */
  async keysFor(terms: string[]): Promise<Map<string, string[]>> {
    const out = new Map<string, string[]>();
    const rows = await this.repo.withWords(terms);
    for (const term of terms) {
      const keys = rows
        .filter((r) => r.search_key.includes(term) && !foldForSearch(r.name_key).includes(term))
        .map((r) => r.name_key);
      if (keys.length > 0) out.set(term, keys);
    }
    return out;
  }
}

function shown(row: CategoryNamesRow): CategoryNames {
  return { category: row.name_key, en: row.en, zh_hk: row.zh_hk, zh_cn: row.zh_cn };
}
