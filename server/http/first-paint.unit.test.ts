import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { LOCALE_STORAGE_KEY } from '../../web/i18n/locales';
import { SESSION_TOKEN_KEY } from '../../web/lib/session-keys';
import { withFirstScreen } from './first-screen';
import { securityHeaders } from './security';

// index.html as `vite build` writes it: the entry script and the preloads of its imports in the head
const INDEX =
  '<!doctype html><html lang="en"><head><title>Stallfeed</title>' +
  '<script type="module" crossorigin src="/assets/index-1.js"></script>' +
  '<link rel="modulepreload" crossorigin="" href="/assets/framework-1.js">' +
  '<link rel="stylesheet" crossorigin href="/assets/index-1.css">' +
  '</head><body><div id="boot-shell"></div><div id="root"></div></body></html>';

const drawn = (html: string) =>
  withFirstScreen(html, {
    head: '<link rel="preload" as="image" href="/img/a/640.webp">',
    body: '<p>answers</p>',
    paint: { html: '<main>feed</main>', locale: 'zh-HK' },
  });

describe('a page drawn by the server (docs/decisions/0254-server-first-paint.md)', () => {
  it('carries the drawn screen in #root, marked with its language, which the page itself declares', () => {
    const page = drawn(INDEX);
    expect(page).toContain('<div id="root" data-ssr="zh-HK"><main>feed</main></div>');
    expect(page).toContain('<html lang="zh-HK">');
    expect(page).toContain('<p>answers</p></body>');
  });

  it('keeps the app’s scripts in a template for the gate to start after the first paint', () => {
    const page = drawn(INDEX);
    const head = page.slice(0, page.indexOf('</head>'));
    const template = /<template id="app-scripts">(.*?)<\/template>/.exec(head)?.[1];
    expect(template).toBe(
      '<script type="module" crossorigin src="/assets/index-1.js"></script><link rel="modulepreload" crossorigin="" href="/assets/framework-1.js">',
    );
    // nothing of them outside it: the browser would fetch them before the page has painted
    expect(head.replace(/<template.*?<\/template>/, '')).not.toMatch(/index-1\.js|framework-1\.js/);
    // the stylesheet stays where it was: the page is painted with it
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/index-1.css">');
  });

  it('runs its one inline script under the policy every response carries, named by its hash', async () => {
    const page = drawn(INDEX);
    const scripts = [...page.matchAll(/<script>(.*?)<\/script>/g)].map((m) => m[1]!);
    expect(scripts).toHaveLength(1);
    const hash = createHash('sha256').update(scripts[0]!).digest('base64');
    const policy = (await securityHeaders())['content-security-policy']!;
    const scriptSrc = policy.split(';').find((d) => d.startsWith('script-src'))!;
    expect(scriptSrc.split(' ')).toContain(`'sha256-${hash}'`);
    // and no other inline script may run
    expect(scriptSrc).not.toContain('unsafe-inline');
    // the storage keys it reads are the app's: the session's token and the chosen language
    // (what it does is web/app/first-paint-gate.unit.test.ts's)
    expect(scripts[0]).toContain(`localeKey:"${LOCALE_STORAGE_KEY}"`);
    expect(scripts[0]).toContain(`tokenKey:"${SESSION_TOKEN_KEY}"`);
  });

  it('marks a page drawn at another address with that address, and keeps the text preloads for the app', () => {
    // a login-only page, drawn as the login screen a visitor is sent to (its address escaped as an attribute)
    const page = withFirstScreen(INDEX, {
      head: '<link rel="preload" as="fetch" crossorigin="anonymous" href="/assets/auth-1.json">',
      body: '',
      paint: { html: '<main>login</main>', locale: 'en', at: '/login?redirect=%2Fproduct&x="<' },
    });
    expect(page).toContain(
      '<div id="root" data-ssr="en" data-ssr-at="/login?redirect=%2Fproduct&amp;x=&quot;&lt;"><main>login</main></div>',
    );
    // the drawn page needs no text file: it is fetched with the app's scripts, after the page's photos
    const template = /<template id="app-scripts">(.*?)<\/template>/.exec(page)?.[1];
    expect(template).toContain('href="/assets/auth-1.json"');
    expect(page.replace(/<template.*?<\/template>/, '')).not.toContain('auth-1.json');
  });

  it('leaves a page that is not drawn as it was built', () => {
    const page = withFirstScreen(INDEX, { head: '', body: '', paint: null });
    expect(page).toBe(INDEX);
  });
});
