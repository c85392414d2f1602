import { DEMO_EMAIL, expect, expectAccessible, lookAt, signInByEmail, test } from './support/journey';

test.describe('explore', () => {
  test('EXP-01, EXP-02: the guest opens Explore, opens a catalog, joins it from the opt-in, likes one of its people and sees "Joined" back on Explore', async ({ page, request }) => {
    await page.goto('/app');
    await signInByEmail(page, request, DEMO_EMAIL);
    await expect(page).toHaveURL(/\/app\/recs$/);

    // EXP-01: Explore from the navigation; its catalogs load on entry.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Explore' }).click();
    await expect(page).toHaveURL(/\/app\/explore$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Explore' })).toBeVisible();
    const catalogs = page.getByRole('list', { name: 'Catalogs' });
    const tonight = catalogs.getByRole('link', { name: /Free tonight/ });
    await expect(tonight).toBeVisible();
    await expect(catalogs.getByRole('link', { name: /Coffee date/ })).toBeVisible();
    await expect(tonight).toContainText(/\d+ people/);
    await expect(tonight).not.toContainText('Joined');
    await expectAccessible(page, 'explore');
    await lookAt(page, 'explore');

    // EXP-02: a catalog not joined offers the opt-in, focus inside it.
    await tonight.click();
    await expect(page).toHaveURL(/\/app\/explore\/free-tonight$/);
    const optIn = page.getByRole('dialog', { name: 'Join Free tonight?' });
    await expect(optIn).toBeVisible();
    await expect(optIn).toContainText('People exploring it will see your profile here');
    await expect(optIn.getByRole('button', { name: 'Join' })).toBeFocused();
    await expectAccessible(page, 'explore opt-in');
    await lookAt(page, 'explore-opt-in');
    await optIn.getByRole('button', { name: 'Join' }).click();
    await expect(optIn).toBeHidden();
    // Focus comes back to the page's toggle, which now leaves.
    const leave = page.getByRole('button', { name: 'Leave' });
    await expect(leave).toBeVisible();
    await expect(leave).toBeFocused();
    await expect(page.getByRole('status').filter({ hasText: 'You joined Free tonight.' })).toBeAttached();

    // EXP-01: the catalog's own card stack; a like reaches the server, so that card is not shown again.
    const card = page.getByRole('article');
    await expect(card).toBeVisible();
    await expectAccessible(page, 'explore catalog');
    await lookAt(page, 'explore-catalog');
    const name = (await card.getByRole('heading').innerText()).split(',')[0]!.trim();
    // (Access tokens last 10 s in the journeys: a like may be answered 401 first, then sent again after the refresh.)
    const liked = page.waitForResponse((r) => /\/api\/like\//.test(new URL(r.url()).pathname) && r.request().method() === 'POST' && r.status() === 200);
    await page.getByRole('button', { name: `Like ${name}`, exact: true }).click();
    await liked;
    await expect(page.getByRole('status').filter({ hasText: `You liked ${name}.` })).toBeAttached();

    // The next card's full profile opens with Enter and returns to the catalog, not to Discover.
    await expect(card.getByRole('heading')).not.toContainText(name);
    const next = (await card.getByRole('heading').innerText()).split(',')[0]!.trim();
    await card.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/app\/recs\/profile$/);
    await expect(page.getByRole('heading', { name: new RegExp(next) }).first()).toBeVisible();
    await page.getByRole('link', { name: 'Back to the catalog' }).click();
    await expect(page).toHaveURL(/\/app\/explore\/free-tonight$/);
    await expect(page.getByRole('article').getByRole('heading')).toContainText(next);

    // Back to Explore: the catalog says "Joined", and coming back does not offer the opt-in again.
    await page.getByRole('link', { name: 'Explore', exact: true }).first().click();
    await expect(page).toHaveURL(/\/app\/explore$/);
    await expect(catalogs.getByRole('link', { name: /Free tonight/ })).toContainText('Joined');
    await lookAt(page, 'explore-joined');
    await catalogs.getByRole('link', { name: /Free tonight/ }).click();
    await expect(page.getByRole('article')).toBeVisible();
    await expect(page.getByRole('article').getByRole('heading')).not.toContainText(name);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // After a reload the stack comes from the server alone: the liked member is not in it.
    await page.reload();
    await expect(page.getByRole('article')).toBeVisible();
    await expect(page.getByRole('article').getByRole('heading')).not.toContainText(name);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
