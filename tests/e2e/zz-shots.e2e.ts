import { expect, signInByEmail, test } from './support/journey';
import { newMember, ORIGIN } from './support/members';

test('shots', async ({ page, request }) => {
  const pia = await newMember('Pia');
  await fetch(`${ORIGIN}/api/e2e/tier`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: pia.email, tier: 'plus' }) });
  await page.goto('/app');
  await signInByEmail(page, request, pia.email);
  await expect(page).toHaveURL(/\/app\/recs$/);
  for (const [w, h] of [[390, 844], [1280, 800]] as const) {
    await page.setViewportSize({ width: w, height: h });
    await page.goto('/app/settings/plus/passport');
    await expect(page.getByRole('list', { name: 'Popular' })).toBeVisible();
    await page.screenshot({ path: `/tmp/shots/passport-${w}.png`, fullPage: false });
    await page.getByRole('searchbox').fill('san');
    await page.getByRole('searchbox').press('Enter');
    await expect(page.getByRole('list', { name: 'Results' })).toBeVisible();
    await page.screenshot({ path: `/tmp/shots/passport-search-${w}.png`, fullPage: true });
    await page.getByRole('list', { name: 'Results' }).getByRole('button').first().click();
    await expect(page.getByText('Discover now shows')).toBeVisible();
    await page.screenshot({ path: `/tmp/shots/passport-travel-${w}.png`, fullPage: false });
    await page.goto('/app/settings');
    await expect(page.getByRole('link', { name: /^Passport/ })).toBeVisible();
    await page.getByRole('link', { name: /^Passport/ }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/shots/hub-${w}.png`, fullPage: false });
    await page.goto('/app/settings/plus/passport');
    await page.getByRole('button', { name: 'Return to my location' }).click();
  }
  await fetch(`${ORIGIN}/api/e2e/tier`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: pia.email, tier: 'none' }) });
  for (const [w, h] of [[390, 844], [1280, 800]] as const) {
    await page.setViewportSize({ width: w, height: h });
    await page.goto('/app/settings/plus/passport');
    await expect(page.getByText('Swipe in any city with Passport')).toBeVisible();
    await page.screenshot({ path: `/tmp/shots/noplus-${w}.png`, fullPage: false });
  }
});
