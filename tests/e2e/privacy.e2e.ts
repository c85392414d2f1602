import type { Page } from '@playwright/test';
import { expect, expectAccessible, signInByEmail, test } from './support/journey';
import { newMember, ORIGIN } from './support/members';

/** Journeys that meet the consent prompt: nothing is answered on this browser before the app starts. */
test.use({ consentAnswered: false });

const SHOTS = process.env['PRIVACY_SHOTS'];
/** Throwaway screenshots to look at (PRIVACY_SHOTS=<folder>), at a phone's and a desktop's size. */
const shoot = async (page: Page, name: string) => {
  if (SHOTS === undefined) return;
  for (const [w, h] of [
    [390, 844],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width: w, height: h });
    await page.screenshot({ path: `${SHOTS}/${name}-${w}x${h}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
};

const prompt = (page: Page) => page.getByRole('dialog', { name: 'Your privacy choices' });
const consentsOf = async (member: Awaited<ReturnType<typeof newMember>>) => {
  const answer = await member.api('GET', '/v2/profile/consents');
  expect(answer.status).toBe(200);
  return Object.fromEntries((answer.body.data.categories as { code: string; enabled: boolean }[]).map((c) => [c.code, c.enabled]));
};
const openPrivacyPage = async (page: Page) => {
  await page.goto('/app/settings');
  await page.getByRole('link', { name: /Privacy and visibility/ }).click();
  await expect(page).toHaveURL(/\/app\/settings\/privacy$/);
  await expect(page.getByRole('heading', { name: 'Cookies and data' })).toBeVisible();
};

test.describe('privacy and consents', () => {
  // Several screens, each with an axe check, and a sign-in: more than the default minute on a busy machine.
  test.describe.configure({ timeout: 120_000 });
  test('NAV-12, PRIV-05, PRIV-06: a guest rejects the optional consents by keyboard, signs in, and the provider has the choices', async ({ page, request }) => {
    const member = await newMember('Noor');
    await page.goto('/app');
    await expect(prompt(page)).toBeVisible();
    // Focus moves into the prompt.
    await expect(prompt(page).getByRole('heading', { name: 'Your privacy choices' })).toBeFocused();
    await expectAccessible(page, 'consent prompt');
    await shoot(page, 'prompt');

    // Manage choices: a switch per category; the necessary one is always on; Escape closes and gives focus back.
    await prompt(page).getByRole('button', { name: 'Manage choices' }).click();
    const manage = page.getByRole('dialog', { name: 'Manage privacy choices' });
    await expect(manage).toBeVisible();
    for (const name of ['Functional', 'Analytics', 'Advertising', 'Social media']) await expect(manage.getByRole('switch', { name: new RegExp(`^${name}`) })).toHaveAttribute('aria-checked', 'false');
    await expect(manage.getByText('Always on', { exact: true })).toBeVisible();
    await expectAccessible(page, 'manage privacy choices');
    await shoot(page, 'manage');
    await page.keyboard.press('Escape');
    await expect(manage).toBeHidden();
    await expect(prompt(page).getByRole('button', { name: 'Manage choices' })).toBeFocused();

    // Rejecting is one press, like accepting.
    await prompt(page).getByRole('button', { name: 'Reject optional' }).focus();
    await page.keyboard.press('Enter');
    await expect(prompt(page)).toBeHidden();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Log in' }).first()).toBeVisible();
    await expect(prompt(page)).toBeHidden();

    const sent = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v2/account/consents' && r.request().method() === 'POST');
    await signInByEmail(page, request, member.email);
    expect((await sent).status()).toBe(200);
    await expect(page).toHaveURL(/\/app\/(recs|matches)/);
    expect(await consentsOf(member)).toEqual({ strictly_necessary: true, functional: false, analytics: false, advertising: false, social: false });
    await expect(prompt(page)).toBeHidden();
  });

  test('PRIV-06, PRIV-09: a member turns analytics on on the privacy page; the choice survives a reload and the provider has it', async ({ page, request }) => {
    const member = await newMember('Iris');
    await page.goto('/app');
    await prompt(page).getByRole('button', { name: 'Accept all' }).click();
    await expect(prompt(page)).toBeHidden();
    await signInByEmail(page, request, member.email);
    await expect(page).toHaveURL(/\/app\/(recs|matches)/);
    await openPrivacyPage(page);
    const analytics = page.getByRole('switch', { name: /^Analytics/ });
    await expect(analytics).toHaveAttribute('aria-checked', 'true');
    await expectAccessible(page, 'privacy page');
    await shoot(page, 'privacy-page');
    await analytics.press('Space');
    await expect(analytics).toHaveAttribute('aria-checked', 'false');
    await page.getByRole('button', { name: 'Save choices' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your choices are saved.' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('switch', { name: /^Analytics/ })).toHaveAttribute('aria-checked', 'false');
    await expect(page.getByRole('switch', { name: /^Advertising/ })).toHaveAttribute('aria-checked', 'true');
    expect(await consentsOf(member)).toMatchObject({ analytics: false, advertising: true });
  });

  test('PRIV-04: with the browser`s Global Privacy Control signal no prompt shows and every optional category is off', async ({ page, request }) => {
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true, configurable: true }));
    const member = await newMember('Gale');
    const geo = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v2/consents/geo');
    await page.goto('/app');
    await geo;
    await expect(page.getByRole('button', { name: 'Log in' }).first()).toBeVisible();
    await expect(prompt(page)).toBeHidden();
    await expectAccessible(page, 'landing under GPC');
    await signInByEmail(page, request, member.email);
    await expect(page).toHaveURL(/\/app\/(recs|matches)/);
    await openPrivacyPage(page);
    await expect(page.getByText('Global Privacy Control')).toBeVisible();
    for (const name of ['Analytics', 'Advertising', 'Social media']) await expect(page.getByRole('switch', { name: new RegExp(`^${name}`) })).toHaveAttribute('aria-checked', 'false');
    await expectAccessible(page, 'privacy page under GPC');
    await expect.poll(async () => (await consentsOf(member))['advertising']).toBe(false);
    expect(await consentsOf(member)).toMatchObject({ analytics: false, advertising: false, social: false, strictly_necessary: true });
  });

  test('PRIV-19: a member whose accepted terms are out of date accepts the new terms in a modal before going on', async ({ page, request }) => {
    const member = await newMember('Tomas');
    expect((await request.post(`${ORIGIN}/api/e2e/terms-outdated`, { data: { email: member.email } })).ok()).toBe(true);
    await page.goto('/app');
    await prompt(page).getByRole('button', { name: 'Reject optional' }).click();
    await signInByEmail(page, request, member.email);
    const modal = page.getByRole('dialog', { name: 'Our Terms of Service have changed' });
    await expect(modal).toBeVisible();
    await expect(modal.getByRole('button', { name: 'Accept and continue' })).toBeFocused();
    await expect(modal.getByRole('link', { name: /Read the Terms of Service/ })).toBeVisible();
    await expectAccessible(page, 'terms of service modal');
    await shoot(page, 'terms');
    await modal.getByRole('button', { name: 'Accept and continue' }).press('Enter');
    await expect(modal).toBeHidden();
    const settings = await member.api('POST', '/v2/meta', {});
    expect(settings.body.data).toMatchObject({ isTermsAcceptanceNeeded: false });
  });

  test('PRIV-16, PRIV-17, PRIV-18: in South Korea the consent form shows first; Continue needs both consents and is remembered', async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'x-country-code': 'KR' });
    await page.goto('/app');
    const form = page.getByRole('dialog', { name: 'Accept terms to continue' });
    await expect(form).toBeVisible();
    await expect(form.getByText('I consent to both options')).toBeVisible();
    await expectAccessible(page, 'South Korea form');
    await shoot(page, 'south-korea');
    const go = form.getByRole('button', { name: 'Continue' });
    await form.getByRole('checkbox', { name: /Location Information Service/ }).check();
    await expect(go).toHaveAttribute('aria-disabled', 'true');
    await go.press('Enter');
    await expect(form).toBeVisible();
    await form.getByRole('checkbox', { name: /information sharing/ }).check();
    await expect(form.getByText('I consent to both options')).toHaveCount(0);
    await go.press('Enter');
    await expect(form).toBeHidden();
    expect(await page.evaluate(() => window.localStorage.getItem('spark.southKoreaConsents'))).toBe('true');
    // Then the consent prompt, with South Korea's location category among the choices.
    await expect(prompt(page)).toBeVisible();
    await page.reload();
    await expect(prompt(page)).toBeVisible();
    await expect(form).toBeHidden();
  });
});
