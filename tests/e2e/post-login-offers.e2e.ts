import type { Page } from '@playwright/test';
import { expect, expectAccessible, signInByEmail, test } from './support/journey';
import { newMember } from './support/members';

/** A look at the screen as it is, at a phone's size and a desktop's (kept with the run's results). */
async function lookAt(page: Page, name: string): Promise<void> {
  for (const [size, viewport] of [
    ['phone', { width: 390, height: 844 }],
    ['desktop', { width: 1280, height: 800 }],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: test.info().outputPath(`${name}-${size}.png`), fullPage: true });
  }
}

test.describe('post-login offers', () => {
  test.describe.configure({ timeout: 90_000 });

  test('PL-13, PUR-15, PUR-35: a member whose intro price was put before them signs in with the getGold link open, is shown the incentive redemption and only it, redeems, and reaches the checkout at the intro price', async ({ page, request }) => {
    const ida = await newMember('Ida');
    expect((await request.post('/api/e2e/offer-prompt', { data: { email: ida.email, offer: 'intro' } })).ok()).toBe(true);
    await page.goto('/app/getGold');
    await signInByEmail(page, request, ida.email);

    const redemption = page.getByRole('dialog', { name: 'Spark Gold at an intro price' });
    await expect(redemption).toBeVisible({ timeout: 30_000 });
    await expect(redemption).toHaveAccessibleDescription('Gold for your first month at $12.50, 50% off.');
    // Focus on the main action; what is paid now against the usual price is said in words.
    await expect(redemption.getByRole('button', { name: 'Redeem' })).toBeFocused();
    await expect(redemption.getByText('was $24.99, now $12.50')).toBeAttached();
    await expect(redemption.getByText('Then it renews at $24.99 a month.', { exact: false })).toBeVisible();
    // Only one modal: the getGold link's paywall is not shown beside it.
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await expect(page.getByRole('dialog', { name: 'Seeing who likes you comes with Spark Gold' })).toHaveCount(0);
    await expectAccessible(page, 'incentive redemption');
    await lookAt(page, 'incentive-redemption');

    await redemption.getByRole('button', { name: 'Redeem' }).press('Enter');
    await expect(page).toHaveURL(/\/app\/checkout\?product=gold&terms=1&from=incentive$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const gold = page.getByRole('group', { name: 'Plan' }).getByRole('radio', { name: /Gold/ });
    await expect(gold).toBeChecked();
    await expect(gold).toHaveAccessibleName(/Intro price.*was \$24\.99\/month, now \$12\.50\/month/);
    await expect(page.getByTestId('checkout-offer')).toContainText(/Intro price/);
    await expectAccessible(page, 'checkout after the incentive redemption');

    // Shown once: the next start does not show it again (the getGold link's paywall, still open, does).
    await page.goto('/app/recs');
    await expect(page.getByRole('dialog', { name: 'Spark Gold at an intro price' })).toHaveCount(0);
  });

  test('PL-13, PUR-35, PUR-40: a member with a bundle offer put before them is shown the bundle offer after sign-in and takes it to the checkout', async ({ page, request }) => {
    const bo = await newMember('Bo');
    expect((await request.post('/api/e2e/offer-prompt', { data: { email: bo.email, offer: 'bundle' } })).ok()).toBe(true);
    await page.goto('/app');
    await signInByEmail(page, request, bo.email);

    const bundle = page.getByRole('dialog', { name: 'A bundle just for you' });
    await expect(bundle).toBeVisible({ timeout: 30_000 });
    await expect(bundle).toHaveAccessibleDescription('5 Boosts and 5 Super Likes for $14.99, 25% off.');
    const contents = bundle.getByRole('list', { name: 'In the bundle' });
    await expect(contents.getByRole('listitem')).toHaveText(['5 Boosts', '5 Super Likes']);
    await expect(bundle.getByText('was $19.95, now $14.99')).toBeAttached();
    await expect(bundle.getByText(/^Ends in 6 days 23 h \d+ min$/)).toBeVisible();
    await expect(bundle.getByRole('button', { name: 'Get the bundle' })).toBeFocused();
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await expectAccessible(page, 'bundle offer');
    await lookAt(page, 'bundle-offer');

    await bundle.getByRole('button', { name: 'Get the bundle' }).click();
    await expect(page).toHaveURL(/\/app\/checkout\?product=consumable&offer=[^&]+&from=bundle_offer$/);
    await expect(page.getByRole('heading', { name: 'Your offer' })).toBeVisible();
    await expect(page.getByText('5 Boosts and 5 Super Likes').first()).toBeVisible();
    await expectAccessible(page, 'checkout of the bundle offer');
  });
});
