import { type Kysely, sql, type Transaction } from 'kysely';
import type { ReviewFilter } from '../../contract/reviews';
import type { Database } from '../db/schema';
import type { ReviewsTable, ReviewTotalsTable } from './tables';

export type ReviewRow = ReviewsTable;
export type TotalsRow = ReviewTotalsTable;

type Db = Kysely<Database> | Transaction<Database>;
type Star = 's1' | 's2' | 's3' | 's4' | 's5';
const starColumn = (stars: number) => `s${stars}` as Star;

/** The only SQL on `reviews`, `review_votes` and `review_totals` (docs/decisions/0242-reviews.md). */
export class ReviewsRepository {
  constructor(readonly db: Kysely<Database>) {}

  /** false when the line already has its review (the unique key decides, also between two racing requests) */
  async insert(trx: Transaction<Database>, row: ReviewRow): Promise<boolean> {
    const result = await trx
      .insertInto('reviews')
      .values(row)
      .onConflict((oc) => oc.columns(['order_id', 'product_id', 'variant_id']).doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
  }

  async find(id: string, db: Db = this.db): Promise<ReviewRow | undefined> {
    return db.selectFrom('reviews').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async change(
    trx: Transaction<Database>,
    id: string,
    values: Partial<Pick<ReviewRow, 'stars' | 'body' | 'image_paths' | 'edited_at'>>,
  ): Promise<void> {
    await trx.updateTable('reviews').set(values).where('id', '=', id).execute();
  }

  /** the shop's one reply: false when there is one already */
  async reply(id: string, text: string, at: number): Promise<boolean> {
    const result = await this.db
      .updateTable('reviews')
      .set({ reply_text: text, reply_at: at })
      .where('id', '=', id)
      .where('reply_text', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** hides it, unless the shop has restored it or it is hidden already */
  async report(id: string, reason: string, at: number): Promise<void> {
    await this.db
      .updateTable('reviews')
      .set({ reported_at: at, report_reason: reason })
      .where('id', '=', id)
      .where('reported_at', 'is', null)
      .where('restored_at', 'is', null)
      .execute();
  }

  async restore(id: string, at: number): Promise<void> {
    await this.db.updateTable('reviews').set({ restored_at: at }).where('id', '=', id).execute();
  }

  /** adds or takes back one person's helpful mark, keeping the count with the votes */
  async vote(trx: Transaction<Database>, reviewId: string, userId: string, on: boolean): Promise<void> {
    if (on) {
      const added = await trx
        .insertInto('review_votes')
        .values({ review_id: reviewId, user_id: userId })
        .onConflict((oc) => oc.columns(['review_id', 'user_id']).doNothing())
        .executeTakeFirst();
      if (Number(added.numInsertedOrUpdatedRows ?? 0n) === 1) {
        await trx
          .updateTable('reviews')
          .set({ helpful: sql`helpful + 1` })
          .where('id', '=', reviewId)
          .execute();
      }
      return;
    }
    const removed = await trx
      .deleteFrom('review_votes')
      .where('review_id', '=', reviewId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (Number(removed.numDeletedRows) === 1) {
      await trx
        .updateTable('reviews')
        .set({ helpful: sql`helpful - 1` })
        .where('id', '=', reviewId)
        .execute();
    }
  }

  /** which of these reviews the user marked helpful */
  async votedBy(userId: string, reviewIds: string[]): Promise<Set<string>> {
    if (reviewIds.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('review_votes')
      .select('review_id')
      .where('user_id', '=', userId)
      .where('review_id', 'in', reviewIds)
      .execute();
    return new Set(rows.map((r) => r.review_id));
  }

  /** a product's or a shop's reviews, newest or most helpful first */
  async list(input: {
    productId?: string;
    sellerId?: string;
    sort: 'newest' | 'helpful';
    filter: ReviewFilter;
    offset: number;
    limit: number;
  }): Promise<ReviewRow[]> {
    let query = this.db.selectFrom('reviews').selectAll();
    if (input.productId) query = query.where('product_id', '=', input.productId);
    if (input.sellerId) query = query.where('seller_id', '=', input.sellerId);
    if (input.filter === 'unanswered') query = query.where('reply_text', 'is', null);
    if (input.filter === 'hidden') {
      query = query.where('reported_at', 'is not', null).where('restored_at', 'is', null);
    }
    if (input.sort === 'helpful') query = query.orderBy('helpful', 'desc');
    return query
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .offset(input.offset)
      .limit(input.limit)
      .execute();
  }

  /** the lines of these orders that have their review (one per line: the unique key) */
  async ratedLinesOf(
    orderIds: string[],
  ): Promise<Pick<ReviewRow, 'order_id' | 'product_id' | 'variant_id'>[]> {
    if (orderIds.length === 0) return [];
    return this.db
      .selectFrom('reviews')
      .select(['order_id', 'product_id', 'variant_id'])
      .where('order_id', 'in', orderIds)
      .execute();
  }

  async ofOrder(orderId: string, reviewerId: string): Promise<ReviewRow[]> {
    return this.db
      .selectFrom('reviews')
      .selectAll()
      .where('order_id', '=', orderId)
      .where('reviewer_id', '=', reviewerId)
      .execute();
  }

  /** moves one review's stars in the running counts of its subjects (from: null for a new review) */
  async count(
    trx: Transaction<Database>,
    subjects: string[],
    from: number | null,
    to: number,
  ): Promise<void> {
    for (const subject of subjects) {
      await trx
        .insertInto('review_totals')
        .values({ subject, s1: 0, s2: 0, s3: 0, s4: 0, s5: 0 })
        .onConflict((oc) => oc.column('subject').doNothing())
        .execute();
      if (from === to) continue;
      const add = starColumn(to);
      let update = trx.updateTable('review_totals').set({ [add]: sql`${sql.ref(add)} + 1` });
      if (from !== null) {
        const take = starColumn(from);
        update = update.set({ [take]: sql`${sql.ref(take)} - 1` });
      }
      await update.where('subject', '=', subject).execute();
    }
  }

  async totals(subjects: string[]): Promise<TotalsRow[]> {
    if (subjects.length === 0) return [];
    return this.db.selectFrom('review_totals').selectAll().where('subject', 'in', subjects).execute();
  }
}
