import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { decodeLocalizedMessage } from '../../contract/errors';
import { FilePath, imageUrl } from '../../contract/media';
import { noisyJpeg, pngBomb, solidImage } from '../media/test-images';
import { serverWithSeller } from '../testing/file-server';
import { signUp } from '../testing/test-server';
import { postForm } from './test-helpers';

const { server, seller } = await serverWithSeller();
const customer = await signUp(server, 'c');

function form(files: { data: Buffer; name: string; type: string }[], token?: string): FormData {
  const f = new FormData();
  if (token) f.append('token', token);
  for (const file of files)
    f.append('files', new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
  return f;
}

async function answer(res: Response) {
  const body = (await res.json()) as
    | { success: true; data: { file_path: string[] } }
    | { success: false; error: { code: number; message: string } };
  return { status: res.status, body };
}

async function expectRefused(res: Response, status: number, code: number): Promise<string> {
  const { status: got, body } = await answer(res);
  expect(got, JSON.stringify(body)).toBe(status);
  if (body.success) throw new Error('expected a failure');
  expect(body.error.code).toBe(code);
  return decodeLocalizedMessage(body.error.message, 'en');
}

describe(`product photo uploads over HTTP (${process.env.TEST_DB_KIND ?? 'sqlite'})`, () => {
  it('stores photos with the token in the form field, and with the Bearer header', async () => {
    const jpeg = await noisyJpeg(800, 600);
    const png = await solidImage(300, 200, 'png', '#aa3366');
    const viaField = await answer(
      await postForm(
        server,
        form(
          [
            { data: jpeg, name: 'a.jpg', type: 'image/jpeg' },
            { data: png, name: 'b.png', type: 'image/png' },
          ],
          seller.token,
        ),
      ),
    );
    expect(viaField.status).toBe(200);
    if (!viaField.body.success) throw new Error('upload failed');
    expect(viaField.body.data.file_path).toHaveLength(2);
    for (const p of viaField.body.data.file_path) expect(FilePath.safeParse(p).success).toBe(true);

    const viaHeader = await answer(
      await postForm(server, form([{ data: png, name: 'b.png', type: 'image/png' }]), {
        authorization: `Bearer ${seller.token}`,
      }),
    );
    // same bytes, same content-hash name
    expect(viaHeader.body).toEqual({ success: true, data: { file_path: [viaField.body.data.file_path[1]] } });
  });

  it('a JPEG carrying GPS EXIF is served back as WebP with no metadata, nosniff and an immutable cache', async () => {
    const withGps = await sharp(await noisyJpeg(1600, 1200))
      .withExif({
        IFD0: { Make: 'PhoneMaker', Model: 'Phone 12' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '22/1 16/1 3000/100',
          GPSLongitudeRef: 'E',
          GPSLongitude: '114/1 10/1 0/1',
        },
      })
      .jpeg()
      .toBuffer();
    expect((await sharp(withGps).metadata()).exif).toBeDefined();

    const up = await answer(
      await postForm(
        server,
        form([{ data: withGps, name: 'IMG_0001.JPG', type: 'image/jpeg' }], seller.token),
      ),
    );
    if (!up.body.success) throw new Error(`upload failed: ${JSON.stringify(up.body)}`);
    const filePath = up.body.data.file_path[0]!;

    for (const url of [imageUrl(filePath), imageUrl(filePath, 300)]) {
      const res = await fetch(`${server.url}${url}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('cache-control')).toContain('immutable');
      const bytes = Buffer.from(await res.arrayBuffer());
      expect(bytes.includes('PhoneMaker')).toBe(false);
      const meta = await sharp(bytes).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
    }
  });

  it('a text file named .jpg is refused with 400', async () => {
    const fake = Buffer.from('this is not a picture at all, just text\n'.repeat(20));
    const text = await expectRefused(
      await postForm(server, form([{ data: fake, name: 'holiday.jpg', type: 'image/jpeg' }], seller.token)),
      400,
      40003,
    );
    expect(text).toBe('Only image files can be uploaded.');
  });

  it('a file over 15 MB is refused with 413', async () => {
    const big = Buffer.alloc(16 * 1024 * 1024, 0xff);
    await expectRefused(
      await postForm(server, form([{ data: big, name: 'huge.jpg', type: 'image/jpeg' }], seller.token)),
      413,
      41300,
    );
  });

  it('a pixel bomb (small file, 400 megapixels) is refused', async () => {
    const bomb = await pngBomb(20_000, 20_000);
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    await expectRefused(
      await postForm(server, form([{ data: bomb, name: 'bomb.png', type: 'image/png' }], seller.token)),
      400,
      40004,
    );
  });

  it('more than 10 files in one request is refused with 413', async () => {
    const png = await solidImage(20, 20);
    const files = Array.from({ length: 11 }, (_, i) => ({ data: png, name: `${i}.png`, type: 'image/png' }));
    await expectRefused(await postForm(server, form(files, seller.token)), 413, 41300);
  });

  it('a customer cannot upload (403); no token → 40015; no files → 400', async () => {
    const png = await solidImage(20, 20);
    await expectRefused(
      await postForm(server, form([{ data: png, name: 'a.png', type: 'image/png' }], customer.token)),
      403,
      40301,
    );
    await expectRefused(
      await postForm(server, form([{ data: png, name: 'a.png', type: 'image/png' }])),
      401,
      40015,
    );
    await expectRefused(
      await postForm(server, form([{ data: png, name: 'a.png', type: 'image/png' }], 'not-a-real-token')),
      401,
      40015,
    );
    await expectRefused(await postForm(server, form([], seller.token)), 400, 40000);
  });
});
