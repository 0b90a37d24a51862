// The public surface of this feature: what other features may use (docs/decisions/0094-web-feature-boundaries.md).

export { ClaimedOrders } from './ClaimedOrders';
export { ClaimReview } from './ClaimReview';
export { PayFromPhone, SavePayloadButtons } from './PayFromPhone';
export { copyText } from './qr-image';
export { useClaimedOrders } from './useClaimedOrders';
