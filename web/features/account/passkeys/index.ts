// The public surface of this feature: what other features may use (docs/decisions/0094-web-feature-boundaries.md).

export { PasskeyLoginButton } from './PasskeyLoginButton';
export { PasskeyReauth } from './PasskeyReauth';
export { PasskeySection } from './PasskeySection';
export { usePasskeys } from './usePasskeys';
