import type { CallDef } from '../../contract/call';
import type { CounterStore } from '../counters/counter-store';
import { AppError } from './app-error';

/**
 * Request-rate limits of docs/decisions/0112-request-limits.md: changing calls per client address and per
 * account in a one-minute window, and flooding limits on comments (per minute) and posts (per hour).
 * Reads are not counted here: they are cheap, paged (at most 100 items) and served from indexes.
 */
export interface WriteLimits {
  perAccountPerMinute: number;
  perAddressPerMinute: number;
  commentsPerMinute: number;
  postsPerHour: number;
  /** reviews written or edited and shop replies (docs/decisions/0242-reviews.md); absent: not limited */
  reviewsPerHour?: number;
  /** messages sent in conversations (docs/decisions/0246-conversations.md); absent: not limited */
  messagesPerMinute?: number;
}

// the last path segment of a call that only reads (every call is a POST: docs/wire-rules.md). A call that reads
// or writes by its input (`{}` reads settings, fields set them) stays a write. The reads after `generate_` were
// counted as changes until the search bench found it: from one address, every suggestion after the 600th in a
// minute was refused "too many changes", and a shopper's checkout counted its delivery fees and points reads
const READ =
  /^(list\w*|get\w*|show\w*|filter|cart|me|sessions|comments|selected_post|my_content|find_post|public|followers|following|unread|sales|sale_data|claimed|payment_claim|refunds|oversold|fps|seller_fps|check_username|check_shop_name|community|suggested_creators|product_detail|stream_ticket|generate_\w+|suggestions|names|of|balance|stock_history|restock_alerts|till_list|member|roles|hours|figures|report|current|payout_activity|way_in_activity)$/;

/** true for calls that change something (AI drafts have their own limit: AI_RATE_LIMIT_PER_MINUTE) */
export function isWrite(call: CallDef): boolean {
  const last = call.path.split('/').pop() ?? '';
  return !READ.test(last);
}

const REVIEW_WRITES = new Set(['/res/review/create', '/res/review/update', '/res/review/reply']);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export class WriteLimiter {
  constructor(
    private readonly counters: CounterStore,
    private readonly limits: WriteLimits,
  ) {}

  /** counted before anything else, so garbage and anonymous floods count too */
  async byAddress(call: CallDef, address: string): Promise<void> {
    if (!isWrite(call)) return;
    const n = await this.counters.increment(`writes:addr:${address}`, MINUTE);
    if (n > this.limits.perAddressPerMinute) throw new AppError('writesThrottled');
  }

  /** counted once the caller is known */
  async byAccount(call: CallDef, userId: string): Promise<void> {
    if (!isWrite(call)) return;
    const n = await this.counters.increment(`writes:acct:${userId}`, MINUTE);
    if (n > this.limits.perAccountPerMinute) throw new AppError('writesThrottled');
    if (call.path === '/res/post/add_comment') {
      const c = await this.counters.increment(`flood:comment:${userId}`, MINUTE);
      if (c > this.limits.commentsPerMinute) throw new AppError('floodThrottled');
    }
    if (call.path === '/res/post/create') {
      const p = await this.counters.increment(`flood:post:${userId}`, HOUR);
      if (p > this.limits.postsPerHour) throw new AppError('floodThrottled');
    }
    if (this.limits.messagesPerMinute && call.path === '/res/conversation/send') {
      const m = await this.counters.increment(`flood:message:${userId}`, MINUTE);
      if (m > this.limits.messagesPerMinute) throw new AppError('floodThrottled');
    }
    if (this.limits.reviewsPerHour && REVIEW_WRITES.has(call.path)) {
      const r = await this.counters.increment(`flood:review:${userId}`, HOUR);
      if (r > this.limits.reviewsPerHour) throw new AppError('floodThrottled');
    }
  }
}
