import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DiskImageStore, InvalidStoreKeyError } from './storage';

let root: string;
let outside: string;
beforeEach(async () => {
  const base = await mkdtemp(path.join(tmpdir(), 'stallfeed-store-'));
  root = path.join(base, 'images');
  outside = path.join(base, 'secret.txt');
  await writeFile(outside, 'secret');
});
afterEach(async () => {
  await rm(path.dirname(root), { recursive: true, force: true });
});

describe('DiskImageStore', () => {
  it('writes, reads back and reports files, leaving no temp files', async () => {
    const store = new DiskImageStore(root);
    expect(await store.has('ab/320.webp')).toBe(false);
    expect(await store.get('ab/320.webp')).toBeNull();

    await store.put('ab/320.webp', Buffer.from('first'), 'image/webp');
    await store.put('ab/320.webp', Buffer.from('second version'), 'image/webp');
    expect(await store.has('ab/320.webp')).toBe(true);
    const file = await store.get('ab/320.webp');
    expect(file?.size).toBe('second version'.length);
    expect(await text(file!.stream)).toBe('second version');
    expect(await readdir(path.join(root, 'ab'))).toEqual(['320.webp']);
  });

  it('refuses keys that could leave its folder or name hidden files', async () => {
    const store = new DiskImageStore(root);
    for (const key of [
      '../secret.txt',
      'ab/../../secret.txt',
      '/etc/passwd',
      '..',
      '.',
      'ab/.hidden',
      'ab\\..\\secret.txt',
      'ab//320.webp',
      'ab/320.webp\0',
      'C:/x',
      '',
    ]) {
      await expect(store.get(key), key).rejects.toBeInstanceOf(InvalidStoreKeyError);
      await expect(store.has(key), key).rejects.toBeInstanceOf(InvalidStoreKeyError);
      await expect(store.put(key, Buffer.from('x'), 'image/webp'), key).rejects.toBeInstanceOf(
        InvalidStoreKeyError,
      );
    }
    expect(await readFile(outside, 'utf8')).toBe('secret');
  });

  it('treats a folder as missing, not as a file', async () => {
    const store = new DiskImageStore(root);
    await store.put('ab/cd/1.webp', Buffer.from('x'), 'image/webp');
    expect(await store.get('ab/cd')).toBeNull();
    expect(await store.has('ab/cd')).toBe(false);
    expect(await store.get('ab/cd/1.webp/x')).toBeNull();
  });
});
