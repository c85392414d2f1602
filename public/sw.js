/*
 * Spark's service worker (SET-11), served at /app/sw.js with the scope /app/. It shows the push notifications the
 * server sends (a new match, a new message) and opens the conversation or the matches page on a click. It does
 * nothing else: no caching, no fetch handler.
 *
 * A push message is JSON: { kind, title, body, url, tag } (core/push/push-notification.ts). Title and body are
 * handed to the browser's notification as plain text; nothing from a message is ever read as HTML here.
 */
const APP = '/app/';
const TEXT_MAX = 200;

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

/** A string field of the payload, cut to a sane length; anything else is empty. */
const text = (value) => (typeof value === 'string' ? value.slice(0, TEXT_MAX) : '');

/** Only paths of the app itself may be opened from a notification. */
const appPath = (value) => {
  if (typeof value !== 'string' || !value.startsWith(APP)) return APP;
  try {
    const url = new URL(value, self.location.origin);
    return url.origin === self.location.origin ? url.pathname + url.search : APP;
  } catch {
    return APP;
  }
};

const read = (event) => {
  try {
    return event.data ? event.data.json() : {};
  } catch {
    return {};
  }
};

self.addEventListener('push', (event) => {
  const payload = read(event);
  const title = text(payload.title) || 'Spark';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: text(payload.body),
      tag: text(payload.tag) || undefined,
      icon: `${APP}favicon.svg`,
      data: { url: appPath(payload.url), kind: text(payload.kind) },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(appPath(event.notification.data && event.notification.data.url), self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const same = windows.find((w) => w.url === target);
      if (same) return same.focus();
      const any = windows.find((w) => new URL(w.url).pathname.startsWith(APP));
      if (any) {
        const focused = await any.focus();
        return focused.navigate ? focused.navigate(target) : focused;
      }
      return self.clients.openWindow(target);
    })(),
  );
});
