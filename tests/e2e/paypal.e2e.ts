import type { Page } from '@playwright/test';
import { expect, expectAccessible, signInByEmail, test } from './support/journey';
import { newMember } from './support/members';

/** Looks at the screen as a phone and a desktop show it (the journey goes on at the desktop size). */
const lookAt = async (page: Page, name: string): Promise<void> => {
  if (process.env['E2E_SHOTS'] === undefined) return;
  for (const [width, height] of [
    [390, 844],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
};

test.describe('PayPal journeys', () => {
  test('PUR-30, PUR-35: a free member buys Gold with PayPal, approves on the provider`s step, sees Gold, pays the next time with the saved account and deletes it', async ({ page, request }) => {
    test.slow(); // five screens checked with axe
    const pia = await newMember('Pia');
    await page.goto('/app');
    await signInByEmail(page, request, pia.email);
    await expect(page).toHaveURL(/\/app\/recs$/);
    await page.goto('/app/checkout?product=gold');

    // Beside the card form: Pay with PayPal opens the alternate payments modal, the zip field focused.
    await page.getByRole('button', { name: 'Pay with PayPal' }).click();
    const choice = page.getByRole('dialog', { name: 'Pay with PayPal' });
    await expect(choice).toBeVisible();
    await expect(choice.getByLabel('Billing ZIP code')).toBeFocused();
    await page.keyboard.type('10001');
    await choice.getByRole('checkbox', { name: 'Save this PayPal account for next time' }).check();
    await lookAt(page, 'paypal-choice');
    await expectAccessible(page, 'PayPal choice');
    await choice.getByRole('button', { name: 'Continue to PayPal' }).click();

    // The provider's approval step in the dialog: who asks and for what (Gold for a month at the intro price, half
    // of $24.99 is $12.50, with 4 % tax for 10001: $13.00); the PayPal e-mail field has the focus.
    const approval = page.getByRole('dialog', { name: 'Approve your payment' });
    await expect(approval).toContainText('Spark asks for $13.00');
    await expect(approval.getByLabel('PayPal e-mail')).toBeFocused();
    await lookAt(page, 'paypal-approval');
    await expectAccessible(page, 'PayPal approval');
    await page.keyboard.type('pia.paypal@example.com');
    await approval.getByRole('button', { name: 'Approve and pay $13.00' }).click();

    // Done: the dialog says so, its heading focused; closing it leaves the checkout's own success, focused.
    const done = page.getByRole('dialog', { name: "You're on Spark Gold" });
    await expect(done).toContainText('We charged $13.00 to your PayPal account.');
    await expect(done.getByRole('button', { name: 'Continue' })).toBeVisible();
    await lookAt(page, 'paypal-done');
    await expectAccessible(page, 'PayPal done');
    await done.getByRole('button', { name: 'Continue' }).click();
    await expect(done).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: "You're on Spark Gold" })).toBeFocused();
    expect((await pia.api('GET', '/v2/purchase/payment-methods')).body.data.tier).toBe('gold');

    // The next checkout (a super like) pays with the saved account, shown by its masked e-mail only.
    await page.goto('/app/checkout?product=superlike&amount=1');
    await page.getByRole('button', { name: 'Pay with PayPal' }).click();
    const again = page.getByRole('dialog', { name: 'Pay with PayPal' });
    await expect(again.getByLabel('Billing ZIP code')).toHaveValue('10001');
    await again.getByRole('button', { name: /^Pay \$[\d.]+ with p\*\*\*@example\.com$/ }).click();
    await expect(page.getByRole('dialog', { name: 'Payment complete' })).toContainText('to your PayPal account');
    await page.getByRole('button', { name: 'Continue' }).click();

    // The subscription settings show Gold and the saved account; deleting it says so.
    await page.goto('/app/settings/subscription');
    await expect(page.getByRole('heading', { name: 'Spark Gold' })).toBeVisible();
    await expect(page.getByText(/^Last payment: \$13\.00 on .+, PayPal$/)).toBeVisible();
    await expect(page.getByText('PayPal account p***@example.com')).toBeVisible();
    await lookAt(page, 'paypal-settings');
    await expectAccessible(page, 'subscription settings with PayPal');
    await page.getByRole('button', { name: 'Delete PayPal account' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your PayPal account was deleted.' })).toBeVisible();
    await expect(page.getByText('No PayPal account saved.')).toBeVisible();
    expect((await pia.api('GET', '/v2/purchase/payment-methods')).body.data.payment_methods).toEqual([]);

    // EP-122: an account is added from the settings through the same approval, without a charge.
    await page.getByRole('button', { name: 'Add a PayPal account' }).click();
    const add = page.getByRole('dialog', { name: 'Add a PayPal account' });
    await expect(add.getByRole('button', { name: 'Continue to PayPal' })).toBeFocused();
    await page.keyboard.press('Enter');
    const approve = page.getByRole('dialog', { name: 'Approve your payment' });
    await expect(approve.getByLabel('PayPal e-mail')).toBeFocused();
    await page.keyboard.type('pia.other@example.com');
    await page.keyboard.press('Enter');
    const saved = page.getByRole('dialog', { name: 'PayPal account saved' });
    await expect(saved).toContainText('p***@example.com is saved for your next payments.');
    await saved.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('PayPal account p***@example.com')).toBeVisible();
  });

  test('PUR-30: a member who cancels on the provider`s step is charged nothing and stays free', async ({ page, request }) => {
    const cal = await newMember('Cal');
    await page.goto('/app');
    await signInByEmail(page, request, cal.email);
    await expect(page).toHaveURL(/\/app\/recs$/);
    await page.goto('/app/checkout?product=gold');
    await page.getByRole('button', { name: 'Pay with PayPal' }).click();
    const choice = page.getByRole('dialog', { name: 'Pay with PayPal' });
    await choice.getByLabel('Billing ZIP code').fill('10001');
    await choice.getByRole('button', { name: 'Continue to PayPal' }).click();
    const approval = page.getByRole('dialog', { name: 'Approve your payment' });
    await expect(approval.getByLabel('PayPal e-mail')).toBeFocused();
    await approval.getByRole('button', { name: 'Cancel and return to Spark' }).click();

    const cancelled = page.getByRole('dialog', { name: 'Payment cancelled' });
    await expect(cancelled).toContainText('Nothing was charged.');
    await expect(cancelled.getByRole('heading', { name: 'Payment cancelled' })).toBeFocused();
    await expectAccessible(page, 'PayPal cancelled');
    await cancelled.getByRole('button', { name: 'Not now' }).click();
    await expect(page.getByRole('button', { name: 'Pay with PayPal' })).toBeFocused();

    const latest = await cal.api('GET', '/purchase/payment/latest');
    expect(latest.body.data.payment).toBeNull();
    expect((await cal.api('GET', '/v2/purchase/payment-methods')).body.data.tier).toBe('none');
  });
});
