import { randomUUID } from 'node:crypto';
import { mkdir, open, rename, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where image files live. Keys are relative, slash-separated names such as `<hash>/320.webp`.
 * Disk by default; an S3-compatible store can implement the same three calls (put → PutObject with
 * ContentType, get → GetObject body and ContentLength, has → HeadObject).
 */
export interface ImageStore {
  /** Stores `data` under `key`, replacing any previous value; readers see the old or the new bytes, never a mix. */
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The stored bytes as a stream and their size, or null when nothing is stored under `key`. */
  get(key: string): Promise<{ stream: Readable; size: number } | null>;
  has(key: string): Promise<boolean>;
}

export class InvalidStoreKeyError extends Error {
  override readonly name = 'InvalidStoreKeyError';
}

// Segments of letters, digits, `_`, `-` and inner dots: no `.`/`..` segments, no hidden names (temp files start
// with a dot, so they can never be read back through a key), no backslashes, drive letters or NUL bytes.
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$/;
const MAX_SEGMENTS = 8;

/** Throws unless `key` is a safe relative name (see SEGMENT). */
export function assertSafeKey(key: string): void {
  const segments = key.split('/');
  if (key.length > 512 || segments.length > MAX_SEGMENTS || !segments.every((s) => SEGMENT.test(s))) {
    throw new InvalidStoreKeyError('invalid storage key');
  }
}

function isMissing(err: unknown): boolean {
  const code = (err as NodeJS.ErrnoException | null)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR';
}

/** Files under `rootDir`, one per key; writes go to a temp file that is fsynced and then renamed into place. */
export class DiskImageStore implements ImageStore {
  readonly rootDir: string;

  constructor(rootDir: string) {
    this.rootDir = path.resolve(rootDir);
  }

  /** The absolute file of a key; checked twice (pattern, then containment) so no key can leave rootDir. */
  private fileOf(key: string): string {
    assertSafeKey(key);
    const file = path.resolve(this.rootDir, ...key.split('/'));
    if (!file.startsWith(this.rootDir + path.sep)) throw new InvalidStoreKeyError('invalid storage key');
    return file;
  }

  async put(key: string, data: Buffer, _contentType: string): Promise<void> {
    // the content type is implied by the key's extension on disk; object stores keep it as metadata
    const file = this.fileOf(key);
    const dir = path.dirname(file);
    await mkdir(dir, { recursive: true });
    const temp = path.join(dir, `.${path.basename(file)}.${randomUUID()}.tmp`);
    const handle = await open(temp, 'wx', 0o644);
    try {
      await handle.writeFile(data);
      // fsync before rename: after a crash the name points at complete bytes or at nothing, never a torn file
      await handle.sync();
    } catch (err) {
      await handle.close().catch(() => {});
      await unlink(temp).catch(() => {});
      throw err;
    }
    await handle.close();
    try {
      await rename(temp, file);
    } catch (err) {
      await unlink(temp).catch(() => {});
      throw err;
    }
    await syncDir(dir);
  }

  async get(key: string): Promise<{ stream: Readable; size: number } | null> {
    const file = this.fileOf(key);
    let handle: Awaited<ReturnType<typeof open>>;
    try {
      handle = await open(file, 'r');
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
    try {
      // size from the open handle, so it belongs to the same file the stream reads even if the name is replaced
      const info = await handle.stat();
      if (!info.isFile()) {
        await handle.close();
        return null;
      }
      return { stream: handle.createReadStream(), size: info.size };
    } catch (err) {
      await handle.close().catch(() => {});
      throw err;
    }
  }

  async has(key: string): Promise<boolean> {
    const file = this.fileOf(key);
    try {
      return (await stat(file)).isFile();
    } catch (err) {
      if (isMissing(err)) return false;
      throw err;
    }
  }
}

/** Makes the rename itself durable. Some platforms cannot fsync a directory; there the rename is still atomic. */
async function syncDir(dir: string): Promise<void> {
  let handle: Awaited<ReturnType<typeof open>> | undefined;
  try {
    handle = await open(dir, 'r');
    await handle.sync();
  } catch {
    // best effort (e.g. Windows answers EPERM/EISDIR)
  } finally {
    await handle?.close().catch(() => {});
  }
}
