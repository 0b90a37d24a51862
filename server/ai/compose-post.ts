import type { AiLocale, PostSuggestion } from '../../contract/ai';
import { toCents } from '../../contract/money';
import type { Product } from '../../contract/products';
import type { Findings } from './findings';
import { money, pick } from './locale-text';

/**
 * The offline post: a title and description from the selected products (names, prices, discounts, categories)
 * and the text read in the photos, and tags from their categories. Null when there is nothing to say.
 */
export function composePost(
  products: Product[],
  findings: Findings | null,
  locale: AiLocale,
): PostSuggestion | null {
  if (products.length === 0) return null;
  const first = products[0]!;
  const discounted = products.filter((p) => p.discount > 0);
  const maxDiscount = Math.max(0, ...products.map((p) => p.discount));
  const categories = [
    ...new Map(products.flatMap((p) => p.category).map((c) => [c.toLowerCase(), c])).values(),
  ];
  const topCategory = categories[0];

  let title: string;
  if (products.length === 1) {
    title =
      first.discount > 0
        ? pick(
            locale,
            `${first.name}: ${first.discount}% off`,
            `${first.name}：${discountZh(first.discount, true)}`,
            `${first.name}：${discountZh(first.discount, false)}`,
          )
        : pick(locale, `New in: ${first.name}`, `新貨到：${first.name}`, `新品上架：${first.name}`);
  } else if (maxDiscount > 0) {
    title = pick(
      locale,
      `Up to ${maxDiscount}% off ${topCategory ?? 'favourites'}`,
      `${topCategory ? `「${topCategory}」` : '精選'}低至${discountZh(maxDiscount, true)}`,
      `${topCategory ? `「${topCategory}」` : '精选'}低至${discountZh(maxDiscount, false)}`,
    );
  } else {
    title = pick(
      locale,
      `${products.length} picks${topCategory ? ` from ${topCategory}` : ''}: ${first.name} and more`,
      `${products.length} 款${topCategory ? `「${topCategory}」` : ''}精選：${first.name}等`,
      `${products.length} 款${topCategory ? `「${topCategory}」` : ''}精选：${first.name}等`,
    );
  }

  const lines = products.map((p) => {
    const now = money(toCents(p.discounted_price));
    if (p.discount > 0) {
      const was = money(toCents(p.price));
      return pick(
        locale,
        `• ${p.name}: ${now} (was ${was})`,
        `• ${p.name}：${now}（原價 ${was}）`,
        `• ${p.name}：${now}（原价 ${was}）`,
      );
    }
    return pick(locale, `• ${p.name}: ${now}`, `• ${p.name}：${now}`, `• ${p.name}：${now}`);
  });
  const read = findings?.photos.flatMap((p) => p.text.sizes) ?? [];
  const intro =
    products.length === 1
      ? (first.description.split(/(?<=[.!?。！？])\s*/)[0] ?? '')
      : pick(locale, 'Fresh on the shelf this week:', '本週上架：', '本周上架：');
  const outro = discounted.length
    ? pick(
        locale,
        'Offer while stock lasts. Drop by the stall or order online.',
        '優惠數量有限，售完即止。歡迎到檔口或網上訂購。',
        '优惠数量有限，售完即止。欢迎到店或在线订购。',
      )
    : pick(locale, 'Drop by the stall or order online.', '歡迎到檔口或網上訂購。', '欢迎到店或在线订购。');
  const description = [
    intro,
    ...lines,
    read.length
      ? pick(locale, `Sizes: ${read.join(', ')}.`, `份量：${read.join('、')}。`, `规格：${read.join('、')}。`)
      : '',
    outro,
  ]
    .filter(Boolean)
    .join('\n');

  const tags = [...categories.slice(0, 4)];
  if (discounted.length) tags.push(pick(locale, 'Sale', '優惠', '优惠'));
  return {
    title: title.slice(0, 100),
    description: description.slice(0, 2000),
    tags: [...new Set(tags)].slice(0, 5),
    sources: [
      {
        field: 'title',
        text: pick(
          locale,
          `from ${products.length} selected product${products.length === 1 ? '' : 's'}`,
          `根據所選的 ${products.length} 件產品`,
          `根据所选的 ${products.length} 件商品`,
        ),
      },
      {
        field: 'description',
        text: pick(
          locale,
          'names, prices and discounts of the selected products',
          '所選產品的名稱、價錢及折扣',
          '所选商品的名称、价格及折扣',
        ),
      },
      {
        field: 'tags',
        text: pick(locale, 'categories of the selected products', '所選產品的類別', '所选商品的类别'),
      },
    ],
    provider: 'offline',
  };
}

/** 10% off → 九折 (zh-HK and zh-CN write discounts as the share paid). */
function discountZh(percent: number, traditional: boolean): string {
  const paid = 100 - percent;
  const digits = ['零', '一', '二', '三', '四', '五', '六', '七', '八', '九'];
  if (paid % 10 === 0 && paid >= 10 && paid <= 90) return `${digits[paid / 10]}折`;
  if (paid > 10 && paid < 100) return `${digits[Math.floor(paid / 10)]}${digits[paid % 10]}折`;
  return traditional ? `減 ${percent}%` : `减 ${percent}%`;
}

/** A few names for a collection from its posts' tags, titles and products. */
export function composeCollectionNames(
  posts: Array<{ title: string; tags: string[]; products: string[] }>,
  locale: AiLocale,
  maxLength: number,
): string[] {
  const counts = new Map<string, { label: string; n: number }>();
  for (const p of posts) {
    for (const tag of new Set(p.tags.map((t) => t.trim()).filter(Boolean))) {
      const key = tag.toLowerCase();
      counts.set(key, { label: counts.get(key)?.label ?? tag, n: (counts.get(key)?.n ?? 0) + 1 });
    }
  }
  const top = [...counts.values()].sort((a, b) => b.n - a.n).map((c) => c.label);
  const names: string[] = [];
  if (top[0]) {
    names.push(pick(locale, `${top[0]} favourites`, `${top[0]}精選`, `${top[0]}精选`));
    if (top[1])
      names.push(pick(locale, `${top[0]} & ${top[1]}`, `${top[0]}與${top[1]}`, `${top[0]}与${top[1]}`));
    names.push(top[0]);
  }
  const product = posts.flatMap((p) => p.products)[0];
  if (product) names.push(pick(locale, `For ${product}`, `${product}之選`, `${product}之选`));
  const title = posts.find((p) => p.title.trim())?.title.trim();
  if (title && names.length < 3)
    names.push(pick(locale, `Ideas: ${title}`, `靈感：${title}`, `灵感：${title}`));
  return [
    ...new Set(names.map((n) => n.replace(/\s+/g, ' ').trim().slice(0, maxLength)).filter(Boolean)),
  ].slice(0, 4);
}
