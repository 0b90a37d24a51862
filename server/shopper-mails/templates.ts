import type { Locale } from '../../contract/localized-message';
import { formatMoney, fromCents } from '../../contract/money';
import { orderBill } from '../../contract/order-bill';
import type { Refund } from '../../contract/order-refunds';
import type { Order, OrderLine } from '../../contract/orders';
import { printedLine } from '../../contract/sale-figures';
import type { ShopperMailKind } from '../../contract/shopper-mails';
import { formatQuantity, UNIT_LABELS } from '../../contract/units';

/**
 * The mails to shoppers (docs/decisions/0275-mails-to-shoppers.md), in en / zh-HK / zh-CN: each mail is a list of
 * blocks rendered twice, as plain text and as simple HTML, so both parts say the same. Every amount is a figure of
 * the order (or refund) as the orders domain answers it, only formatted here: nothing is added up again.
 */

export type Block =
  | { kind: 'p'; text: string; strong?: boolean }
  | { kind: 'rows'; rows: { label: string; value: string; strong?: boolean }[] }
  | { kind: 'button'; label: string; url: string }
  | { kind: 'image'; cid: string; alt: string }
  | { kind: 'links'; title: string; links: { label: string; url: string }[] }
  | { kind: 'small'; text: string; url?: string };

/** the mails about an order: one per kind, and `order_tracking` (a corrected tracking number, kind `order_shipped`) */
export type OrderMail = Exclude<ShopperMailKind, 'messages'> | 'order_tracking';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

interface Words {
  total: string;
  delivery: string;
  rounding: string;
  /** the shop's discount of the bill (a special price) */
  discount: string;
  /** "Points (1,000)": what her loyalty points paid */
  points: (count: string) => string;
  /** a full stamp card's free item */
  freeItem: string;
  deliverTo: string;
  pickupAt: string;
  hours: string;
  viewOrder: string;
  settings: string;
  courier: string;
  trackingNumber: string;
  track: string;
  refunded: string;
  refundedSoFar: string;
  reason: string;
  reply: string;
  fpsPayee: string;
  fpsReference: string;
  fpsAlt: string;
  couriers: Record<string, string>;
  subject: Record<OrderMail | 'messages', string>;
  intro: Record<OrderMail | 'messages', string>;
  /** a cancelled order: what happens to her money, without a claim and with one ("I have paid") */
  cancelledUnpaid: string;
  cancelledClaimed: string;
  payFps: string;
  payOther: string;
  afterPaying: string;
  rate: string;
  unsubscribe: string;
}

// {n} order number, {shop} shop name, {total} / {amount} money
const WORDS: Record<Locale, Words> = {
  en: {
    total: 'Total',
    delivery: 'Delivery',
    rounding: 'Cash rounding',
    discount: 'Discount',
    points: (n) => `Points (${n})`,
    freeItem: 'Free item (stamp card)',
    deliverTo: 'Delivery to',
    pickupAt: 'Pickup at',
    hours: 'Opening hours',
    viewOrder: 'View your order',
    settings: 'Choose which mails you get',
    courier: 'Courier',
    trackingNumber: 'Tracking number',
    track: 'Track your parcel',
    refunded: 'Refunded',
    refundedSoFar: 'Refunded so far',
    reason: 'Reason',
    reply: 'Read and reply',
    fpsPayee: 'FPS',
    fpsReference: 'Reference',
    fpsAlt: 'FPS QR code for {total}',
    couriers: { sf_express: 'SF Express', hongkong_post: 'Hongkong Post', other: 'Courier' },
    subject: {
      order_placed: 'Order #{n} from {shop}: please pay {total}',
      order_paid: 'Payment received for order #{n}',
      order_shipped: 'Order #{n} is on its way',
      order_ready: 'Order #{n} is ready for pickup',
      order_completed: 'Order #{n} is complete: how was it?',
      order_refunded: '{shop} refunded {amount} for order #{n}',
      order_cancelled: '{shop} cancelled order #{n}',
      order_tracking: 'New tracking number for order #{n}',
      messages: '{shop} sent you a message',
    },
    intro: {
      order_placed:
        'Thank you for your order. {shop} has it, and it is confirmed once you have paid {total}.',
      order_paid:
        '{shop} confirmed your payment of {total} for order #{n}. You will hear from us at the next step.',
      order_shipped: '{shop} has shipped your order #{n}.',
      order_ready: 'Your order #{n} from {shop} is ready for pickup.',
      order_completed: 'Your order #{n} from {shop} is complete. Thank you for shopping with them!',
      order_refunded: '{shop} refunded {amount} for your order #{n}.',
      order_cancelled: '{shop} cancelled your order #{n}, which was awaiting payment.',
      order_tracking:
        '{shop} corrected how your order #{n} travels. Use this tracking number and link: the one in the earlier mail is out of date.',
      messages: '{shop} sent you a message you have not read yet:',
    },
    cancelledUnpaid:
      'No payment was recorded for this order, so there is nothing to pay and nothing to refund. If you did send money, ask {shop} to return it.',
    cancelledClaimed:
      'You told {shop} you had paid, but the shop had not confirmed receiving it. If money left your account, ask {shop} to send it back: payments go to the shop, not through Stallfeed.',
    payFps: 'How to pay: scan this FPS code in your bank’s app. It fills in {total} and your order number.',
    payOther: 'How to pay: open your order to see how {shop} takes payment.',
    afterPaying: 'Paid? Tap “I have paid” on your order so {shop} can check it.',
    rate: 'Rate your items',
    unsubscribe: 'No more mails about unread messages? Unsubscribe',
  },
  'zh-HK': {
    total: '總計',
    delivery: '運費',
    rounding: '現金進位',
    discount: '折扣',
    points: (n) => `積分（${n}）`,
    freeItem: '免費貨品（印花卡）',
    deliverTo: '送貨到',
    pickupAt: '自取地點',
    hours: '營業時間',
    viewOrder: '查看你的訂單',
    settings: '選擇你收到的郵件',
    courier: '速遞',
    trackingNumber: '追蹤編號',
    track: '追蹤包裹',
    refunded: '已退款',
    refundedSoFar: '累計退款',
    reason: '原因',
    reply: '閱讀及回覆',
    fpsPayee: '轉數快',
    fpsReference: '參考編號',
    fpsAlt: '{total} 的轉數快二維碼',
    couriers: { sf_express: '順豐速運', hongkong_post: '香港郵政', other: '速遞' },
    subject: {
      order_placed: '{shop} 的訂單 #{n}：請付款 {total}',
      order_paid: '訂單 #{n} 已收到付款',
      order_shipped: '訂單 #{n} 已寄出',
      order_ready: '訂單 #{n} 可以取貨',
      order_completed: '訂單 #{n} 已完成：你覺得怎樣？',
      order_refunded: '{shop} 已就訂單 #{n} 退款 {amount}',
      order_cancelled: '{shop} 已取消訂單 #{n}',
      order_tracking: '訂單 #{n} 的追蹤編號已更新',
      messages: '{shop} 給你發了訊息',
    },
    intro: {
      order_placed: '多謝你的訂單。{shop} 已收到，付款 {total} 後訂單即確認。',
      order_paid: '{shop} 已確認收到你就訂單 #{n} 付的 {total}。下一步時我們會再通知你。',
      order_shipped: '{shop} 已寄出你的訂單 #{n}。',
      order_ready: '你在 {shop} 的訂單 #{n} 可以取貨了。',
      order_completed: '你在 {shop} 的訂單 #{n} 已完成。多謝惠顧！',
      order_refunded: '{shop} 已就你的訂單 #{n} 退款 {amount}。',
      order_cancelled: '{shop} 已取消你等待付款的訂單 #{n}。',
      order_tracking:
        '{shop} 更正了你的訂單 #{n} 的寄件資料。請用以下的追蹤編號及連結，之前郵件中的已經過時。',
      messages: '{shop} 給你發了一則你未讀的訊息：',
    },
    cancelledUnpaid:
      '這張訂單沒有付款紀錄，所以不用付款，也沒有款項要退。如果你已經付了款，請聯絡 {shop} 退回。',
    cancelledClaimed:
      '你曾告訴 {shop} 你已付款，但店舖未確認收到。如果款項已從你的戶口扣除，請聯絡 {shop} 退回：款項直接付給店舖，不經 Stallfeed。',
    payFps: '付款方法：用銀行應用程式掃描這個轉數快二維碼，會自動填上 {total} 及你的訂單編號。',
    payOther: '付款方法：打開你的訂單，查看 {shop} 接受的付款方式。',
    afterPaying: '付款後，請在訂單按「我已付款」，讓 {shop} 核對。',
    rate: '評價你買的貨品',
    unsubscribe: '不想再收到未讀訊息的郵件？取消訂閱',
  },
  'zh-CN': {
    total: '总计',
    delivery: '运费',
    rounding: '现金进位',
    discount: '折扣',
    points: (n) => `积分（${n}）`,
    freeItem: '免费商品（印花卡）',
    deliverTo: '送货到',
    pickupAt: '自取地点',
    hours: '营业时间',
    viewOrder: '查看你的订单',
    settings: '选择你收到的邮件',
    courier: '快递',
    trackingNumber: '运单号',
    track: '跟踪包裹',
    refunded: '已退款',
    refundedSoFar: '累计退款',
    reason: '原因',
    reply: '阅读并回复',
    fpsPayee: '转数快',
    fpsReference: '参考编号',
    fpsAlt: '{total} 的转数快二维码',
    couriers: { sf_express: '顺丰速运', hongkong_post: '香港邮政', other: '快递' },
    subject: {
      order_placed: '{shop} 的订单 #{n}：请付款 {total}',
      order_paid: '订单 #{n} 已收到付款',
      order_shipped: '订单 #{n} 已寄出',
      order_ready: '订单 #{n} 可以取货',
      order_completed: '订单 #{n} 已完成：你觉得怎么样？',
      order_refunded: '{shop} 已就订单 #{n} 退款 {amount}',
      order_cancelled: '{shop} 已取消订单 #{n}',
      order_tracking: '订单 #{n} 的运单号已更新',
      messages: '{shop} 给你发了消息',
    },
    intro: {
      order_placed: '感谢你的订单。{shop} 已收到，付款 {total} 后订单即确认。',
      order_paid: '{shop} 已确认收到你为订单 #{n} 支付的 {total}。下一步时我们会再通知你。',
      order_shipped: '{shop} 已寄出你的订单 #{n}。',
      order_ready: '你在 {shop} 的订单 #{n} 可以取货了。',
      order_completed: '你在 {shop} 的订单 #{n} 已完成。感谢惠顾！',
      order_refunded: '{shop} 已就你的订单 #{n} 退款 {amount}。',
      order_cancelled: '{shop} 已取消你等待付款的订单 #{n}。',
      order_tracking: '{shop} 更正了你的订单 #{n} 的寄件信息。请使用以下运单号及链接，之前邮件中的已经过时。',
      messages: '{shop} 给你发了一条你未读的消息：',
    },
    cancelledUnpaid:
      '这张订单没有付款记录，所以无需付款，也没有款项要退。如果你已经付款，请联系 {shop} 退回。',
    cancelledClaimed:
      '你曾告诉 {shop} 你已付款，但店铺未确认收到。如果款项已从你的账户扣除，请联系 {shop} 退回：款项直接付给店铺，不经 Stallfeed。',
    payFps: '付款方法：用银行应用扫描这个转数快二维码，会自动填上 {total} 及你的订单编号。',
    payOther: '付款方法：打开你的订单，查看 {shop} 接受的付款方式。',
    afterPaying: '付款后，请在订单中点“我已付款”，让 {shop} 核对。',
    rate: '评价你买的商品',
    unsubscribe: '不想再收到未读消息的邮件？取消订阅',
  },
};

/** "HK$84.00": the one money format of the mails (contract/money.ts) */
export const hkd = (amount: number): string => formatMoney(amount, 'HK$');

export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (all, key: string) => values[key] ?? all);
}

/** "× 2" for pieces, "0.75 斤" for a weight (the app's own unit labels) */
function quantityOf(line: OrderLine, locale: Locale): string {
  const n = formatQuantity(line.quantity);
  return line.unit === 'piece' ? `× ${n}` : `${n} ${UNIT_LABELS[locale][line.unit]}`;
}

/**
 * The order's lines and figures, as its page shows them (contract/order-bill.ts): each line's amount before the
 * bill's discount, then the shop's discount, her points and a free item on rows of their own, so the rows add up to
 * the total as printed on her receipt.
 */
export function figures(order: Order, locale: Locale): Block {
  const w = WORDS[locale];
  const { sold, off } = orderBill(order);
  const rows: { label: string; value: string; strong?: boolean }[] = order.items.map((l, i) => ({
    label: `${l.name} ${quantityOf(l, locale)}`,
    value: hkd(fromCents(printedLine(sold[i]!).amount_cents)),
  }));
  if (off.shop_cents > 0) rows.push({ label: w.discount, value: `−${hkd(fromCents(off.shop_cents))}` });
  if (off.stamps_cents > 0) rows.push({ label: w.freeItem, value: `−${hkd(fromCents(off.stamps_cents))}` });
  if (off.points_cents > 0)
    rows.push({
      label: w.points((order.points_redeemed ?? 0).toLocaleString(locale)),
      value: `−${hkd(fromCents(off.points_cents))}`,
    });
  if (order.delivery_fee !== 0) rows.push({ label: w.delivery, value: hkd(order.delivery_fee) });
  if (order.rounding !== 0) rows.push({ label: w.rounding, value: hkd(order.rounding) });
  if (order.refunded !== 0) rows.push({ label: w.refundedSoFar, value: `−${hkd(order.refunded)}` });
  rows.push({ label: w.total, value: hkd(order.total), strong: true });
  return { kind: 'rows', rows };
}

function deliveryOf(order: Order, w: Words): Block | null {
  const d = order.delivery;
  if (!d) return null;
  if (d.kind === 'pickup') {
    const rows = [{ label: w.pickupAt, value: [d.name, d.address].filter(Boolean).join(', ') }];
    if (d.hours) rows.push({ label: w.hours, value: d.hours });
    return { kind: 'rows', rows };
  }
  return {
    kind: 'rows',
    rows: [{ label: w.deliverTo, value: [d.name, d.phone, d.address].filter(Boolean).join(', ') }],
  };
}

export interface OrderMailFacts {
  kind: OrderMail;
  locale: Locale;
  /** the order as its buyer sees it (show_one) */
  order: Order;
  shopName: string;
  orderUrl: string;
  settingsUrl: string;
  /** order_placed: the seller's FPS code for this order, drawn as an inline image */
  fps?: { payee: string; cid: string } | null;
  /** order_shipped, order_tracking: the courier's tracking page */
  trackingUrl?: string | null;
  /** order_refunded: this refund */
  refund?: Refund;
  /** order_completed: a "rate" link per line */
  rateLinks?: { label: string; url: string }[];
  /** order_cancelled: she had said "I have paid" and the shop had not confirmed it */
  paymentClaimed?: boolean;
}

export function renderOrderMail(f: OrderMailFacts): RenderedMail {
  const w = WORDS[f.locale];
  const o = f.order;
  const values = {
    n: o.sale_number,
    shop: f.shopName,
    total: hkd(o.total),
    amount: f.refund ? hkd(f.refund.total) : '',
  };
  const blocks: Block[] = [{ kind: 'p', text: fill(w.intro[f.kind], values) }];
  if (f.kind === 'order_placed') {
    blocks.push(figures(o, f.locale));
    const where = deliveryOf(o, w);
    if (where) blocks.push(where);
    if (f.fps) {
      blocks.push({ kind: 'p', text: fill(w.payFps, values), strong: true });
      blocks.push({ kind: 'image', cid: f.fps.cid, alt: fill(w.fpsAlt, values) });
      blocks.push({
        kind: 'rows',
        rows: [
          { label: w.fpsPayee, value: f.fps.payee },
          { label: w.fpsReference, value: o.order_id },
          { label: w.total, value: hkd(o.total), strong: true },
        ],
      });
    } else {
      blocks.push({ kind: 'p', text: fill(w.payOther, values), strong: true });
    }
    blocks.push({ kind: 'p', text: fill(w.afterPaying, values) });
  } else if (f.kind === 'order_paid') {
    blocks.push(figures(o, f.locale));
    const where = deliveryOf(o, w);
    if (where) blocks.push(where);
  } else if (f.kind === 'order_shipped' || f.kind === 'order_tracking') {
    const rows: { label: string; value: string }[] = [];
    if (o.shipment) {
      rows.push({ label: w.courier, value: w.couriers[o.shipment.courier] ?? o.shipment.courier });
      if (o.shipment.tracking_number)
        rows.push({ label: w.trackingNumber, value: o.shipment.tracking_number });
    }
    const where = deliveryOf(o, w);
    if (where?.kind === 'rows') rows.push(...where.rows);
    if (rows.length > 0) blocks.push({ kind: 'rows', rows });
    if (f.trackingUrl) blocks.push({ kind: 'button', label: w.track, url: f.trackingUrl });
  } else if (f.kind === 'order_cancelled') {
    // what was due, and what happens to her money: a cancelled order was never paid (paid orders are refunded,
    // with their own mail), so this mail names no refund
    blocks.push(figures(o, f.locale));
    blocks.push({
      kind: 'p',
      text: fill(f.paymentClaimed ? w.cancelledClaimed : w.cancelledUnpaid, values),
      strong: true,
    });
  } else if (f.kind === 'order_ready') {
    const where = deliveryOf(o, w);
    if (where) blocks.push(where);
  } else if (f.kind === 'order_completed') {
    if (f.rateLinks && f.rateLinks.length > 0)
      blocks.push({ kind: 'links', title: w.rate, links: f.rateLinks });
  } else if (f.kind === 'order_refunded' && f.refund) {
    const r = f.refund;
    const rows = r.lines.map((l) => {
      // the unit is the sold line's (a refund line names its product and variant)
      const sold = o.items.find((i) => i.product_id === l.product_id && i.variant_id === l.variant_id);
      const quantity = sold
        ? quantityOf({ ...sold, quantity: l.quantity }, f.locale)
        : `× ${formatQuantity(l.quantity)}`;
      return { label: `${l.name} ${quantity}`, value: hkd(l.total) };
    });
    if (r.delivery_fee !== 0) rows.push({ label: w.delivery, value: hkd(r.delivery_fee) });
    if (r.rounding !== 0) rows.push({ label: w.rounding, value: hkd(r.rounding) });
    blocks.push({ kind: 'rows', rows: [...rows, { label: w.refunded, value: hkd(r.total), strong: true }] });
    if (r.reason) blocks.push({ kind: 'p', text: `${w.reason}${colonOf(f.locale)}${r.reason}` });
    blocks.push({ kind: 'rows', rows: [{ label: w.refundedSoFar, value: hkd(o.refunded) }] });
  }
  blocks.push({ kind: 'button', label: w.viewOrder, url: f.orderUrl });
  blocks.push({ kind: 'small', text: w.settings, url: f.settingsUrl });
  return { subject: fill(w.subject[f.kind], values), ...renderBlocks(f.locale, blocks) };
}

export interface MessageMailFacts {
  locale: Locale;
  shopName: string;
  texts: string[];
  conversationUrl: string;
  unsubscribeUrl: string;
  settingsUrl: string;
}

export function renderMessageMail(f: MessageMailFacts): RenderedMail {
  const w = WORDS[f.locale];
  const values = { shop: f.shopName };
  // the last few unread messages, each cut short: the mail says there is something to read, the app shows it
  const shown = f.texts.slice(-3).map((t) => (t.length > 300 ? `${t.slice(0, 300)}…` : t));
  const blocks: Block[] = [
    { kind: 'p', text: fill(w.intro.messages, values) },
    ...shown.map((text): Block => ({ kind: 'p', text: `“${text}”`, strong: true })),
    { kind: 'button', label: w.reply, url: f.conversationUrl },
    { kind: 'small', text: w.unsubscribe, url: f.unsubscribeUrl },
    { kind: 'small', text: w.settings, url: f.settingsUrl },
  ];
  return { subject: fill(w.subject.messages, values), ...renderBlocks(f.locale, blocks) };
}

/** "Total: HK$84.00", "總計：HK$84.00" */
function colonOf(locale: Locale): string {
  return locale === 'en' ? ': ' : '：';
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function renderBlocks(locale: Locale, blocks: Block[]): { text: string; html: string } {
  const colon = colonOf(locale);
  const text: string[] = [];
  const html: string[] = [];
  for (const b of blocks) {
    if (b.kind === 'p') {
      text.push(b.text);
      html.push(`<p>${b.strong ? `<strong>${escapeHtml(b.text)}</strong>` : escapeHtml(b.text)}</p>`);
    } else if (b.kind === 'rows') {
      text.push(b.rows.map((r) => `${r.label}${colon}${r.value}`).join('\n'));
      html.push(
        `<table role="presentation" style="border-collapse:collapse;width:100%;max-width:480px">${b.rows
          .map((r) => {
            const weight = r.strong ? 'font-weight:700;' : '';
            return `<tr><td style="${weight}padding:4px 8px 4px 0;vertical-align:top">${escapeHtml(r.label)}</td><td style="${weight}padding:4px 0;text-align:right;white-space:nowrap;vertical-align:top">${escapeHtml(r.value)}</td></tr>`;
          })
          .join('')}</table>`,
      );
    } else if (b.kind === 'button') {
      text.push(`${b.label}${colon.trim()}\n${b.url}`);
      html.push(
        `<p><a href="${escapeHtml(b.url)}" style="display:inline-block;padding:12px 20px;border-radius:12px;background:#db2777;color:#fff;text-decoration:none;font-weight:600">${escapeHtml(b.label)}</a></p>`,
      );
    } else if (b.kind === 'image') {
      html.push(
        `<p><img src="cid:${escapeHtml(b.cid)}" alt="${escapeHtml(b.alt)}" width="240" height="240" style="display:block;width:240px;height:240px"></p>`,
      );
    } else if (b.kind === 'links') {
      text.push(
        `${b.title}${colon.trim()}\n${b.links.map((l) => `- ${l.label}${colon}${l.url}`).join('\n')}`,
      );
      html.push(
        `<p><strong>${escapeHtml(b.title)}</strong></p><ul>${b.links
          .map((l) => `<li><a href="${escapeHtml(l.url)}">${escapeHtml(l.label)}</a></li>`)
          .join('')}</ul>`,
      );
    } else {
      text.push(b.url ? `${b.text}${colon}${b.url}` : b.text);
      html.push(
        `<p style="font-size:13px;color:#555">${
          b.url
            ? `<a href="${escapeHtml(b.url)}" style="color:#555">${escapeHtml(b.text)}</a>`
            : escapeHtml(b.text)
        }</p>`,
      );
    }
  }
  return {
    text: `${text.join('\n\n')}\n\n— Stallfeed\n`,
    html: `<!doctype html><html lang="${escapeHtml(locale)}"><body style="font-family:sans-serif;color:#111;line-height:1.5">\n${html.join('\n')}\n<p>— Stallfeed</p>\n</body></html>`,
  };
}
