import { codeFor, expect, expectAccessible, freshEmail, signInByEmail, test } from './support/journey';
import { makeMatch, newMember } from './support/members';

const openSettings = async (page: import('@playwright/test').Page, email: string, request: import('@playwright/test').APIRequestContext) => {
  await page.goto('/app');
  await signInByEmail(page, request, email);
  await expect(page).toHaveURL(/\/app\/(recs|matches)/);
  await page.goto('/app/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('link', { name: /E-mail address/ })).toBeVisible();
};

test.describe('settings', () => {
  test('SET-10, ROUTE-06: a member turns off "recently active" and finds it kept after a reload', async ({ page, request }) => {
    const member = await newMember('Robin');
    await openSettings(page, member.email, request);
    await expectAccessible(page, 'settings');
    await page.getByRole('link', { name: /Recently active/ }).click();
    await expect(page).toHaveURL(/\/app\/settings\/recently-active$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Recently active' })).toBeFocused();
    const toggle = page.getByRole('switch', { name: 'Show that I was recently active' });
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expectAccessible(page, 'recently active');
    const saved = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v2/profile/user' && r.request().method() === 'POST');
    await toggle.press('Space');
    expect((await saved).status()).toBe(200);
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Show that I was recently active' })).toHaveAttribute('aria-checked', 'false');
  });

  test('SET-15: a member changes their e-mail address with a code sent to the new one', async ({ page, request }) => {
    const member = await newMember('Kim');
    await openSettings(page, member.email, request);
    await page.getByRole('link', { name: /E-mail address/ }).click();
    await expect(page).toHaveURL(/\/app\/settings\/email-account$/);
    await expectAccessible(page, 'e-mail account');
    const next = freshEmail();
    const field = page.getByRole('textbox', { name: 'New e-mail address' });
    await field.fill('not an address');
    await page.getByRole('button', { name: 'Send a code' }).click();
    await expect(page.getByText("That doesn't look like an e-mail address.")).toBeVisible();
    await expect(field).toHaveValue('not an address');
    await field.fill(next);
    await page.getByRole('button', { name: 'Send a code' }).click();
    await expect(page.getByText(/We sent a code to/)).toBeVisible();
    await expectAccessible(page, 'e-mail code');
    await page.getByRole('textbox', { name: 'Code' }).fill(await codeFor(request, next));
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText(`Done: ${next} is now your e-mail address.`)).toBeVisible();
    await expectAccessible(page, 'e-mail changed');
    const backLink = page.getByRole('status').filter({ hasText: 'Done:' }).getByRole('link', { name: 'Back to settings' });
    const changes = await backLink.evaluate(
      (link) =>
        new Promise<number>((resolve) => {
          let count = 0;
          const observer = new MutationObserver((records) => (count += records.length));
          observer.observe(link.closest('main') ?? document.body, { subtree: true, childList: true, attributes: true, characterData: true });
          setTimeout(() => {
            observer.disconnect();
            resolve(count);
          }, 1000);
        }),
    );
    expect(changes, 'the page settles once the change is done').toBeLessThan(5);
    await backLink.focus();
    await backLink.press('Enter');
    await expect(page.getByRole('link', { name: /E-mail address/ })).toContainText(`${next.slice(0, 1)}***@example.com`);
  });

  test('PROF-26: a member deletes their account; signing in again with the same address starts a new member in onboarding', async ({ page, request }) => {
    const member = await newMember('Sasha');
    const other = await newMember('Noor');
    await makeMatch(member, other);
    await openSettings(page, member.email, request);
    await page.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await expect(dialog).toBeVisible();
    await expectAccessible(page, 'delete account');
    const confirm = dialog.getByRole('button', { name: 'Delete my account' });
    // Nothing is deleted until the word is typed.
    await expect(confirm).toHaveAttribute('aria-disabled', 'true');
    await dialog.getByRole('textbox', { name: 'Type DELETE to confirm' }).fill('delete');
    await confirm.click();
    await expect(page).not.toHaveURL(/\/app\/settings/);
    await expect(page.getByRole('button', { name: 'Log in' }).first()).toBeVisible();
    // The old session is over on the server too.
    expect((await request.get('/api/v2/profile', { headers: { 'x-auth-token': await member.token().catch(() => 'gone') } })).status()).toBe(401);

    await signInByEmail(page, request, member.email);
    await expect(page).toHaveURL(/\/app\/onboarding$/);
    await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('');
    await expectAccessible(page, 'onboarding after deletion');
    // None of the old data: the other member's match with them is gone.
    const matches = await other.api('GET', '/v2/matches?count=60');
    expect(matches.status).toBe(200);
    expect(JSON.stringify(matches.body)).not.toContain(member.userId);
  });
});
