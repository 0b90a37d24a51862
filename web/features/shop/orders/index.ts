// The public surface of this feature: what other features may use (docs/decisions/0094-web-feature-boundaries.md).

export { OrderCard } from './OrderCard';
export { useOrder } from './useOrder';
export { useOrderQrCodes } from './useOrderQrCodes';
