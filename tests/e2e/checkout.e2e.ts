import type { Page } from '@playwright/test';
import { typeCard } from './support/checkout';
import { DEMO_EMAIL, expect, expectAccessible, signInByEmail, test } from './support/journey';
import { newMember } from './support/members';

const nameOn = async (page: Page): Promise<string> => (await page.getByRole('article').getByRole('heading').innerText()).split(',')[0]!.trim();

test.describe('checkout journeys', () => {
  test('PUR-22, PUR-32, PUR-35, PUR-07: a free member out of likes buys Gold at their intro price with a card that needs 3-D Secure, passes the challenge, and likes without limit', async ({ page, request }) => {
    test.slow(); // five screens checked with axe
    const used = await request.post('/api/e2e/likes-used', { data: { email: DEMO_EMAIL, left: 0 } });
    expect(used.ok()).toBe(true);
    await page.goto('/app');
    await signInByEmail(page, request, DEMO_EMAIL);
    await expect(page).toHaveURL(/\/app\/recs$/);
    await expect(page.getByRole('article')).toBeVisible();
    const match = page.getByRole('dialog', { name: "It's a match!" });
    await page.addLocatorHandler(match, async () => {
      await match.getByRole('button', { name: 'Keep swiping' }).click();
    });

    // Out of likes: a like is refused and the dialog leads to the plans.
    await page.getByRole('article').focus();
    await page.keyboard.press('ArrowRight');
    const out = page.getByRole('dialog', { name: "You're out of likes" });
    await expect(out).toBeVisible();
    await expect(out.getByRole('button', { name: 'See the plans' })).toBeFocused();
    await out.getByRole('button', { name: 'See the plans' }).click();
    await expect(page).toHaveURL(/\/app\/checkout\?product=gold/);

    // The paywall: three tiers side by side with their price per term, Gold chosen; a member who never bought sees
    // Gold for a month at the intro price (half of $24.99), the regular price struck through.
    const plans = page.getByRole('group', { name: 'Plan' });
    await expect(plans.getByRole('radio')).toHaveCount(3);
    await expect(plans.getByRole('radio', { name: /Gold/ })).toBeChecked();
    await expect(plans.getByRole('radio', { name: /Gold/ })).toHaveAccessibleName(/was \$24\.99\/month, now \$12\.50\/month/);
    await page.getByRole('radio', { name: '6 months' }).check();
    await expect(plans).toContainText('$14.99/month');
    await page.getByRole('radio', { name: '1 month' }).check();
    await expectAccessible(page, 'checkout');

    // The card form names the brand; the zip brings the tax (10001: 4 %). PUR-10: a card pays 10 % less than the
    // intro price ($12.50 less $1.25 is $11.25), and the tax is on that ($0.45).
    await typeCard(page, '4000000000003220');
    await expect(page.getByLabel('Card number')).toHaveValue('4000 0000 0000 3220');
    await expect(page.getByText('Visa card')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pay $11.70' })).toBeVisible();
    await page.getByRole('button', { name: 'Pay $11.70' }).click();

    // The issuer's challenge in a dialog: the code field has the focus.
    const challenge = page.getByRole('dialog', { name: "Spark Test Bank: confirm it's you" });
    await expect(challenge).toBeVisible();
    await expect(challenge).toContainText('$11.70');
    await expect(challenge.getByLabel('Verification code')).toBeFocused();
    await expectAccessible(page, '3-D Secure challenge');
    await page.keyboard.type('123456');
    await page.keyboard.press('Enter');

    // Success: the heading takes the focus.
    const done = page.getByRole('heading', { name: "You're on Spark Gold" });
    await expect(done).toBeFocused();
    await expect(page.getByText('We charged $11.70 to your Visa ending in 3220.')).toBeVisible();
    await expectAccessible(page, 'checkout succeeded');

    // Back in Discover, likes are unlimited now.
    await page.getByRole('button', { name: 'Back to Discover' }).click();
    await expect(page).toHaveURL(/\/app\/recs$/);
    for (let i = 0; i < 2; i += 1) {
      const name = await nameOn(page);
      const like = page.getByRole('button', { name: `Like ${name}`, exact: true });
      await expect(like).not.toHaveAttribute('aria-disabled', 'true');
      await like.click();
      await expect(page.getByRole('status').filter({ hasText: new RegExp(`You liked ${name}\\.|It's a match with ${name}!`) })).toBeVisible();
    }
    await expect(page.getByTestId('out-of-likes')).toHaveCount(0);

    // The subscription settings show Gold and its latest payment.
    await page.goto('/app/settings/subscription');
    await expect(page.getByRole('heading', { name: 'Spark Gold' })).toBeVisible();
    await expect(page.getByText(/Last payment: \$11\.70/)).toBeVisible();
    await expectAccessible(page, 'subscription settings');
  });

  test('PUR-22, PUR-33: a declined card shows its error, keeps what was typed and charges nothing', async ({ page, request }) => {
    await page.goto('/app');
    await signInByEmail(page, request, DEMO_EMAIL);
    await expect(page).toHaveURL(/\/app\/recs$/);
    await page.goto('/app/checkout?product=gold');
    await expect(page.getByRole('radio', { name: /Gold/ })).toBeChecked();
    await typeCard(page, '4000 0000 0000 0002');
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    const error = page.getByRole('alert');
    await expect(error).toHaveText('Your card was declined. Nothing was charged. Try another card.');
    await expect(error).toBeFocused();
    await expect(page.getByLabel('Card number')).toHaveValue('4000 0000 0000 0002');
    await expect(page.getByLabel('Name on card')).toHaveValue('Demo Guest');
    await expectAccessible(page, 'checkout declined');

    await page.goto('/app/settings/subscription');
    await expect(page.getByRole('heading', { name: 'You have no subscription.' })).toBeVisible();
    await expect(page.getByText(/Last payment/)).toHaveCount(0);
  });

  test('PL-09: a payment left at its 3-D Secure challenge comes back after the next sign-in, in the checkout with the challenge open', async ({ page, request }) => {
    test.slow(); // three starts of the app
    await page.goto('/app');
    await signInByEmail(page, request, DEMO_EMAIL);
    await expect(page).toHaveURL(/\/app\/recs$/);
    await page.goto('/app/checkout?product=plus');
    await expect(page.getByRole('radio', { name: /Plus/ })).toBeChecked();
    await typeCard(page, '5200 0000 0000 3225');
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    const challenge = page.getByRole('dialog', { name: "Spark Test Bank: confirm it's you" });
    await expect(challenge).toBeVisible();

    // The member leaves without answering and comes back later: the app starts again and signs them in.
    await page.goto('about:blank');
    await page.goto('/app/recs');
    await expect(page).toHaveURL(/\/app\/checkout$/, { timeout: 30_000 });
    await expect(challenge).toBeVisible();
    await expect(challenge).toContainText('Mastercard');
    await expect(challenge.getByLabel('Verification code')).toBeFocused();
    await expect(page.getByRole('radio', { name: /Plus/ })).toBeChecked();
    await expectAccessible(page, 'checkout with a pending challenge');
    await page.keyboard.type('123456');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: "You're on Spark Plus" })).toBeFocused();

    // Answered: the next start goes where it was going.
    await page.goto('/app/recs');
    await expect(page.getByRole('article')).toBeVisible();
    await expect(page).toHaveURL(/\/app\/recs$/);
  });

  test('LIKES-09, PL-13: a visitor who opens the getGold link is shown the Gold paywall once signed in, and its button opens the Gold plans', async ({ page, request }) => {
    await page.goto('/app/getGold');
    await signInByEmail(page, request, DEMO_EMAIL);
    const paywall = page.getByRole('dialog', { name: 'Seeing who likes you comes with Spark Gold' });
    await expect(paywall).toBeVisible({ timeout: 30_000 });
    await expect(paywall.getByRole('button', { name: 'See the plans' })).toBeFocused();
    await expectAccessible(page, 'gold deep link paywall');
    await paywall.getByRole('button', { name: 'See the plans' }).click();
    await expect(page).toHaveURL(/\/app\/checkout\?product=gold/);
    await expect(page.getByRole('radio', { name: /Gold/ })).toBeChecked();

    // Used once: the next start shows no paywall.
    await page.goto('/app/recs');
    await expect(page.getByRole('article')).toBeVisible();
    await expect(paywall).toHaveCount(0);
  });
  test('PUR-24: a member in Brazil is asked for their CPF with a new card; a wrong one is refused on the form, a valid one pays', async ({ page, request }) => {
    const bia = await newMember('Bia');
    // São Paulo: the member's billing asks for the CPF.
    expect((await bia.api('POST', '/v2/meta', { lat: -23.5558, lon: -46.6396 })).status).toBe(200);
    await page.goto('/app');
    await signInByEmail(page, request, bia.email);
    await expect(page).toHaveURL(/\/app\/recs$/);
    await page.goto('/app/checkout?product=gold');
    const cpf = page.getByLabel('CPF');
    await expect(cpf).toBeVisible();
    await typeCard(page, '4242424242424242');
    await cpf.fill('111.444.777-36');
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    await expect(cpf).toBeFocused();
    await expect(page.getByText('Enter a valid CPF: 11 digits, like 123.456.789-09.')).toBeVisible();
    await expectAccessible(page, 'checkout with a CPF');
    await cpf.fill('111.444.777-35');
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    await expect(page.getByRole('heading', { name: "You're on Spark Gold" })).toBeFocused();
  });
});
