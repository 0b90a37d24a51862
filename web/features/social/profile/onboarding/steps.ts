import type { OnboardingStep } from '../../../../../contract/profile';

/**
 * The onboarding routes in order (docs/decisions/0058). `/signup-set-password` (built with the account
 * security work) belongs before `terms` only for accounts created without a password; none exist yet.
 */
export const STEP_ROUTES: Record<OnboardingStep, string> = {
  terms: '/signup-terms-condition',
  post_warning: '/signup-post-warning',
  nickname: '/signup-set-nickname',
  avatar: '/signup-avatar',
  creators: '/signup-creators',
  dao: '/signup-dao',
  finish: '/finish-setup',
};

export const STEP_ORDER = Object.keys(STEP_ROUTES) as OnboardingStep[];

export function nextRoute(step: OnboardingStep): string {
  const i = STEP_ORDER.indexOf(step);
  return STEP_ROUTES[STEP_ORDER[i + 1] ?? 'finish'];
}
