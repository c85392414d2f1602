import { holdRequests } from './support/hold';
import { inlineStylesFetchedAgain } from './support/inline-styles';
import { DEMO_EMAIL, expect, expectAccessible, likeUntilMatch, signInByEmail, test } from './support/journey';


test.describe('discover', () => {
  test('a member`s Discover comes drawn by the server with their first card before any script has run, then the app takes its place', async ({ page, request }) => {
    await page.goto('/app');
    await signInByEmail(page, request, DEMO_EMAIL);
    const card = page.getByRole('article');
    await expect(card).toBeVisible();
    const name = (await card.getByRole('heading', { level: 2 }).textContent())!.trim();

    // The page opened again, the app's start-up script held: what shows is the page's own markup.
    const held = await holdRequests(page, '**/app/assets/index-*.js');
    await page.reload();
    await held.requested;
    const drawn = page.locator('#drawn-screen');
    await expect(drawn).toBeVisible();
    await expect(drawn.getByRole('heading', { level: 2, includeHidden: true })).toHaveText(name);
    await expect.poll(() => drawn.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // No script has run: the root holds what the page brought for screen readers, the screen's title and a status.
    await expect(page.getByRole('main')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1, name: 'Discover' })).toBeAttached();
    await expect(page.getByRole('status')).toHaveText('Finding people near you…');
    await expect(page.getByTestId('loading-screen')).toHaveCount(0);
    // Nothing of the drawn card can be reached by keyboard or pointer, and nothing of it is read out.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    expect(await drawn.evaluate((el) => getComputedStyle(el).pointerEvents)).toBe('none');
    await expectAccessible(page, 'discover drawn by the server');

    held.release();
    await expect(page.getByRole('article')).toBeVisible();
    await expect(page.getByRole('article').getByRole('heading', { level: 2 })).toHaveText(name);
    await expect(drawn).toHaveCount(0);
    // The app's chunks did not fetch again the stylesheets the page came with.
    expect(await inlineStylesFetchedAgain(page)).toEqual([]);
    await expectAccessible(page, 'discover after the drawn start');
  });

  test('RECS-11: the likes and super likes left show once the profile has told them, never a 0 before, and their coming moves nothing', async ({ page, request }) => {
    await page.goto('/app');
    await signInByEmail(page, request, DEMO_EMAIL);
    await expect(page.getByRole('article')).toBeVisible();
    // Every layout shift, as what moved and by how much.
    await page.addInitScript(() => {
      const w = window as unknown as { __shifts: string[] };
      w.__shifts = [];
      type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node: Node | null }[] };
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Shift[]) {
          const moved = entry.sources.map((s) => (s.node instanceof Element ? s.node.outerHTML.slice(0, 120) : `${s.node?.nodeName ?? '?'} "${s.node?.textContent?.slice(0, 40) ?? ''}"`));
          if (!entry.hadRecentInput) w.__shifts.push(`${entry.value.toFixed(5)} ${moved.join(' | ')}`);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const shifts = () => page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts);
    // The profile (where the allowances come from) held: the cards come, the counts do not.
    const profile = await holdRequests(page, /\/api\/v2\/profile\?/);
    await page.reload();
    await profile.requested;
    await expect(page.getByRole('article')).toBeVisible();
    await expect(page.getByText(/likes? left/)).toHaveCount(0);
    const before = (await shifts()).length;
    profile.release();
    await expect(page.getByText(/^100 likes left\.$/)).toBeVisible();
    await expect(page.getByText(/^\d+ super likes? left\.$/)).toBeVisible();
    // Two frames: a shift of what was on show is reported by then.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    expect((await shifts()).slice(before)).toEqual([]);
    await expectAccessible(page, 'discover with the likes and super likes left');
  });

  test('MATCH-15, API-08: a member likes people on Discover until one who liked them first: "It\'s a match!"', async ({ page, request }) => {
    await page.goto('/app');
    await signInByEmail(page, request, DEMO_EMAIL);
    await expect(page).toHaveURL(/\/app\/recs$/);
    const card = page.getByRole('article');
    await expect(card).toBeVisible();
    await expectAccessible(page, 'discover');
    // The dialog's code comes while the member looks at the first card, before any like.
    await expect
      .poll(() => page.evaluate(() => performance.getEntriesByType('resource').some((r) => /\/assets\/ItsAMatchModal-[\w-]+\.js$/.test(r.name))))
      .toBe(true);

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
