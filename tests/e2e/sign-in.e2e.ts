import type { Page } from '@playwright/test';
import { codeFor, DEMO_EMAIL, expect, expectAccessible, freshPhone, openLogin, signInByEmail, signInByPhone, test } from './support/journey';

/** On the app's own Discover: a Discover the server drew (before the app restored the session) has given way to it. */
const onRecs = async (page: Page) => {
  await expect(page).toHaveURL(/\/app\/recs$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Discover' })).toBeVisible();
  await expect(page.locator('#drawn-screen')).toHaveCount(0);
};

test.describe('signing in and staying signed in', () => {
  test('AUTH-19: a new member signs up by phone: landing, Log in, phone, the code from the outbox, then the first onboarding step', async ({ page, request }) => {
    await page.goto('/app');
    await expectAccessible(page, 'landing');
    // A guest on the landing page downloads none of Discover's chunks.
    await expect(page.locator('link[rel="modulepreload"][href*="/assets/recs.module-"]')).toHaveCount(0);
    await openLogin(page, 'phone');
    await expect(page.getByRole('heading', { name: "What's your number?" })).toBeVisible();
    await expectAccessible(page, 'phone step');
    const phone = freshPhone();
    await page.getByRole('combobox', { name: 'Country' }).selectOption('GB');
    await page.getByRole('textbox', { name: 'Phone number' }).fill(phone.national);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
    // The number just typed, in full: the member checks it for typos (issue 14).
    await expect(page.getByText(`We texted a 6-digit code to ${phone.e164}.`)).toBeVisible();
    await expectAccessible(page, 'code step');
    await page.getByRole('textbox', { name: 'Code' }).fill(await codeFor(request, phone.e164));
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/app\/onboarding$/);
    await expect(page.getByRole('heading', { level: 1, name: "What's your first name?" })).toBeFocused();
    await expect(page.getByRole('textbox', { name: 'First name' })).toBeVisible();
    await expectAccessible(page, 'onboarding');
  });

  test('AUTH-20: a returning member signs in by e-mail and lands on recs', async ({ page, request }) => {
    await page.goto('/app');
    await signInByEmail(page, request, DEMO_EMAIL);
    await onRecs(page);
    await expectAccessible(page, 'recs');
    await page.getByRole('link', { name: 'Matches' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Matches' })).toBeVisible();
    await expectAccessible(page, 'matches');
  });

  test('AUTH-18, ROUTE-19: a reload keeps the member signed in, no token is ever in localStorage or sessionStorage, and the root of the app opens Discover without the landing on the way', async ({ page, request }) => {
    const tokens: string[] = [];
    page.on('response', async (res) => {
      if (res.url().includes('/api/v4/auth/token') && res.ok()) {
        const body = (await res.json().catch(() => ({}))) as { data?: { login_result?: { auth_token?: string } } };
        if (body.data?.login_result?.auth_token) tokens.push(body.data.login_result.auth_token);
      }
    });
    await page.goto('/app');
    await signInByEmail(page, request, DEMO_EMAIL);
    await onRecs(page);
    await page.reload();
    await onRecs(page);
    // Discover's chunks start at once for a member: the recs module's chunk is preloaded by the start-up script.
    await expect(page.locator('link[rel="modulepreload"][href*="/assets/recs.module-"]')).toHaveCount(1);
    expect(tokens.length).toBeGreaterThan(0);
    const stored = await page.evaluate(() => ({
      local: Object.entries(localStorage),
      session: Object.entries(sessionStorage),
      cookies: document.cookie,
    }));
    const everything = JSON.stringify(stored);
    for (const token of tokens) expect(everything).not.toContain(token);
    for (const [key] of [...stored.local, ...stored.session]) expect(key).not.toMatch(/token/i);
    expect(stored.cookies).not.toMatch(/refresh/i);

    // Opening the app's root again, the member is taken to Discover and the landing never shows on the way, even
    // while the session is restored slowly (its answer waits 1.5 s here; its "Log in" button is never drawn).
    await page.route('**/api/v4/auth/token*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await page.addInitScript(() => {
      const w = window as unknown as { __landingSeen: boolean };
      w.__landingSeen = false;
      new MutationObserver(() => {
        if ([...document.querySelectorAll('button')].some((b) => b.textContent?.trim() === 'Log in')) w.__landingSeen = true;
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/app');
    await onRecs(page);
    expect(await page.evaluate(() => (window as unknown as { __landingSeen: boolean }).__landingSeen)).toBe(false);
  });

  test("PL-03, PL-04, PL-05: a returning member's start gets the first cards before the post-login steps, which then run", async ({ page, request }) => {
    await page.goto('/app');
    await signInByEmail(page, request, DEMO_EMAIL);
    await onRecs(page);
    // The first page of cards answers slowly: the post-login steps wait for it rather than take the network first.
    const events: string[] = [];
    await page.route('**/api/v2/recs/core*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      const response = await route.fetch();
      events.push('recs answered');
      await route.fulfill({ response });
    });
    page.on('request', (req) => {
      const path = new URL(req.url()).pathname;
      if (/^\/api\/(contact\/request|ws\/generate|updates)$/.test(path)) events.push(path);
    });
    const contactSent = page.waitForRequest((req) => req.url().includes('/api/contact/request'));
    await page.reload();
    await onRecs(page);
    await expect(page.getByRole('button', { name: /^Like \S/ })).toBeEnabled();
    // PL-05 still runs once the cards are in.
    await contactSent;
    expect(events[0]).toBe('recs answered');
    expect(events).toEqual(expect.arrayContaining(['/api/ws/generate', '/api/contact/request']));
  });

  test('AUTH-25: an expired access token is refreshed without the member noticing', async ({ page, request }) => {
    await page.goto('/app');
    await signInByEmail(page, request, DEMO_EMAIL);
    await onRecs(page);
    const refreshes: number[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/api/v4/auth/token')) refreshes.push(Date.now());
    });
    // The journeys' server gives access tokens 10 seconds; wait them out.
    await page.waitForTimeout(11_000);
    const refreshed = page.waitForResponse((res) => res.url().includes('/api/v4/auth/token'));
    const profileLoaded = page.waitForResponse((res) => res.url().includes('/api/v2/profile') && res.status() === 200);
    await page.getByRole('link', { name: 'Profile' }).click();
    await page.getByRole('link', { name: 'Settings', exact: true }).click();
    expect((await refreshed).status()).toBe(200);
    await profileLoaded;
    await expect(page.getByText(/Signed in with d\*+@/)).toBeVisible();
    expect(refreshes).toHaveLength(1);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expectAccessible(page, 'settings');
  });

  test('AUTH-33: logging out ends the session: back on the landing, and a reload stays signed out', async ({ page, request }) => {
    await page.goto('/app');
    await signInByEmail(page, request, DEMO_EMAIL);
    await onRecs(page);
    await page.getByRole('link', { name: 'Profile' }).click();
    await page.getByRole('link', { name: 'Settings', exact: true }).click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/app$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Start something real' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Start something real' })).toBeVisible();
    await page.goto('/app/recs');
    await expect(page).toHaveURL(/\/app$/);
  });

  test('ROUTE-20: a deep link while logged out goes to log in, then to the wanted page with its query string', async ({ page, request }) => {
    await page.goto('/app/settings?section=privacy');
    await expect(page).toHaveURL(/\/app\?section=privacy$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Start something real' })).toBeVisible();
    await signInByEmail(page, request, DEMO_EMAIL);
    await expect(page).toHaveURL(/\/app\/settings\?section=privacy$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  });

  test('AUTH-09: five wrong codes give a clear error and need a new code', async ({ page, request }) => {
    const phone = freshPhone();
    await page.goto('/app');
    await openLogin(page, 'phone');
    await page.getByRole('combobox', { name: 'Country' }).selectOption('GB');
    await page.getByRole('textbox', { name: 'Phone number' }).fill(phone.national);
    await page.getByRole('button', { name: 'Continue' }).click();
    const right = await codeFor(request, phone.e164);
    const wrong = right === '000000' ? '111111' : '000000';
    const codeField = page.getByRole('textbox', { name: 'Code' });
    for (let attempt = 1; attempt <= 4; attempt++) {
      await codeField.fill(wrong);
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByRole('alert')).toContainText(`That code is not right. Please check it and try again. ${5 - attempt} attempt`);
    }
    await codeField.fill(wrong);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('alert')).toContainText('Too many wrong codes. Please request a new code.');
    await expect(codeField).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await expectAccessible(page, 'code killed');
    // The right code no longer helps; a new one does (after the resend countdown).
    await expect(page.getByRole('button', { name: 'Send a new code' })).toBeEnabled({ timeout: 35_000 });
    await page.getByRole('button', { name: 'Send a new code' }).click();
    await expect(codeField).toBeEnabled();
    await expect.poll(() => codeFor(request, phone.e164)).not.toBe(right);
    await codeField.fill(await codeFor(request, phone.e164));
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/app\/onboarding$/);
  });

  test('SESS-07: a second tab deactivates the first, which can take over again', async ({ page, context, request }) => {
    await page.goto('/app');
    await signInByPhone(page, request, freshPhone());
    await expect(page).toHaveURL(/\/app\/onboarding$/);
    const second = await context.newPage();
    await second.goto('/app');
    await expect(page.getByRole('heading', { level: 1, name: 'Spark is open in another tab' })).toBeVisible();
    await expectAccessible(page, 'deactivated tab');
    await page.getByRole('button', { name: 'Use here' }).click();
    await expect(second.getByRole('heading', { level: 1, name: 'Spark is open in another tab' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Spark is open in another tab' })).toHaveCount(0);
  });
});
