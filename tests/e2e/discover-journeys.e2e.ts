import type { Page } from '@playwright/test';
import { DEMO_EMAIL, expect, expectAccessible, likeUntilMatch, signInByEmail, test } from './support/journey';

/** Signs the demo guest in and waits for the card on top. */
async function openDiscover(page: Page, request: Parameters<typeof signInByEmail>[1]) {
  await page.goto('/app');
  await signInByEmail(page, request, DEMO_EMAIL);
  await expect(page).toHaveURL(/\/app\/recs$/);
  const card = page.getByRole('article');
  await expect(card).toBeVisible();
  return card;
}

const nameOn = async (page: Page): Promise<string> => (await page.getByRole('article').getByRole('heading').innerText()).split(',')[0]!.trim();

/** What the live region says after a swipe of `name`. */
const saidAbout = (page: Page, name: string, verb: 'liked' | 'passed on' | 'super liked') =>
  page.getByRole('status').filter({ hasText: new RegExp(`You ${verb} ${name}\\.|It's a match with ${name}!`) });

test.describe('discover journeys', () => {
  test('RECS-01, RECS-02, RECS-19: a member swipes by dragging, by the keyboard and by the buttons, and pages through photos', async ({ page, request }) => {
    const card = await openDiscover(page, request);
    await expectAccessible(page, 'discover');

    // RECS-19: a tap on the right half shows the next photo.
    const first = await nameOn(page);
    const box = (await card.boundingBox())!;
    if ((await card.getByText(/^Photo \d+ of \d+$/).count()) > 0) {
      await expect(card.getByText(/^Photo 1 of \d+$/)).toBeVisible();
      await page.mouse.click(box.x + box.width * 0.8, box.y + box.height * 0.25);
      await expect(card.getByText(/^Photo 2 of \d+$/)).toBeVisible();
    }

    // A drag to the left, past a third of the card: a nope (pass), the stamp fading in on the way.
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 - box.width * 0.2, box.y + box.height / 2, { steps: 4 });
    await expect.poll(() => card.locator('[data-stamp="dislike"]').evaluate((el) => Number(getComputedStyle(el).opacity))).toBeGreaterThan(0.3);
    await page.mouse.move(box.x + box.width / 2 - box.width * 0.5, box.y + box.height / 2, { steps: 4 });
    await page.mouse.up();
    await expect(saidAbout(page, first, 'passed on')).toBeVisible();

    // The next card has the focus: the left arrow key passes it.
    const second = await nameOn(page);
    expect(second).not.toBe(first);
    await expect(page.getByRole('article')).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(saidAbout(page, second, 'passed on')).toBeVisible();

    // The Pass button does the same.
    const third = await nameOn(page);
    await page.getByRole('button', { name: `Pass on ${third}`, exact: true }).click();
    await expect(saidAbout(page, third, 'passed on')).toBeVisible();
    await expectAccessible(page, 'discover after swipes');
  });

  test('RECS-22: Enter opens the full profile of the card on top; Back returns to Discover', async ({ page, request }) => {
    const card = await openDiscover(page, request);
    const name = await nameOn(page);
    await card.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/app\/recs\/profile$/);
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(`^${name}`) })).toBeFocused();
    await expectAccessible(page, 'full profile');
    await page.getByRole('link', { name: 'Back to Discover' }).click();
    await expect(page).toHaveURL(/\/app\/recs$/);
    await expect(page.getByRole('article').getByRole('heading')).toContainText(name);
  });

  test('MATCH-15: liking a member who liked you shows "It\'s a match!", and its message field opens the chat', async ({ page, request }) => {
    const card = await openDiscover(page, request);
    const match = page.getByRole('dialog', { name: "It's a match!" });
    await likeUntilMatch(page);
    await expect(match).toBeVisible();
    await expectAccessible(page, 'its a match');
    await match.getByRole('textbox', { name: /^Send .+ a message$/ }).fill('Hello from Discover');
    await match.getByRole('button', { name: 'Send' }).click();
    await expect(page).toHaveURL(/\/app\/messages\/[^/?]+/);
    // The message begun in the dialog waits in the composer, unsent.
    const composer = page.getByRole('textbox', { name: /^Message / });
    await expect(composer).toHaveValue('Hello from Discover');
    await expect(composer).toBeFocused();
    await expect(page.getByText(/This is the start of your conversation/)).toBeVisible();
    await expectAccessible(page, 'chat of a new match');
    void card;
  });

  test('SET-02, SET-05, RECS-06: the discovery settings refuse an age out of bounds inline; a new distance reloads the stack', async ({ page, request }) => {
    await openDiscover(page, request);
    await page.getByRole('link', { name: 'Discovery settings' }).click();
    await expect(page).toHaveURL(/\/app\/settings\/distance$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Discovery settings' })).toBeVisible();
    const from = page.getByRole('textbox', { name: 'From' });
    await expect(from).toBeVisible();
    await expectAccessible(page, 'discovery settings');

    // SET-02: 17 is under the bounds: refused on the spot, the field keeps what was typed.
    const before = await from.inputValue();
    await from.fill('17');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Enter a whole number from 18 to 100.')).toBeVisible();
    await expect(from).toHaveValue('17');
    await expect(from).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page, 'discovery settings with an error');
    await from.fill(before);

    // PROF-08: "Show me" is three toggle chips; none or all three read Everyone. Space toggles a focused chip.
    const showMe = page.getByRole('group', { name: 'Show me' });
    const chips = ['Men', 'Women', 'Beyond binary'].map((name) => showMe.getByRole('button', { name, exact: true }));
    const chosenBefore = await Promise.all(chips.map((chip) => chip.getAttribute('aria-pressed')));
    for (const chip of chips) if ((await chip.getAttribute('aria-pressed')) === 'true') await chip.click();
    await expect(showMe.getByText('Everyone', { exact: true })).toBeVisible();
    await chips[1]!.focus();
    await page.keyboard.press('Space');
    await expect(chips[1]!).toHaveAttribute('aria-pressed', 'true');
    await expect(showMe.getByText('Everyone', { exact: true })).toBeHidden();
    await chips[0]!.click();
    await chips[2]!.click();
    await expect(showMe.getByText('Everyone', { exact: true })).toBeVisible();
    await expectAccessible(page, 'discovery settings with every gender chosen');
    // Back to the member's own choice, so the save below changes only the distance.
    for (const [i, chip] of chips.entries()) if ((await chip.getAttribute('aria-pressed')) !== chosenBefore[i]) await chip.click();

    // A shorter distance, in the member's unit; saving it reloads the stack (RECS-06).
    const slider = page.getByRole('slider', { name: 'Maximum distance' });
    await slider.focus();
    for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowLeft');
    const reloaded = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/v2/recs/core');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved. Discover will show people who fit.')).toBeVisible();
    await reloaded;
    await page.getByRole('link', { name: 'Back to Discover' }).click();
    await expect(page).toHaveURL(/\/app\/recs$/);
    await expect(page.getByRole('article')).toBeVisible();
  });

  test('RECS-11: a free member who uses up the likes sees when they come back, in words; passing still works', async ({ page, request }) => {
    test.slow(); // four screens checked with axe
    // One like left of the allowance; the oldest like used comes back in 90 minutes (support/e2e-server.ts).
    const used = await request.post('/api/e2e/likes-used', { data: { email: DEMO_EMAIL, left: 1 } });
    expect(used.ok()).toBe(true);
    await openDiscover(page, request);
    await expectAccessible(page, 'discover with one like left');

    // The last like (a third of the world liked the guest: a match is answered "Keep swiping").
    const match = page.getByRole('dialog', { name: "It's a match!" });
    await page.addLocatorHandler(match, async () => {
      await match.getByRole('button', { name: 'Keep swiping' }).click();
    });
    const last = await nameOn(page);
    await page.getByRole('button', { name: `Like ${last}`, exact: true }).click();
    await expect(saidAbout(page, last, 'liked')).toBeVisible();

    // That was the last: the Like button is off and the notice under it says when likes come back, in words.
    const next = await nameOn(page);
    const like = page.getByRole('button', { name: `Like ${next}`, exact: true });
    await expect(like).toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByTestId('out-of-likes')).toHaveText(/^Out of likes\. They come back in 2 hours, at \d{1,2}:\d{2}/);
    await expectAccessible(page, 'discover out of likes');

    // A like now (the right arrow key on the card) is refused: the dialog says it again; the card stays.
    await page.getByRole('article').focus();
    await page.keyboard.press('ArrowRight');
    const out = page.getByRole('dialog', { name: "You're out of likes" });
    await expect(out).toBeVisible();
    await expect(out).toContainText(/Your likes come back in 2 hours, at \d{1,2}:\d{2}/);
    await expectAccessible(page, 'out of likes dialog');
    await out.getByRole('button', { name: 'OK' }).click();
    await expect(out).toBeHidden();
    await expect(page.getByRole('article').getByRole('heading')).toContainText(next);

    // Passing still works.
    await page.getByRole('button', { name: `Pass on ${next}`, exact: true }).click();
    await expect(saidAbout(page, next, 'passed on')).toBeVisible();
    await expect(page.getByTestId('out-of-likes')).toBeVisible();
  });

  test('RECS-14: a free member who rewinds is offered the tier that has it; the card stays as it is', async ({ page, request }) => {
    await openDiscover(page, request);
    const rewind = page.getByRole('button', { name: 'Rewind' });
    await expect(rewind).toHaveAttribute('aria-disabled', 'true');
    const name = await nameOn(page);
    await page.getByRole('button', { name: `Pass on ${name}`, exact: true }).click();
    await expect(saidAbout(page, name, 'passed on')).toBeVisible();
    const next = await nameOn(page);
    await rewind.click();
    const paywall = page.getByRole('dialog', { name: /Rewind comes with Spark/ });
    await expect(paywall).toBeVisible();
    await expectAccessible(page, 'rewind paywall');
    await paywall.getByRole('button', { name: 'OK' }).click();
    await expect(paywall).toBeHidden();
    await expect(page.getByRole('article').getByRole('heading')).toContainText(next);
  });
});
