import { describe, expect, it } from 'vitest';
import type { Order } from '../../../../contract/orders';
import { receiptTranslators } from '../../../i18n/receipt-translators.testing';
import { receiptText } from './receipt-text';

/**
 * The till's receipt as shared text (the share sheet, the clipboard) with what the sale earned of her points or
 * stamps and her balance as of it (docs/decisions/0283-loyalty.md, "On the receipt"), in the three languages.
 */
const translators = receiptTranslators('pos', ['en', 'zh-HK', 'zh-CN']);

/** ten buns at $10.00, paid in cash: what the text reads of a sale */
const order = {
  order_id: 'o1',
  seller_name: '好味餅店',
  sale_number: 'AB12CD34',
  paid_at: '2026-11-24 18:22:23',
  created_at: '2026-11-24 18:20:00',
  items: [{ name: 'Pineapple bun', quantity: 10, unit: 'piece', original_price: 10, price: 10 }],
  discount_amount: 0,
  delivery_fee: 0,
  rounding: 0,
  points_discount: 0,
  points_redeemed: 0,
  stamps_discount: 0,
  total: 100,
  payment_method: { kind: 'cash', code_id: null, label: 'Cash' },
} as unknown as Order;

function text(lng: string, loyalty?: Parameters<typeof receiptText>[5]): string[] {
  const { t, tReceipts } = translators.get(lng)!;
  return receiptText(order, t, tReceipts, null, lng, loyalty).split('\n');
}

describe('the shared receipt text’s loyalty lines', () => {
  it('points earned and her balance with its worth, grouped, before the thanks, in each language', () => {
    const points = { points_earned: 1800, points_balance: 12340 };
    const expected = {
      // the balance with what it is worth: one point is a cent
      en: ['Points earned: 1,800', 'Points balance: 12,340 ($123.40)'],
      'zh-HK': ['今次賺取積分: 1,800', '積分結餘: 12,340（$123.40）'],
      'zh-CN': ['本次获得积分: 1,800', '积分余额: 12,340（$123.40）'],
    };
    for (const [lng, lines] of Object.entries(expected)) {
      const all = text(lng, points);
      const at = all.indexOf(lines[0]!);
      expect(at, all.join('\n')).toBeGreaterThan(0);
      expect(all.slice(at - 1, at + 3)).toEqual(['', ...lines, '']);
      expect(all.at(-1)).toBe(translators.get(lng)!.t('receipt.thanks'));
    }
  });

  it('a large balance is worth a grouped amount, as the receipt’s other amounts are', () => {
    expect(text('en', { points_earned: 100, points_balance: 123_456 })).toContain(
      'Points balance: 123,456 ($1,234.56)',
    );
    expect(text('zh-HK', { points_earned: 100, points_balance: 3355 })).toContain(
      '積分結餘: 3,355（$33.55）',
    );
  });

  it('a stamp card: stamps earned and the card "n of N"; earned alone when the balance was not sent', () => {
    const card = { stamps_earned: 2, stamps_card_size: 8, stamps_balance: 4 };
    expect(text('en', card)).toEqual(expect.arrayContaining(['Stamps earned: 2', 'Stamp card: 4 of 8']));
    expect(text('zh-HK', card)).toEqual(expect.arrayContaining(['今次印花: 2', '印花卡: 4/8']));
    expect(text('zh-CN', card)).toEqual(expect.arrayContaining(['本次印花: 2', '印花卡: 4/8']));
    const earnedOnly = text('en', { stamps_earned: 2, stamps_card_size: 8 });
    expect(earnedOnly).toContain('Stamps earned: 2');
    expect(earnedOnly.some((l) => l.startsWith('Stamp card'))).toBe(false);
    expect(text('en', { points_earned: 100 }).filter((l) => l.startsWith('Points'))).toEqual([
      'Points earned: 100',
    ]);
  });

  it('a sale without loyalty (a walk-in, or the receipt not read yet) has none of the lines', () => {
    for (const lng of ['en', 'zh-HK', 'zh-CN']) {
      const without = text(lng);
      expect(text(lng, {})).toEqual(without);
      expect(without.join('\n')).not.toMatch(/Points earned|Stamps earned|積分結餘|积分余额|印花卡/);
    }
  });
});
