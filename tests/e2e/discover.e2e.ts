import { DEMO_EMAIL, expect, expectAccessible, likeUntilMatch, signInByEmail, test } from './support/journey';


test.describe('discover', () => {
  test('MATCH-15, API-08: a member likes people on Discover until one who liked them first: "It\'s a match!"', async ({ page, request }) => {
    await page.goto('/app');
    await signInByEmail(page, request, DEMO_EMAIL);
    await expect(page).toHaveURL(/\/app\/recs$/);
    const card = page.getByRole('article');
    await expect(card).toBeVisible();
    await expectAccessible(page, 'discover');

    const match = page.getByRole('dialog', { name: "It's a match!" });
    await likeUntilMatch(page);
    await expect(match).toBeVisible();
    await expectAccessible(page, 'its a match');
    await match.getByRole('button', { name: 'Keep swiping' }).click();
    await expect(match).toBeHidden();
    await expect(card).toBeVisible();
  });

  test('LOC-03, CONF-05: with location allowed, Discover sends the member`s position to the server, signed in', async ({ page, context, request }) => {
    // A few hundred metres from the demo world's centre, where the guest is: a move the jump limits let through.
    // (The coordinates themselves are checked by the position-report contract suite against the same server.)
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 52.523, longitude: 13.41 });
    await page.goto('/app');
    // The start-up settings call has no token; the position is sent signed in.
    const sent = page.waitForRequest((req) => new URL(req.url()).pathname === '/api/v2/meta' && req.method() === 'POST' && req.headers()['x-auth-token'] !== undefined);
    await signInByEmail(page, request, DEMO_EMAIL);
    await expect(page).toHaveURL(/\/app\/recs$/);
    const answer = await (await sent).response();
    expect(answer?.status()).toBe(200);
  });
});
