import { z } from 'zod';
import { defineCall } from './call';
import { Empty, Id, Message } from './common';

/**
 * Ways in to an account (docs/decisions/0255-ways-in.md): adding or removing a wallet, a single sign-on identity,
 * a passkey, the password or the email needs a fresh proof made with a way in the account already had; each one
 * is mailed to the owner at once (an addition with an undo link) and listed on the security screen.
 */
export const WAY_IN_KINDS = ['wallet', 'sso', 'passkey', 'password', 'email'] as const;
export const WAY_IN_ACTIONS = ['added', 'removed'] as const;

export const wayInActivity = defineCall({
  path: '/auth/user/way_in_activity',
  summary: 'The caller’s latest ways in added and removed (newest first, 30), with whether each was undone.',
  auth: 'required',
  input: Empty,
  output: z.object({
    items: z.array(
      z.object({
        _id: Id,
        action: z.enum(WAY_IN_ACTIONS),
        kind: z.enum(WAY_IN_KINDS),
        /** what it is: a shortened wallet address, the provider's name, the passkey's name, the new email */
        label: z.string(),
        /** ms */
        at: z.number().int(),
        undone: z.boolean(),
      }),
    ),
  }),
});

export const wayInUndo = defineCall({
  path: '/auth/user/way_in_undo',
  summary:
    'The mailed undo link of a way in just added (no login needed): removes it (a wallet, identity or passkey; the previous email back; the new password unusable, to be reset through the mail) and ends every session of the account. Works once, for 30 days.',
  auth: 'optional',
  input: z.strictObject({ token: z.string().trim().min(20).max(200) }),
  output: Message.extend({ kind: z.enum(WAY_IN_KINDS) }),
});
