import type { Notification } from '../../../../contract/notifications';
import { saleNumberOf } from '../../../../contract/sale-number';

/** Where tapping a notification goes (null: nowhere to go, e.g. a new follower until profiles exist). */
export function targetOf(n: Notification): string | null {
  const p = n.params;
  const q = (v: string) => encodeURIComponent(v);
  switch (n.kind) {
    case 'post_liked':
      return p.post_id ? `/comments?id=${q(p.post_id)}` : null;
    case 'post_commented':
    case 'comment_replied':
      return p.post_id ? `/comments?id=${q(p.post_id)}&comments=true` : null;
    case 'order_placed':
    case 'order_paid':
    case 'order_shipped':
    case 'order_ready':
    case 'order_cancelled':
    case 'payment_claimed':
    case 'payment_rejected':
    case 'order_refunded':
      return p.order_id ? `/orderDetail?id=${q(p.order_id)}` : null;
    case 'pos_sale':
      return p.order_id ? `/MySaleDetail?id=${q(p.order_id)}` : null;
    case 'low_stock':
      return p.product_id ? `/edit-product?id=${q(p.product_id)}` : null;
    case 'back_in_stock':
      return p.product_id ? `/market-product?id=${q(p.product_id)}` : null;
    case 'shop_news':
      // several new things: the shop; one: that thing
      if (n.count > 1 && n.actor) return `/shop?id=${q(n.actor.id)}`;
      if (p.post_id) return `/comments?id=${q(p.post_id)}`;
      return p.product_id ? `/market-product?id=${q(p.product_id)}` : null;
    case 'message_received':
      return p.conversation_id ? `/conversation?id=${q(p.conversation_id)}` : null;
    // the shop answers where its reviews wait for it; the writer reads the reply on the product
    case 'review_received':
      return '/shop-reviews';
    case 'review_replied':
      return p.product_id ? `/market-product?id=${q(p.product_id)}#reviews` : null;
    default:
      return null;
  }
}

/** i18n key (namespace notifications) and values of a notification's sentence, in the reader's language. */
export function textOf(n: Notification): { key: string; values: Record<string, string | number> } {
  const name = n.actor?.name ?? '';
  const values: Record<string, string | number> = {
    name,
    title: n.params.title ?? '',
    excerpt: n.params.excerpt ?? '',
    total:
      n.params.total !== undefined
        ? n.params.total.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
        : '',
    quantity: n.params.quantity ?? 0,
    stars: n.params.stars ?? 0,
    // which order: its number as on the order screen and the receipt (issue 25)
    order: n.params.order_id ? `#${saleNumberOf(n.params.order_id)}` : '',
  };
  if (n.kind === 'shop_news' && n.count > 1) {
    return { key: 'text.shop_news_group', values: { ...values, count: n.count } };
  }
  if (n.kind === 'message_received' && n.count > 1) {
    return { key: 'text.message_received_group', values: { ...values, count: n.count } };
  }
  if (n.kind === 'post_liked' && n.count > 1) {
    return { key: 'text.post_liked_group', values: { ...values, count: n.count - 1 } };
  }
  return { key: `text.${n.kind}`, values };
}

export type Section = 'today' | 'week' | 'earlier';

/** Today / This week (the last 7 days) / Earlier, by the reader's clock. */
export function sectionOf(iso: string, now: Date): Section {
  const t = new Date(iso);
  const startOfToday = new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime();
  if (t.getTime() >= startOfToday) return 'today';
  if (t.getTime() >= startOfToday - 6 * 86_400_000) return 'week';
  return 'earlier';
}

export function groupBySection(
  items: Notification[],
  now: Date,
): { section: Section; items: Notification[] }[] {
  const order: Section[] = ['today', 'week', 'earlier'];
  const groups = new Map<Section, Notification[]>();
  for (const n of items) {
    const s = sectionOf(n.time, now);
    groups.set(s, [...(groups.get(s) ?? []), n]);
  }
  return order.filter((s) => groups.has(s)).map((s) => ({ section: s, items: groups.get(s)! }));
}
