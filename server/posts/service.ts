import type { z } from 'zod';
import type {
  addComment,
  Comment,
  comments,
  create,
  FeedPost,
  filter,
  LinkedProduct,
  list,
  Reply,
  update,
} from '../../contract/posts';
import { REPLIES_PREVIEW } from '../../contract/posts';
import type { Product } from '../../contract/products';
import { displayName } from '../accounts/core/display-name';
import { newId } from '../db/ids';
import { AppError, localized } from '../http/app-error';
import type { SessionUser } from '../http/context';
import type { ImageStore } from '../media';
import { assertImagesStored } from '../media';
import type { NotificationEvent, NotificationsService } from '../notifications/service';
import type { ProductCardRow } from '../products/product-rows';
import { cardOf } from '../products/product-view';
import type { SearchVocabulary } from '../search/service';
import {
  type FeedQuery,
  ParentGoneError,
  type PostsRepository,
  type PostValues,
  type StoredComment,
  type StoredPost,
} from './repository';

type CreateInput = z.output<typeof create.input>;
type UpdateInput = z.output<typeof update.input>;
type PageIn = z.output<typeof list.input>;
type FilterInput = z.output<typeof filter.input>;
type CommentsInput = z.output<typeof comments.input>;
type AddCommentInput = z.output<typeof addComment.input>;

/** The catalogue, as posts use it (server/products: its service, never its tables). */
export interface ProductLookup {
  getPublicMany(ids: string[], viewerId: string | null): Promise<Map<string, Product>>;
}

export interface Page<T> {
  items: T[];
  next_cursor: string | null;
}

const postNotFound = () =>
  new AppError('notFound', localized('Post not found.', '找不到帖子。', '找不到帖子。'));
const commentNotFound = () =>
  new AppError('notFound', localized('Comment not found.', '找不到留言。', '找不到评论。'));

/**
 * Posts, the home feed, likes, shares and comments. Ownership: only the author updates or removes a post;
 * a comment is removed by its writer or by the post's author (docs/decisions/0012).
 */
/** What a post card shows of its author beyond the account: picture and public name (null: not set). */
export class PostsService {
  constructor(
    private readonly repo: PostsRepository,
    private readonly products: ProductLookup,
    private readonly images: ImageStore,
    private readonly notifications: NotificationsService,
    /** the words a search may mean, learnt from what posts say (docs/decisions/0237-search-matching.md) */
    private readonly vocabulary: SearchVocabulary,
    private readonly now: () => number = Date.now,
  ) {}

  /** told after a new post is saved (its author's followers hear of it: docs/decisions/0247-shop-news.md) */
  private created: (post: FeedPost) => void = () => {};

  setCreatedLink(link: (post: FeedPost) => void): void {
    this.created = link;
  }

  // ---- posts ----

  async create(input: CreateInput, user: SessionUser): Promise<{ id: string; post: FeedPost }> {
    const values = await this.valuesOf(input, user);
    const id = newId();
    await this.repo.insert({ ...values, id, authorId: user.id, now: this.now() });
    await this.vocabulary.learn([values.title, values.description, ...values.tags]);
    const post = await this.selected(id, user);
    this.created(post);
    return { id, post };
  }

  async update(input: UpdateInput, user: SessionUser): Promise<{ id: string; post: FeedPost }> {
    await this.assertAuthor(input.id, user);
    const values = await this.valuesOf(input, user);
    if (!(await this.repo.update(input.id, { ...values, now: this.now() }))) throw postNotFound();
    await this.vocabulary.learn([values.title, values.description, ...values.tags]);
    return { id: input.id, post: await this.selected(input.id, user) };
  }

  async remove(id: string, user: SessionUser): Promise<{ message: string }> {
    await this.assertAuthor(id, user);
    if (!(await this.repo.softRemove(id, this.now()))) throw postNotFound();
    return { message: 'Post removed' };
  }

  async list(input: PageIn, viewer: SessionUser | null): Promise<Page<FeedPost>> {
    return this.feed({ cursor: input.cursor, limit: input.limit }, viewer);
  }

  async filter(input: FilterInput, viewer: SessionUser | null): Promise<Page<FeedPost>> {
    const tag = input.tag?.replace(/^#/, '').trim().replace(/\s+/g, ' ').toLowerCase();
    // every term, as written or as a near spelling, in the title, the description or a hashtag
    const terms = input.search ? await this.vocabulary.expand(input.search) : [];
    return this.feed(
      {
        cursor: input.cursor,
        limit: input.limit,
        tag: tag || undefined,
        search: terms.length > 0 ? terms.map((t) => [t.term, ...t.spellings]) : undefined,
        authorId: input.creater_id,
      },
      viewer,
    );
  }

  /** the Following feed and interest-community feeds (docs/decisions/0059): keyset paged like the feed */
  async feedOf(
    q: { cursor?: string | null; limit: number; authorIds?: string[]; tags?: string[] },
    viewer: SessionUser | null,
  ): Promise<Page<FeedPost>> {
    return this.feed(
      {
        cursor: q.cursor,
        limit: q.limit,
        authorIds: q.authorIds,
        tagsAny: q.tags?.map((t) => t.toLowerCase()),
      },
      viewer,
    );
  }

  /** each author's latest post images, newest first, `perAuthor` at most */
  async latestImagesOf(authorIds: string[], perAuthor: number): Promise<Map<string, string[]>> {
    const lists = await Promise.all(
      authorIds.map(async (id) => {
        const rows = await this.repo.latestImagePaths(id, perAuthor);
        return [id, rows.flatMap((r) => parseStrings(r).slice(0, 1)).slice(0, perAuthor)] as const;
      }),
    );
    return new Map(lists);
  }

  async myContent(input: PageIn, user: SessionUser): Promise<Page<FeedPost>> {
    return this.feed({ cursor: input.cursor, limit: input.limit, authorId: user.id }, user);
  }

  async selected(id: string, viewer: SessionUser | null): Promise<FeedPost> {
    const row = await this.repo.findLive(id, undefined, viewer?.id);
    if (!row) throw postNotFound();
    const [post] = this.hydrate([row]);
    return post!;
  }

  /** Toggles her like, or sets it to `want` (docs/decisions/0269-offline-reading-and-queued-writes.md). */
  async like(
    id: string,
    user: SessionUser,
    want?: boolean,
  ): Promise<{ message: string; liked: boolean; like: number }> {
    const post = await this.repo.findLive(id);
    if (!post) throw postNotFound();
    const outbox = this.notifications.outbox();
    const result = await this.repo.toggleLike(
      id,
      user.id,
      this.now(),
      (trx, likers) =>
        outbox.add(trx, {
          ...aboutPost('post_liked', post, user),
          groupKey: `like:${post.id}`,
          count: likers,
        }),
      want,
    );
    if (!result) throw postNotFound();
    outbox.publish();
    return { message: result.liked ? 'Liked' : 'Unliked', liked: result.liked, like: result.count };
  }

  async share(id: string, viewer: SessionUser | null): Promise<{ message: string; share: number }> {
    const count = await this.repo.addShare({
      id: newId(),
      postId: id,
      userId: viewer?.id ?? null,
      now: this.now(),
    });
    if (count === undefined) throw postNotFound();
    return { message: 'Shared', share: count };
  }

  /** For collections: live posts among ids, each with its first image. */
  async liveCovers(ids: string[]): Promise<Map<string, string | null>> {
    const rows = await this.repo.liveImagePaths(ids);
    return new Map(rows.map((r) => [r.id, parseStrings(r.image_paths)[0] ?? null]));
  }

  // ---- comments ----

  async comments(
    input: CommentsInput,
    viewer: SessionUser | null,
  ): Promise<Page<Comment> & { total_comments: number }> {
    const post = await this.repo.findLive(input.id);
    if (!post) throw postNotFound();
    const parentId = input.parent_id ?? null;
    if (parentId !== null) {
      const parent = await this.repo.findComment(parentId);
      if (!parent || parent.post_id !== post.id || parent.parent_id !== null) throw commentNotFound();
    }
    const rows = await this.repo.commentPage({
      postId: post.id,
      parentId,
      cursor: input.cursor,
      limit: input.limit,
    });
    const more = rows.length > input.limit;
    const pageRows = more ? rows.slice(0, input.limit) : rows;
    const viewerId = viewer?.id ?? null;
    const replies =
      parentId === null
        ? await this.repo.repliesPreview(
            pageRows.map((r) => r.id),
            REPLIES_PREVIEW,
          )
        : [];
    const byParent = new Map<string, { list: Reply[]; total: number }>();
    for (const r of replies) {
      const entry = byParent.get(r.parent_id!) ?? { list: [], total: r.total };
      entry.list.push(toReply(r, viewerId, post.author_id));
      byParent.set(r.parent_id!, entry);
    }
    return {
      items: pageRows.map((r) => ({
        ...toReply(r, viewerId, post.author_id),
        replies: byParent.get(r.id)?.list ?? [],
        reply_count: byParent.get(r.id)?.total ?? 0,
      })),
      next_cursor: more ? pageRows[pageRows.length - 1]!.id : null,
      total_comments: Number(post.comment_count),
    };
  }

  async addComment(
    input: AddCommentInput,
    user: SessionUser,
  ): Promise<{ comment: Comment; total_comments: number }> {
    const post = await this.repo.findLive(input.id);
    if (!post) throw postNotFound();
    let parentId: string | null = null;
    let answered: StoredComment | undefined;
    if (input.parent_id) {
      const parent = await this.repo.findComment(input.parent_id);
      answered = parent;
      if (!parent || parent.post_id !== post.id) throw commentNotFound();
      // one level of replies: answering a reply joins its thread
      parentId = parent.parent_id ?? parent.id;
    }
    const id = newId();
    let total: number | undefined;
    const outbox = this.notifications.outbox();
    try {
      total = await this.repo.addComment({
        id,
        postId: post.id,
        parentId,
        userId: user.id,
        body: input.text,
        now: this.now(),
        inTransaction: async (trx) => {
          const excerpt = input.text.slice(0, 80);
          const replyTo = input.parent_id ? answered?.user_id : undefined;
          if (replyTo) {
            await outbox.add(trx, {
              ...aboutPost('comment_replied', post, user),
              to: replyTo,
              params: { ...aboutPost('comment_replied', post, user).params, comment_id: id, excerpt },
            });
          }
          if (replyTo !== post.author_id) {
            const about = aboutPost('post_commented', post, user);
            await outbox.add(trx, { ...about, params: { ...about.params, comment_id: id, excerpt } });
          }
        },
      });
    } catch (err) {
      if (err instanceof ParentGoneError) throw commentNotFound();
      throw err;
    }
    if (total === undefined) throw postNotFound();
    outbox.publish();
    const stored = await this.repo.findComment(id);
    if (!stored) throw commentNotFound(); // removed in the meantime by the post's author
    return {
      comment: { ...toReply(stored, user.id, post.author_id), replies: [], reply_count: 0 },
      total_comments: total,
    };
  }

  async removeComment(id: string, user: SessionUser): Promise<{ message: string; total_comments: number }> {
    const comment = await this.repo.findComment(id);
    if (!comment) throw commentNotFound();
    const post = await this.repo.findAuthor(comment.post_id);
    if (!post || post.removed) throw postNotFound();
    if (comment.user_id !== user.id && post.author_id !== user.id) throw new AppError('forbidden');
    const total = await this.repo.removeComment(id, comment.post_id);
    return { message: 'Comment deleted', total_comments: total };
  }

  // ---- helpers ----

  private async assertAuthor(id: string, user: SessionUser) {
    const post = await this.repo.findAuthor(id);
    if (!post || post.removed) throw postNotFound();
    if (post.author_id !== user.id) {
      throw new AppError(
        'forbidden',
        localized(
          'Only the author can change this post.',
          '只有作者可以修改此帖子。',
          '只有作者可以修改此帖子。',
        ),
      );
    }
  }

  /** the stored values, after the rules the schema cannot check: images uploaded, products the author's own */
  private async valuesOf(input: CreateInput, user: SessionUser): Promise<PostValues> {
    await assertImagesStored(this.images, input.imagePaths, 'imagePaths');
    if (input.linkedProducts.length > 0) {
      const found = await this.products.getPublicMany(input.linkedProducts, user.id);
      for (const [index, productId] of input.linkedProducts.entries()) {
        const product = found.get(productId);
        if (!product || product.removed || product.seller_id !== user.id) {
          const where = `linkedProducts.${index}`;
          throw new AppError(
            'validation',
            localized(
              `${where}: link only your own products that are on sale.`,
              `${where}：只可連結你自己正在出售的產品。`,
              `${where}：只能关联你自己在售的产品。`,
            ),
          );
        }
      }
    }
    return {
      title: input.title,
      description: input.description,
      tags: input.tags,
      imagePaths: input.imagePaths,
      linkedProductIds: input.linkedProducts,
    };
  }

  private async feed(q: FeedQuery, viewer: SessionUser | null): Promise<Page<FeedPost>> {
    const rows = await this.repo.feedPage({ ...q, viewerId: viewer?.id });
    const more = rows.length > q.limit;
    const pageRows = more ? rows.slice(0, q.limit) : rows;
    return {
      items: this.hydrate(pageRows),
      next_cursor: more ? pageRows[pageRows.length - 1]!.id : null,
    };
  }

  /**
   * A page of posts as the cards show them, from their one statement: the authors' names and pictures, the linked
   * products' cards and a signed-in reader's like and save came with each post (the author_cards, product_cards
   * and post_saves views; docs/decisions/0294-postgresql-statements-are-the-cost.md).
   */
  private hydrate(rows: StoredPost[]): FeedPost[] {
    const linked = rows.map((r) => parseStrings(r.linked_product_ids));
    const products = new Map<string, LinkedProduct>(
      rows.flatMap((r) => linkedCardRows(r.linked_cards)).map((c) => [c.id, cardOf(c)]),
    );
    return rows.map((r, i) => ({
      id: r.id,
      title: r.title,
      description: r.description,
      tags: parseStrings(r.tags),
      imagePaths: parseStrings(r.image_paths),
      linkedProducts: linked[i]!.flatMap((pid) => products.get(pid) ?? []),
      createdAt: iso(r.created_at),
      updatedAt: iso(r.updated_at),
      // a seller is named by her shop name, else her display name (issue 25: one public name for a seller
      // everywhere); without either, the account's neutral name
      creater: r.author_shop_name?.trim() || r.author_nickname || displayName(r.author_username, r.author_id),
      creater_id: r.author_id,
      creater_profile_pic: r.author_avatar,
      like: Number(r.like_count),
      total_comments: Number(r.comment_count),
      share: Number(r.share_count),
      // read with the post for a signed-in reader (the post's statement); false for anyone else
      hasLiked: Boolean(r.viewer_liked),
      isSaved: Boolean(r.viewer_saved),
    }));
  }
}

function toReply(c: StoredComment, viewerId: string | null, postAuthorId: string): Reply {
  return {
    id: c.id,
    post_id: c.post_id,
    parent_id: c.parent_id,
    text: c.body,
    createdAt: iso(c.created_at),
    user_id: c.user_id,
    username: displayName(c.author_username, c.user_id),
    profile_pic: null,
    canRemove: viewerId !== null && (viewerId === c.user_id || viewerId === postAuthorId),
  };
}

/** the username, else the part of the email before @ (as the catalogue's seller_name) */

function iso(ms: number): string {
  return new Date(Number(ms)).toISOString();
}

/** the card rows a post's statement carried: JSON text on SQLite, already parsed on PostgreSQL */
function linkedCardRows(cards: StoredPost['linked_cards']): ProductCardRow[] {
  if (cards === null) return [];
  return typeof cards === 'string' ? (JSON.parse(cards) as ProductCardRow[]) : cards;
}

function parseStrings(json: string): string[] {
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/** A notification to a post's author about it (docs/decisions/0065-notifications-events.md). */
function aboutPost(kind: NotificationEvent['kind'], post: StoredPost, actor: SessionUser): NotificationEvent {
  return {
    kind,
    to: post.author_id,
    actor: actor.id,
    params: { post_id: post.id, title: post.title, thumb: parseStrings(post.image_paths)[0] ?? null },
  };
}
