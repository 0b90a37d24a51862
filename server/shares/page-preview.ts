import type { AiLocale } from '../../contract/ai';
import { formatMoney } from '../../contract/money';
import type { FeedPost } from '../../contract/posts';
import type { Product } from '../../contract/products';
import { UNIT_LABELS } from '../../contract/units';
import { shareImagePath } from './share-image';

/**
 * What a shared link previews (docs/decisions/0240-share-previews.md): the product, post or shop of a URL, as
 * Open Graph and Twitter card tags in the HTML the server returns, so a crawler that runs no JavaScript
 * (WhatsApp, Facebook, Telegram, Instagram's in-app browser) shows an image, a name and a price.
 */
export type PreviewLocale = AiLocale;

export interface PagePreview {
  /** 404 for a product, post or shop that is gone: the page still renders and says so */
  status: 200 | 404;
  title: string;
  description: string;
  /** a site path (`/share-img/<hash>.jpg`); made absolute by the caller */
  image: string | null;
  type: 'product' | 'article' | 'profile';
  /** the price a product sells at now, in HKD (with variants: the cheapest one's) */
  price?: string;
  /** a product's `product:availability` */
  availability?: 'in stock' | 'out of stock';
  locale: PreviewLocale;
}

/** Where the previewed things are read from: each null when there is none to show. */
export interface PreviewSources {
  product(id: string): Promise<Product | null>;
  post(id: string): Promise<FeedPost | null>;
  shop(id: string): Promise<{ name: string; products: Product[] } | null>;
}

const WORDS = {
  en: {
    productGone: 'This product is no longer available',
    postGone: 'This post is no longer available',
    shopGone: 'This shop is not on Stallfeed',
    goneText: 'See what else is on Stallfeed.',
    shopOn: (name: string) => `${name} on Stallfeed`,
    shopSells: (names: string) => `Now selling: ${names}.`,
    from: (name: string) => `From ${name}`,
  },
  'zh-HK': {
    productGone: '此產品已下架',
    postGone: '此帖子已刪除',
    shopGone: '找不到此店舖',
    goneText: '看看 Stallfeed 上的其他好物。',
    shopOn: (name: string) => `${name}｜Stallfeed`,
    shopSells: (names: string) => `現正發售：${names}。`,
    from: (name: string) => `來自 ${name}`,
  },
  'zh-CN': {
    productGone: '此商品已下架',
    postGone: '此帖子已删除',
    shopGone: '找不到此店铺',
    goneText: '看看 Stallfeed 上的其他好物。',
    shopOn: (name: string) => `${name}｜Stallfeed`,
    shopSells: (names: string) => `正在出售：${names}。`,
    from: (name: string) => `来自 ${name}`,
  },
} satisfies Record<PreviewLocale, unknown>;

/** at most `max` characters, cut at a word where there is one near the end */
function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > max * 0.6 ? cut.slice(0, space) : cut}…`;
}

function money(amount: number): string {
  return formatMoney(amount, 'HK$', Number.isInteger(amount) ? 0 : 2);
}

/** the words of a price that is not one figure (docs/decisions/0263-product-files.md) */
export const PRICE_WORDS = {
  en: { from: (price: string) => `from ${price}`, atStall: 'Price at the stall', soldOut: 'Sold out' },
  'zh-HK': { from: (price: string) => `${price} 起`, atStall: '檔口即場定價', soldOut: '已售罄' },
  'zh-CN': { from: (price: string) => `${price} 起`, atStall: '摊位现场定价', soldOut: '已售罄' },
} satisfies Record<PreviewLocale, unknown>;

/**
 * What a product sells at now, per its unit ("HK$680 / 斤"); with variants the cheapest one's, "from HK$88"
 * (the product's price is its cheapest variant's: docs/decisions/0236-variants.md); "Price at the stall" for an
 * open-price product (docs/decisions/0231-open-price.md).
 */
export function productPrice(product: Product, locale: PreviewLocale): string {
  const words = PRICE_WORDS[locale];
  if (product.open_price) return words.atStall;
  const unit = product.unit === 'piece' ? '' : ` / ${UNIT_LABELS[locale][product.unit]}`;
  const price = `${money(product.discounted_price)}${unit}`;
  return product.variants.length > 1 ? words.from(price) : price;
}

/** nothing left to buy: no stock (of any variant); an open-price product's stock is not counted */
export function isSoldOut(product: Product): boolean {
  return !product.open_price && product.quantity <= 0;
}

function firstImage(paths: readonly string[]): string | null {
  return paths[0] ? shareImagePath(paths[0]) : null;
}

function gone(locale: PreviewLocale, title: string, type: PagePreview['type']): PagePreview {
  return { status: 404, title, description: WORDS[locale].goneText, image: null, type, locale };
}

/** The preview of a page path with its query, or null for a page that previews as the app itself. */
export async function pagePreview(
  pathname: string,
  query: URLSearchParams,
  locale: PreviewLocale,
  sources: PreviewSources,
): Promise<PagePreview | null> {
  const id = query.get('id') ?? '';
  const words = WORDS[locale];
  if (pathname === '/market-product') {
    const product = id ? await sources.product(id) : null;
    if (!product || product.removed) return gone(locale, words.productGone, 'product');
    const soldOut = isSoldOut(product);
    // sold out: said first, in the title, the description and across the picture, the price after it
    // (docs/decisions/0271-market-sort-filter-and-paying.md)
    const priced = soldOut
      ? `${PRICE_WORDS[locale].soldOut} · ${productPrice(product, locale)} · `
      : `${productPrice(product, locale)} · `;
    return {
      status: 200,
      title: soldOut ? `${product.name} · ${PRICE_WORDS[locale].soldOut}` : product.name,
      description: clip(`${priced}${words.from(product.seller_name)}. ${product.description}`, 200),
      image: product.imagePaths[0]
        ? shareImagePath(product.imagePaths[0], soldOut ? locale : undefined)
        : null,
      type: 'product',
      ...(product.open_price ? {} : { price: product.discounted_price.toFixed(2) }),
      availability: soldOut ? 'out of stock' : 'in stock',
      locale,
    };
  }
  if (pathname === '/comments') {
    const post = id ? await sources.post(id) : null;
    if (!post) return gone(locale, words.postGone, 'article');
    return {
      status: 200,
      title: post.title,
      description: clip(`${words.from(post.creater)}. ${post.description}`, 200),
      image: firstImage(post.imagePaths),
      type: 'article',
      locale,
    };
  }
  if (pathname === '/shop') {
    const shop = id ? await sources.shop(id) : null;
    if (!shop) return gone(locale, words.shopGone, 'profile');
    const names = shop.products.slice(0, 4).map((p) => p.name);
    return {
      status: 200,
      title: words.shopOn(shop.name),
      description: clip(names.length ? words.shopSells(names.join(', ')) : words.shopOn(shop.name), 200),
      image: firstImage(shop.products.find((p) => p.imagePaths.length > 0)?.imagePaths ?? []),
      type: 'profile',
      locale,
    };
  }
  return null;
}
