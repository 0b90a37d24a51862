import { fromCents, toCents } from '../../../../contract/money';
import { orderBill } from '../../../../contract/order-bill';
import type { Order } from '../../../../contract/orders';
import { printedLine } from '../../../../contract/sale-figures';
import type { TFunction } from '../../../i18n/translate';
import { formatRounding } from '../../../shared/cash/rounding';
import { formatPrice } from '../../../shared/Price';
import { type LoyaltyFields, loyaltyRows, loyaltyWords } from '../../../shared/receipt-loyalty';
import { formatAmount } from '../../../shared/units/amount';
import { paymentMethodName } from '../../shop/receipts';

export interface ReceiptFigures {
  /** each line's discount and amount: quantity × unit price − discount = amount */
  lines: { discount: number; amount: number }[];
  /** the sum of the line amounts */
  subtotal: number;
  /** the shop's discount on the bill, on its own row */
  discount: number;
  /** what the customer's loyalty points paid, on the next row (docs/decisions/0283-loyalty.md) */
  points: number;
  pointsRedeemed: number;
  /** a full stamp card's free item, on a row of its own (docs/decisions/0289-stamp-cards.md) */
  stamps: number;
  /** a cash payment's rounding to 10¢, on its own row (docs/decisions/0264-cash-rounding.md; 0 when none) */
  rounding: number;
}

/** The receipt's figures from the shared rules (contract/sale-figures.ts; docs/decisions/0262-receipt-lines-add-up.md). */
export function figures(order: Order): ReceiptFigures {
  const { sold, bill, off } = orderBill(order);
  return {
    lines: sold.map((l) => {
      const p = printedLine(l);
      return { discount: fromCents(p.discount_cents), amount: fromCents(p.amount_cents) };
    }),
    subtotal: fromCents(bill.subtotal_cents),
    discount: fromCents(off.shop_cents),
    points: fromCents(off.points_cents),
    pointsRedeemed: order.points_redeemed ?? 0,
    stamps: fromCents(off.stamps_cents),
    rounding: fromCents(bill.rounding_cents),
  };
}

/**
 * The receipt as plain text, for the share sheet or the clipboard. `loyalty` is the sale's receipt's points or stamps
 * (what it earned, her balance as of it: docs/decisions/0283-loyalty.md, "On the receipt"), when read.
 */
export function receiptText(
  order: Order,
  t: TFunction,
  tReceipts: TFunction,
  tendered: number | null,
  language = 'en',
  loyalty: LoyaltyFields = {},
): string {
  const f = figures(order);
  const earned = loyaltyRows(loyalty, loyaltyWords(tReceipts, language)).map(
    (row) => `${row.label}: ${row.value}`,
  );
  const rows = [
    ...(order.seller_name ? [order.seller_name] : []),
    t('receipt.heading'),
    `${t('receipt.saleNumber')}: ${order.sale_number}`,
    `${t('receipt.time')}: ${order.paid_at ?? order.created_at} HKT`,
    '',
    ...order.items.flatMap((l, i) => [
      l.name,
      `  ${formatAmount(l.quantity, l.unit, language)} × ${formatPrice(l.original_price)}${f.lines[i]!.discount > 0 ? ` −${formatPrice(f.lines[i]!.discount)}` : ''}  ${formatPrice(f.lines[i]!.amount)}`,
    ]),
    '',
    `${t('sale.subtotal')}: ${formatPrice(f.subtotal)}`,
    ...(f.discount > 0 ? [`${t('sale.discount')}: −${formatPrice(f.discount)}`] : []),
    ...(f.stamps > 0 ? [`${t('sale.freeItem')}: −${formatPrice(f.stamps)}`] : []),
    ...(f.points > 0
      ? [
          `${t('sale.points', { points: f.pointsRedeemed.toLocaleString(language) })}: −${formatPrice(f.points)}`,
        ]
      : []),
    ...(f.rounding !== 0 ? [`${t('sale.rounding')}: ${formatRounding(f.rounding)}`] : []),
    `${t('sale.total')}: ${formatPrice(order.total)}`,
    `${t('receipt.paidBy')}: ${paymentMethodName(order.payment_method, tReceipts)}`,
    ...(tendered !== null && order.payment_method?.kind === 'cash'
      ? [
          `${t('receipt.tendered')}: ${formatPrice(tendered)}`,
          `${t('cash.change')}: ${formatPrice(fromCents(Math.max(0, toCents(tendered) - toCents(order.total))))}`,
        ]
      : []),
    ...(earned.length > 0 ? ['', ...earned] : []),
    '',
    t('receipt.thanks'),
  ];
  return rows.join('\n');
}
