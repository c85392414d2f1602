import { answerConsents, expect, expectAccessible, signInByEmail, test } from './support/journey';
import { newMember, ORIGIN } from './support/members';

test.describe('e-mail subscriptions', () => {
  test('SET-13: a member finds the subscriptions link in settings; opened signed out, it changes what they get by e-mail and keeps it', async ({ page, request, browser }) => {
    const member = await newMember('Ari');
    await page.goto('/app');
    await signInByEmail(page, request, member.email);
    await expect(page).toHaveURL(/\/app\/(recs|matches)/);
    await page.goto('/app/settings');
    await page.getByRole('link', { name: /E-mail notifications/ }).click();
    await expect(page).toHaveURL(/\/app\/settings\/email$/);
    const manage = page.getByRole('link', { name: 'Manage e-mail subscriptions' });
    await expect(manage).toBeVisible();
    await expectAccessible(page, 'e-mail notifications');
    const href = await manage.getAttribute('href');
    expect(href).toMatch(/^\/app\/email-subscription\?token=.+/);

    // The link of an e-mail opens in a browser where nobody is signed in.
    const context = await browser.newContext({ baseURL: ORIGIN });
    await answerConsents(context);
    try {
      const visitor = await context.newPage();
      await visitor.goto(href as string);
      await expect(visitor).toHaveURL(/\/app\/email-subscription\?token=/);
      await expect(visitor.getByRole('heading', { level: 1, name: 'E-mail subscriptions' })).toBeVisible();
      const promotions = visitor.getByRole('switch', { name: 'News and offers' });
      await expect(promotions).toHaveAttribute('aria-checked', 'false');
      await expect(visitor.getByRole('switch', { name: 'New matches' })).toHaveAttribute('aria-checked', 'true');
      await expectAccessible(visitor, 'e-mail subscriptions');
      const saved = visitor.waitForResponse((r) => new URL(r.url()).pathname === '/api/v2/subscriptions/web' && r.request().method() === 'POST');
      await promotions.focus();
      await promotions.press('Space');
      expect((await saved).status()).toBe(200);
      await expect(promotions).toHaveAttribute('aria-checked', 'true');
      await expect(visitor.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
      await visitor.reload();
      await expect(visitor.getByRole('switch', { name: 'News and offers' })).toHaveAttribute('aria-checked', 'true');

      await visitor.goto('/app/email-subscription?token=not-a-real-token');
      await expect(visitor.getByRole('alert')).toContainText("We couldn't open your e-mail subscriptions with this link.");
      await expectAccessible(visitor, 'e-mail subscriptions, unknown link');
      await visitor.goto('/app/email-subscription');
      await expect(visitor.getByRole('alert')).toContainText('This link is missing the part that tells us who you are.');
    } finally {
      await context.close();
    }

    // The member's own settings show the change made through the link.
    await page.getByRole('link', { name: 'Back to settings' }).first().click();
    await page.getByRole('link', { name: /E-mail notifications/ }).click();
    await expect(page.getByRole('switch', { name: 'News and offers' })).toHaveAttribute('aria-checked', 'true');
  });
});
