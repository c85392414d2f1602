import { DEMO_EMAIL, expect, expectAccessible, signInByEmail, test } from './support/journey';


test.describe('discover', () => {
  test('MATCH-15, API-08: a member likes people on Discover until one who liked them first: "It\'s a match!"', async ({ page, request }) => {
    await page.goto('/app');
    await signInByEmail(page, request, DEMO_EMAIL);
    await expect(page).toHaveURL(/\/app\/recs$/);
    const card = page.getByRole('article');
    await expect(card).toBeVisible();
    await expectAccessible(page, 'discover');

    const match = page.getByRole('dialog', { name: "It's a match!" });
    let matched = false;
    for (let likes = 0; likes < 15 && !matched; likes++) {
      const name = (await card.getByRole('heading').innerText()).split(',')[0]!;
      await page.getByRole('button', { name: `Like ${name}`, exact: true }).click();
      const said = page.getByRole('status').filter({ hasText: new RegExp(`You liked ${name}\\.|It's a match with ${name}!`) });
      await expect(said).toBeVisible();
      matched = (await said.innerText()).startsWith("It's a match");
    }
    await expect(match).toBeVisible();
    await expectAccessible(page, 'its a match');
    await match.getByRole('button', { name: 'Keep swiping' }).click();
    await expect(match).toBeHidden();
    await expect(card).toBeVisible();
  });
});
