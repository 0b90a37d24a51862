// The public surface of this feature: what other features may use (docs/decisions/0094-web-feature-boundaries.md).

export { FollowButton } from './FollowButton';
export { ResumeOnboarding } from './onboarding/ResumeOnboarding';
export { usePublicProfile } from './usePublicProfile';
export { useUpdateProfile } from './useUpdateProfile';
