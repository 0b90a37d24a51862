import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { DEMO, loginByApi } from './support/app';
import { toastSeen } from './support/toast';

/** Small distinct JPEGs on disk, made at test time. */
async function makeImages(count: number, tag: string): Promise<string[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `posts-e2e-${tag}-`));
  const files: string[] = [];
  for (let i = 0; i < count; i++) {
    const file = path.join(dir, `photo-${i + 1}.jpg`);
    await sharp({
      create: {
        width: 64 + i,
        height: 48 + i,
        channels: 3,
        background: { r: (i * 40) % 256, g: 120, b: (Date.now() + i * 17) % 256 },
      },
    })
      .jpeg()
      .toFile(file);
    files.push(file);
  }
  return files;
}

/** Add-more opens an action sheet on phones (then "Choose from gallery") or the file picker directly. */
async function pickImages(page: Page, files: string[]) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Add photos' }).click();
  const gallery = page.getByRole('button', { name: 'Choose from gallery' });
  const picked = await Promise.race([
    chooser.then((c) => ({ c })),
    gallery.waitFor({ state: 'visible' }).then(() => null),
  ]);
  if (picked) return picked.c.setFiles(files);
  const second = page.waitForEvent('filechooser');
  await gallery.click();
  await (await second).setFiles(files);
}

test('a seller creates a post through both steps and sees it at the top of the feed', async ({ page }) => {
  const title = `Fresh batch ${Date.now().toString(36)}`;
  const three = await makeImages(3, 'three');
  const eight = await makeImages(8, 'eight');
  await loginByApi(page, DEMO.seller);
  await page.goto('/');
  await page.getByRole('button', { name: 'Add post' }).click();

  const sheet = page.getByTestId('add-post-sheet');
  await expect(sheet.getByRole('heading', { name: 'Select products' })).toBeVisible();
  const next = sheet.getByRole('button', { name: /^Next/ });
  await expect(next).toBeDisabled();
  const products = sheet.getByRole('list', { name: 'Your products' }).getByRole('button');
  await products.nth(0).click();
  await products.nth(1).click();
  await expect(next).toHaveText('Next (2 selected)');
  await next.click();

  await expect(sheet.getByRole('heading', { name: 'New post' })).toBeVisible();
  const post = sheet.getByRole('button', { name: 'Post', exact: true });
  await expect(post).toBeDisabled();
  await pickImages(page, three);
  await expect(page.getByText('Images uploaded successfully')).toBeVisible();
  await expect(sheet.getByRole('button', { name: /^Remove photo/ })).toHaveCount(3);

  // 3 + 8 = 11: refused, nothing uploaded
  await pickImages(page, eight);
  await expect(page.getByText('Maximum 10 images allowed')).toBeVisible();
  await expect(sheet.getByRole('button', { name: /^Remove photo/ })).toHaveCount(3);
  await expect(sheet.getByText('3/10')).toBeVisible();

  await expect(post).toBeDisabled(); // no title yet
  await sheet.getByLabel('Title').fill(title);
  await sheet.getByLabel('Description').fill('Straight from the drying racks this morning.');
  await expect(sheet.getByRole('heading', { name: 'Linked products (2)' })).toBeVisible();
  await expect(post).toBeEnabled();
  // the 1-second toast can come and go between two polls of a busy machine: watched from before the tap
  const added = await toastSeen(page, 'Post added');
  await post.click();

  expect(await added()).toBe(true);
  await expect(page).toHaveURL(/\/\?post=/);
  const first = page.getByRole('article').first();
  await expect(first.getByRole('heading', { name: title })).toBeVisible();
  await expect(first.getByTestId('post-gallery')).toHaveAttribute('data-count', '3');
  await expect(first.getByRole('list', { name: 'Products in this post' }).getByRole('link')).toHaveCount(2);
});

/** the newest post with `count` photos, read from the feed over the API */
async function postWithPhotos(request: APIRequestContext, count: number): Promise<string> {
  let cursor: string | null = null;
  for (let page = 0; page < 20; page++) {
    const res = await request.post('/api/res/post/list', { data: { data: { cursor, limit: 50 } } });
    const body = (await res.json()) as {
      data: { items: { id: string; imagePaths: string[] }[]; next_cursor: string | null };
    };
    const found = body.data.items.find((p) => p.imagePaths.length === count);
    if (found) return found.id;
    cursor = body.data.next_cursor;
    if (!cursor) break;
  }
  throw new Error(`no post with ${count} photos in the feed`);
}

test('a customer likes, opens the lightbox, comments, saves into a new collection and unsaves', async ({
  page,
}) => {
  await loginByApi(page, DEMO.customer);
  // a demo post with several photos, so the lightbox has somewhere to go; other specs' new posts may have pushed
  // it off the first page, so the feed is opened with it first (`/?post=<id>`)
  const six = await postWithPhotos(page.request, 6);
  await page.goto(`/?post=${six}`);
  const card = page
    .getByRole('article')
    .filter({ has: page.locator('[data-testid="post-gallery"][data-count="6"]') })
    .first();
  await expect(card).toBeVisible();

  // like: optimistic, and kept after a reload
  const like = card.getByRole('button', { name: /^Like/ });
  const before = Number(await card.getByTestId('like-count').textContent());
  const wasLiked = (await like.getAttribute('aria-pressed')) === 'true';
  const liked = page.waitForResponse((r) => r.url().includes('/api/res/post/like'));
  await like.click();
  const after = wasLiked ? before - 1 : before + 1;
  await expect(card.getByTestId('like-count')).toHaveText(String(after));
  await expect(like).toHaveAttribute('aria-pressed', String(!wasLiked));
  await liked;
  await page.reload();
  await expect(card.getByTestId('like-count')).toHaveText(String(after));
  await expect(card.getByRole('button', { name: /^Like/ })).toHaveAttribute(
    'aria-pressed',
    String(!wasLiked),
  );

  // the 4+ gallery shows +N on the 4th tile
  await expect(card.getByTestId('post-gallery').getByText('+2')).toBeVisible();

  // lightbox: arrows and Escape
  await card.getByRole('button', { name: 'Open photo 1 of 6' }).click();
  const viewer = page.getByRole('dialog');
  await expect(viewer.getByTestId('lightbox-counter')).toHaveText('1 / 6');
  await page.keyboard.press('ArrowRight');
  await expect(viewer.getByTestId('lightbox-counter')).toHaveText('2 / 6');
  await page.keyboard.press('ArrowRight');
  await expect(viewer.getByTestId('lightbox-counter')).toHaveText('3 / 6');
  await page.keyboard.press('ArrowLeft');
  await expect(viewer.getByTestId('lightbox-counter')).toHaveText('2 / 6');
  await viewer.getByRole('button', { name: 'Next photo' }).click();
  await expect(viewer.getByTestId('lightbox-counter')).toHaveText('3 / 6');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // save into a new collection, then unsave
  const collection = `Picks ${Date.now().toString(36)}`;
  if (await card.getByRole('button', { name: 'Unsave' }).isVisible()) {
    await card.getByRole('button', { name: 'Unsave' }).click(); // the demo may have saved it already
    await expect(page.getByText('Unsaved', { exact: true })).toBeVisible();
  }
  await card.getByRole('button', { name: 'Save', exact: true }).click();
  // the picker's create button opens /createCollection with this post chosen, then comes back
  await page.getByRole('button', { name: 'New collection' }).click();
  await expect(page).toHaveURL(/\/createCollection\?post=/);
  await page.getByLabel('Collection name').fill(collection);
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByText(`Saved in the new collection “${collection}”`)).toBeVisible();
  // back on the feed it came from
  await expect(page).toHaveURL(new RegExp(`:\\d+/(\\?post=${six})?$`));
  const unsave = card.getByRole('button', { name: 'Unsave' });
  await expect(unsave).toHaveAttribute('aria-pressed', 'true');
  await unsave.click();
  await expect(page.getByText('Unsaved', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Save', exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  );

  // comment
  await card.getByRole('link', { name: /comments?$/ }).click();
  await expect(page).toHaveURL(/\/comments\?id=.+&comments=true/);
  const text = `Lovely colours ${Date.now().toString(36)}`;
  const box = page.getByLabel('Add a comment');
  await expect(box).toBeFocused();
  await box.fill(text);
  await page.getByRole('button', { name: 'Send comment' }).click();
  await expect(page.getByTestId('comment-list').getByText(text)).toBeVisible();
  await expect(box).toHaveValue('');
});

test('logged out, liking explains in a sheet, then logs in and comes back to the post', async ({ page }) => {
  await page.goto('/');
  const post = page.getByRole('article').first();
  const postId = await post.getAttribute('data-post-id');
  await post.getByRole('button', { name: /^Like/ }).click();
  const sheet = page.getByRole('dialog', { name: 'Log in to like posts' });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole('link', { name: 'Sign up' })).toBeVisible();
  await sheet.getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2F%3Fpost%3D/);
  await page.getByLabel('Email or username').fill('ada@stallfeed.demo');
  await page.getByLabel('Password').fill('stallfeed-demo-2026');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(`/?post=${postId}`);
  await expect(page.locator(`article[data-post-id="${postId}"]`).first()).toBeVisible();
});
