import { createECDH, randomBytes } from 'node:crypto';
import { DEMO_EMAIL, expect, expectAccessible, signInByEmail, test } from './support/journey';

// SET-11: the browser's permission is granted in the context; nothing on the page asks before the member's click.
test.use({ permissions: ['notifications'] });

/**
 * A subscription as a push service would give it. Chromium's own push service needs the internet, which the
 * journeys do not have: the page's `PushManager.subscribe` alone is replaced (docs/decisions.md, SET-11); the
 * service worker, its registration and the push event are Chromium's own.
 */
const fakeSubscription = () => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint: `https://fcm.googleapis.com/fcm/send/e2e-${randomBytes(6).toString('hex')}`,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
};

test.describe('push notifications', () => {
  test('SET-11: a member turns on push from the settings page; the device is registered with its subscription; a push shows a notification, as text, that leads to the conversation', async ({
    page,
    request,
    context,
  }) => {
    test.setTimeout(90_000);
    const subscription = fakeSubscription();
    await page.addInitScript((sub) => {
      let current: PushSubscription | null = null;
      const make = () =>
        ({
          endpoint: sub.endpoint,
          expirationTime: null,
          options: { userVisibleOnly: true, applicationServerKey: null },
          toJSON: () => ({ endpoint: sub.endpoint, expirationTime: null, keys: sub.keys }),
          getKey: () => null,
          unsubscribe: async () => {
            current = null;
            return true;
          },
        }) as unknown as PushSubscription;
      const seen: unknown[] = [];
      (window as unknown as { subscribeCalls: unknown[] }).subscribeCalls = seen;
      PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
        seen.push({ userVisibleOnly: options?.userVisibleOnly, keyBytes: options?.applicationServerKey ? new Uint8Array(options.applicationServerKey as ArrayBuffer).length : 0 });
        current = make();
        return current;
      };
      PushManager.prototype.getSubscription = async () => current;
      // The registration requests' bodies, as the app sends them (the HTTP client streams its bodies).
      const bodies: string[] = [];
      (window as unknown as { registrations: string[] }).registrations = bodies;
      const fetchOf = window.fetch.bind(window);
      window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
        const request = new Request(input, init);
        if (request.method === 'POST' && new URL(request.url).pathname.startsWith('/api/v2/push/devices/')) bodies.push(await request.clone().text());
        return fetchOf(request);
      };
    }, subscription);

    await page.goto('/app');
    await signInByEmail(page, request, DEMO_EMAIL);
    await expect(page).toHaveURL(/\/app\/recs$/);

    // Nothing is asked or registered on load.
    await page.goto('/app/settings/push');
    await expect(page.getByText('Notifications are off on this device.')).toBeVisible({ timeout: 30_000 });
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((r) => r.length))).toBe(0);
    await expectAccessible(page, 'push settings');

    // The member's action: permission (granted in this context), the service worker, the subscription with the
    // server's public key, and the device's registration carrying it.
    // (A short access token may be refreshed and the call made again: the answer that counts is the 200.)
    const registration = page.waitForResponse((r) => r.request().method() === 'POST' && /\/api\/v2\/push\/devices\/[A-Za-z0-9_-]+(\?|$)/.test(r.url()) && r.status() === 200);
    await page.getByRole('button', { name: 'Turn on notifications' }).click();
    await registration;
    const bodies = await page.evaluate(() => (window as unknown as { registrations: string[] }).registrations);
    expect(new Set(bodies).size).toBe(1);
    expect(JSON.parse(bodies[0]!)).toEqual({ endpoint: subscription.endpoint, keys: subscription.keys, language: 'en' });
    await expect(page.getByText('Notifications are on for this device.')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { subscribeCalls: unknown[] }).subscribeCalls)).toEqual([{ userVisibleOnly: true, keyBytes: 65 }]);
    const scope = await page.evaluate(() => navigator.serviceWorker.ready.then((r) => r.scope));
    expect(new URL(scope).pathname).toBe('/app/');
    await expectAccessible(page, 'push settings, on');

    // A push message delivered to the service worker through the DevTools protocol shows a notification.
    const cdp = await context.newCDPSession(page);
    const registrationId = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find((r) => r.scopeURL === scope && !r.isDeleted);
        if (ours) resolve(ours.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    const text = '<img src=x onerror="window.pwned=1">Hi! '.concat('x'.repeat(90));
    const push = { origin: new URL(scope).origin, registrationId: await registrationId, data: JSON.stringify({ kind: 'message', title: 'Ann', body: text, url: '/app/messages/m-e2e', tag: 'message-m-e2e' }) };
    await cdp.send('ServiceWorker.deliverPushMessage', push);
    // A message the protocol hands over while the worker is still starting can be dropped: it is handed over again
    // until a notification shows (the same tag, so a second one would replace the first, never add to it).
    await expect
      .poll(
        async () => {
          const shown = await page.evaluate(() => navigator.serviceWorker.ready.then((r) => r.getNotifications()).then((all) => all.map((n) => ({ title: n.title, body: n.body, tag: n.tag, data: n.data as unknown }))));
          if (shown.length === 0) await cdp.send('ServiceWorker.deliverPushMessage', push);
          return shown;
        },
        { timeout: 20_000 },
      )
      .toEqual([{ title: 'Ann', body: text, tag: 'message-m-e2e', data: { url: '/app/messages/m-e2e', kind: 'message' } }]);
    expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();

    // Off again: the device is unregistered and the subscription dropped.
    const removal = page.waitForResponse((r) => r.request().method() === 'DELETE' && /\/api\/v2\/push\/devices\//.test(r.url()) && r.status() === 200);
    await page.getByRole('button', { name: 'Turn off on this device' }).click();
    await removal;
    await expect(page.getByText('Notifications are off on this device.')).toBeVisible();
  });
});
