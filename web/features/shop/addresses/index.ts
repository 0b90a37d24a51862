// The public surface of this feature: what other features may use (docs/decisions/0094-web-feature-boundaries.md).
export { AddressPicker } from './AddressPicker';
export { readChosenAddress, writeChosenAddress } from './checkout-choice';
export { useAddresses } from './useAddresses';
export { usePickupAddresses } from './usePickupAddresses';
