// The public surface of this feature: what other features may use (docs/decisions/0094-web-feature-boundaries.md).

export { MemberCardLink } from './MemberCardLink';
export { PointsAtCheckout } from './PointsAtCheckout';
