/** TanStack Query keys of the profile calls (docs/decisions/0055–0059). */
export const profileKeys = {
  all: ['profile'] as const,
  own: () => ['profile', 'own'] as const,
  bank: () => ['profile', 'bank'] as const,
  onboarding: () => ['profile', 'onboarding'] as const,
  communities: () => ['profile', 'communities'] as const,
  suggested: () => ['profile', 'suggested'] as const,
  public: (userId: string) => ['profile', 'public', userId] as const,
  username: (name: string) => ['profile', 'username', name] as const,
  shopName: (name: string) => ['profile', 'shop-name', name] as const,
};
