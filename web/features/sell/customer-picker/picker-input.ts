import { MEMBER_QR_PREFIX } from '../../../../contract/customers';

/** What the seller typed or a scanner typed into the till's customer field. */
export type PickerInput =
  | { kind: 'member'; code: string }
  | { kind: 'phone'; phone: string }
  | { kind: 'name'; name: string }
  | { kind: 'none' };

export function pickerInput(text: string): PickerInput {
  const value = text.trim();
  if (value.startsWith(MEMBER_QR_PREFIX)) return { kind: 'member', code: value };
  if (/^[\d\s+\-()]+$/.test(value) && value.replace(/\D/g, '').length >= 8)
    return { kind: 'phone', phone: value };
  if (value.length >= 2 && !/^[\d\s+\-()]+$/.test(value)) return { kind: 'name', name: value };
  return { kind: 'none' };
}
