import { z } from 'zod';
import { defineCall } from './call';
import { Empty, Id, Message } from './common';
import { HkArea } from './delivery-fees';
import { HkDistrict } from './hk-districts';
import { VisibleText } from './name-text';
import { PaymentCode, PaymentCodeType } from './orders';

/**
 * User info calls owned by the orders work: buyer addresses, sellers' store-pickup addresses, payment codes
 * and the seller's sales summary. Every object belongs to its owner: another user gets 404.
 */

const Text = (max: number) => z.string().trim().min(1).max(max);
/** a name others see (a recipient's, a pickup place's): no invisible or text-direction characters */
const Name = (max: number) => Text(max).check(VisibleText);
const Phone = z
  .string()
  .trim()
  .min(3)
  .max(30)
  .regex(/^[+\d][\d\s()-]*$/, { message: 'digits, spaces, + ( ) - only' });

export const ADDRESSES_MAX = 20;

/** A buyer's delivery address. */
export const Address = z.object({
  _id: Id,
  name: z.string(),
  phone: z.string(),
  address: z.string(),
  /** the area of Hong Kong (docs/decisions/0248-delivery-fees.md); null when not known */
  area: HkArea.nullable(),
  is_default: z.boolean(),
});
export type Address = z.infer<typeof Address>;

const addressFields = {
  name: Name(80),
  phone: Phone,
  address: Text(300),
  /** left out: read from the districts the address names; null: not known */
  area: HkArea.nullable().optional(),
  is_default: z.boolean().optional(),
};

export const addAddress = defineCall({
  path: '/user/info/add_address',
  summary:
    'Add a delivery address (at most 20). The first address, or one sent with is_default, becomes the only default.',
  auth: 'required',
  input: z.strictObject(addressFields),
  output: z.object({ _id: Id }),
});

export const listAddress = defineCall({
  path: '/user/info/list_address',
  summary: 'The caller’s delivery addresses, the default first.',
  auth: 'required',
  input: Empty,
  output: z.array(Address),
});

export const updateAddress = defineCall({
  path: '/user/info/update_address',
  summary: 'Change one of the caller’s addresses; is_default true makes it the only default.',
  auth: 'required',
  input: z.strictObject({ _id: Id, ...addressFields }),
  output: Address,
});

export const removeAddress = defineCall({
  path: '/user/info/remove_address',
  summary:
    'Remove one of the caller’s addresses (placed orders keep their copy). A removed default passes to the newest.',
  auth: 'required',
  input: z.strictObject({ _id: Id }),
  output: Message,
});

/** A seller's store-pickup address (shown to buyers at checkout). */
export const PickupAddress = z.object({
  _id: Id,
  seller_id: Id,
  name: z.string(),
  address: z.string(),
  hours: z.string().nullable(),
  phone: z.string().nullable(),
  /** the district of Hong Kong it is in, null when not known (docs/decisions/0271-market-sort-filter-and-paying.md) */
  district: HkDistrict.nullable(),
});
export type PickupAddress = z.infer<typeof PickupAddress>;

const pickupFields = {
  name: Name(80),
  address: Text(300),
  hours: z.string().trim().max(120).nullish(),
  phone: Phone.nullish(),
  /** left out: the district the address names, if any; null: not known */
  district: HkDistrict.nullish(),
};

export const listStorePickupAddresses = defineCall({
  path: '/user/info/list_store_pickup_addresses',
  summary: 'Store-pickup addresses: the caller’s own, or with seller_id that seller’s (for checkout).',
  auth: 'required',
  input: z.strictObject({ seller_id: Id.optional() }),
  output: z.array(PickupAddress),
});

export const addStorePickupAddress = defineCall({
  path: '/user/info/add_store_pickup_address',
  summary: 'Add a store-pickup address (sellers, at most 20).',
  auth: 'seller',
  input: z.strictObject(pickupFields),
  output: z.object({ _id: Id }),
});

export const updateStorePickupAddress = defineCall({
  path: '/user/info/update_store_pickup_address',
  summary: 'Change one of the caller’s store-pickup addresses.',
  auth: 'seller',
  input: z.strictObject({ _id: Id, ...pickupFields }),
  output: PickupAddress,
});

export const removeStorePickupAddress = defineCall({
  path: '/user/info/remove_store_pickup_address',
  summary: 'Remove one of the caller’s store-pickup addresses (placed orders keep their copy).',
  auth: 'seller',
  input: z.strictObject({ _id: Id }),
  output: Message,
});

export const PAYMENT_CODES_MAX = 10;
export const PAYMENT_CODE_LABELS: Record<z.infer<typeof PaymentCodeType>, string> = {
  fps: 'FPS',
  payme: 'PayMe',
  alipay_hk: 'Alipay HK',
  wechat_pay: 'WeChat Pay',
  other: 'Other',
};

export const uploadCode = defineCall({
  path: '/user/info/upload_code',
  summary:
    'Upload a payment QR code image (sellers; multipart with one file in `files` or `file`, query ?type=fps|payme|alipay_hk|wechat_pay|other and optional &label=). At most 10 codes.',
  auth: 'seller',
  multipart: true,
  input: Empty,
  output: PaymentCode,
});

export const UploadCodeQuery = z.object({
  type: PaymentCodeType,
  label: z.string().trim().min(1).max(40).optional(),
});

export const listPaymentCode = defineCall({
  path: '/user/info/list_payment_code',
  summary: 'The caller’s payment codes, oldest first.',
  auth: 'seller',
  input: Empty,
  output: z.array(PaymentCode),
});

export const showPaymentCode = defineCall({
  path: '/user/info/show_payment_code',
  summary: 'One of the caller’s payment codes.',
  auth: 'seller',
  input: z.strictObject({ id: Id }),
  output: PaymentCode,
});

export const removePaymentCode = defineCall({
  path: '/user/info/remove_payment_code',
  summary: 'Remove one of the caller’s payment codes (sales paid with it keep its label).',
  auth: 'seller',
  input: z.strictObject({ id: Id }),
  output: Message,
});
