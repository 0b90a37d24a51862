import type { TFunction } from '../../../i18n/translate';
import { loyaltyWords } from '../../../shared/receipt-loyalty';
import { formatAmount } from '../../../shared/units/amount';
import { paymentMethodName } from '../../shop/receipts';
import type { ReceiptLabels } from './receipt-layout';

/** The printed receipt's words in the seller's language (namespace `receipts`). */
export function receiptLabels(t: TFunction, language: string): ReceiptLabels {
  return {
    receipt: t('heading'),
    saleNumber: `${t('saleNumber')} `,
    subtotal: t('subtotal'),
    discount: t('discount'),
    points: (redeemed) => t('points', { points: redeemed.toLocaleString('en-US') }),
    stamps: t('stampCard'),
    // grouped as the money is (1,800), whatever the language
    loyalty: loyaltyWords(t, 'en-US'),
    servedBy: (name) => t('servedBy', { name }),
    delivery: t('delivery'),
    rounding: t('rounding'),
    total: t('total'),
    paidBy: t('paidBy'),
    refund: t('refund'),
    netTotal: t('netTotal'),
    thanks: t('thanks'),
    method: (receipt) => paymentMethodName(receipt.payment_method, t),
    partMethod: (method) => paymentMethodName(method, t),
    tendered: t('tendered'),
    change: t('change'),
    // grouped like the screen's amounts (2,148.00), with an ASCII minus every printer code page has
    money: (amount) => amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    amount: (quantity, unit) => formatAmount(quantity, unit, language),
  };
}
