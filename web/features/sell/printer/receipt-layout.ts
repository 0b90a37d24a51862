import { fromCents, toCents } from '../../../../contract/money';
import type { PaymentMethod } from '../../../../contract/orders';
import type { Receipt } from '../../../../contract/receipts';
import { billDiscountRows } from '../../../../contract/sale-figures';
import type { Unit } from '../../../../contract/units';
import { type LoyaltyWords, loyaltyRows } from '../../../shared/receipt-loyalty';
import { plainMarks } from './cjk-bytes';
import { center, spread, textWidth, wrapText } from './text-width';

/**
 * A receipt as a thermal printer prints it (docs/decisions/0171-receipt-printing.md): one string per printed
 * line, already padded to the paper's width (58 mm paper: 32 columns; 80 mm: 48), plus the receipt link's QR
 * code and the cut. The same lines feed the ESC/POS encoder (./escpos.ts) and the tests' reader.
 */
export type PrintLine =
  | { kind: 'text'; text: string; bold?: boolean; tall?: boolean }
  | { kind: 'qr'; data: string }
  | { kind: 'cut' };

export const PAPER_COLUMNS = { '58mm': 32, '80mm': 48 } as const;
export type Paper = keyof typeof PAPER_COLUMNS;

/** The words of the receipt, in the seller's language. */
export interface ReceiptLabels {
  receipt: string;
  saleNumber: string;
  subtotal: string;
  discount: string;
  /** the row of what the customer's loyalty points paid, with how many (docs/decisions/0283-loyalty.md) */
  points: (redeemed: number) => string;
  /** the row of a full stamp card's free item (docs/decisions/0289-stamp-cards.md) */
  stamps: string;
  /** what the sale earned of her points or stamps and her balance as of it (docs/decisions/0283-loyalty.md) */
  loyalty: LoyaltyWords;
  /** "Served by Kit" */
  servedBy: (name: string) => string;
  /** the delivery fee of an online order (docs/decisions/0248-delivery-fees.md) */
  delivery: string;
  /** a cash payment's rounding to 10¢ (docs/decisions/0264-cash-rounding.md) */
  rounding: string;
  total: string;
  paidBy: string;
  refund: string;
  netTotal: string;
  thanks: string;
  /** the payment method's name as the app shows it (Cash, FPS…) */
  method: (receipt: Receipt) => string;
  /** one method's name, for a split sale's parts (docs/decisions/0281-split-payments.md) */
  partMethod: (method: PaymentMethod) => string;
  /** a split sale's cash part: what was handed over and the change */
  tendered: string;
  change: string;
  /** "3 × 128.00", "-10%" */
  money: (amount: number) => string;
  /** a quantity with its unit: "3", "0.75 斤" (decision 0233) */
  amount: (quantity: number, unit: Unit) => string;
}

export function receiptLines(
  receipt: Receipt,
  labels: ReceiptLabels,
  paper: Paper,
  link: string | null,
): PrintLine[] {
  const columns = PAPER_COLUMNS[paper];
  const out: PrintLine[] = [];
  const text = (t: string, style: { bold?: boolean; tall?: boolean } = {}) =>
    out.push({ kind: 'text', text: t, ...style });
  const rule = () => text('-'.repeat(columns));
  const centered = (t: string, style?: { bold?: boolean; tall?: boolean }) => {
    for (const piece of wrapText(plainMarks(t), columns)) text(center(piece, columns), style);
  };
  /** a label and an amount on one line, or on two when they do not fit */
  const pair = (left: string, right: string, style?: { bold?: boolean }) => {
    const l = plainMarks(left);
    const one = spread(l, right, columns);
    if (one) return text(one, style);
    for (const piece of wrapText(l, columns)) text(piece, style);
    text(' '.repeat(Math.max(0, columns - textWidth(right))) + right, style);
  };

  centered(receipt.shop.name, { bold: true, tall: true });
  if (receipt.shop.address) centered(receipt.shop.address);
  if (receipt.shop.phone) centered(receipt.shop.phone);
  rule();
  pair(labels.receipt, `${labels.saleNumber}${receipt.sale_number}`);
  text(`${receipt.time} HKT`);
  if (receipt.served_by) text(labels.servedBy(receipt.served_by));
  rule();
  for (const line of receipt.lines) {
    for (const piece of wrapText(plainMarks(line.name), columns)) text(piece);
    // quantity × unit price − this line's discount = its amount; the bill's discount has its own row (decision 0262)
    const discount = line.line_discount > 0 ? ` -${labels.money(line.line_discount)}` : '';
    const per = line.unit === 'piece' ? '' : `/${labels.amount(1, line.unit).replace(/^1 /, '')}`;
    pair(
      `  ${labels.amount(line.quantity, line.unit)} x ${labels.money(line.unit_price)}${per}${discount}`,
      labels.money(line.total),
    );
  }
  rule();
  if (receipt.discount > 0 || receipt.rounding !== 0) {
    pair(labels.subtotal, labels.money(receipt.subtotal));
    const off = billDiscountRows(
      toCents(receipt.discount),
      toCents(receipt.points_discount ?? 0),
      toCents(receipt.stamps_discount ?? 0),
    );
    if (off.shop_cents > 0) pair(labels.discount, `-${labels.money(fromCents(off.shop_cents))}`);
    if (off.stamps_cents > 0) pair(labels.stamps, `-${labels.money(fromCents(off.stamps_cents))}`);
    if (off.points_cents > 0)
      pair(labels.points(receipt.points_redeemed ?? 0), `-${labels.money(fromCents(off.points_cents))}`);
  }
  if (receipt.delivery > 0) pair(labels.delivery, labels.money(receipt.delivery));
  // subtotal − discount + delivery + rounding = total (docs/decisions/0264-cash-rounding.md)
  if (receipt.rounding !== 0) pair(labels.rounding, signed(labels.money, receipt.rounding));
  pair(labels.total, `HK$${labels.money(receipt.total)}`, { bold: true });
  if (receipt.payment_method) pair(labels.paidBy, labels.method(receipt));
  // a split sale: one line per part, the cash with what was handed over and the change (decision 0281)
  for (const part of receipt.payments ?? []) {
    pair(`  ${labels.partMethod(part.method)}`, labels.money(part.amount));
    if (part.change > 0) {
      pair(`    ${labels.tendered}`, labels.money(part.tendered));
      pair(`    ${labels.change}`, labels.money(part.change));
    }
  }
  // what the sale earned and her balance as of it, under the payment (docs/decisions/0283-loyalty.md, "On the receipt")
  const loyalty = loyaltyRows(receipt, labels.loyalty);
  if (loyalty.length > 0) rule();
  for (const row of loyalty) pair(row.label, row.value);
  for (const refund of receipt.refunds) {
    rule();
    pair(`${labels.refund} ${refund.refund_number}`, `-${labels.money(refund.total)}`);
    text(`${refund.time} HKT`);
    for (const l of refund.lines) pair(`  ${l.quantity} x ${l.name}`, `-${labels.money(l.total)}`);
    if (refund.delivery > 0) pair(`  ${labels.delivery}`, `-${labels.money(refund.delivery)}`);
    // the rounding a refund gave back, as its lines read: what it takes off the sale
    if (refund.rounding !== 0) pair(`  ${labels.rounding}`, signed(labels.money, -refund.rounding));
    // a split sale's refund: what went back to each method
    for (const part of refund.parts ?? [])
      pair(`  > ${labels.partMethod(part.method)}`, `-${labels.money(part.amount)}`);
  }
  if (receipt.refunds.length > 0)
    pair(labels.netTotal, `HK$${labels.money(receipt.net_total)}`, { bold: true });
  rule();
  if (link) out.push({ kind: 'qr', data: link });
  centered(labels.thanks);
  out.push({ kind: 'cut' });
  return out;
}

/** "+0.05" / "-0.04": a rounding row reads as part of the sum */
function signed(money: (amount: number) => string, amount: number): string {
  return amount > 0 ? `+${money(amount)}` : `-${money(-amount)}`;
}
