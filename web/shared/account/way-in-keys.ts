/**
 * The query key of the security screen's ways-in activity (docs/decisions/0255-ways-in.md), here because more than
 * one feature changes what it lists: the security screen reads it, and adding or removing a passkey (the passkeys
 * feature, which the security screen shows) makes it stale.
 */
export const WAY_IN_ACTIVITY_KEY = ['way-in-activity'] as const;
