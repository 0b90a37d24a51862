import { expect } from 'vitest';
import type { Collection } from '../../contract/collections';
import type { FeedPost } from '../../contract/posts';
import type { Product } from '../../contract/products';
import { solidImage } from '../media/test-images';
import type { TestServer } from '../testing/test-server';

/** Shared by the posts and collections API tests: real uploads, real products, valid payloads, error checks. */

let colour = 0;

export type PostPage = { items: FeedPost[]; next_cursor: string | null };

/** POSTs a multipart form to an upload call. */
export function postForm(
  server: TestServer,
  path: string,
  form: FormData,
  headers: Record<string, string> = {},
) {
  return fetch(`${server.url}/api${path}`, { method: 'POST', body: form, headers });
}

/** `count` distinct small PNGs as a form with the token first (as the client sends it). */
export async function imageForm(token: string | null, count: number): Promise<FormData> {
  const form = new FormData();
  if (token) form.append('token', token);
  for (let i = 0; i < count; i += 1) {
    colour += 1;
    const hex = ((colour * 2654435761) % 0xffffff).toString(16).padStart(6, '0');
    const png = await solidImage(36, 24, 'png', `#${hex}`);
    form.append('files', new Blob([new Uint8Array(png)], { type: 'image/png' }), `post-${colour}.png`);
  }
  return form;
}

/** Uploads `count` distinct images through /res/post/upload_img; answers their paths. */
export async function uploadPostImages(server: TestServer, token: string, count = 1): Promise<string[]> {
  const res = await postForm(server, '/res/post/upload_img', await imageForm(token, count));
  const body = (await res.json()) as { success: boolean; data: { file_path: string[] } };
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body.data.file_path;
}

/** A seller's product created over HTTP (the catalogue's own upload call for its photo). */
export async function createProduct(
  server: TestServer,
  token: string,
  overrides: Record<string, unknown> = {},
): Promise<Product> {
  const res = await postForm(server, '/res/product/upload_img', await imageForm(token, 1));
  const upload = (await res.json()) as { data: { file_path: string[] } };
  const created = await server.call<{ _id: string; product: Product }>(
    '/res/product/create',
    {
      name: 'Dried scallops',
      description: 'Hokkaido dried scallops, 200 g',
      price: 188.5,
      cost: 120,
      quantity: 12,
      discount: 10,
      category: ['Dried seafood'],
      imagePath: upload.data.file_path,
      ...overrides,
    },
    { token },
  );
  return created.data.product;
}

/** A valid create payload; override any field. */
export function postPayload(imagePaths: string[], overrides: Record<string, unknown> = {}) {
  return {
    title: 'Fresh dried scallops this week',
    description: 'Straight from Hokkaido, limited stock.',
    tags: ['Seafood', 'Gifts'],
    imagePaths,
    linkedProducts: [],
    ...overrides,
  };
}

/** Creates a post over HTTP (uploading one image unless imagePaths is given); answers it as the API shows it. */
export async function createPost(
  server: TestServer,
  token: string,
  overrides: Record<string, unknown> = {},
): Promise<FeedPost> {
  const images = (overrides.imagePaths as string[] | undefined) ?? (await uploadPostImages(server, token));
  const res = await server.call<{ id: string; post: FeedPost }>(
    '/res/post/create',
    postPayload(images, overrides),
    {
      token,
    },
  );
  return res.data.post;
}

export async function feedPage(server: TestServer, data: Record<string, unknown> = {}, token?: string) {
  return (await server.call<PostPage>('/res/post/list', data, { token })).data;
}

export async function selectedPost(server: TestServer, id: string, token?: string) {
  return (await server.call<FeedPost>('/res/post/selected_post', { id }, { token })).data;
}

export async function createCollection(server: TestServer, token: string, name: string) {
  return (await server.call<Collection>('/user/saved/create_collection', { name }, { token })).data;
}

/** Asserts a failure's HTTP status and error code; answers the English message for further checks. */
export { expectError } from '../testing/expect-error';
