import type { HkArea } from '../../../../contract/delivery-fees';

/** The address fields' rules of contract/users.ts as plain functions (the browser does not bundle zod). */
export const NAME_MAX = 80;
export const ADDRESS_MAX = 300;
const PHONE = /^[+\d][\d\s()-]*$/;

export interface AddressDraft {
  name: string;
  phone: string;
  address: string;
  /** the area of Hong Kong, '' when not known (docs/decisions/0248-delivery-fees.md) */
  area: HkArea | '';
  /** true once the shopper picked the area herself: until then it follows what the address names */
  areaChosen: boolean;
  is_default: boolean;
}

export type AddressErrors = Partial<Record<'name' | 'phone' | 'address', 'required' | 'phone'>>;

export function validateAddress(d: AddressDraft): AddressErrors {
  const errors: AddressErrors = {};
  if (!d.name.trim()) errors.name = 'required';
  const phone = d.phone.trim();
  if (!phone) errors.phone = 'required';
  else if (phone.length < 3 || phone.length > 30 || !PHONE.test(phone)) errors.phone = 'phone';
  if (!d.address.trim()) errors.address = 'required';
  return errors;
}
