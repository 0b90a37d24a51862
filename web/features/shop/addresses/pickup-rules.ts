import { districtOfAddress, type HkDistrict } from '../../../../contract/hk-districts';
import type { PickupAddress } from '../../../../contract/users';

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
  /** the Hong Kong district; '' not sure (sent as null) */
  district: HkDistrict | '';
  /**
   * the seller chose the district herself: until she does, it follows the district the address's words name,
   * with the contract's function the server uses when none is sent (docs/decisions/0271-market-sort-filter-and-paying.md)
   */
  districtChosen: boolean;
}

/**
 * A new pickup starts with no district; a saved one with its own. A saved district other than the one its words
 * name was chosen (or "not sure" was), and stays when the address is edited.
 */
export function pickupDraft(pickup?: PickupAddress): PickupDraft {
  if (!pickup) return { name: '', address: '', hours: '', phone: '', district: '', districtChosen: false };
  return {
    name: pickup.name,
    address: pickup.address,
    hours: pickup.hours ?? '',
    phone: pickup.phone ?? '',
    district: pickup.district ?? '',
    districtChosen: pickup.district !== districtOfAddress(pickup.address),
  };
}

/** The draft's changes as the address is typed: a district not chosen follows the words. */
export function withAddress(d: PickupDraft, address: string): Partial<PickupDraft> {
  return d.districtChosen ? { address } : { address, district: districtOfAddress(address) ?? '' };
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
    // always sent: the district shown is the one saved, "not sure" too
    district: d.district || null,
  };
}
