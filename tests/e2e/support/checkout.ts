import { expect, type Page } from '@playwright/test';

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
