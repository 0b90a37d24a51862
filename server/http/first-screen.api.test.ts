import { describe, expect, it } from 'vitest';
import { FIRST_SCREENS_FILE } from '../../contract/first-screen-files';
import { imageUrl } from '../../contract/media';
import { createPost, uploadPostImages } from '../posts/test-helpers';
import { signUp } from '../testing/test-server';
import { serverWithWebDist } from '../testing/web-dist';

// A built web app as `vite build` leaves it, with the first screens' files (scripts/vite-first-screens.ts).
const files = {
  '/': { modules: [], text: { en: ['/assets/common-1.json', '/assets/posts-1.json'] } },
  '/market': {
    modules: ['/assets/MarketPage-1.js'],
    text: {
      en: ['/assets/market-1.json'],
      'zh-HK': ['/assets/market-2.json'],
      'zh-CN': ['/assets/market-3.json'],
    },
    textMaps: { 'zh-HK': ['/assets/zh-HK-1.js'], 'zh-CN': ['/assets/zh-CN-1.js'] },
  },
};
const web = serverWithWebDist({
  'index.html':
    '<!doctype html><html><head><title>Stallfeed</title></head><body><div id="root"></div></body></html>',
  [FIRST_SCREENS_FILE]: JSON.stringify(files),
});

/** the JSON of the page's first answers, cut out as an HTML parser would: up to the first `</script>` */
function inlined(html: string): { at: number; answers: { path: string; input: unknown; data: unknown }[] } {
  const match = /<script type="application\/json" id="first-answers">(.*?)<\/script>/is.exec(html);
  if (!match) throw new Error('no first answers in the page');
  return JSON.parse(match[1]!);
}

const page = async (url: string) => (await fetch(`${web.current().url}${url}`)).text();

describe('the first screen in the page’s HTML (decision 0251)', () => {
  it('inlines the feed’s first page exactly as the call answers a visitor without a session, safely', async () => {
    const seller = await signUp(web.current(), 's');
    const images = await uploadPostImages(web.current(), seller.token, 1);
    const title = 'Fresh </script><script>alert(1)</script><!-- \u2028';
    await createPost(web.current(), seller.token, {
      title,
      description: '</SCRIPT >&amp;',
      imagePaths: images,
    });
    const html = await page('/');
    const first = inlined(html);
    const asked = await web.current().call('/res/post/list', { cursor: null, limit: 20 });
    expect(first.answers).toEqual([
      { path: '/res/post/list', input: { cursor: null, limit: 20 }, data: asked.data },
    ]);
    expect((asked.data as { items: { title: string }[] }).items[0]!.title).toBe(title.trim());
    // nothing a seller typed closes the element: one script element of answers, none run
    expect(html.match(/<script/gi)).toHaveLength(1);
    expect(Math.abs(first.at - Date.now())).toBeLessThan(10_000);
    // the first post's photo is preloaded, and the page's text, at the end of the head
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(
      `<link rel="preload" as="fetch" crossorigin="anonymous" href="/assets/posts-1.json">`,
    );
    expect(head).toContain(`<link rel="preload" as="image" href="${imageUrl(images[0]!, 640)}"`);
  });

  it('preloads the market’s chunks and text; a search gets them, but no answers', async () => {
    const market = await page('/market');
    expect(market).toContain('<link rel="modulepreload" crossorigin href="/assets/MarketPage-1.js">');
    expect(inlined(market).answers.map((a) => a.path)).toEqual(['/res/product/list', '/res/product/filter']);
    const searched = await page('/market?search=tea');
    expect(searched).toContain('href="/assets/market-1.json"');
    expect(searched).not.toContain('market-2.json');
    // a shared link in Traditional Chinese: that text too, beside the English every reader falls back on
    const inChinese = await page('/market?lang=zh-HK');
    expect(inChinese).toContain('href="/assets/market-1.json"');
    expect(inChinese).toContain('href="/assets/market-2.json"');
    expect(inChinese).not.toContain('market-3.json');
    // and the chunk that maps that language's text files, which her first text waits for (web/i18n/index.ts)
    expect(inChinese).toContain('<link rel="modulepreload" crossorigin href="/assets/zh-HK-1.js">');
    expect(inChinese).not.toContain('zh-CN-1.js');
    expect(searched).not.toContain('zh-HK-1.js');
    // a made-up language is no language: the page is served as without one
    for (const lang of ['__proto__', 'constructor', 'toString', 'xx']) {
      const res = await fetch(`${web.current().url}/market?lang=${lang}`);
      expect(res.status, lang).toBe(200);
      expect(await res.text(), lang).not.toContain('market-2.json');
    }
    expect(searched).not.toContain('first-answers');
    // a shared product or shop link gets its answers; with a tab or the product in the link, it asks itself
    const seller = await signUp(web.current(), 's');
    const asked = (html: string) =>
      html.includes('first-answers') ? inlined(html).answers.map((a) => a.path) : [];
    expect(asked(await page(`/shop?id=${seller.user_id}`))).toEqual([
      '/res/shop/get',
      '/user/info/public',
      '/res/review/list',
      '/res/product/list',
    ]);
    expect(asked(await page(`/shop?id=${seller.user_id}&tab=posts`))).toEqual([]);
    // what a share adds (the sharer's language, the app's tracking) does not change the page's calls
    expect(asked(await page(`/shop?id=${seller.user_id}&lang=zh-HK&igsh=abc`))).toHaveLength(4);
    // a product that is not there answers 404: nothing is inlined for it, its reviews answer (none) is
    expect(asked(await page('/market-product?id=0000000000000000000000'))).toEqual(['/res/review/list']);
    expect(asked(await page('/market-product?id=x&item=%7B%7D'))).toEqual([]);
    // a page without a first screen of its own gets neither
    const other = await page('/shoping');
    expect(other).not.toContain('first-answers');
    expect(other).not.toContain('rel="preload" as="fetch"');
  });

  it('never serves the build’s list of first-screen files itself', async () => {
    const res = await fetch(`${web.current().url}/${FIRST_SCREENS_FILE}`);
    expect(await res.text()).toContain('<div id="root">');
  });
});
