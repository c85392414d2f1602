import { codeFor, expect, expectAccessible, freshEmail, freshPhone, signInByPhone, test } from './support/journey';
import { newMember, ORIGIN } from './support/members';

/** A member who joined two days ago by e-mail, now with only a phone number (support/e2e-server.ts). */
const phoneMember = async (name: string): Promise<{ national: string; e164: string }> => {
  const member = await newMember(name);
  const phone = freshPhone();
  const answer = await fetch(`${ORIGIN}/api/e2e/phone-member`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: member.email, phone: phone.e164 }),
  });
  expect(answer.status).toBe(200);
  return phone;
};

test.describe('the e-mail prompt after sign-in', () => {
  // Each makes a member, signs in by phone and waits for the whole post-login sequence.
  test.describe.configure({ timeout: 120_000 });

  test('PL-10: a member without an e-mail address is asked for one after signing in; a wrong address keeps what was typed; the code adds it; the account shows it', async ({ page, request }) => {
    const phone = await phoneMember('Noor');
    await page.goto('/app');
    await signInByPhone(page, request, phone);
    const dialog = page.getByRole('dialog', { name: 'Add your e-mail address' });
    // Step 7 of the post-login sequence: after the profile, the feeds and the contact request.
    await expect(dialog).toBeVisible({ timeout: 30_000 });
    await expect(dialog.getByText('Sign in without your phone', { exact: false })).toBeVisible();
    // The journeys' server cannot tell the country: the marketing box is the strict one, unticked.
    const optIn = dialog.getByRole('checkbox', { name: 'Also send me tips, news and offers' });
    await expect(optIn).not.toBeChecked();
    await expect(dialog.getByRole('button', { name: 'Not now' })).toBeVisible();
    await expectAccessible(page, 'e-mail prompt');

    const field = dialog.getByRole('textbox', { name: 'E-mail address' });
    await expect(field).toBeFocused();
    await field.fill('noor at example');
    await dialog.getByRole('button', { name: 'Send a code' }).click();
    await expect(dialog.getByText("That doesn't look like an e-mail address", { exact: false })).toBeVisible();
    await expect(field).toHaveValue('noor at example');
    await expectAccessible(page, 'e-mail prompt, refused address');

    const address = freshEmail();
    await field.fill(address);
    await optIn.check();
    await dialog.getByRole('button', { name: 'Send a code' }).click();
    const code = dialog.getByRole('textbox', { name: 'Code' });
    await expect(code).toBeFocused();
    await code.fill(await codeFor(request, address));
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog.getByRole('status')).toContainText(`${address} is now your account's e-mail address`);
    const done = dialog.getByRole('button', { name: 'Done' });
    await expect(done).toBeFocused();
    await expect(dialog.getByRole('button', { name: 'Not now' })).toBeHidden();
    await expectAccessible(page, 'e-mail prompt, done');
    await done.click();
    await expect(dialog).toBeHidden();

    // The account has the address, and the promotions e-mails the box asked for.
    await page.goto('/app/settings/account');
    await expect(page.getByRole('link', { name: /E-mail/ })).toContainText(address.slice(0, 1));
    await page.goto('/app/settings/email');
    await expect(page.getByRole('switch', { name: 'News and offers' })).toBeChecked();
  });

  test('PL-10: "Not now" closes the prompt for good: the next sign-in does not ask again', async ({ page, request, context }) => {
    const phone = await phoneMember('Ravi');
    await page.goto('/app');
    await signInByPhone(page, request, phone);
    const dialog = page.getByRole('dialog', { name: 'Add your e-mail address' });
    // Step 7 of the post-login sequence: after the profile, the feeds and the contact request.
    await expect(dialog).toBeVisible({ timeout: 30_000 });
    await dialog.getByRole('button', { name: 'Not now' }).click();
    await expect(dialog).toBeHidden();

    await context.clearCookies();
    await page.goto('/app');
    // The prompt's step asks the provider for the member's settings; once they answered, nothing opens.
    const memberSettings = page.waitForResponse((r) => r.url().includes('/api/v2/meta') && r.request().headers()['x-auth-token'] !== undefined, { timeout: 30_000 });
    await signInByPhone(page, request, phone);
    await expect(page).toHaveURL(/\/app\/recs$/);
    expect((await (await memberSettings).json()).data).toMatchObject({ emailPromptDismissible: false, emailPromptRequired: false });
    await expect(page.getByRole('article')).toBeVisible();
    await expect(dialog).toBeHidden();
  });
});
