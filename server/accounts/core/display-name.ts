/**
 * The name others see for an account when only the account is at hand: its username, else `user-` and the
 * last six characters of its id. Never a part of the email address: names are shown to strangers (feeds,
 * shops, receipts), and an email is private (docs/decisions/0055-profiles-and-public-view.md). Where the
 * profile is at hand, ProfileService's public name (display name first) is used instead.
 */
export function displayName(username: string | null, accountId: string): string {
  return username ?? `user-${accountId.slice(-6)}`;
}
