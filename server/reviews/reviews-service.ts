import type { z } from 'zod';
import { ERRORS } from '../../contract/errors';
import type { Order } from '../../contract/orders';
import {
  averageStars,
  type createReview,
  type listReviews,
  type Rating,
  type RatingSummary,
  REVIEW_EDIT_DAYS,
  type Review,
  type updateReview,
} from '../../contract/reviews';
import { newId } from '../db/ids';
import { AppError } from '../http/app-error';
import type { SessionUser } from '../http/context';
import type { ImageStore } from '../media';
import { assertImagesStored } from '../media/assert-stored';
import type { NotificationsService } from '../notifications/service';
import type { ReviewRow, ReviewsRepository, TotalsRow } from './reviews-repository';

type CreateInput = z.output<typeof createReview.input>;
type UpdateInput = z.output<typeof updateReview.input>;
type ListInput = z.output<typeof listReviews.input>;

const DAY = 86_400_000;
const PAGE = 20;

export interface ReviewsDeps {
  repo: ReviewsRepository;
  images: ImageStore;
  notifications: NotificationsService;
  /** one order as its reader sees it (the orders domain's read; refuses others' orders) */
  orderOf: (orderId: string, user: SessionUser) => Promise<Order>;
  /** people as others see them (shop or display name) */
  publicNamesOf: (ids: string[]) => Promise<Map<string, string>>;
  now?: () => number;
}

const productSubject = (id: string) => `p:${id}`;
const shopSubject = (id: string) => `s:${id}`;

/**
 * Reviews and ratings (docs/decisions/0242-reviews.md). Only the buyer of a completed online order rates its
 * lines, once each, and may edit for 30 days; the shop replies once and looks at reported reviews; a product's
 * and a shop's star counts move in the review's own transaction.
 */
export class ReviewsService {
  private readonly now: () => number;
  constructor(private readonly deps: ReviewsDeps) {
    this.now = deps.now ?? Date.now;
  }

  /** the same service on another clock (the demo data writes its reviews in the past) */
  withClock(now: () => number): ReviewsService {
    return new ReviewsService({ ...this.deps, now });
  }

  private get repo() {
    return this.deps.repo;
  }

  async create(input: CreateInput, user: SessionUser): Promise<{ message: string; review: Review }> {
    const order = await this.deps.orderOf(input.order_id, user).catch((err: unknown) => {
      // someone else's order is not theirs to review, whatever the orders domain calls it
      if (err instanceof AppError && ERRORS[err.errorName].status === 404)
        throw new AppError('notReviewable');
      throw err;
    });
    if (
      order.buyer_id !== user.id ||
      order.seller_id === user.id ||
      order.order_type !== 'Online-Sell' ||
      order.status !== 'completed'
    ) {
      throw new AppError('notReviewable');
    }
    const line = order.items.find(
      (l) => l.product_id === input.product_id && (l.variant_id ?? null) === (input.variant_id ?? null),
    );
    if (!line) throw new AppError('notReviewable');
    await assertImagesStored(this.deps.images, input.imagePaths, 'imagePaths');
    const now = this.now();
    const row: ReviewRow = {
      id: newId(now),
      order_id: order.order_id,
      product_id: line.product_id,
      variant_id: line.variant_id ?? '',
      seller_id: line.seller_id,
      reviewer_id: user.id,
      product_name: line.name,
      stars: input.stars,
      body: input.text,
      image_paths: JSON.stringify(input.imagePaths),
      created_at: now,
      edited_at: null,
      reply_text: null,
      reply_at: null,
      helpful: 0,
      reported_at: null,
      report_reason: null,
      restored_at: null,
    };
    const outbox = this.deps.notifications.outbox();
    const added = await this.repo.db.transaction().execute(async (trx) => {
      if (!(await this.repo.insert(trx, row))) return false;
      await this.repo.count(
        trx,
        [productSubject(row.product_id), shopSubject(row.seller_id)],
        null,
        row.stars,
      );
      await outbox.add(trx, {
        kind: 'review_received',
        to: row.seller_id,
        actor: user.id,
        params: {
          product_id: row.product_id,
          title: row.product_name,
          stars: row.stars,
          excerpt: row.body.slice(0, 120),
          thumb: line.thumbnail,
        },
      });
      return true;
    });
    if (!added) throw new AppError('alreadyReviewed');
    outbox.publish();
    return { message: 'Thank you for your review', review: await this.show(row.id, user) };
  }

  async update(input: UpdateInput, user: SessionUser): Promise<{ message: string; review: Review }> {
    const row = await this.ownedBy(input.id, user);
    if (this.now() > row.created_at + REVIEW_EDIT_DAYS * DAY) throw new AppError('reviewEditClosed');
    await assertImagesStored(this.deps.images, input.imagePaths, 'imagePaths');
    await this.repo.db.transaction().execute(async (trx) => {
      await this.repo.change(trx, row.id, {
        stars: input.stars,
        body: input.text,
        image_paths: JSON.stringify(input.imagePaths),
        edited_at: this.now(),
      });
      await this.repo.count(
        trx,
        [productSubject(row.product_id), shopSubject(row.seller_id)],
        row.stars,
        input.stars,
      );
    });
    return { message: 'Review updated', review: await this.show(row.id, user) };
  }

  async reply(input: { id: string; text: string }, user: SessionUser) {
    const row = await this.found(input.id);
    if (row.seller_id !== user.id) throw new AppError('notYourShopsReview');
    if (!(await this.repo.reply(row.id, input.text, this.now()))) throw new AppError('alreadyReplied');
    await this.deps.notifications.notify({
      kind: 'review_replied',
      to: row.reviewer_id,
      actor: user.id,
      params: { product_id: row.product_id, title: row.product_name, excerpt: input.text.slice(0, 120) },
    });
    return { message: 'Reply posted', review: await this.show(row.id, user) };
  }

  async helpful(input: { id: string; helpful: boolean }, user: SessionUser) {
    const row = await this.found(input.id);
    // the writer and the shop would only push their own side up
    if (row.reviewer_id === user.id || row.seller_id === user.id) throw new AppError('cannotJudgeOwnReview');
    await this.repo.db.transaction().execute((trx) => this.repo.vote(trx, row.id, user.id, input.helpful));
    return {
      message: input.helpful ? 'Marked helpful' : 'Mark removed',
      review: await this.show(row.id, user),
    };
  }

  async report(input: { id: string; reason: string }, user: SessionUser) {
    const row = await this.found(input.id);
    // the shop answers a review it disagrees with by replying, not by hiding it
    if (row.reviewer_id === user.id || row.seller_id === user.id) throw new AppError('cannotJudgeOwnReview');
    await this.repo.report(row.id, input.reason, this.now());
    return { message: 'Thank you: the shop will look at it', review: await this.show(row.id, user) };
  }

  async restore(input: { id: string }, user: SessionUser) {
    const row = await this.found(input.id);
    if (row.seller_id !== user.id) throw new AppError('notYourShopsReview');
    await this.repo.restore(row.id, this.now());
    return { message: 'Review shown again', review: await this.show(row.id, user) };
  }

  async list(input: ListInput, viewer: SessionUser | null) {
    const offset = Math.max(0, Number.parseInt(input.cursor ?? '0', 10) || 0);
    const limit = input.limit ?? PAGE;
    // what waits for the shop is the shop's to see
    if (input.filter !== 'all' && (!viewer || !input.seller_id || input.seller_id !== viewer.id)) {
      throw new AppError('notYourShopsReview');
    }
    const rows = await this.repo.list({
      productId: input.product_id,
      sellerId: input.seller_id,
      sort: input.sort,
      filter: input.filter,
      offset,
      limit: limit + 1,
    });
    const more = rows.length > limit;
    const subject = input.product_id ? productSubject(input.product_id) : shopSubject(input.seller_id!);
    const [totals] = await this.repo.totals([subject]);
    return {
      items: await this.render(rows.slice(0, limit), viewer),
      next_cursor: more ? String(offset + limit) : null,
      summary: summaryOf(totals),
    };
  }

  async mine(input: { order_id: string }, user: SessionUser) {
    return { items: await this.render(await this.repo.ofOrder(input.order_id, user.id), user) };
  }

  /** the lines of these orders that have their review: an order offers `review` while one has none (decision 0291) */
  ratedLinesOf(orderIds: string[]): Promise<{ order_id: string; product_id: string; variant_id: string }[]> {
    return this.repo.ratedLinesOf(orderIds);
  }

  /** products' ratings for the catalogue's answers (absent: not yet rated) */
  async ratingsOf(productIds: string[]): Promise<Map<string, Rating>> {
    const rows = await this.repo.totals([...new Set(productIds)].map(productSubject));
    const map = new Map<string, Rating>();
    for (const row of rows) {
      const { average, count } = summaryOf(row);
      if (count > 0) map.set(row.subject.slice(2), { average, count });
    }
    return map;
  }

  private async found(id: string): Promise<ReviewRow> {
    const row = await this.repo.find(id);
    if (!row) throw new AppError('reviewNotFound');
    return row;
  }

  private async ownedBy(id: string, user: SessionUser): Promise<ReviewRow> {
    const row = await this.found(id);
    // another's review is not found, as far as this caller can tell
    if (row.reviewer_id !== user.id) throw new AppError('reviewNotFound');
    return row;
  }

  private async show(id: string, viewer: SessionUser): Promise<Review> {
    const [review] = await this.render([await this.found(id)], viewer);
    return review!;
  }

  private async render(rows: ReviewRow[], viewer: SessionUser | null): Promise<Review[]> {
    const names = await this.deps.publicNamesOf([...new Set(rows.map((r) => r.reviewer_id))]);
    const voted = viewer
      ? await this.repo.votedBy(
          viewer.id,
          rows.map((r) => r.id),
        )
      : new Set<string>();
    return rows.map((r) => {
      const mine = viewer?.id === r.reviewer_id;
      const hidden = r.reported_at !== null && r.restored_at === null;
      // a hidden review's words and photos stay with its writer and the shop until the shop looks
      const shown = !hidden || mine || viewer?.id === r.seller_id;
      return {
        _id: r.id,
        product_id: r.product_id,
        variant_id: r.variant_id || null,
        product_name: r.product_name,
        seller_id: r.seller_id,
        reviewer_name: names.get(r.reviewer_id) ?? '',
        stars: r.stars,
        text: shown ? r.body : '',
        imagePaths: shown ? (JSON.parse(r.image_paths) as string[]) : [],
        created_at: new Date(Number(r.created_at)).toISOString(),
        edited_at: r.edited_at === null ? null : new Date(Number(r.edited_at)).toISOString(),
        reply:
          r.reply_text === null
            ? null
            : { text: r.reply_text, at: new Date(Number(r.reply_at)).toISOString() },
        helpful: Number(r.helpful),
        voted: voted.has(r.id),
        mine,
        editable_until: mine ? new Date(Number(r.created_at) + REVIEW_EDIT_DAYS * DAY).toISOString() : null,
        order_id: mine ? r.order_id : null,
        hidden,
      };
    });
  }
}

/** the mean to one decimal, the count and each star's count; all zero before the first review */
export function summaryOf(row: TotalsRow | undefined): RatingSummary {
  const stars = row ? [row.s1, row.s2, row.s3, row.s4, row.s5].map(Number) : [0, 0, 0, 0, 0];
  const count = stars.reduce((a, b) => a + b, 0);
  const sum = stars.reduce((a, n, i) => a + n * (i + 1), 0);
  return { average: averageStars(sum, count), count, stars };
}
