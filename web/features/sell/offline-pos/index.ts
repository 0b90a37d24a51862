// The public surface of this feature: what other features may use (docs/decisions/0094-web-feature-boundaries.md).

export { OfflinePos } from './OfflinePos';
export { OfflineStatus } from './OfflineStatus';
export { OversoldNotice } from './OversoldNotice';
export { useOfflinePos } from './useOfflinePos';
