import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ERRORS } from '../../../../contract/errors';

/**
 * The browser's side of "an endpoint belongs to the account that subscribed it first"
 * (docs/decisions/0257-push-endpoints.md): logging out lets this device go on the server and in the browser; an
 * endpoint another account still holds is replaced by a new subscription. The Push API is a fake of ours here.
 */
const calls: { path: string; input: { endpoint: string } }[] = [];
/** endpoints the server says belong to another account */
const takenByOthers = new Set<string>();

vi.mock('../../../lib/api', () => {
  class ApiError extends Error {
    constructor(
      message: string,
      readonly code: number | undefined,
      readonly status: number,
    ) {
      super(message);
    }
  }
  return {
    ApiError,
    callApi: vi.fn(async (call: { path: string }, input: { endpoint: string }) => {
      calls.push({ path: call.path, input });
      if (call.path === '/user/push/get_key') return { key: 'BKey' };
      if (call.path === '/user/push/subscribe' && takenByOthers.has(input.endpoint))
        throw new ApiError('taken', ERRORS.pushEndpointTaken.code, 409);
      return { message: 'ok' };
    }),
  };
});

const { releasePush, turnOnPush } = await import('./push-subscription');

/** the browser's push subscription: one at a time, a new endpoint after each unsubscribe */
let current: { endpoint: string; toJSON(): unknown; unsubscribe(): Promise<boolean> } | null = null;
let made = 0;
const pushManager = {
  getSubscription: async () => current,
  subscribe: async () => {
    made += 1;
    const endpoint = `https://fcm.googleapis.com/fcm/send/device-${made}`;
    current = {
      endpoint,
      toJSON: () => ({ endpoint, keys: { p256dh: 'p256dh-key-of-this-phone', auth: 'auth-secret' } }),
      unsubscribe: async () => {
        current = null;
        return true;
      },
    };
    return current;
  },
};

beforeEach(() => {
  calls.length = 0;
  takenByOthers.clear();
  current = null;
  made = 0;
  const registration = { pushManager };
  vi.stubGlobal('window', { PushManager: {}, Notification: {} });
  vi.stubGlobal('navigator', {
    serviceWorker: { ready: Promise.resolve(registration), getRegistration: async () => registration },
  });
  vi.stubGlobal('Notification', { requestPermission: async () => 'granted', permission: 'granted' });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('push subscription in the browser', () => {
  it('turning on hands the subscription to the server', async () => {
    expect(await turnOnPush()).toBe(true);
    expect(calls.filter((c) => c.path === '/user/push/subscribe').map((c) => c.input.endpoint)).toEqual([
      'https://fcm.googleapis.com/fcm/send/device-1',
    ]);
  });

  it('an endpoint another account still holds is dropped, and a new one is subscribed', async () => {
    await pushManager.subscribe(); // the last person on this phone did not log out
    takenByOthers.add('https://fcm.googleapis.com/fcm/send/device-1');
    expect(await turnOnPush()).toBe(true);
    expect(calls.filter((c) => c.path === '/user/push/subscribe').map((c) => c.input.endpoint)).toEqual([
      'https://fcm.googleapis.com/fcm/send/device-1',
      'https://fcm.googleapis.com/fcm/send/device-2',
    ]);
    expect(current?.endpoint).toBe('https://fcm.googleapis.com/fcm/send/device-2');
  });

  it('logging out tells the server to forget this device and drops the browser’s subscription', async () => {
    await turnOnPush();
    await releasePush();
    expect(calls.at(-1)).toEqual({
      path: '/user/push/unsubscribe',
      input: { endpoint: 'https://fcm.googleapis.com/fcm/send/device-1' },
    });
    expect(current).toBeNull();
    // nothing to let go of: nothing is called
    calls.length = 0;
    await releasePush();
    expect(calls).toEqual([]);
  });
});
