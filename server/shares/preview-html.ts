import type { PagePreview } from './page-preview';

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  );
}

const OG_LOCALE = { en: 'en_HK', 'zh-HK': 'zh_HK', 'zh-CN': 'zh_CN' } as const;

/**
 * index.html with the page's own title and description, and the Open Graph and Twitter card tags a crawler
 * reads (https://ogp.me; product prices as `product:price:*`). `origin` makes every URL absolute, as crawlers
 * require; `pageUrl` is the shared link itself.
 */
export function withPreview(html: string, preview: PagePreview, origin: string, pageUrl: string): string {
  const image = preview.image ? `${origin}${preview.image}` : null;
  const meta = (attr: 'property' | 'name', key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;
  const tags = [
    `<title>${escapeHtml(preview.title)} · Stallfeed</title>`,
    meta('name', 'description', preview.description),
    meta('property', 'og:site_name', 'Stallfeed'),
    meta('property', 'og:type', preview.type),
    meta('property', 'og:title', preview.title),
    meta('property', 'og:description', preview.description),
    meta('property', 'og:url', `${origin}${pageUrl}`),
    meta('property', 'og:locale', OG_LOCALE[preview.locale]),
    ...(image
      ? [
          meta('property', 'og:image', image),
          meta('property', 'og:image:type', 'image/jpeg'),
          meta('property', 'og:image:width', '1200'),
          meta('property', 'og:image:height', '630'),
          meta('property', 'og:image:alt', preview.title),
        ]
      : []),
    ...(preview.price
      ? [
          meta('property', 'product:price:amount', preview.price),
          meta('property', 'product:price:currency', 'HKD'),
        ]
      : []),
    ...(preview.availability ? [meta('property', 'product:availability', preview.availability)] : []),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', preview.title),
    meta('name', 'twitter:description', preview.description),
    ...(image ? [meta('name', 'twitter:image', image)] : []),
  ].join('\n    ');
  // the app's own title and description give way to the page's
  const bare = html.replace(/<title>[\s\S]*?<\/title>/i, '').replace(/<meta\s+name="description"[^>]*>/i, '');
  const lang = bare.replace(/(<html[^>]*\slang=")[^"]*(")/i, `$1${preview.locale}$2`);
  // after the charset declaration, which must stay within the first 1024 bytes
  const charset = /<meta\s+charset=[^>]*>/i;
  if (charset.test(lang)) return lang.replace(charset, (m) => `${m}\n    ${tags}`);
  if (/<head[^>]*>/i.test(lang)) return lang.replace(/<head[^>]*>/i, (head) => `${head}\n    ${tags}`);
  return lang.replace(/^(<!doctype html>)?/i, (doctype) => `${doctype}<head>${tags}</head>`);
}
