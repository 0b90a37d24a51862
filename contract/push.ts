import { z } from 'zod';
import { defineCall } from './call';
import { Empty, Message } from './common';

/**
 * Web Push (docs/decisions/0246-conversations.md): a phone with the app closed is told of new messages. The browser
 * subscribes with the server's public VAPID key and hands over its endpoint and keys.
 */
export const PushSubscription = z.strictObject({
  endpoint: z.string().url().max(2000),
  keys: z.strictObject({
    p256dh: z.string().min(16).max(200),
    auth: z.string().min(8).max(100),
  }),
});

export const pushKey = defineCall({
  path: '/user/push/get_key',
  summary: 'The server’s public VAPID key, for PushManager.subscribe.',
  auth: 'optional',
  input: Empty,
  output: z.object({ key: z.string() }),
});

export const subscribePush = defineCall({
  path: '/user/push/subscribe',
  summary: 'Tell this device (its push subscription) of the caller’s new messages while the app is closed.',
  auth: 'required',
  input: PushSubscription,
  output: Message,
});

export const unsubscribePush = defineCall({
  path: '/user/push/unsubscribe',
  summary: 'Stop telling this device.',
  auth: 'required',
  input: z.strictObject({ endpoint: z.string().max(2000) }),
  output: Message,
});
