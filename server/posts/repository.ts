import { type ExpressionBuilder, type Kysely, type RawBuilder, sql, type Transaction } from 'kysely';
import { isSqlite } from '../db/dialect';
import type { PreparedValues } from '../db/prepared';
import { PreparedRepository } from '../db/prepared-repository-base';
import type { Database } from '../db/schema';
import { containsAny, ftsAnyOf, type TextIndex, trigramServes } from '../db/text-search';
import type { ProductCardsView } from '../products/tables';
import { RecentAnswers } from '../search/recent-answers';
import { postSearchText } from './search-text';
import type { PostCommentsTable, PostsTable } from './tables';

type Executor = Kysely<Database> | Transaction<Database>;

/**
 * A post's linked products as card rows, one JSON array per post, in the post's own statement: on PostgreSQL each
 * statement is a round trip, and the feed's page was two (decision 0294). A product removed since is not in the
 * view, as it was not in the catalogue's answer; the service puts the cards in the post's order.
 * PostgreSQL: one lookup by key per linked id (a scalar subquery per element). Written as `id in (elements)`, the
 * planner expects a set function's 100 rows and scans a small catalogue once per post, which cost the feed more
 * than the second statement it saves.
 */
function linkedCards(
  eb: ExpressionBuilder<Database, 'posts'>,
  sqlite: boolean,
): RawBuilder<StoredPost['linked_cards']> {
  if (sqlite) {
    const cards = eb
      .selectFrom('product_cards as c')
      .where('c.id', 'in', sql<string>`(select value from json_each(posts.linked_product_ids))`)
      .select(
        sql<string>`json_group_array(json_object('id', c.id, 'name', c.name, 'description', c.description, 'price_cents', c.price_cents, 'discount_bp', c.discount_bp, 'image_paths', c.image_paths))`.as(
          'cards',
        ),
      );
    return sql<string>`(${cards})`;
  }
  const card = eb
    .selectFrom('product_cards as c')
    .where('c.id', '=', sql.ref<string>('l.id'))
    .select(sql`row_to_json(c)`.as('card'));
  return sql<ProductCardsView[]>`(select coalesce(json_agg(card) filter (where card is not null), '[]'::json)
    from (select (${card}) as card from json_array_elements_text(posts.linked_product_ids::json) as l(id)) as cards)`;
}

/** A post row with its author's display name (joined from auth's read model `account_names`, docs/decisions/0095). */
export type StoredPost = Pick<
  PostsTable,
  | 'id'
  | 'author_id'
  | 'title'
  | 'description'
  | 'tags'
  | 'image_paths'
  | 'linked_product_ids'
  | 'like_count'
  | 'comment_count'
  | 'share_count'
  | 'created_at'
  | 'updated_at'
> & {
  author_username: string | null;
  /** from the profiles domain's author_cards view: null without a profile */
  author_avatar: string | null;
  author_shop_name: string | null;
  author_nickname: string | null;
  /** the live linked products' cards: JSON text on SQLite, parsed by the driver on PostgreSQL (`linkedCards`) */
  linked_cards: string | ProductCardsView[] | null;
  /** read for a signed-in reader only (`viewerId`): whether she likes and has saved the post (1/0 on SQLite) */
  viewer_liked?: boolean | number;
  viewer_saved?: boolean | number;
};

/** A comment as stored, with its author's username (null when the account is gone). */
export interface StoredComment extends PostCommentsTable {
  author_username: string | null;
}

export interface PostValues {
  title: string;
  description: string;
  tags: string[];
  imagePaths: string[];
  linkedProductIds: string[];
}

export interface FeedQuery {
  /** the last id of the previous page (exclusive) */
  cursor?: string | null;
  limit: number;
  authorId?: string;
  /** lower-cased tag, exact */
  tag?: string;
  /** a search: every term matches, each as written or as one of its near spellings (folded) */
  search?: string[][];
  /** posts by any of these authors (the Following feed); an empty list matches nothing */
  authorIds?: string[];
  /** lower-cased tags: posts with any of them (an interest community's feed) */
  tagsAny?: string[];
  /** the signed-in reader: each post says whether she likes it and has saved it */
  viewerId?: string;
}

/** a feed page's values, each a parameter of its prepared statement */
interface FeedValues extends PreparedValues {
  cursor: string | undefined;
  authorId: string | undefined;
  tag: string | undefined;
  authorIds: string[] | undefined;
  tagsAny: string[] | undefined;
  viewerId: string | undefined;
  rows: number;
}

const COMMON_TERM_POSTS = 1000;
const POST_TEXT_SQLITE: TextIndex = {
  column: 'posts.search_text',
  trigram: { table: 'posts_search', rowid: 'posts.rowid' },
};
const POST_TEXT_POSTGRES: TextIndex = { column: 'posts.search_text' };

/** The only SQL on posts, post_tags, post_likes, post_comments and post_shares. */
/** The tag rows of the post in the outer query whose tag is (`=`) or is one of (`in`) the given ones. */
function postsTagged(eb: ExpressionBuilder<Database, 'posts'>, op: '=' | 'in', value: string | string[]) {
  return eb
    .selectFrom('post_tags')
    .select('post_tags.post_id')
    .whereRef('post_tags.post_id', '=', 'posts.id')
    .where('post_tags.tag_normalized', op, value);
}

/** a comment's own columns, as the comment pages and the reply previews read them */
const COMMENT_COLUMNS = [
  'post_comments.id',
  'post_comments.post_id',
  'post_comments.parent_id',
  'post_comments.user_id',
  'post_comments.body',
  'post_comments.created_at',
] as const;

export class PostsRepository extends PreparedRepository {
  // this.prepared: the feed's statements, compiled once per shape (docs/decisions/0125-hot-path-performance.md)

  /**
   * whether a term is common changes slowly, and either answer finds the same posts (only the cost
   * differs), so it is asked again at most once a minute per term
   */
  private readonly commonTerms = new RecentAnswers<boolean>(60_000, 1000);

  /** `viewerId`: a signed-in reader, whose like and save of each post come in the same statement */
  private selectPosts(db: Executor, viewerId?: string) {
    const query = db
      .selectFrom('posts')
      // the author's name and picture in the same statement (docs/decisions/0125)
      .innerJoin('author_cards', 'author_cards.id', 'posts.author_id')
      .select([
        'posts.id',
        'posts.author_id',
        'posts.title',
        'posts.description',
        'posts.tags',
        'posts.image_paths',
        'posts.linked_product_ids',
        'posts.like_count',
        'posts.comment_count',
        'posts.share_count',
        'posts.created_at',
        'posts.updated_at',
        'author_cards.username as author_username',
        'author_cards.avatar as author_avatar',
        'author_cards.shop_name as author_shop_name',
        'author_cards.nickname as author_nickname',
      ])
      // and its linked products' cards, from the catalogue's published view (docs/decisions/0294)
      .select((eb) => linkedCards(eb, isSqlite(db)).as('linked_cards'));
    if (viewerId === undefined) return query;
    // her like (this domain's table) and save (the collections domain's published view), each one probe by its
    // key per post of the page. A scalar subquery with LIMIT 1, not EXISTS: PostgreSQL turns an EXISTS into a
    // hashed subplan over all her likes, a scan of the table where it holds few rows (the query-plan test).
    const probe = (table: 'post_likes' | 'post_saves', eb: ExpressionBuilder<Database, 'posts'>) =>
      sql<boolean>`(${eb
        .selectFrom(table)
        .select(sql`1`.as('one'))
        .where(`${table}.post_id`, '=', eb.ref('posts.id'))
        .where(`${table}.user_id`, '=', viewerId)
        .limit(1)}) is not null`;
    return query.select((eb) => [
      probe('post_likes', eb).as('viewer_liked'),
      probe('post_saves', eb).as('viewer_saved'),
    ]);
  }

  async insert(post: PostValues & { id: string; authorId: string; now: number }): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('posts')
        .values({
          id: post.id,
          author_id: post.authorId,
          ...columnsOf(post),
          like_count: 0,
          comment_count: 0,
          share_count: 0,
          created_at: post.now,
          updated_at: post.now,
          removed_at: null,
        })
        .execute();
      await this.insertTags(trx, post.id, post.tags);
    });
  }

  /**
   * Bulk insert for imports and the benchmark (bench/feed.ts): rows with their counters as given
   * (the caller vouches that the counters match the likes, comments and shares it also inserts, if any).
   */
  async insertMany(
    posts: (PostValues & {
      id: string;
      authorId: string;
      now: number;
      likeCount?: number;
      commentCount?: number;
      shareCount?: number;
    })[],
  ): Promise<void> {
    // 500 rows × 13 columns stays below every engine's limit of bound parameters
    const CHUNK = 500;
    await this.db.transaction().execute(async (trx) => {
      for (let i = 0; i < posts.length; i += CHUNK) {
        const chunk = posts.slice(i, i + CHUNK);
        await trx
          .insertInto('posts')
          .values(
            chunk.map((p) => ({
              id: p.id,
              author_id: p.authorId,
              ...columnsOf(p),
              like_count: p.likeCount ?? 0,
              comment_count: p.commentCount ?? 0,
              share_count: p.shareCount ?? 0,
              created_at: p.now,
              updated_at: p.now,
              removed_at: null,
            })),
          )
          .execute();
        const tags = chunk.flatMap((p) =>
          [...new Set(p.tags.map((t) => t.toLowerCase()))].map((tag) => ({
            post_id: p.id,
            tag_normalized: tag,
          })),
        );
        if (tags.length > 0) await trx.insertInto('post_tags').values(tags).execute();
      }
    });
    // fresh statistics for the planner right away, not when autovacuum comes by (docs/decisions/0120)
    if (!isSqlite(this.db)) await sql`analyze posts, post_tags`.execute(this.db);
  }

  /** Replaces the fields of a live post; false when it is gone. */
  async update(id: string, post: PostValues & { now: number }): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable('posts')
        .set({ ...columnsOf(post), updated_at: post.now })
        .where('id', '=', id)
        .where('removed_at', 'is', null)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) return false;
      await trx.deleteFrom('post_tags').where('post_id', '=', id).execute();
      await this.insertTags(trx, id, post.tags);
      return true;
    });
  }

  async softRemove(id: string, now: number): Promise<boolean> {
    const result = await this.db
      .updateTable('posts')
      .set({ removed_at: now })
      .where('id', '=', id)
      .where('removed_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  private async insertTags(trx: Transaction<Database>, postId: string, tags: string[]) {
    const normalized = [...new Set(tags.map((t) => t.toLowerCase()))];
    if (normalized.length === 0) return;
    await trx
      .insertInto('post_tags')
      .values(normalized.map((tag) => ({ post_id: postId, tag_normalized: tag })))
      .execute();
  }

  /** a live post, or undefined */
  async findLive(id: string, db: Executor = this.db, viewerId?: string): Promise<StoredPost | undefined> {
    return this.selectPosts(db, viewerId)
      .where('posts.id', '=', id)
      .where('posts.removed_at', 'is', null)
      .executeTakeFirst();
  }

  /** the author of a post, live or removed (for "not yours" versus "not there") */
  async findAuthor(id: string): Promise<{ author_id: string; removed: boolean } | undefined> {
    const row = await this.db
      .selectFrom('posts')
      .select(['author_id', 'removed_at'])
      .where('id', '=', id)
      .executeTakeFirst();
    return row && { author_id: row.author_id, removed: row.removed_at !== null };
  }

  /** One page of live posts, newest first, keyset by id: `limit + 1` rows tell whether there is more. */
  async feedPage(q: FeedQuery): Promise<StoredPost[]> {
    if (q.authorIds?.length === 0 || q.tagsAny?.length === 0) return [];
    const values: FeedValues = {
      cursor: q.cursor || undefined,
      authorId: q.authorId,
      tag: q.tag,
      authorIds: q.authorIds,
      tagsAny: q.tagsAny,
      viewerId: q.viewerId,
      rows: q.limit + 1,
    };
    if (!q.search) return this.prepared.run('feedPage', values, (v) => this.feedQuery(v, false));
    // a search's statement depends on its terms' plans: built for each request
    // SQLite, a rare search term: its few matches from the trigram table are the starting point, then sorted;
    // without the `+`s SQLite walks the whole feed in order instead, asking each post whether it matched
    // each search term's plan, decided once: LIKE in feed order (common, or PostgreSQL) or the trigram table
    const search = q.search;
    const scans = await Promise.all(search.map((texts) => this.isCommon(texts)));
    const fromMatches =
      isSqlite(this.db) && search.some((texts, i) => trigramServes(POST_TEXT_SQLITE, texts) && !scans[i]);
    let query = this.feedQuery(values, fromMatches);
    const index = isSqlite(this.db) ? POST_TEXT_SQLITE : POST_TEXT_POSTGRES;
    search.forEach((texts, i) => {
      query = query.where(containsAny(index, texts, scans[i]));
    });
    return query.execute();
  }

  /** the feed's statement but for a search's terms; `fromMatches`: see feedPage */
  private feedQuery(v: FeedValues, fromMatches: boolean) {
    let query = this.selectPosts(this.db, v.viewerId).where(
      fromMatches ? sql<boolean>`+posts.removed_at is null` : sql<boolean>`posts.removed_at is null`,
    );
    const { cursor, authorId, tag, authorIds, tagsAny } = v;
    if (cursor !== undefined) {
      query = query.where(
        fromMatches ? sql<boolean>`+posts.id < ${cursor}` : sql<boolean>`posts.id < ${cursor}`,
      );
    }
    if (authorId !== undefined) query = query.where('posts.author_id', '=', authorId);
    if (tag !== undefined) query = query.where((eb) => eb.exists(postsTagged(eb, '=', tag)));
    if (authorIds !== undefined) query = query.where('posts.author_id', 'in', authorIds);
    if (tagsAny !== undefined) query = query.where((eb) => eb.exists(postsTagged(eb, 'in', tagsAny)));
    return query.orderBy(fromMatches ? sql`+posts.id` : sql`posts.id`, 'desc').limit(v.rows);
  }

  /**
   * SQLite: whether a search term is common (a thousand posts or more, counted by the trigram table up to
   * there): the feed then reads posts newest first and stops at a page of matches, where listing every match
   * from the trigram table first would cost more. A rarer term is looked up in the trigram table.
   * PostgreSQL's planner makes this choice itself from pg_trgm's statistics.
   */
  private async isCommon(texts: string[]): Promise<boolean> {
    if (!isSqlite(this.db) || !trigramServes(POST_TEXT_SQLITE, texts)) return false;
    const key = texts.join('\u001f');
    const known = this.commonTerms.get(key);
    if (known !== undefined) return known;
    const found = await sql<{
      n: number;
    }>`select count(*) as n from (select rowid from posts_search where posts_search match ${ftsAnyOf(texts)} limit ${COMMON_TERM_POSTS})`.execute(
      this.db,
    );
    const common = Number(found.rows[0]?.n ?? 0) >= COMMON_TERM_POSTS;
    this.commonTerms.set(key, common);
    return common;
  }

  /** each author's latest live posts' image paths (for suggested creators) */
  async latestImagePaths(authorId: string, posts: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom('posts')
      .select('image_paths')
      .where('author_id', '=', authorId)
      .where('removed_at', 'is', null)
      .orderBy('id', 'desc')
      .limit(posts)
      .execute();
    return rows.map((r) => r.image_paths);
  }

  /** live posts among ids with their image paths (for collections' covers) */
  async liveImagePaths(ids: string[]): Promise<{ id: string; image_paths: string }[]> {
    if (ids.length === 0) return [];
    const out: { id: string; image_paths: string }[] = [];
    // chunks keep the statement under SQLite's and PostgreSQL's parameter limits
    for (let i = 0; i < ids.length; i += 500) {
      const rows = await this.db
        .selectFrom('posts')
        .select(['id', 'image_paths'])
        .where('id', 'in', ids.slice(i, i + 500))
        .where('removed_at', 'is', null)
        .execute();
      out.push(...rows);
    }
    return out;
  }

  /**
   * Toggles the user's like in one transaction: insert (on conflict do nothing) decides atomically whether
   * the like was there; if it was, it is deleted. The counter moves by the rows actually changed, so it equals
   * the number of like rows whatever the interleaving. Undefined when the post is not live. With `want`, the like
   * is set instead: true only inserts, false only deletes, so the same request twice changes nothing.
   */
  async toggleLike(
    postId: string,
    userId: string,
    now: number,
    /** runs in the transaction after a like is added, with the number of likers other than the author */
    onLiked?: (trx: Transaction<Database>, likersButAuthor: number) => Promise<void>,
    want?: boolean,
  ): Promise<{ liked: boolean; count: number } | undefined> {
    return this.db.transaction().execute(async (trx) => {
      const post = await trx
        .selectFrom('posts')
        .select('id')
        .where('id', '=', postId)
        .where('removed_at', 'is', null)
        .executeTakeFirst();
      if (!post) return undefined;
      const inserted =
        want === false
          ? undefined
          : await trx
              .insertInto('post_likes')
              .values({ post_id: postId, user_id: userId, created_at: now })
              .onConflict((oc) => oc.columns(['post_id', 'user_id']).doNothing())
              .executeTakeFirst();
      let liked: boolean;
      let delta: number;
      if (inserted && Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) {
        liked = true;
        delta = 1;
      } else if (want === true) {
        liked = true; // liked already
        delta = 0;
      } else {
        const deleted = await trx
          .deleteFrom('post_likes')
          .where('post_id', '=', postId)
          .where('user_id', '=', userId)
          .executeTakeFirst();
        liked = false;
        delta = -Number(deleted.numDeletedRows);
      }
      const count = await bumpCounter(trx, postId, 'like_count', delta, { liveOnly: false });
      if (liked && delta > 0 && onLiked) {
        // the post row is locked by the counter's update: concurrent likes read the count in turn
        const row = await trx
          .selectFrom('post_likes')
          .innerJoin('posts', 'posts.id', 'post_likes.post_id')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('post_likes.post_id', '=', postId)
          .whereRef('post_likes.user_id', '!=', 'posts.author_id')
          .executeTakeFirst();
        await onLiked(trx, Number(row?.n ?? 0));
      }
      return { liked, count: count! };
    });
  }

  /** Records a share and counts it; undefined when the post is not live. */
  async addShare(share: { id: string; postId: string; userId: string | null; now: number }) {
    return this.db.transaction().execute(async (trx) => {
      const count = await bumpCounter(trx, share.postId, 'share_count', 1, { liveOnly: true });
      if (count === undefined) return undefined;
      await trx
        .insertInto('post_shares')
        .values({ id: share.id, post_id: share.postId, user_id: share.userId, created_at: share.now })
        .execute();
      return count;
    });
  }

  // ---- comments ----

  private selectComments(db: Executor) {
    return db
      .selectFrom('post_comments')
      .innerJoin('account_names', 'account_names.id', 'post_comments.user_id')
      .select([...COMMENT_COLUMNS, 'account_names.username as author_username']);
  }

  async findComment(id: string): Promise<StoredComment | undefined> {
    return this.selectComments(this.db).where('post_comments.id', '=', id).executeTakeFirst();
  }

  /** top-level comments (parentId null) or the replies of one comment, oldest first, keyset by id */
  async commentPage(q: {
    postId: string;
    parentId: string | null;
    cursor?: string | null;
    limit: number;
  }): Promise<StoredComment[]> {
    let query = this.selectComments(this.db).where('post_comments.post_id', '=', q.postId);
    query =
      q.parentId === null
        ? query.where('post_comments.parent_id', 'is', null)
        : query.where('post_comments.parent_id', '=', q.parentId);
    if (q.cursor) query = query.where('post_comments.id', '>', q.cursor);
    return query
      .orderBy('post_comments.id', 'asc')
      .limit(q.limit + 1)
      .execute();
  }

  /** the first `perParent` replies of each parent (oldest first) and each parent's reply count: one query */
  async repliesPreview(
    parentIds: string[],
    perParent: number,
  ): Promise<(StoredComment & { rn: number; total: number })[]> {
    if (parentIds.length === 0) return [];
    const ranked = this.db
      .selectFrom('post_comments')
      .select([
        ...COMMENT_COLUMNS,
        sql<number>`row_number() over (partition by post_comments.parent_id order by post_comments.id)`.as(
          'rn',
        ),
        sql<number>`count(*) over (partition by post_comments.parent_id)`.as('total'),
      ])
      .where('post_comments.parent_id', 'in', parentIds)
      .as('r');
    const rows = await this.db
      .selectFrom(ranked)
      .innerJoin('account_names', 'account_names.id', 'r.user_id')
      .select([
        'r.id',
        'r.post_id',
        'r.parent_id',
        'r.user_id',
        'r.body',
        'r.created_at',
        'r.rn',
        'r.total',
        'account_names.username as author_username',
      ])
      .where('r.rn', '<=', perParent)
      .orderBy('r.id', 'asc')
      .execute();
    return rows.map((r) => ({ ...r, rn: Number(r.rn), total: Number(r.total) }));
  }

  /** Adds a comment and counts it, in one transaction; undefined when the post is not live. */
  async addComment(c: {
    id: string;
    postId: string;
    parentId: string | null;
    userId: string;
    body: string;
    now: number;
    /** runs in the transaction once the comment is in (notifications) */
    inTransaction?: (trx: Transaction<Database>) => Promise<void>;
  }): Promise<number | undefined> {
    return this.db.transaction().execute(async (trx) => {
      const count = await bumpCounter(trx, c.postId, 'comment_count', 1, { liveOnly: true });
      if (count === undefined) return undefined;
      if (c.parentId !== null) {
        // the post row is locked now (PostgreSQL), so the parent cannot vanish before the insert commits
        const parent = await trx
          .selectFrom('post_comments')
          .select('id')
          .where('id', '=', c.parentId)
          .where('post_id', '=', c.postId)
          .executeTakeFirst();
        if (!parent) throw new ParentGoneError();
      }
      await trx
        .insertInto('post_comments')
        .values({
          id: c.id,
          post_id: c.postId,
          parent_id: c.parentId,
          user_id: c.userId,
          body: c.body,
          created_at: c.now,
        })
        .execute();
      await c.inTransaction?.(trx);
      return count;
    });
  }

  /** Deletes a comment with its replies and uncounts them, in one transaction; answers the new total. */
  async removeComment(commentId: string, postId: string): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      // take the post row's lock first, as addComment does, so a reply cannot slip in while its parent goes
      await trx
        .updateTable('posts')
        .set((eb) => ({ comment_count: eb.ref('comment_count') }))
        .where('id', '=', postId)
        .execute();
      const replies = await trx
        .deleteFrom('post_comments')
        .where('parent_id', '=', commentId)
        .executeTakeFirst();
      const self = await trx.deleteFrom('post_comments').where('id', '=', commentId).executeTakeFirst();
      const gone = Number(replies.numDeletedRows) + Number(self.numDeletedRows);
      return (await bumpCounter(trx, postId, 'comment_count', -gone, { liveOnly: false }))!;
    });
  }
}

/** The comment being answered was deleted meanwhile (the transaction is rolled back). */
export class ParentGoneError extends Error {}

function columnsOf(post: PostValues) {
  return {
    title: post.title,
    description: post.description,
    tags: JSON.stringify(post.tags),
    image_paths: JSON.stringify(post.imagePaths),
    linked_product_ids: JSON.stringify(post.linkedProductIds),
    search_text: postSearchText(post.title, post.description, post.tags),
  };
}

type Counter = 'like_count' | 'share_count' | 'comment_count';

/**
 * Moves one of a post's counters in the caller's transaction, in the same statement that locks the
 * post's row, so counts stay exact under concurrent taps. With `liveOnly`, a removed post is left
 * alone and the answer is undefined; without it, a missing post is an error.
 */
async function bumpCounter(
  trx: Transaction<Database>,
  postId: string,
  counter: Counter,
  delta: number,
  opts: { liveOnly: boolean },
): Promise<number | undefined> {
  let query = trx
    .updateTable('posts')
    .set((eb) => ({ [counter]: eb(counter, '+', delta) }))
    .where('id', '=', postId);
  if (opts.liveOnly) query = query.where('removed_at', 'is', null);
  const row = await query.returning(counter).executeTakeFirst();
  if (!row && !opts.liveOnly) throw new Error(`post ${postId} is gone`);
  return row ? Number((row as Record<Counter, number>)[counter]) : undefined;
}
