/** The store-pickup fields' rules of contract/users.ts as plain functions (the browser does not bundle zod). */
export const PICKUP_NAME_MAX = 80;
export const PICKUP_ADDRESS_MAX = 300;
export const PICKUP_HOURS_MAX = 120;
const PHONE = /^[+\d][\d\s()-]*$/;

export interface PickupDraft {
  name: string;
  address: string;
  hours: string;
  phone: string;
}

export type PickupErrors = Partial<Record<'name' | 'address' | 'phone', 'required' | 'phone'>>;

/** Name and address are required; hours and phone are optional, a phone that is given must look like one. */
export function validatePickup(d: PickupDraft): PickupErrors {
  const errors: PickupErrors = {};
  if (!d.name.trim()) errors.name = 'required';
  if (!d.address.trim()) errors.address = 'required';
  const phone = d.phone.trim();
  if (phone && (phone.length < 3 || phone.length > 30 || !PHONE.test(phone))) errors.phone = 'phone';
  return errors;
}

/** The call's fields: empty optional fields are sent as null (cleared). */
export function toPickupInput(d: PickupDraft) {
  return {
    name: d.name.trim(),
    address: d.address.trim(),
    hours: d.hours.trim() || null,
    phone: d.phone.trim() || null,
  };
}
