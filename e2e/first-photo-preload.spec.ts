import { expect, type Page, test } from '@playwright/test';

/**
 * The first photo of / and the first row of /market are preloaded from the page's HTML (docs/decisions/0125), so
 * the browser fetches them while it loads the script. Chromium itself is the judge: the photo each first card
 * shows is one the HTML preloaded, it is fetched once, and Chromium does not warn of a preload left unused.
 */
async function openWatching(page: Page, path: string) {
  const fetched: string[] = [];
  const unused: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/img/')) fetched.push(new URL(r.url()).pathname);
  });
  page.on('console', (m) => {
    if (/preloaded using link preload but not used/.test(m.text())) unused.push(m.text());
  });
  const response = await page.goto(path);
  const preloaded = [...(await response!.text()).matchAll(/<link rel="preload" as="image" [^>]*>/g)].map(
    (m) => m[0],
  );
  return { fetched, unused, preloaded };
}

/** `/img/<hash>/` of a rendition's path: every width of one photo */
function photoFolder(path: string): string {
  return path.slice(0, path.lastIndexOf('/') + 1);
}

/** the <img>'s own srcset and sizes, as the preload must name them for the browser to pick the same file */
async function sameChoice(preload: string, img: ReturnType<Page['locator']>) {
  expect(preload).toContain(`imagesrcset="${await img.getAttribute('srcset')}"`);
  expect(preload).toContain(`imagesizes="${await img.getAttribute('sizes')}"`);
}

function shown(img: ReturnType<Page['locator']>) {
  return img.evaluate((el: HTMLImageElement) => new URL(el.currentSrc).pathname);
}

test('the first post’s photo on / is the one its HTML preloads, fetched once', async ({ page }) => {
  const { fetched, unused, preloaded } = await openWatching(page, '/');
  expect(preloaded).toHaveLength(1);
  const photo = page
    .locator('article[data-post-id]')
    .first()
    .getByTestId('post-gallery')
    .locator('img')
    .first();
  await expect(photo).toHaveJSProperty('complete', true);
  const src = await shown(photo);
  await sameChoice(preloaded[0]!, photo);
  expect(preloaded[0]).toContain(`${src} `);
  // one file of that photo: had the preload picked another width than the <img>, both would be fetched
  expect(fetched.filter((p) => p.startsWith(photoFolder(src)))).toEqual([src]);
  // Chromium says so a few seconds after load when a preload was not used
  await page.waitForTimeout(3_500);
  expect(unused).toEqual([]);
});

test('the market’s first row shows the photos its HTML preloads; a filtered market preloads none', async ({
  page,
}) => {
  const { fetched, unused, preloaded } = await openWatching(page, '/market');
  expect(preloaded).toHaveLength(2);
  const cards = page.locator('article[data-product-id]');
  for (const i of [0, 1]) {
    const photo = cards.nth(i).locator('img').first();
    await expect(photo).toHaveJSProperty('complete', true);
    const src = await shown(photo);
    await sameChoice(preloaded[i]!, photo);
    expect(preloaded[i]).toContain(`${src} `);
    expect(fetched.filter((p) => p.startsWith(photoFolder(src)))).toEqual([src]);
  }
  await page.waitForTimeout(3_500);
  expect(unused).toEqual([]);
  const filtered = await page.request.get('/market?search=tea');
  expect(await filtered.text()).not.toContain('rel="preload" as="image"');
});
