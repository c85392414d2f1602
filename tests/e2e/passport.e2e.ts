import { expect, expectAccessible, signInByEmail, test } from './support/journey';
import { newMember, ORIGIN } from './support/members';

// Runs after the Discover journeys (files run in name order): the members it makes join the demo guest's deck.
const setTier = async (email: string, tier: 'none' | 'plus') => {
  const answer = await fetch(`${ORIGIN}/api/e2e/tier`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, tier }) });
  expect(answer.status).toBe(200);
};

test.describe('passport', () => {
  test('SET-14, RECS-06: a Plus member searches a city, travels there and Discover shows people around it; returning home brings Berlin back', async ({ page, request }) => {
    const [pia, kenji] = await Promise.all([newMember('Pia'), newMember('Kenji')]);
    await setTier(pia.email, 'plus');
    // Kenji lives in Tokyo, far from the demo world in Berlin.
    expect((await kenji.api('POST', '/v2/meta', { lat: 35.6762, lon: 139.6503 })).status).toBe(200);

    await page.goto('/app');
    await signInByEmail(page, request, pia.email);
    await expect(page).toHaveURL(/\/app\/recs$/);
    const card = page.getByRole('article');
    await expect(card).toBeVisible();
    await expect(card.getByRole('heading')).not.toContainText('Kenji');

    await page.goto('/app/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await page.getByRole('link', { name: /^Passport/ }).click();
    await expect(page).toHaveURL(/\/app\/settings\/plus\/passport$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Passport' })).toBeVisible();
    await expect(page.getByText('Where you are')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Popular' }).getByRole('button', { name: /Tokyo/ })).toBeVisible();
    await expectAccessible(page, 'passport');

    // By keyboard: type, Enter searches at once, Tab to the result.
    const search = page.getByRole('searchbox', { name: 'Search a city' });
    await search.fill('toky');
    await search.press('Enter');
    const results = page.getByRole('list', { name: 'Results' });
    await expect(page.getByText('1 city matches “toky”.')).toBeVisible();
    await expectAccessible(page, 'passport, search results');
    await results.getByRole('button', { name: /Tokyo/ }).focus();
    await page.keyboard.press('Enter');
    const said = page.getByRole('status').filter({ hasText: 'Discover now shows people around Tokyo, Japan.' });
    await expect(said).toBeFocused();
    await expect(page.getByText('Tokyo, Japan', { exact: true })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Recent' }).getByText('Current')).toBeVisible();
    await expectAccessible(page, 'passport, travelling');

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Discover/ }).click();
    await expect(page).toHaveURL(/\/app\/recs$/);
    await expect(card.getByRole('heading')).toContainText('Kenji');
    await expectAccessible(page, 'discover in Tokyo');

    await page.goto('/app/settings/plus/passport');
    await expect(page.getByText('Tokyo, Japan', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Return to my location' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Discover shows people around you again.' })).toBeFocused();
    await expect(page.getByText('Where you are')).toBeVisible();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Discover/ }).click();
    await expect(card).toBeVisible();
    await expect(card.getByRole('heading')).not.toContainText('Kenji');
  });

  test('SET-14: a member without Plus is shown what Plus gives instead of the passport', async ({ page, request }) => {
    const free = await newMember('Finn');
    await page.goto('/app');
    await signInByEmail(page, request, free.email);
    await expect(page).toHaveURL(/\/app\/recs$/);
    await page.goto('/app/settings/plus/passport');
    await expect(page.getByRole('heading', { name: 'Passport comes with Spark Plus' })).toBeVisible();
    await expect(page.getByText('Swipe in any city with Passport')).toBeVisible();
    await expect(page.getByRole('searchbox')).toHaveCount(0);
    await expectAccessible(page, 'passport without Plus');
  });
});
