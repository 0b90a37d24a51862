import type { PaymentMethod } from '../../../../contract/orders';
import type { TFunction } from '../../../i18n/translate';

/**
 * How a payment shows on a receipt: "Cash" and the FPS code drawn with the amount by their translated names;
 * a payment code by its label when the label already names the app ("FPS 9123 4567"), else the app's name
 * with the label ("PayMe · Stall QR").
 */
export function paymentMethodName(method: PaymentMethod | null, t: TFunction): string {
  if (!method) return '—';
  const name = t(`method.${method.kind}`);
  if (method.kind === 'cash' || method.code_id === null || !method.label) return name;
  const label = method.label.toLocaleLowerCase();
  if (label.includes(name.toLocaleLowerCase()) || label.includes(method.kind.replace('_', '')))
    return method.label;
  return `${name} · ${method.label}`;
}

/**
 * A payment method's row in a day's totals (day close, Z report): the FPS code drawn with the amount is stored with
 * the label "FPS" and shows as the app's name in the person's language (轉數快), like on every other screen; a
 * payment code as on a receipt.
 */
export function methodTotalName(row: { kind: string; label: string }, t: TFunction): string {
  const generated = row.kind === 'fps' && (row.label === '' || row.label === 'FPS');
  return paymentMethodName(
    { kind: row.kind as PaymentMethod['kind'], code_id: generated ? null : row.label, label: row.label },
    t,
  );
}
