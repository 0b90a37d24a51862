import { describe, expect, it } from 'vitest';
import { serverWithWebDist } from '../testing/web-dist';

// A minimal built web app: index.html plus hashed assets, as `vite build` leaves them.
const web = serverWithWebDist({
  'index.html': '<!doctype html><title>Stallfeed</title><div id="root"></div>',
  'assets/index-abc123.js': 'console.log("app")',
  'assets/common-def456.json': '{"appName":"Stallfeed"}',
});

describe('the built web app', () => {
  it('serves hashed assets (scripts and translation files) cached for a year as immutable', async () => {
    for (const file of ['index-abc123.js', 'common-def456.json']) {
      const res = await fetch(`${web.current().url}/assets/${file}`);
      expect(res.status, file).toBe(200);
      expect(res.headers.get('cache-control'), file).toBe('public, max-age=31536000, immutable');
    }
  });

  it('answers any other page path with index.html, revalidated every time', async () => {
    // (a product, post or shop page adds its link preview: server/shares/share-previews.api.test.ts)
    const res = await fetch(`${web.current().url}/market?category=Tea`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toContain('<div id="root">');
  });

  it('answers the app itself for /, a folder, a missing file and a path out of the folder in any encoding', async () => {
    // (files are looked up when asked, not listed at start: docs/decisions/0249-compiled-start.md)
    for (const page of [
      '/',
      '/assets/',
      '/assets',
      '/assets/gone-000000.js',
      '/%2e%2e/package.json',
      '/assets/..%2f..%2fpackage.json',
      '/.hidden.js',
    ]) {
      const res = await fetch(`${web.current().url}${page}`);
      expect(res.status, page).toBe(200);
      expect(await res.text(), page).toContain('<div id="root">');
    }
    expect((await fetch(`${web.current().url}/assets/index-abc123.js`, { method: 'HEAD' })).status).toBe(200);
  });

  it('keeps unknown API paths as the JSON 404 envelope', async () => {
    const res = await fetch(`${web.current().url}/api/res/nothing`, { method: 'POST' });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ success: false, error: { code: 40401 } });
  });
});
