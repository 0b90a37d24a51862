// The public surface of this feature: what other features may use (docs/decisions/0094-web-feature-boundaries.md).

export { CustomerPicker, type OfflinePickerSource } from './CustomerPicker';
export type { CachedCustomer, OfflineCustomer } from './cached-customers';
export {
  clearTillCustomer,
  onTillCustomer,
  setTillPoints,
  setTillStamps,
  stampCardFull,
  tillCustomer,
} from './till-customer';
