import { typeCard } from './support/checkout';
import { expect, expectAccessible, lookAt, signInByEmail, test } from './support/journey';
import { newMember } from './support/members';

test.describe('the card discount', () => {
  test('PUR-10: a member sees the card price (10 % off the listed price, the listed one struck through and said in words), PayPal\'s listed price, and is charged the card price', async ({ page, request }) => {
    test.slow(); // three screens checked with axe
    const cleo = await newMember('Cleo');
    await page.goto('/app');
    await signInByEmail(page, request, cleo.email);
    await expect(page).toHaveURL(/\/app\/recs$/);
    await page.goto('/app/checkout?product=platinum');
    await expect(page.getByRole('group', { name: 'Plan' }).getByRole('radio', { name: /Platinum/ })).toBeChecked();

    // Platinum for a month is listed at $29.99; by card it is 10 % less: $2.999 off, $3.00 to the cent, $26.99.
    const note = page.getByTestId('card-price');
    await expect(note).toContainText('$26.99 with card · 10% off');
    await expect(note.locator('s')).toHaveText('$29.99');
    await expect(note.getByText('Was $29.99, now $26.99 with card, 10% off')).toBeAttached();
    await expect(page.getByTestId('card-discount')).toHaveText('−$3.00');
    await expect(page.getByRole('button', { name: 'Pay $26.99' })).toBeVisible();
    // PayPal pays the listed price.
    await expect(page.getByTestId('paypal-price')).toHaveText('With PayPal: $29.99, the listed price');
    await expect(page.getByRole('button', { name: 'Pay with PayPal' })).toHaveAccessibleDescription('With PayPal: $29.99, the listed price');
    await expectAccessible(page, 'checkout with the card price');

    // The zip brings the server's quote: 4 % (10001) of $26.99 is $1.08 by card; PayPal's is 4 % of $29.99, $1.20.
    await typeCard(page, '4242 4242 4242 4242');
    await expect(page.getByRole('button', { name: 'Pay $28.07' })).toBeVisible();
    await expect(page.getByTestId('card-total')).toHaveText('$28.07');
    await expect(page.getByText('$1.08', { exact: true })).toBeVisible();
    await expect(page.getByTestId('paypal-price')).toHaveText('With PayPal: $31.19, the listed price');
    await lookAt(page, 'checkout-card-price');
    await expectAccessible(page, 'checkout with the card price and tax');

    await page.getByRole('button', { name: 'Pay $28.07' }).click();
    await expect(page.getByRole('heading', { name: "You're on Spark Platinum" })).toBeFocused();
    await expect(page.getByText('We charged $28.07 to your Visa ending in 4242.')).toBeVisible();
    await expectAccessible(page, 'checkout succeeded at the card price');

    // What the server charged: the listed price, the discount and the card price with its tax.
    const latest = await cleo.api('GET', '/purchase/payment/latest');
    expect(latest.body.data.payment).toMatchObject({ product_type: 'platinum', listed_price: 2999, card_discount: 300, price: 2699, tax_price: 108, final_price: 2807, payment_method: 'card' });
    await page.goto('/app/settings/subscription');
    await expect(page.getByText(/Last payment: \$28\.07/)).toBeVisible();
  });

  test('PUR-10: a member paying with their saved card sees and is charged the card price', async ({ page, request }) => {
    const dana = await newMember('Dana');
    const saved = await dana.api('POST', '/purchase/payment/card', { number: '5555555555554444', exp_month: 12, exp_year: 2031, cvc: '123', holder_name: 'Dana Scully' });
    expect(saved.status).toBe(200);
    await page.goto('/app');
    await signInByEmail(page, request, dana.email);
    await expect(page).toHaveURL(/\/app\/recs$/);
    await page.goto('/app/checkout?product=plus');
    const useSaved = page.getByRole('checkbox', { name: 'Pay with my saved Mastercard ending in 4444' });
    await expect(useSaved).toBeChecked();
    await expect(page.getByLabel('Card number')).toHaveCount(0);

    // Plus for a month is listed at $9.99; by card $1.00 less (0.999 to the cent), and 4 % tax on $8.99 at 10001.
    await expect(page.getByTestId('card-price')).toContainText('$8.99 with card · 10% off');
    await page.getByLabel('Billing ZIP code').fill('10001');
    await expect(page.getByRole('button', { name: 'Pay $9.35' })).toBeVisible();
    await expect(page.getByTestId('paypal-price')).toHaveText('With PayPal: $10.39, the listed price');
    await expectAccessible(page, 'checkout with the saved card');
    await page.getByRole('button', { name: 'Pay $9.35' }).click();
    await expect(page.getByRole('heading', { name: "You're on Spark Plus" })).toBeFocused();
    await expect(page.getByText('We charged $9.35 to your Mastercard ending in 4444.')).toBeVisible();
    const latest = await dana.api('GET', '/purchase/payment/latest');
    expect(latest.body.data.payment).toMatchObject({ product_type: 'plus', listed_price: 999, card_discount: 100, price: 899, final_price: 935, brand: 'mastercard' });
  });
});
