// The public surface of this feature: what other features may use (docs/decisions/0094-web-feature-boundaries.md).

export { FpsQr } from './FpsQr';
export { FpsSettings } from './FpsSettings';
export { OrderFpsQr } from './OrderFpsQr';
export { SellerFpsQr } from './SellerFpsQr';
export { useFpsIdentifier } from './useFpsIdentifier';
export { useSellerFpsIdentifier } from './useSellerFpsIdentifier';
