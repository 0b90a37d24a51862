import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3, type TestS3 } from '../testing/s3-server';
import { S3ImageStore } from './s3-store';
import { InvalidStoreKeyError } from './storage';

// The S3 image store against a real S3-compatible server (s3rver on loopback), started by this file.
let s3: TestS3;
beforeAll(async () => {
  s3 = await startTestS3();
});
afterAll(async () => {
  await s3?.close();
});

describe('S3ImageStore', () => {
  it('writes, replaces, reads back as a stream and reports objects; missing ones are null / false', async () => {
    const store = S3ImageStore.fromSettings({ ...s3.settings, prefix: 'app/' });
    expect(await store.has('ab/320.webp')).toBe(false);
    expect(await store.get('ab/320.webp')).toBeNull();

    await store.put('ab/320.webp', Buffer.from('first'), 'image/webp');
    await store.put('ab/320.webp', Buffer.from('second version'), 'image/webp');
    expect(await store.has('ab/320.webp')).toBe(true);
    const file = await store.get('ab/320.webp');
    expect(file?.size).toBe('second version'.length);
    expect(await text(file!.stream)).toBe('second version');

    // the prefix is a folder of the bucket: another prefix does not see the object
    const other = S3ImageStore.fromSettings({ ...s3.settings, prefix: 'other/' });
    expect(await other.has('ab/320.webp')).toBe(false);
  });

  it('stores a file larger than one part (multipart upload) whole', async () => {
    const store = S3ImageStore.fromSettings(s3.settings);
    const big = Buffer.alloc(6 * 1024 * 1024 + 123, 7);
    big[big.length - 1] = 9;
    await store.put('big/1920.webp', big, 'image/webp');
    const file = await store.get('big/1920.webp');
    expect(file?.size).toBe(big.length);
    const chunks: Buffer[] = [];
    for await (const c of file!.stream as AsyncIterable<Buffer>) chunks.push(c);
    expect(Buffer.concat(chunks).equals(big)).toBe(true);
  });

  it('refuses keys that are not safe names, before asking the bucket', async () => {
    const store = S3ImageStore.fromSettings(s3.settings);
    await expect(store.get('../secret')).rejects.toBeInstanceOf(InvalidStoreKeyError);
    await expect(store.put('a/.hidden', Buffer.from('x'), 'image/webp')).rejects.toBeInstanceOf(
      InvalidStoreKeyError,
    );
  });
});
