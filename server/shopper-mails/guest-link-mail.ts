import type { Locale } from '../../contract/localized-message';
import type { Order } from '../../contract/orders';
import type { Mailer, MailMessage } from '../mail/mailer';
import { isLocale } from '../mail/templates';
import { type Block, figures, fill, hkd, type RenderedMail, renderBlocks } from './templates';

interface GuestWords {
  subject: string;
  intro: string;
  open: string;
  once: string;
  keep: string;
}

// {n} order number, {shop} shop name, {total} money
const WORDS: Record<Locale, GuestWords> = {
  en: {
    subject: 'Your order #{n} from {shop}: open it here',
    intro:
      'Thank you for your order. {shop} has it, and it is confirmed once you have paid {total}. Open it with the button below to pay by FPS and tell the shop you have paid.',
    open: 'Open your order',
    once: 'The button signs you in to this order only. It works once, for 7 days.',
    keep: 'To see all your orders later, set a password with “Forgot password” on the sign-in screen, using this email.',
  },
  'zh-HK': {
    subject: '你在{shop}的訂單 #{n}：按此開啟',
    intro:
      '多謝你的訂單。{shop}已收到，付款 {total} 後即確認。按下面的按鈕開啟訂單，用轉數快付款，並告訴店舖你已付款。',
    open: '開啟你的訂單',
    once: '此按鈕只會讓你登入這張訂單，只可使用一次，7 天內有效。',
    keep: '想之後查看你所有的訂單，請在登入畫面按「忘記密碼」，用此電郵設定密碼。',
  },
  'zh-CN': {
    subject: '你在{shop}的订单 #{n}：点此打开',
    intro:
      '感谢你的订单。{shop}已收到，付款 {total} 后即确认。点下面的按钮打开订单，用转数快付款，并告诉店铺你已付款。',
    open: '打开你的订单',
    once: '此按钮只会让你登录这张订单，只能使用一次，7 天内有效。',
    keep: '想之后查看你所有的订单，请在登录页面点“忘记密码”，用此邮箱设置密码。',
  },
};

/** The mail of a guest checkout's one-use link (docs/decisions/0284-guest-checkout.md), the order's figures in it. */
export function renderGuestLinkMail(f: {
  locale: Locale;
  order: Order;
  shop: string;
  url: string;
}): RenderedMail {
  const w = WORDS[f.locale];
  const values = { n: f.order.sale_number, shop: f.shop, total: hkd(f.order.total) };
  const blocks: Block[] = [
    { kind: 'p', text: fill(w.intro, values) },
    figures(f.order, f.locale),
    { kind: 'button', label: w.open, url: f.url },
    { kind: 'small', text: w.once },
    { kind: 'small', text: w.keep },
  ];
  return { subject: fill(w.subject, values), ...renderBlocks(f.locale, blocks) };
}

export interface GuestLinkMailDeps {
  mailer: Pick<Mailer, 'dispatchLater'>;
  /** the order as its buyer sees it (the orders domain's show_one) */
  order: (orderId: string, buyerId: string) => Promise<Order>;
  publicNamesOf: (ids: string[]) => Promise<Map<string, string>>;
}

/**
 * Sends a guest checkout's link to the email she typed, whether or not it is proven (the link is how it gets
 * proven), after the order's commit and in the background: a failure is logged, never the checkout's.
 */
export class GuestLinkMails {
  constructor(private readonly deps: GuestLinkMailDeps) {}

  send(m: { orderId: string; buyerId: string; to: string; locale: string; url: string }): void {
    this.deps.mailer.dispatchLater(async (): Promise<MailMessage> => {
      const order = await this.deps.order(m.orderId, m.buyerId);
      const sellerId = order.seller_id ?? '';
      const shop = (await this.deps.publicNamesOf([sellerId])).get(sellerId) ?? order.seller_name ?? '';
      const locale: Locale = isLocale(m.locale) ? m.locale : 'en';
      return { to: m.to, link: m.url, ...renderGuestLinkMail({ locale, order, shop, url: m.url }) };
    });
  }
}
