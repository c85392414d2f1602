import type { Page } from '@playwright/test';
import { DEMO_EMAIL, expect, expectAccessible, freshPhone, signInByEmail, signInByPhone, test } from './support/journey';

/** The element under the centre of a locator's box is the locator's element (or inside it): nothing covers it. */
const uncovered = async (page: Page, name: string) =>
  page.getByRole('button', { name, exact: true }).evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return hit !== null && el.contains(hit) && r.bottom <= window.innerHeight;
  });

// Issue 14, the first ten minutes of a newcomer, in the browser.
test.describe('the first ten minutes', () => {
  test('RECS-03: on a 390x844 phone and a 1280x720 laptop, Discover shows the card and its Pass, Super like and Like buttons without scrolling', async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/app');
    await signInByEmail(page, request, DEMO_EMAIL);
    const card = page.getByRole('article');
    await expect(card).toBeVisible();
    const name = (await card.getByRole('heading').innerText()).split(',')[0]!.trim();
    for (const size of [{ width: 390, height: 844 }, { width: 1280, height: 720 }]) {
      await page.setViewportSize(size);
      for (const action of ['Pass on', 'Super like', 'Like']) expect(await uncovered(page, `${action} ${name}`), `${action} at ${size.width}x${size.height}`).toBe(true);
    }
    await expectAccessible(page, 'discover, laptop');
  });

  test('NAV-09: on a phone, the menu`s Log out is above the bottom navigation and works', async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/app');
    await signInByEmail(page, request, DEMO_EMAIL);
    await expect(page.getByRole('article')).toBeVisible();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    expect(await uncovered(page, 'Log out')).toBe(true);
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Start something real' })).toBeVisible();
  });

  test('AUTH-19, ONB-19: a new member who reopens /app or /app/recs before finishing onboarding comes back to onboarding', async ({ page, request }) => {
    await page.goto('/app');
    await signInByPhone(page, request, freshPhone());
    await expect(page).toHaveURL(/\/app\/onboarding$/);
    for (const path of ['/app', '/app/recs']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/app\/onboarding$/);
      await expect(page.getByRole('heading', { level: 1, name: "What's your first name?" })).toBeVisible();
    }
  });
});
