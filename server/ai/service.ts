import type { z } from 'zod';
import type {
  AiLocale,
  generateCollectionName,
  generatePostContent,
  generateProductContent,
  PostSuggestion,
  ProductSuggestion,
} from '../../contract/ai';
import { COLLECTION_NAME_MAX } from '../../contract/collections';
import type { FeedPost } from '../../contract/posts';
import type { Product } from '../../contract/products';
import type { CounterStore } from '../counters/counter-store';
import { AppError } from '../http/app-error';
import type { SessionUser } from '../http/context';
import type { ImageStore } from '../media';
import { readStored, type UploadRecords } from '../media/uploads';
import type { ProductComparables } from '../products/comparables';
import { composeCollectionNames, composePost } from './compose-post';
import { composeProduct } from './compose-product';
import { type Findings, gatherFindings } from './findings';
import { resolveLocale } from './locale';
import { pick } from './locale-text';
import { ModelFailure, type ModelProvider } from './model-provider';
import { inLocaleScripts, textsInLocaleScript } from './script';

type ProductInput = z.output<typeof generateProductContent.input>;
type PostInput = z.output<typeof generatePostContent.input>;
type CollectionInput = z.output<typeof generateCollectionName.input>;

export interface AiDeps {
  images: ImageStore;
  uploads: UploadRecords;
  comparables: ProductComparables;
  products: { getPublicMany(ids: string[], viewerId: string | null): Promise<Map<string, Product>> };
  posts: { selected(id: string, viewer: SessionUser | null): Promise<FeedPost> };
  collections: { postIdsIn(collectionId: string, user: SessionUser): Promise<string[]> };
  counters: CounterStore;
  /** the caller's stored locale (the auth domain's account language); absent: not consulted */
  storedLocale?: (userId: string) => Promise<string | null>;
  /** null: offline provider only */
  model: ModelProvider | null;
  ratePerMinute: number;
  /** the whole call's budget (the client waits 30 s, docs/decisions/0070); photo reading stops earlier so an answer still fits */
  timeLimitMs?: number;
  log?: (msg: string, err?: unknown) => void;
}

const DEFAULT_TIME_LIMIT_MS = 28_000;

/**
 * The AI assistant: one service behind the three calls, with the offline provider always and the model provider
 * when configured (it falls back to offline on any failure). Checks: sellers' own photos only, a per-user rate
 * limit, a time limit, "No content generated" when nothing useful was found. Decisions: docs/decisions/0070–0073.
 */
export class AiService {
  constructor(private readonly deps: AiDeps) {}

  /** explicit input, else the stored locale, else Accept-Language (docs/decisions/0070) */
  /** a photo the engine could not read is answered from what else it shows; the log says why */
  private readonly unread = (err: unknown) => this.deps.log?.('AI engine could not read a photo', err);

  private async localeFor(explicit: AiLocale | undefined, user: SessionUser, acceptLanguage?: string) {
    if (explicit) return explicit;
    const stored = (await this.deps.storedLocale?.(user.id)) ?? null;
    return resolveLocale(undefined, acceptLanguage, stored);
  }

  async productContent(input: ProductInput, user: SessionUser, acceptLanguage?: string) {
    const locale = await this.localeFor(input.locale, user, acceptLanguage);
    await this.throttle(user);
    await this.assertOwnImages(user, input.paths);
    return this.withinLimit(async (deadline) => {
      const findings = await gatherFindings(
        input.paths,
        this.deps.images,
        this.deps.comparables,
        deadline - 4_000,
        this.unread,
      );
      const modelAnswer = await this.tryModel(deadline, async (signal) => {
        const answer = await this.deps.model!.product(
          await this.dataUrls(input.paths),
          contextOf(findings),
          locale,
          signal,
        );
        return answer.found && answer.name.trim() ? answer : null;
      });
      const item = await composeProduct(
        findings,
        this.deps.comparables,
        user.id,
        locale,
        modelAnswer ? { ...modelAnswer, model: this.deps.model!.model } : undefined,
      );
      if (!item) throw new AppError('aiNoContent');
      return {
        items: [
          await textsInLocaleScript(item, locale, ['name', 'description']),
        ] satisfies ProductSuggestion[],
      };
    });
  }

  async postContent(input: PostInput, user: SessionUser, acceptLanguage?: string) {
    const locale = await this.localeFor(input.locale, user, acceptLanguage);
    await this.throttle(user);
    const paths = input.paths ?? [];
    await this.assertOwnImages(user, paths);
    const found = await this.deps.products.getPublicMany(input.product_ids, user.id);
    const products = input.product_ids.flatMap((id) => {
      const p = found.get(id);
      return p ? [p] : [];
    });
    if (
      products.some((p) => p.seller_id !== user.id) ||
      products.length !== new Set(input.product_ids).size
    ) {
      throw new AppError('notYourProduct');
    }
    const live = products.filter((p) => !p.removed);
    return this.withinLimit(async (deadline) => {
      const findings = paths.length
        ? await gatherFindings(paths, this.deps.images, this.deps.comparables, deadline - 4_000, this.unread)
        : null;
      const offline = composePost(live, findings, locale);
      const modelAnswer = await this.tryModel(deadline, async (signal) =>
        this.deps.model!.post(
          await this.dataUrls(paths.slice(0, 4)),
          {
            products: live.map((p) => ({
              name: p.name,
              price: p.price,
              discounted_price: p.discounted_price,
              discount_percent: p.discount,
              category: p.category,
              description: p.description,
            })),
            text_read_in_photos: findings ? findings.photos.flatMap((p) => p.text.lines) : [],
          },
          locale,
          signal,
        ),
      );
      let item: PostSuggestion | null = offline;
      if (modelAnswer) {
        item = {
          title: modelAnswer.title.trim(),
          description: modelAnswer.description.trim(),
          tags: modelAnswer.tags.map((t) => t.trim()).filter(Boolean),
          sources: (['title', 'description', 'tags'] as const).map((field) => ({
            field,
            text: pick(
              locale,
              `vision model ${this.deps.model!.model}, from the selected products`,
              `視覺模型 ${this.deps.model!.model}，根據所選產品`,
              `视觉模型 ${this.deps.model!.model}，根据所选商品`,
            ),
          })),
          provider: 'model',
        };
      }
      if (!item?.title) throw new AppError('aiNoContent');
      return { items: [await textsInLocaleScript(item, locale, ['title', 'description', 'tags'])] };
    });
  }

  async collectionName(input: CollectionInput, user: SessionUser, acceptLanguage?: string) {
    const locale = await this.localeFor(input.locale, user, acceptLanguage);
    await this.throttle(user);
    const ids = input.collection_id
      ? await this.deps.collections.postIdsIn(input.collection_id, user)
      : (input.post_ids ?? []);
    return this.withinLimit(async (deadline) => {
      const posts: FeedPost[] = [];
      for (const id of [...new Set(ids)].slice(0, 30)) {
        // removed posts simply drop out
        const post = await this.deps.posts.selected(id, user).catch(() => null);
        if (post) posts.push(post);
      }
      const summaries = posts.map((p) => ({
        title: p.title,
        tags: p.tags,
        products: p.linkedProducts.map((l) => l.name),
      }));
      const modelNames = await this.tryModel(deadline, (signal) =>
        this.deps.model!.collectionNames(summaries, locale, signal),
      );
      const names = modelNames
        ? [...new Set(modelNames.map((n) => n.replace(/\s+/g, ' ').trim().slice(0, COLLECTION_NAME_MAX)))]
        : composeCollectionNames(summaries, locale, COLLECTION_NAME_MAX);
      if (names.length === 0) throw new AppError('aiNoContent');
      // one script per language, as every suggestion (server/ai/script.ts)
      const inScript = [...new Set(await inLocaleScripts(names, locale))];
      return { items: inScript.map((name) => ({ name })) };
    });
  }

  // ---- rules ----

  private async throttle(user: SessionUser): Promise<void> {
    const count = await this.deps.counters.increment(`ai:calls:${user.id}`, 60_000);
    if (count > this.deps.ratePerMinute) throw new AppError('aiRateLimited');
  }

  /** Every path must be the caller's: recorded as their upload, or an image of one of their products. */
  private async assertOwnImages(user: SessionUser, paths: string[]): Promise<void> {
    if (paths.length === 0) return;
    const unique = [...new Set(paths)];
    const uploaded = await this.deps.uploads.ownedBy(user.id, unique);
    const missing = unique.filter((p) => !uploaded.has(p));
    if (missing.length === 0) return;
    const ofProducts = await this.deps.comparables.sellerImagePaths(user.id);
    if (missing.some((p) => !ofProducts.has(p))) throw new AppError('aiImageNotYours');
  }

  private async withinLimit<T>(work: (deadline: number) => Promise<T>): Promise<T> {
    const limit = this.deps.timeLimitMs ?? DEFAULT_TIME_LIMIT_MS;
    const deadline = Date.now() + limit;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new AppError('aiTimeout')), limit);
    });
    try {
      return await Promise.race([work(deadline), timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** The model's answer, or null (not configured, or it failed: the offline answer is used). */
  private async tryModel<T>(
    deadline: number,
    ask: (signal: AbortSignal) => Promise<T | null>,
  ): Promise<T | null> {
    if (!this.deps.model) return null;
    const remaining = deadline - Date.now() - 500;
    if (remaining < 1_000) return null;
    try {
      return await ask(AbortSignal.timeout(remaining));
    } catch (err) {
      if (!(err instanceof ModelFailure)) this.deps.log?.('AI model provider failed unexpectedly', err);
      else this.deps.log?.(`AI model provider failed, offline answer used: ${err.message}`);
      return null;
    }
  }

  private async dataUrls(paths: string[]): Promise<string[]> {
    const urls: string[] = [];
    for (const path of paths) {
      const bytes = await readStored(this.deps.images, path);
      if (bytes) urls.push(`data:image/webp;base64,${bytes.toString('base64')}`);
    }
    return urls;
  }
}

/** The offline findings as the model sees them: facts, not pixels. */
function contextOf(findings: Findings) {
  return {
    barcodes: [...new Set(findings.photos.flatMap((p) => p.barcodes))],
    listings_with_this_barcode: findings.barcodeMatches.slice(0, 5).map((m) => ({
      name: m.name,
      category: m.categories,
      price: m.price_cents / 100,
    })),
    text_read_on_package: findings.photos.flatMap((p) => p.text.lines),
    sizes: [...new Set(findings.photos.flatMap((p) => p.text.sizes))],
    look_alike_listings: findings.lookAlikes.slice(0, 3).map((l) => ({
      name: l.product.name,
      category: l.product.categories,
      price: l.product.price_cents / 100,
    })),
  };
}

export type { AiLocale };
