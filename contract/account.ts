import { z } from 'zod';
import { Email, MailLocale, Password, Session } from './auth';
import { defineCall } from './call';
import { Empty, Id, Message } from './common';

/**
 * Account calls of issue 9 (auth side): email verification, password reset by mail, the security
 * screen (password, email, sessions) and adding a password to an account without one.
 * Decisions: docs/decisions/0050-mail-and-account-tokens.md … 0053-password-reset.md.
 */

/** one-time link tokens are 256-bit base64url strings (43 characters) */
const LinkToken = z.string().trim().min(20).max(200);

export const verifyEmail = defineCall({
  path: '/auth/user/verify_email',
  summary:
    'Open a link from a verification or email-change mail: marks the email verified (or switches to the new address). No login needed.',
  auth: 'optional',
  input: z.strictObject({ token: LinkToken }),
  output: z.object({ email: z.string() }),
});

export const resendVerification = defineCall({
  path: '/auth/user/resend_verification',
  summary:
    'Send the verification mail again (throttled per account: 429). sent is false when the email is already verified.',
  auth: 'required',
  input: z.strictObject({ locale: MailLocale.optional() }),
  output: z.object({ sent: z.boolean() }),
});

export const resetPasswordEmail = defineCall({
  path: '/auth/user/reset_password_email',
  summary:
    'Mail a password-reset link. Always the same answer, known email or not; throttled per address and per account (429).',
  auth: 'optional',
  input: z.strictObject({ email: Email }),
  output: Message,
});

export const resetPassword = defineCall({
  path: '/auth/user/reset_password',
  summary:
    'Set a new password with the token from the reset mail (single use, 30 minutes, newest only). Ends every session of the account and starts one here.',
  auth: 'optional',
  input: z.strictObject({ token: LinkToken, passwd: Password }),
  output: Session,
});

export const AccountStatus = z.object({
  email: z.string(),
  email_verified: z.boolean(),
  /** an email change waiting for its confirmation link, or null */
  pending_email: z.string().nullable(),
  has_password: z.boolean(),
  locale: MailLocale,
});
export type AccountStatus = z.infer<typeof AccountStatus>;

export const accountStatus = defineCall({
  path: '/auth/user/account',
  summary:
    'The caller’s account state for the security screen: email, verified, pending email change, password set.',
  auth: 'required',
  input: Empty,
  output: AccountStatus,
});

export const changePassword = defineCall({
  path: '/auth/user/change_password',
  summary:
    'Change the password (the current one is needed; wrong ones count toward the login throttle). Ends the other sessions.',
  auth: 'required',
  input: z.strictObject({ passwd: z.string().min(1).max(128), new_passwd: Password }),
  output: z.object({ ended_sessions: z.number().int() }),
});

export const changeEmail = defineCall({
  path: '/auth/user/change_email',
  summary:
    'Ask to change the email: a link goes to the new address and the change takes effect when it is opened (throttled: 429).',
  auth: 'required',
  input: z.strictObject({ email: Email, passwd: z.string().min(1).max(128), locale: MailLocale.optional() }),
  output: z.object({ pending_email: z.string() }),
});

export const SessionInfo = z.object({
  id: Id,
  browser: z.string().nullable(),
  os: z.string().nullable(),
  mobile: z.boolean(),
  created_at: z.number().int(),
  last_seen_at: z.number().int(),
  current: z.boolean(),
});
export type SessionInfo = z.infer<typeof SessionInfo>;

export const listSessions = defineCall({
  path: '/auth/user/sessions',
  summary:
    'The caller’s live sessions (device from the user agent, first and last seen), this one marked current.',
  auth: 'required',
  input: Empty,
  output: z.object({ sessions: z.array(SessionInfo) }),
});

export const endSession = defineCall({
  path: '/auth/user/end_session',
  summary: 'Log out one of the caller’s sessions by id (another user’s or an ended one: 404).',
  auth: 'required',
  input: z.strictObject({ id: Id }),
  output: Message,
});

export const endOtherSessions = defineCall({
  path: '/auth/user/end_other_sessions',
  summary: 'Log out everywhere else: every session of the caller except this one.',
  auth: 'required',
  input: Empty,
  output: z.object({ ended_sessions: z.number().int() }),
});

export const setPassword = defineCall({
  path: '/auth/user/set_password',
  summary: 'Add a password to an account created without one (wallet or SSO); 409 when it already has one.',
  auth: 'required',
  input: z.strictObject({ passwd: Password }),
  output: Message,
});
