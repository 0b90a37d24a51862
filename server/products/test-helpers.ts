import { expect } from 'vitest';
import type { Product } from '../../contract/products';
import { solidImage } from '../media/test-images';
import type { TestServer } from '../testing/test-server';

/** Shared by the products API tests: real uploads, a valid product form, and error assertions. */

let colour = 0;

/**
 * Uploads `count` distinct small PNGs over HTTP as the seller would; answers their file paths. Their colours
 * follow a counter shared by every test in the process: a test that judges the picture passes `fill`.
 */
export async function uploadImages(
  server: TestServer,
  token: string,
  count = 1,
  fill?: string,
): Promise<string[]> {
  const form = new FormData();
  form.append('token', token);
  for (let i = 0; i < count; i += 1) {
    colour += 1;
    const png = await solidImage(
      40,
      30,
      'png',
      fill ?? `#${((colour * 2654435761) % 0xffffff).toString(16).padStart(6, '0')}`,
    );
    form.append('files', new Blob([new Uint8Array(png)], { type: 'image/png' }), `photo-${colour}.png`);
  }
  const res = await postForm(server, form);
  const body = (await res.json()) as { success: boolean; data: { file_path: string[] } };
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body.data.file_path;
}

export function postForm(server: TestServer, form: FormData, headers: Record<string, string> = {}) {
  return fetch(`${server.url}/api/res/product/upload_img`, { method: 'POST', body: form, headers });
}

/** A complete, valid create payload; override any field. */
export function productForm(imagePath: string[], overrides: Record<string, unknown> = {}) {
  return {
    name: 'Dried scallops',
    description: 'Hokkaido dried scallops, 200 g',
    price: 188.5,
    cost: 120,
    quantity: 12,
    discount: 10,
    size: 'M',
    category: ['Dried seafood', 'Gifts'],
    imagePath,
    barcode: null,
    ...overrides,
  };
}

export async function createProduct(
  server: TestServer,
  token: string,
  overrides: Record<string, unknown> = {},
): Promise<Product> {
  const images = (overrides.imagePath as string[] | undefined) ?? (await uploadImages(server, token));
  const res = await server.call<{ _id: string; product: Product }>(
    '/res/product/create',
    productForm(images, overrides),
    { token },
  );
  return res.data.product;
}

/** Asserts a failure's HTTP status and error code; answers the English message for further checks. */
export { expectError } from '../testing/expect-error';
