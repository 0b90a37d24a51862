/**
 * The name others see for an account: its username, else the part of its email before the @; a wallet-only
 * account (no email, docs/decisions/0101-sign-in-with-ethereum.md) without a username is "user".
 */
export function displayName(username: string | null, email: string): string {
  return username ?? (email.split('@')[0] || 'user');
}
