import { z } from 'zod';
import { defineCall } from './call';
import { Empty, Id, Message } from './common';

/**
 * Guarded payout changes (issue 32; docs/decisions/0222-payout-changes.md): changing the FPS identifier, the bank
 * account or a payment QR code needs a recent proof of identity (/auth/user/reauth, /auth/user/wallet_reauth, or
 * a fresh sign-in); every change is mailed with an undo link and listed on the security screen.
 */
export const PAYOUT_KINDS = ['fps', 'bank', 'payment_code_added', 'payment_code_removed'] as const;

export const payoutActivity = defineCall({
  path: '/user/info/payout_activity',
  summary:
    'The caller’s latest changes of where payments go (newest first, 30), and until when changes are paused.',
  auth: 'required',
  input: Empty,
  output: z.object({
    items: z.array(
      z.object({
        _id: Id,
        kind: z.enum(PAYOUT_KINDS),
        /** what it is now: the FPS identifier, the bank's name and last 4 digits, the code's label */
        summary: z.unknown(),
        /** ms */
        at: z.number().int(),
        undone: z.boolean(),
      }),
    ),
    frozen_until: z.number().int().nullable(),
  }),
});

export const payoutUndo = defineCall({
  path: '/user/info/payout_undo',
  summary:
    'The mailed undo link of a payout change (no login needed): puts back what the change replaced, pauses payout changes for 7 days and ends every session of the account. Works once, for 30 days.',
  auth: 'optional',
  input: z.strictObject({ token: z.string().trim().min(20).max(200) }),
  output: Message.extend({ kind: z.enum(PAYOUT_KINDS) }),
});
