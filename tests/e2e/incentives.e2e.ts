import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, expectAccessible, freshEmail, signInByEmail, test } from './support/journey';
import { inBrowser, newMember } from './support/members';

const jpeg = async (name: string, background: string) => ({
  name,
  mimeType: 'image/jpeg',
  buffer: await sharp({ create: { width: 480, height: 640, channels: 3, background } }).jpeg().toBuffer(),
});
const step = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const next = (page: Page) => page.getByRole('button', { name: 'Continue' }).click();

/** A new member by e-mail answers the required steps and finishes with two photos. */
async function onboard(page: Page) {
  await expect(step(page, "What's your first name?")).toBeFocused();
  await page.getByRole('textbox', { name: 'First name' }).fill('Noor');
  await next(page);
  await expect(step(page, "When's your birthday?")).toBeFocused();
  await page.getByRole('textbox', { name: 'Day' }).fill('14');
  await page.getByRole('textbox', { name: 'Month' }).fill('3');
  await page.getByRole('textbox', { name: 'Year' }).fill('1995');
  await next(page);
  await expect(step(page, 'How do you identify?')).toBeFocused();
  await page.getByRole('radio', { name: 'Woman' }).check();
  await next(page);
  await expect(step(page, 'Who would you like to meet?')).toBeFocused();
  await page.getByRole('checkbox', { name: 'Men', exact: true }).check();
  await next(page);
  await expect(step(page, 'What are you into?')).toBeFocused();
  await page.getByRole('button', { name: 'Skip for now' }).click();
  await expect(step(page, 'Add your photos')).toBeFocused();
  await page.getByTestId('photo-input').setInputFiles([await jpeg('one.jpg', '#d9436b'), await jpeg('two.jpg', '#3b7dd8')]);
  await expect(page.getByRole('list', { name: 'Your photos' }).getByRole('progressbar')).toHaveCount(0, { timeout: 15_000 });
  await page.getByRole('button', { name: /^(Continue|Finish)$/ }).click();
  await expect(step(page, "You're all set, Noor!")).toBeFocused();
}

test.describe('incentives and remote checkout', () => {
  test.describe.configure({ timeout: 90_000 });

  test('PUR-15, PUR-16: a visitor opens the vip link, signs up, and finds the campaign\'s free month of Plus in the checkout', async ({ page, request }) => {
    await page.context().grantPermissions(['geolocation']);
    await page.context().setGeolocation({ latitude: 52.523, longitude: 13.41 });
    await page.goto('/app/vip/SPRING');
    await expect(page).toHaveURL(/\/app$/);
    await signInByEmail(page, request, freshEmail());
    await onboard(page);
    await page.getByRole('button', { name: 'Start discovering' }).click();
    await expect(page).toHaveURL(/\/app\/checkout\?product=plus&from=promo$/, { timeout: 15_000 });
    // The pages after onboarding (ONB-16) come over the checkout; closing them leaves it.
    await expect(page.getByRole('dialog', { name: 'See people near you' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const offer = page.getByTestId('checkout-offer');
    await expect(offer).toContainText('Free trial');
    await expect(offer).toContainText('Code SPRING applied');
    await expect(page.getByRole('radio', { name: /Plus/ })).toBeChecked();
    await expectAccessible(page, 'checkout with a promo code');
    for (const [w, h] of [[390, 844], [1280, 800]] as const) {
      await page.setViewportSize({ width: w, height: h });
      await page.screenshot({ path: `tests/e2e/screenshots/incentives-checkout-${w}.png`, fullPage: true });
    }
  });

  test('PUR-16, PUR-15: a signed-in member who opens the promo route with a code that is not for them stays where the app leads, and no offer is made', async ({ browser }) => {
    const member = await newMember('Ola');
    const { context, page } = await inBrowser(browser, member);
    // WELCOMEBACK is for members who bought before: the server refuses it, and the app drops it.
    await page.goto('/app/promo?promoCode=WELCOMEBACK');
    await expect(page).toHaveURL(/\/app\/recs$/);
    const offers = (await member.api('POST', '/purchase/offer', {})).body.data.offers as Array<{ product_type: string; offer_type: string }>;
    expect(offers.some((o) => o.offer_type === 'DISCOUNT')).toBe(false);
    // SPRING is: the promo route's code opens the checkout with its free month of Plus.
    await page.goto('/app/promo/SPRING');
    await expect(page).toHaveURL(/\/app\/checkout\?product=plus&from=promo$/);
    await expect(page.getByTestId('checkout-offer')).toContainText('Free trial');
    await context.close();
  });

  test('PUR-45, PUR-32: a checkout link from the native app signs the member in with its token and opens the checkout for Gold for 6 months', async ({ page }) => {
    const member = await newMember('Kai');
    const token = await member.token();
    await page.goto(`/app/remote?product_type=gold&sku_id=gold_6m&from=1#token=${token}`);
    await expect(page).toHaveURL(/\/app\/checkout\?product=gold&terms=6&from=remote$/);
    // The token left the address bar with the link.
    expect(page.url()).not.toContain(token);
    await expect(page.getByRole('radio', { name: /Gold/ })).toBeChecked();
    await expect(page.getByRole('heading', { level: 2, name: 'Spark Gold' })).toBeVisible();
    await expect(page.getByText('Price for 6 months')).toBeVisible();
    await expectAccessible(page, 'checkout from a remote link');
  });

  test('PUR-44: a checkout link without its product shows the failure and the link back to the native app', async ({ page }) => {
    await page.goto('/app/remote?product_type=gold#token=not-a-token');
    const heading = page.getByRole('heading', { level: 1, name: "We couldn't open the checkout" });
    // The route's guard stops waiting for a sign-in by token (ROUTE-27) as soon as the link has failed.
    await expect(heading).toBeFocused({ timeout: 5_000 });
    await expect(page.getByRole('alert')).toHaveText('The link from the app is incomplete.');
    await expect(page.getByRole('link', { name: 'Back to the Spark app' })).toHaveAttribute('href', 'spark://checkout?reason=proper_parameters_not_found');
    await expectAccessible(page, 'remote checkout failure');
    for (const [w, h] of [[390, 844], [1280, 800]] as const) {
      await page.setViewportSize({ width: w, height: h });
      await page.screenshot({ path: `tests/e2e/screenshots/remote-checkout-failure-${w}.png` });
    }
  });
});
