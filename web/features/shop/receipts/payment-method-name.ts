import type { TFunction } from 'i18next';
import type { PaymentMethod } from '../../../../contract/orders';

/** How a payment shows on a receipt: "Cash", or the app's name with the seller's label (FPS · Mei's FPS). */
export function paymentMethodName(method: PaymentMethod | null, t: TFunction<'receipts'>): string {
  if (!method) return '—';
  const name = t(`method.${method.kind}`);
  return method.kind === 'cash' || !method.label || method.label === name
    ? name
    : `${name} · ${method.label}`;
}
