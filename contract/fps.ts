import { z } from 'zod';
import { defineCall } from './call';
import { Id } from './common';

/** A seller's FPS identifier, for QR codes with the amount (issue 13, docs/decisions/0082-fps-qr-with-the-amount.md). */
export const FPS_KINDS = ['fps_id', 'phone', 'email'] as const;
export const FpsIdentifier = z.object({ kind: z.enum(FPS_KINDS), value: z.string() });

export const getFpsIdentifier = defineCall({
  path: '/user/info/fps',
  summary: 'The caller’s FPS identifier (FPS ID, +852 phone or e-mail), or null.',
  auth: 'seller',
  input: z.strictObject({}),
  output: z.object({ fps: FpsIdentifier.nullable() }),
});

export const setFpsIdentifier = defineCall({
  path: '/user/info/set_fps',
  summary:
    'Sets (or with value "" removes) the caller’s FPS identifier: a 7–9 digit FPS ID, a Hong Kong mobile number (stored as +852-NNNNNNNN) or an e-mail address.',
  auth: 'seller',
  input: z.strictObject({ kind: z.enum(FPS_KINDS), value: z.string().trim().max(100) }),
  output: z.object({ fps: FpsIdentifier.nullable() }),
});

export const sellerFpsIdentifier = defineCall({
  path: '/user/info/seller_fps',
  summary: 'A seller’s FPS identifier, for a buyer paying that seller’s order, or null.',
  auth: 'required',
  input: z.strictObject({ seller_id: Id }),
  output: z.object({ fps: FpsIdentifier.nullable() }),
});
