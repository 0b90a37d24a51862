import type { TFunction } from 'i18next';
import type { PaymentMethod } from '../../../../contract/orders';

/**
 * How a payment shows on a receipt: "Cash" and the FPS code drawn with the amount by their translated names;
 * a payment code by its label when the label already names the app ("FPS 9123 4567"), else the app's name
 * with the label ("PayMe · Stall QR").
 */
export function paymentMethodName(method: PaymentMethod | null, t: TFunction<'receipts'>): string {
  if (!method) return '—';
  const name = t(`method.${method.kind}`);
  if (method.kind === 'cash' || method.code_id === null || !method.label) return name;
  const label = method.label.toLocaleLowerCase();
  if (label.includes(name.toLocaleLowerCase()) || label.includes(method.kind.replace('_', '')))
    return method.label;
  return `${name} · ${method.label}`;
}
