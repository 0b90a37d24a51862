import { z } from 'zod';
import { defineCall } from './call';
import { Empty, Id, Message, Role } from './common';
import { VisibleText } from './name-text';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const Email = z
  .string()
  .trim()
  .max(254)
  .pipe(z.email({ message: 'email is not a valid address' }));

export const Password = z.string().min(PASSWORD_MIN).max(PASSWORD_MAX);

export const Username = z
  .string()
  .trim()
  .min(2)
  .max(40)
  .regex(/^[\p{L}\p{N}_.-]+$/u, { message: 'letters, digits, _ . - only' })
  .check(VisibleText);

/** the language of the user's mails; register and login carry it so it stays the one the user reads */
export const MailLocale = z.enum(['en', 'zh-HK', 'zh-CN']);

export const Session = z.object({
  token: z.string(),
  user_id: Id,
  role: Role,
  email: z.string(),
});
export type Session = z.infer<typeof Session>;

export const register = defineCall({
  path: '/auth/user/register',
  summary: 'Create an account (role s seller or c customer, default c) and start a session.',
  auth: 'optional',
  input: z.strictObject({
    email: Email,
    passwd: Password,
    username: Username.optional(),
    role: Role.default('c'),
    locale: MailLocale.optional(),
  }),
  output: Session,
});

export const login = defineCall({
  path: '/auth/user/login',
  summary:
    'Start a session with email (or username) and password. Wrong passwords count per account whatever name is typed, and per client address (429 when blocked); a successful sign-in sets an HttpOnly device cookie, and a device presenting it counts its wrong passwords on its own, so strangers locking the account do not lock it out (docs/decisions/0258-login-throttles-and-data-folder-lock.md).',
  auth: 'optional',
  input: z.union([
    z.strictObject({
      email: z.string().trim().min(1).max(254),
      passwd: z.string().min(1).max(PASSWORD_MAX),
      locale: MailLocale.optional(),
    }),
    z.strictObject({
      username: z.string().trim().min(1).max(254),
      passwd: z.string().min(1).max(PASSWORD_MAX),
      locale: MailLocale.optional(),
    }),
  ]),
  output: Session,
});

export const logout = defineCall({
  path: '/auth/user/logout',
  summary: 'End the current session; its token is revoked on the server.',
  auth: 'required',
  input: Empty,
  output: Message,
});

export const me = defineCall({
  path: '/auth/user/me',
  summary: 'The current session (to check a stored token).',
  auth: 'required',
  input: Empty,
  output: Session.omit({ token: true }),
});

export const reauth = defineCall({
  path: '/auth/user/reauth',
  summary:
    "Prove again who you are with your password, in this session: sensitive changes such as where payments go need such a proof from the last 5 minutes (docs/decisions/0222-payout-changes.md). Wrong passwords count per session (429 when blocked), never against the account's sign-in.",
  auth: 'required',
  input: z.strictObject({ passwd: z.string().min(1).max(PASSWORD_MAX) }),
  output: z.object({ proven_at: z.number().int() }),
});
