/** The name others see for an account: its username, else the part of its email before the @. */
export function displayName(username: string | null, email: string): string {
  return username ?? email.split('@')[0] ?? '';
}
