import { pushKey, subscribePush } from '../../../../contract/push';
import { callApi } from '../../../lib/api';

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
 * subscription over; false when she says no or the browser cannot.
 */
export async function turnOnPush(): Promise<boolean> {
  if (!pushSupported()) return false;
  if ((await Notification.requestPermission()) !== 'granted') return false;
  const registration = await navigator.serviceWorker.ready;
  const { key } = await callApi(pushKey, {});
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      // the key as the server gives it: base64url, which the Push API takes as it is
      applicationServerKey: key,
    }));
  const json = subscription.toJSON() as { endpoint: string; keys: { p256dh: string; auth: string } };
  await callApi(subscribePush, { endpoint: json.endpoint, keys: json.keys });
  return true;
}
