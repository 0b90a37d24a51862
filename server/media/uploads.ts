import { parseImageKey } from '../../contract/media';
import { perceptualHash } from './phash';
import type { ImageStore } from './storage';
import type { UploadsRepository } from './uploads-repository';

/** Reads a stored rendition whole (the 320 px one is ~20 KB). */
export async function readStored(store: ImageStore, key: string): Promise<Buffer | null> {
  const found = await store.get(key);
  if (!found) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of found.stream as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** The perceptual hash of a stored image, from its smallest rendition; null when it is not stored. */
export async function hashStoredImage(store: ImageStore, filePath: string): Promise<string | null> {
  const parsed = parseImageKey(filePath);
  if (!parsed) return null;
  const bytes = await readStored(store, `${parsed.hash}/320.webp`);
  return bytes ? perceptualHash(bytes) : null;
}

/**
 * Upload records: which user uploaded which stored image, and its perceptual hash. Written by every upload call
 * (products, posts); read when a call takes image paths that must be the caller's own (the AI assistant).
 * Decision: docs/decisions/0072-ai-upload-ownership.md. The SQL is in ./uploads-repository.ts.
 */
export class UploadRecords {
  constructor(
    private readonly repo: UploadsRepository,
    private readonly store: ImageStore,
    private readonly now: () => number = Date.now,
  ) {}

  /** Records `paths` as uploaded by `userId` (again: kept), hashing each image once. */
  async record(userId: string, paths: string[]): Promise<void> {
    for (const path of new Set(paths)) {
      const phash = await hashStoredImage(this.store, path).catch(() => null);
      await this.repo.upsert({ user_id: userId, path, phash, created_at: this.now() });
    }
  }

  /** The subset of `paths` that `userId` uploaded. */
  async ownedBy(userId: string, paths: string[]): Promise<Set<string>> {
    if (paths.length === 0) return new Set();
    return new Set(await this.repo.pathsOf(userId, paths));
  }

  /** Hashes recorded at upload, by path (any uploader: the bytes, hence the hash, are the same). */
  async hashes(paths: string[]): Promise<Map<string, string>> {
    if (paths.length === 0) return new Map();
    return this.repo.hashesOf(paths);
  }
}
