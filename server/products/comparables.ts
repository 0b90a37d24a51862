import type { ImageStore } from '../media';
import { isFlatHash, isLookAlike, lookAlikeDistance } from '../media/phash';
import { hashStoredImage } from '../media/uploads';
import type { ComparableRow, ComparablesRepository } from './comparables-repository';

export type { ComparableRow } from './comparables-repository';

/** Hashes recorded at upload (server/media/uploads.ts), asked before an image is hashed again. */
export type KnownHashes = (paths: string[]) => Promise<Map<string, string>>;

export interface LookAlike {
  product: ComparableRow;
  /** media/phash.ts lookAlikeDistance of the closest image pair (0 = the same picture) */
  distance: number;
}

/**
 * The catalogue as the AI assistant compares against it: listings with the same barcode, in the same category,
 * of the same seller, and look-alike photos by perceptual hash. Read-only over products; it owns the hash index
 * `product_image_hashes`, which it brings up to date before each look-alike search (new, changed and seeded
 * products), using the hash computed at upload when there is one. Decision: docs/decisions/0071.
 */
export class ProductComparables {
  constructor(
    private readonly repo: ComparablesRepository,
    private readonly images: ImageStore,
    private readonly knownHashes: KnownHashes,
  ) {}

  byBarcode(codes: string[]): Promise<ComparableRow[]> {
    return this.repo.byBarcode([...new Set(codes)]);
  }

  byIds(ids: string[]): Promise<ComparableRow[]> {
    return this.repo.byIds([...new Set(ids)]);
  }

  inCategory(category: string): Promise<ComparableRow[]> {
    return this.repo.inCategory(category.trim().replace(/\s+/g, ' ').toLowerCase());
  }

  /** live listings mentioning any of these words (folded as search folds them: server/search/fold.ts) */
  mentioning(words: string[]): Promise<ComparableRow[]> {
    return this.repo.mentioning([...new Set(words)]);
  }

  ofSeller(sellerId: string): Promise<ComparableRow[]> {
    return this.repo.ofSeller(sellerId);
  }

  /** The images of the seller's own products (theirs, whether or not their upload was recorded). */
  sellerImagePaths(sellerId: string): Promise<Set<string>> {
    return this.repo.sellerImagePaths(sellerId);
  }

  private vocabulary: { words: Set<string>; at: number } | null = null;

  /**
   * Chinese words (2–6 characters) in the names of the newest 5,000 live products, refreshed once a minute: the
   * market's vocabulary, against which a Chinese name read by OCR is corrected (server/ai/lexicon.ts).
   */
  async chineseVocabulary(now = Date.now()): Promise<Set<string>> {
    if (this.vocabulary && now - this.vocabulary.at < 60_000) return this.vocabulary.words;
    const words = new Set<string>();
    for (const name of await this.repo.recentNames(5000)) {
      for (const run of name.match(/[\u3400-\u9fff]+/g) ?? []) {
        for (let len = 2; len <= Math.min(6, run.length); len += 1) {
          for (let i = 0; i + len <= run.length; i += 1) words.add(run.slice(i, i + len));
        }
      }
    }
    this.vocabulary = { words, at: now };
    return words;
  }

  /** Hashes images of products not yet indexed (at most `budget` products per call, so one call stays quick). */
  async refreshIndex(budget = 200): Promise<number> {
    const pending = await this.repo.unhashed(budget);
    if (pending.length === 0) return 0;
    const allPaths = pending.flatMap((p) => JSON.parse(p.image_paths) as string[]);
    const known = await this.knownHashes(allPaths);
    for (const product of pending) {
      const paths = JSON.parse(product.image_paths) as string[];
      const hashes: { path: string; phash: string }[] = [];
      for (const path of paths) {
        const phash = known.get(path) ?? (await hashStoredImage(this.images, path).catch(() => null));
        if (phash) hashes.push({ path, phash });
      }
      await this.repo.replaceHashes(product.id, product.image_paths, hashes);
    }
    return pending.length;
  }

  /** Live products with an image that looks like one of `hashes` (media/phash.ts isLookAlike), closest first. */
  async lookAlikes(hashes: string[], limit = 10): Promise<LookAlike[]> {
    if (hashes.length === 0) return [];
    await this.refreshIndex();
    const best = new Map<string, number>();
    for (const row of await this.repo.liveHashes()) {
      if (isFlatHash(row.phash)) continue;
      for (const h of hashes) {
        if (!isLookAlike(h, row.phash)) continue;
        const d = lookAlikeDistance(h, row.phash);
        if (d < (best.get(row.product_id) ?? Number.POSITIVE_INFINITY)) best.set(row.product_id, d);
      }
    }
    const ids = [...best.entries()].sort((a, b) => a[1] - b[1]).slice(0, limit);
    const products = new Map((await this.repo.byIds(ids.map(([id]) => id))).map((p) => [p.id, p]));
    return ids.flatMap(([id, distance]) => {
      const product = products.get(id);
      return product ? [{ product, distance }] : [];
    });
  }
}
