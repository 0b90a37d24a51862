import { demoSession } from '../seed/demo-session';
import type { SeedContext } from '../seed/seed';

/**
 * The demo categories' names in three languages (docs/decisions/0270-search-that-forgives.md), each given as a
 * seller gives it: the Hong Kong name typed, the Simplified filled by conversion (the English is the
 * category as filed). A shopper's chips read 茶, 海味 …; "茶" finds everything filed under Tea.
 */
const NAMES: Record<string, string> = {
  Tea: '茶',
  'Dried seafood': '海味',
  'Dried goods': '乾貨',
  'Dried fruit': '乾果',
  Snacks: '零食',
  Gifts: '禮品',
  Ceramics: '陶瓷',
  Kitchen: '廚房用品',
  Woodwork: '木器',
  Textiles: '布藝',
  Leather: '皮具',
  'DIY kits': 'DIY 材料包',
  'Paper goods': '紙品',
  Home: '家居',
};

export async function seedCategoryNames(ctx: SeedContext): Promise<void> {
  const sellers = (['mei', 'kenji'] as const).map((key) => demoSession(ctx, key));
  let named = 0;
  for (const [category, zhHk] of Object.entries(NAMES)) {
    const mine = await Promise.all(
      sellers.map(async (s) => (await ctx.services.products.filter({ mine: true }, s)).includes(category)),
    );
    const seller = sellers[mine.indexOf(true)];
    if (!seller) continue;
    await ctx.services.categoryNames.set({ category, zh_hk: zhHk }, seller.id);
    named += 1;
  }
  ctx.log(`Named ${named} categories in three languages.`);
}

/**
 * Mei's own words for her goods (docs/decisions/0290-shop-synonyms.md): what her customers call them, which her
 * product names do not say. "瑤柱" finds her dried scallops (元貝), "枸杞" her goji berries (杞子), "冬菇" her
 * flower mushrooms (花菇); only hers.
 */
export const DEMO_SHOP_SYNONYMS = [
  ['瑤柱', '元貝', 'conpoy'],
  ['枸杞', '杞子', 'wolfberry'],
  ['冬菇', '花菇', 'shiitake'],
];

export async function seedShopSynonyms(ctx: SeedContext): Promise<void> {
  const mei = demoSession(ctx, 'mei');
  await ctx.services.shopSynonyms.replace(DEMO_SHOP_SYNONYMS, mei.id);
  ctx.log(`Mei's search words: ${DEMO_SHOP_SYNONYMS.map((g) => g.join(' = ')).join('; ')}.`);
}
