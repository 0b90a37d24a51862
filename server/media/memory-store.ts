import { Readable } from 'node:stream';
import { assertSafeKey, type ImageStore } from './storage';

/** An ImageStore in memory, for tests: it validates keys like the disk store and counts writes. */
export class MemoryImageStore implements ImageStore {
  readonly files = new Map<string, { data: Buffer; contentType: string }>();
  puts = 0;

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    assertSafeKey(key);
    this.puts += 1;
    this.files.set(key, { data: Buffer.from(data), contentType });
  }

  async get(key: string): Promise<{ stream: Readable; size: number } | null> {
    assertSafeKey(key);
    const file = this.files.get(key);
    return file ? { stream: Readable.from([file.data]), size: file.data.length } : null;
  }

  async has(key: string): Promise<boolean> {
    assertSafeKey(key);
    return this.files.has(key);
  }
}
