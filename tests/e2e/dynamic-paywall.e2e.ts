import { subscribeByApi } from './support/checkout';
import { existingMember } from './support/members';
import { DEMO_EMAIL, DESKTOP, expect, expectAccessible, lookAt, signInByEmail, test } from './support/journey';

test.describe('dynamic paywall and personalized offer journeys', () => {
  test("PUR-35, MISC-02: a free member's feature paywall opens the provider's dynamic paywall, and Continue opens the checkout with its highlighted tier and term", async ({ page, request }) => {
    test.slow(); // three screens checked with axe, four screenshots
    await page.setViewportSize(DESKTOP);
    const content = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v2/dynamicui/configuration/content');
    await page.goto('/app');
    await signInByEmail(page, request, DEMO_EMAIL);
    await expect(page).toHaveURL(/\/app\/recs$/);
    await expect(page.getByRole('article')).toBeVisible();

    // RECS-14: a pass, then Rewind, which a free member does not have: the feature paywall.
    const name = (await page.getByRole('article').getByRole('heading').innerText()).split(',')[0]!.trim();
    await page.getByRole('button', { name: `Pass on ${name}`, exact: true }).click();
    await page.getByRole('button', { name: 'Rewind' }).click();
    const notice = page.getByRole('dialog', { name: /Rewind comes with Spark/ });
    await expect(notice).toBeVisible();
    // The provider's content for the feature (the server's default for Rewind, MISC-02).
    const answer = await (await content).json();
    expect(answer).toMatchObject({ data: { content: { feature: 'undo', tiers: ['plus', 'gold', 'platinum'], highlighted: 'gold', terms: 6 } } });
    await expectAccessible(page, 'feature paywall');
    await notice.getByRole('button', { name: 'See the plans' }).click();

    // PUR-35: the dynamic paywall: the provider's heading and perks, its three tiers side by side, Gold chosen at 6 months.
    const paywall = page.getByRole('dialog', { name: 'Take back your last swipe' });
    await expect(paywall).toBeVisible();
    await expect(notice).toHaveCount(0);
    await expect(paywall.getByRole('listitem')).toHaveText(['Rewind your last swipe and swipe anywhere with Passport', 'Unlimited likes', 'See everyone who likes you, and like them back']);
    const tiers = paywall.getByRole('group', { name: 'Plan' });
    await expect(tiers.getByRole('radio')).toHaveCount(3);
    await expect(tiers.getByRole('radio', { name: /Gold/ })).toBeChecked();
    await expect(tiers.getByRole('radio', { name: /Gold/ })).toHaveAccessibleName(/Most popular/);
    // The tier tables' 6 months: Plus $35.94, Gold $89.94 ($14.99 a month), Platinum $119.94.
    await expect(tiers).toContainText('$35.94 every 6 months');
    await expect(tiers).toContainText('$89.94 every 6 months');
    await expect(tiers).toContainText('$14.99/month');
    await expect(tiers).toContainText('$119.94 every 6 months');
    await expect(paywall.getByRole('group', { name: 'Length' }).getByRole('radio', { name: /^6 months/ })).toBeChecked();
    const continueButton = paywall.getByRole('button', { name: 'Continue' });
    await expect(continueButton).toBeFocused();
    await expectAccessible(page, 'dynamic paywall');
    await lookAt(page, 'dynamic-paywall');

    await continueButton.click();
    await expect(page).toHaveURL(/\/app\/checkout\?product=gold&terms=6&from=undo$/);
    const gold = page.getByRole('group', { name: 'Plan' }).getByRole('radio', { name: /Gold/ });
    await expect(gold).toBeChecked();
    await expect(page.getByRole('radio', { name: '6 months', exact: true })).toBeChecked();
    await expectAccessible(page, 'checkout from the dynamic paywall');
  });

  test("PUR-35, PUR-37: a subscriber's discount banner opens the personalized offer (its price, its end); closed, the focus is back on the banner; taken, the checkout is at the offer's price", async ({ page, request }) => {
    test.slow(); // three screens checked with axe, four screenshots
    // The guest is on Gold, renewing: the server offers 20 % off the next month.
    const guest = await existingMember(DEMO_EMAIL);
    await subscribeByApi(guest, 'gold', 'e2e-personalized');
    await page.setViewportSize(DESKTOP);
    await page.goto('/app');
    await signInByEmail(page, request, DEMO_EMAIL);
    await expect(page).toHaveURL(/\/app\/recs$/);

    const banner = page.getByRole('region', { name: '20% off your next month of Spark Gold' });
    await expect(banner).toBeVisible();
    const open = banner.getByRole('button', { name: 'See the offer' });
    await open.click();
    const offer = page.getByRole('dialog', { name: 'An offer just for you' });
    await expect(offer).toBeVisible();
    await expect(offer).toHaveAccessibleDescription('Spark Gold for a month at $20.00, 20% off.');
    await expect(offer.getByText('was $24.99/month, now $20.00/month')).toBeAttached();
    await expect(offer.getByText(/^Ends in \d+ days? /)).toBeVisible();
    await expect(offer.getByRole('button', { name: 'Get Gold' })).toBeFocused();
    await expectAccessible(page, 'personalized offer');
    await lookAt(page, 'personalized-offer');

    // Closed with Escape: the focus is back on the banner's button, the banner still there.
    await page.keyboard.press('Escape');
    await expect(offer).toHaveCount(0);
    await expect(open).toBeFocused();

    // Opened again from the keyboard and taken: the checkout for Gold's month at the offer's price.
    await page.keyboard.press('Enter');
    await expect(offer).toBeVisible();
    await offer.getByRole('button', { name: 'Get Gold' }).click();
    await expect(page).toHaveURL(/\/app\/checkout\?product=gold&terms=1&from=personalized_offer$/);
    const gold = page.getByRole('group', { name: 'Plan' }).getByRole('radio', { name: /Gold/ });
    await expect(gold).toBeChecked();
    await expect(gold).toHaveAccessibleName(/was \$24\.99\/month, now \$20\.00\/month/);
    await expect(page.getByRole('region', { name: 'Spark Gold' }).getByText('was $24.99, now $20.00')).toBeAttached();
    await expectAccessible(page, 'checkout at the offer price');
    await lookAt(page, 'checkout-personalized-offer');
  });
});
