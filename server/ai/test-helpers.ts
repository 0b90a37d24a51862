import { expect } from 'vitest';
import type { TestServer } from '../testing/test-server';

/** Uploads images through the product photo call, as the add-product screen does; answers their paths. */
export async function uploadPhotos(server: TestServer, token: string, photos: Buffer[]): Promise<string[]> {
  const form = new FormData();
  form.append('token', token);
  photos.forEach((bytes, i) => {
    form.append('files', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), `photo-${i}.jpg`);
  });
  const res = await fetch(`${server.url}/api/res/product/upload_img`, { method: 'POST', body: form });
  const body = (await res.json()) as { data: { file_path: string[] } };
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body.data.file_path;
}
