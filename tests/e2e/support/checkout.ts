import { expect, type Page } from '@playwright/test';
import type { Member } from './members';

/** Fills the checkout's card form as a member types it (the name on the card and ZIP 10001, 4 % tax). */
export async function typeCard(page: Page, number: string): Promise<void> {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('Security code').fill('123');
  await page.getByLabel('Name on card').fill('Demo Guest');
  await page.getByLabel('Billing ZIP code').fill('10001');
}

/** Answers the issuer's 3-D Secure challenge for `amount` (as shown, e.g. "$12.99") with the test code. */
export async function passChallenge(page: Page, amount: string): Promise<void> {
  const challenge = page.getByRole('dialog', { name: "Spark Test Bank: confirm it's you" });
  await expect(challenge).toContainText(amount);
  const code = challenge.getByLabel('Verification code');
  await expect(code).toBeFocused();
  await code.fill('123456');
  await code.press('Enter');
}

/** The member pays `tier` for a month with a test card not saved, through the API (a subscriber renewing: the server offers them a discount). */
export async function subscribeByApi(member: Member, tier: 'plus' | 'gold' | 'platinum', key: string): Promise<void> {
  const paid = await member.api('POST', '/purchase/web', {
    product_type: tier,
    terms: 1,
    idempotency_key: `${key}-${Date.now()}`,
    payment_method: 'card',
    card: { number: '4242424242424242', exp_month: 12, exp_year: 2031, cvc: '123', holder_name: 'Demo Guest' },
    zip: '10001',
  });
  expect(paid.status).toBe(200);
}
