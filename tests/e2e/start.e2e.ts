import type { Page } from '@playwright/test';
import { holdRequests, type Held } from './support/hold';
import { inlineStylesFetchedAgain } from './support/inline-styles';
import { DEMO_EMAIL, expect, expectAccessible, signInByEmail, test } from './support/journey';

const HEADLINE = { level: 1, name: 'Start something real' } as const;

/**
 * Holds stage 2 of the start (the app's chunk: the container, boot and the whole app) until `release` is called,
 * and records, from before the page's own scripts, every layout shift and whether the landing's headline or its
 * Log in button ever went missing once painted, or the loading screen came back over it.
 */
async function holdStage2(page: Page): Promise<Held> {
  const held = await holdRequests(page, '**/app/assets/app-start-*.js');
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: number; __flashes: string[] };
    w.__shifts = 0;
    w.__flashes = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) w.__shifts += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
    let painted = false;
    new MutationObserver(() => {
      const headline = document.getElementById('landing-title');
      const logIn = [...document.querySelectorAll('button')].some((b) => b.textContent?.trim() === 'Log in');
      if (headline && logIn) painted = true;
      else if (painted) w.__flashes.push(headline ? 'log-in button missing' : 'headline missing');
      if (painted && document.querySelector('[data-testid="loading-screen"]')) w.__flashes.push('loading screen');
    }).observe(document, { childList: true, subtree: true });
  });
  return held;
}

/** Marks the landing stage 1 painted, so that its replacement by the app's own landing can be told. */
const markStage1 = (page: Page) => page.evaluate(() => Object.assign(document.getElementById('landing-title')!, { stage1: true }));
const takenOver = (page: Page) => expect.poll(() => page.evaluate(() => !('stage1' in (document.getElementById('landing-title') ?? { stage1: true })))).toBe(true);

const stage2Loaded = (page: Page) => page.evaluate(() => performance.getEntriesByType('resource').some((r) => /\/assets\/app-start-[\w-]+\.js$/.test(r.name)));

test.describe('the start in two stages', () => {
  test('APP-01: the landing paints and reads while the app is held back; a Log in clicked meanwhile opens once it arrives, and signing in works', async ({ page, request }) => {
    const stage2 = await holdStage2(page);
    await page.goto('/app', { waitUntil: 'domcontentloaded' });
    await stage2.requested;
    await expect(page.getByRole('heading', HEADLINE)).toBeVisible();
    await expect(page.getByText('Swipe, match and chat with people near you.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create account' })).toBeVisible();
    await expect(page).toHaveTitle('Meet people near you | Spark');
    expect(await stage2Loaded(page)).toBe(false);
    await expectAccessible(page, 'landing before the app is in');
    await markStage1(page);
    await page.screenshot({ path: 'tests/.tmp/start/landing-1280-stage1.png' });

    // A click before the app is in is held: nothing opens yet, then the sign-in chooser opens once the app is in.
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('button', { name: 'Continue with e-mail' })).toHaveCount(0);
    // The page shows it is busy (a progress cursor) while the click waits for the app.
    await expect(page.locator('#root')).toHaveAttribute('data-waiting', '');
    expect(await page.getByRole('button', { name: 'Log in' }).evaluate((b) => getComputedStyle(b).cursor)).toBe('progress');
    stage2.release();
    await expect(page.getByRole('button', { name: 'Continue with e-mail' })).toBeVisible();
    await takenOver(page);
    await expect(page.locator('#root')).not.toHaveAttribute('data-waiting');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Continue with e-mail' })).toHaveCount(0);
    await page.screenshot({ path: 'tests/.tmp/start/landing-1280-stage2.png' });
    expect(await page.evaluate(() => (window as unknown as { __flashes: string[] }).__flashes)).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __shifts: number }).__shifts)).toBe(0);

    await signInByEmail(page, request, DEMO_EMAIL);
    await expect(page).toHaveURL(/\/app\/recs$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Discover' })).toBeVisible();
  });

  test('APP-01: on a phone the landing is taken over in place: no shift, no flash, and keyboard focus stays on its control', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const stage2 = await holdStage2(page);
    await page.goto('/app', { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('heading', HEADLINE)).toBeVisible();
    await markStage1(page);
    await page.screenshot({ path: 'tests/.tmp/start/landing-390-stage1.png', fullPage: true });
    // The keyboard reaches the landing's controls before the app is in.
    const logIn = page.getByRole('button', { name: 'Log in' });
    await logIn.focus();
    await expect(logIn).toBeFocused();
    stage2.release();
    await takenOver(page);
    // The app's own landing has the focus on the same control.
    await expect(page.getByRole('button', { name: 'Log in' })).toBeFocused();
    await page.screenshot({ path: 'tests/.tmp/start/landing-390-stage2.png', fullPage: true });
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Continue with e-mail' })).toBeVisible();
    await expectAccessible(page, 'sign-in chooser after the app took over');
    expect(await page.evaluate(() => (window as unknown as { __flashes: string[] }).__flashes)).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __shifts: number }).__shifts)).toBe(0);
  });
  test('APP-01: the landing comes drawn in the page: it reads before any script has run, and the start-up script hydrates those very elements', async ({ page }) => {
    const reactErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /hydrat|Minified React error/i.test(message.text())) reactErrors.push(message.text());
    });
    page.on('pageerror', (error) => reactErrors.push(error.message));
    // The start-up script held back: whatever shows comes from the page the server sent.
    const start = await holdRequests(page, '**/app/assets/index-*.js');
    const stage2 = await holdStage2(page);
    // Not `domcontentloaded`: that waits for the start-up script (a module script runs before it).
    await page.goto('/app', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', HEADLINE)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create account' })).toBeVisible();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await expectAccessible(page, 'landing as the server sent it');
    await markStage1(page);
    start.release();
    // Stage 1 hydrates the heading the page came with (React's own keys appear on that element), never draws another.
    await expect
      .poll(() => page.evaluate(() => Object.keys(document.getElementById('landing-title') ?? {}).some((key) => key.startsWith('__react'))))
      .toBe(true);
    expect(await page.evaluate(() => 'stage1' in (document.getElementById('landing-title') ?? {}))).toBe(true);
    // From then on a click waits for the app, and reaches it once it is in.
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.locator('#root')).toHaveAttribute('data-waiting', '');
    stage2.release();
    await expect(page.getByRole('button', { name: 'Continue with e-mail' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __flashes: string[] }).__flashes)).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __shifts: number }).__shifts)).toBe(0);
    expect(reactErrors).toEqual([]);
    // The app's chunks did not fetch again the stylesheets the page came with.
    expect(await inlineStylesFetchedAgain(page)).toEqual([]);
  });

  test("APP-01: the landing's front picture comes before the app's scripts; a click before they are in starts them and is held, then reaches the app", async ({ page }) => {
    // The front picture is slow: the start-up script asks for nothing until it is in.
    const frontPicture = await holdRequests(page, '**/app/landing/hero-1.svg');
    await page.goto('/app', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', HEADLINE)).toBeVisible();
    const scripts = () => page.evaluate(() => performance.getEntriesByType('resource').filter((r) => /\/assets\/index-[\w-]+\.js$/.test(r.name)).length);
    await page.waitForTimeout(500);
    expect(await scripts()).toBe(0);
    frontPicture.release();
    await expect.poll(scripts).toBe(1);
    const [picture, entry] = await page.evaluate(() => {
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      return [entries.find((r) => r.name.endsWith('/app/landing/hero-1.svg'))!.responseEnd, entries.find((r) => /\/assets\/index-[\w-]+\.js$/.test(r.name))!.startTime];
    });
    expect(entry).toBeGreaterThanOrEqual(picture);

    // A click before the scripts: the picture is slow again on a new visit, the click starts them and waits for the app.
    await page.goto('about:blank');
    await page.unroute('**/app/landing/hero-1.svg');
    const again = await holdRequests(page, '**/app/landing/hero-1.svg');
    await page.goto('/app?fresh=1', { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.locator('#root')).toHaveAttribute('data-waiting', '');
    await expect(page.getByRole('button', { name: 'Continue with e-mail' })).toBeVisible();
    await expect(page.locator('#root')).not.toHaveAttribute('data-waiting');
    again.release();
  });

  test('CONF-08: a visitor whose browser asks for Arabic gets the landing drawn in Arabic, right to left, from the page itself', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, locale: 'ar', javaScriptEnabled: false });
    const page = await context.newPage();
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    await page.goto('/app');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('heading', { level: 1, name: 'ابدأ شيئًا حقيقيًا' })).toBeVisible();
    await expect(page).toHaveTitle('تعرّف على أشخاص بالقرب منك | Spark');
    // Styled by the page's own inline stylesheets, which its policy allows: a round, filled Create account button.
    const createAccount = page.getByRole('button', { name: 'إنشاء حساب' });
    await expect(createAccount).toBeVisible();
    expect(await createAccount.evaluate((b) => getComputedStyle(b).borderRadius)).not.toBe('0px');
    expect(refused).toEqual([]);
    await page.screenshot({ path: 'tests/.tmp/start/landing-ar-no-script.png' });
    await context.close();
  });

  test('APP-01: a returning member\'s start asks for the profile once: the screens that read it at once share one answer', async ({ page, request }) => {
    await page.goto('/app');
    await signInByEmail(page, request, DEMO_EMAIL);
    await expect(page.getByRole('article')).toBeVisible();
    const profileReads: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'GET' && new URL(r.url()).pathname === '/api/v2/profile') profileReads.push(r.url());
    });
    await page.reload();
    await expect(page.getByRole('article')).toBeVisible();
    await page.waitForTimeout(1_500);
    expect(profileReads).toHaveLength(1);
  });

  test('APP-01: when the app cannot load (the network went away), the page says so and offers to try again', async ({ page }) => {
    await page.route('**/app/assets/app-start-*.js', (route) => route.abort('internetdisconnected'));
    await page.goto('/app', { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('alert')).toHaveText("Spark couldn't load. Check your connection, then try again.");
    const retry = page.getByRole('button', { name: 'Try again' });
    await expect(retry).toBeFocused();
    await expectAccessible(page, 'the app could not load');
    // Back online, trying again starts the app.
    await page.unroute('**/app/assets/app-start-*.js');
    await retry.click();
    await expect(page.getByRole('heading', HEADLINE)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  });
});
