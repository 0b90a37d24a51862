/*
 * Web Push in the service worker (docs/decisions/0246-conversations.md), loaded by the generated worker with
 * importScripts: a push shows a notification (a new message, with who and what), a tap opens the conversation in
 * an open window of the app or a new one.
 */
self.addEventListener('push', (event) => {
  let data = { title: 'Stallfeed', body: '', url: '/messages' };
  try {
    data = { ...data, ...event.data.json() };
  } catch {
    // a push without a JSON payload still says something arrived
  }
  event.waitUntil(
    self.registration.showNotification(data.title || 'Stallfeed', {
      body: data.body,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      tag: data.url,
      data: { url: data.url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url || '/messages', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
      if (open) return open.navigate(url).then((w) => (w ?? open).focus());
      return self.clients.openWindow(url);
    }),
  );
});
