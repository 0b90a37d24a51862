import { ERRORS } from '../../../../contract/errors';
import { pushKey, subscribePush, unsubscribePush } from '../../../../contract/push';
import { ApiError, callApi } from '../../../lib/api';

/** Web Push where the browser has it (docs/decisions/0246-conversations.md). */
export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/**
 * Asks the person (a tap is the gesture browsers want), subscribes this device with the server's key and hands the
 * subscription over; false when she says no or the browser cannot. Without a prompt when she has already said yes.
 *
 * A device's endpoint belongs to the account that subscribed it first (docs/decisions/0257-push-endpoints.md): when
 * the server says another account still has it (one that did not log out here), this browser drops that
 * subscription and makes a new one, whose endpoint is this account's alone; the old one stops working.
 */
export async function turnOnPush(): Promise<boolean> {
  if (!pushSupported()) return false;
  if ((await Notification.requestPermission()) !== 'granted') return false;
  const registration = await navigator.serviceWorker.ready;
  const { key } = await callApi(pushKey, {});
  const subscribe = async () => {
    const subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({
        userVisibleOnly: true,
        // the key as the server gives it: base64url, which the Push API takes as it is
        applicationServerKey: key,
      }));
    const json = subscription.toJSON() as { endpoint: string; keys: { p256dh: string; auth: string } };
    await callApi(subscribePush, { endpoint: json.endpoint, keys: json.keys });
  };
  try {
    await subscribe();
  } catch (err) {
    if (!(err instanceof ApiError) || err.code !== ERRORS.pushEndpointTaken.code) throw err;
    await (await registration.pushManager.getSubscription())?.unsubscribe();
    await subscribe();
  }
  return true;
}

/**
 * On logout: the server forgets this device for the account, and the browser drops its subscription, so the
 * next person on this phone is not shown this account's messages and can have the device told of her own.
 * Never waits more than 3 s (offline, a slow service worker): the logout goes on regardless.
 */
export async function releasePush(): Promise<void> {
  if (!pushSupported()) return;
  const release = async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    const subscription = await registration?.pushManager.getSubscription();
    if (!subscription) return;
    await callApi(unsubscribePush, { endpoint: subscription.endpoint }).catch(() => undefined);
    await subscription.unsubscribe();
  };
  await Promise.race([release().catch(() => undefined), new Promise((r) => setTimeout(r, 3000))]);
}
