import { expect, expectAccessible, signInByEmail, test } from './support/journey';
import { newMember, ORIGIN } from './support/members';

test.describe('boost', () => {
  test('BOOST-03, BOOST-06, BOOST-07: a Gold member starts a boost, watches it count down, and is told when it ends; the next is out of reach', async ({ page, request }) => {
    test.setTimeout(180_000);
    const bea = await newMember('Bea');
    const tier = await fetch(`${ORIGIN}/api/e2e/tier`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: bea.email, tier: 'gold' }) });
    expect(tier.status).toBe(200);
    await page.goto('/app');
    await signInByEmail(page, request, bea.email);
    await expect(page).toHaveURL(/\/app\/recs$/);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Likes/ }).click();
    await expect(page).toHaveURL(/\/app\/gold-home$/);

    const start = page.getByRole('button', { name: 'Boost your profile' });
    await expect(start).toBeVisible();
    await start.focus();
    await page.keyboard.press('Enter');
    // BOOST-06: the first boost is explained before it starts.
    const first = page.getByRole('dialog', { name: 'Get seen by more people' });
    await expect(first.getByRole('button', { name: 'Boost me now' })).toBeFocused();
    await page.keyboard.press('Enter');
    // The journeys server runs boosts for 30 s (BOOST_DURATION_SECONDS): the button counts down.
    const running = page.getByTestId('boost-button');
    await expect(running).toHaveAttribute('aria-label', /^Boost running, 0:\d\d left/);
    const shown = (await running.getAttribute('aria-label')) ?? '';
    await expect(running).not.toHaveAttribute('aria-label', shown);

    await running.click();
    const active = page.getByRole('dialog', { name: "You're boosted" });
    await expect(active).toBeVisible();
    await active.getByRole('button', { name: 'OK' }).click();
    await expect(running).toBeFocused();
    await expectAccessible(page, 'boost running');

    const ended = page.getByRole('dialog', { name: 'Your boost has ended' });
    await expect(ended).toBeVisible({ timeout: 45_000 });
    await expect(ended).toContainText('You have no boosts left for now.');
    await expectAccessible(page, 'boost ended');
    await ended.getByRole('button', { name: 'OK' }).click();
    await expect(ended).toBeHidden();

    await page.getByRole('button', { name: 'Boost your profile' }).click();
    const out = page.getByRole('dialog', { name: "You're out of boosts" });
    await expect(out).toBeVisible();
    await expectAccessible(page, 'out of boosts');
    await out.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByRole('button', { name: 'Boost your profile' })).toBeFocused();
  });
});
