import type { APIRequestContext, Page } from '@playwright/test';
import { passChallenge, typeCard } from './support/checkout';
import { DEMO_EMAIL, expect, expectAccessible, signInByEmail, test } from './support/journey';
import { newMember } from './support/members';

const nameOn = async (page: Page): Promise<string> => (await page.getByRole('article').getByRole('heading').innerText()).split(',')[0]!.trim();

/** What the live region says after a super like of `name`. */
const superLiked = (page: Page, name: string) => page.getByRole('status').filter({ hasText: new RegExp(`You super liked ${name}\\.|It's a match with ${name}!`) });

/** The demo guest signed in, a card on Discover; a match made on the way is closed to keep swiping. */
async function guestInDiscover(page: Page, request: APIRequestContext) {
  await page.goto('/app');
  await signInByEmail(page, request, DEMO_EMAIL);
  await expect(page).toHaveURL(/\/app\/recs$/);
  await expect(page.getByRole('article')).toBeVisible();
  const match = page.getByRole('dialog', { name: "It's a match!" });
  await page.addLocatorHandler(match, async () => {
    await match.getByRole('button', { name: 'Keep swiping' }).click();
  });
}

test.describe('consumables', () => {
  test('PUR-05, PUR-22, RECS-12, RECS-13: a free member out of super likes buys a pack of 5 with a card that needs 3-D Secure and super likes a card', async ({ page, request }) => {
    test.slow(); // four screens checked with axe
    await guestInDiscover(page, request);

    // A free member has one super like a day: the first goes out, the second is refused.
    const first = await nameOn(page);
    await page.getByRole('button', { name: `Super like ${first}`, exact: true }).click();
    await expect(superLiked(page, first)).toBeVisible();
    // RECS-13: that was the last one: the upsell, once this session.
    const upsell = page.getByRole('dialog', { name: 'That was your last super like' });
    await expect(upsell).toBeVisible();
    await expect(upsell.getByRole('button', { name: 'Get more super likes' })).toBeFocused();
    await expectAccessible(page, 'super-like upsell');
    await upsell.getByRole('button', { name: 'Not now' }).click();
    await expect(upsell).toBeHidden();
    // The button says it is out (aria-disabled); the keyboard's super like (arrow up) brings the out-of-super-likes modal.
    const superLike = page.getByRole('button', { name: `Super like ${await nameOn(page)}`, exact: true });
    await expect(superLike).toHaveAttribute('aria-disabled', 'true');
    // The focus has come back to the super like button that opened the upsell before the member moves it to the card.
    await expect(superLike).toBeFocused();
    await page.getByRole('article').focus();
    await expect(page.getByRole('article')).toBeFocused();
    await page.keyboard.press('ArrowUp');
    const out = page.getByRole('dialog', { name: "You're out of super likes" });
    await expect(out).toBeVisible();
    const more = out.getByRole('button', { name: 'Get more super likes' });
    await expect(more).toBeFocused();
    await expectAccessible(page, 'out of super likes');
    await more.click();
    await expect(page).toHaveURL(/\/app\/checkout\?product=superlike&amount=5/);

    // The packs side by side: 1, 5 and 10, a unit cheaper in a bigger pack; 5 chosen.
    const packs = page.getByRole('group', { name: 'How many Super Likes?' });
    await expect(packs.getByRole('radio')).toHaveCount(3);
    await expect(packs.getByRole('radio', { name: /^5 Super Likes/ })).toBeChecked();
    await expect(packs).toContainText('$2.50 each');
    await expect(packs).toContainText('save 16%');
    await expect(packs).toContainText('$2.00 each');
    await expect(page.getByText('Charged once, no subscription.', { exact: false })).toBeVisible();
    await expectAccessible(page, 'super-like packs');

    // 12.49 listed; by card 10 % less (PUR-10): 11.24, and the tax of 10001 (4 %): 11.69, confirmed with the issuer's challenge.
    await typeCard(page, '4000000000003220');
    await page.getByRole('button', { name: 'Pay $11.69' }).click();
    await passChallenge(page, '$11.69');
    await expect(page.getByRole('heading', { name: 'You got 5 Super Likes' })).toBeFocused();
    await expect(page.getByText('We charged $11.69 to your Visa ending in 3220.')).toBeVisible();
    await expectAccessible(page, 'pack bought');

    // Back in Discover the card gets its super like.
    await page.getByRole('button', { name: 'Back to Discover' }).click();
    await expect(page).toHaveURL(/\/app\/recs$/);
    const third = await nameOn(page);
    await page.getByRole('button', { name: `Super like ${third}`, exact: true }).click();
    await expect(superLiked(page, third)).toBeVisible();
    await expect(page.getByRole('dialog', { name: "You're out of super likes" })).toHaveCount(0);
  });

  test('PUR-05, BOOST-05, BOOST-06: a member without boosts buys one, is told what a boost does, starts it and watches it count down', async ({ page, request }) => {
    test.slow();
    const cy = await newMember('Cy');
    await page.goto('/app');
    await signInByEmail(page, request, cy.email);
    await expect(page).toHaveURL(/\/app\/recs$/);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Likes/ }).click();
    await expect(page).toHaveURL(/\/app\/gold-home$/);

    // No tier boosts and none bought: the paywall, with the packs one tap away.
    await page.getByRole('button', { name: 'Boost your profile' }).click();
    const paywall = page.getByRole('dialog', { name: 'Boost your profile' });
    await expect(paywall).toBeVisible();
    await expect(paywall.getByRole('button', { name: 'Get boosts' })).toBeFocused();
    await expectAccessible(page, 'boost paywall');
    await paywall.getByRole('button', { name: 'Get boosts' }).click();
    await expect(page).toHaveURL(/\/app\/checkout\?product=boost&amount=5/);

    const packs = page.getByRole('group', { name: 'How many Boosts?' });
    await packs.getByRole('radio', { name: /^1 Boost/ }).check();
    await expectAccessible(page, 'boost packs');
    await typeCard(page, '4242424242424242');
    // 7.99 listed, 7.19 by card (10 % off) and 4 %: 7.48.
    await page.getByRole('button', { name: 'Pay $7.48' }).click();
    await expect(page.getByRole('heading', { name: 'You got 1 Boost' })).toBeFocused();
    await page.getByRole('button', { name: 'Back to boosts' }).click();
    await expect(page).toHaveURL(/\/app\/gold-home$/);

    // The first boost: what it does, then it starts and counts down (30 s on the journeys server).
    await page.getByRole('button', { name: 'Boost your profile' }).click();
    const firstTime = page.getByRole('dialog', { name: 'Get seen by more people' });
    await expect(firstTime).toBeVisible();
    await expectAccessible(page, 'first boost');
    await firstTime.getByRole('button', { name: 'Boost me now' }).click();
    const running = page.getByTestId('boost-button');
    await expect(running).toHaveAttribute('aria-label', /^Boost running, 0:\d\d left/);
    const at = (await running.getAttribute('aria-label')) ?? '';
    await expect(running).not.toHaveAttribute('aria-label', at);
    await expectAccessible(page, 'bought boost running');
  });

  test('LIKES-10, PUR-35: a free member back with new likes is celebrated and led to the Gold paywall, then the checkout', async ({ page, request }) => {
    // An earlier visit saw one like; the demo guest has many more now.
    await page.addInitScript(() => window.localStorage.setItem('spark.likesYou.v1', JSON.stringify({ prevSessionLikeCount: 1 })));
    await page.goto('/app');
    await signInByEmail(page, request, DEMO_EMAIL);
    await expect(page).toHaveURL(/\/app\/recs$/);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Likes/ }).click();
    const celebration = page.getByRole('dialog', { name: /^\d+ new likes since your last visit$/ });
    await expect(celebration).toBeVisible();
    await expect(celebration.getByRole('button', { name: 'See who likes you' })).toBeFocused();
    await expectAccessible(page, 'celebration likes');
    await celebration.getByRole('button', { name: 'See who likes you' }).click();
    const paywall = page.getByRole('dialog', { name: 'See who likes you with Gold' });
    await expect(paywall).toBeVisible();
    await expect(paywall).toContainText('Unlimited likes');
    // PUR-35: the gold paywall: Gold's price per term, a month chosen first.
    await expect(paywall.getByRole('group', { name: 'Length' }).getByRole('radio', { name: /^1 month/ })).toBeChecked();
    await expect(paywall.getByRole('button', { name: 'Continue' })).toBeFocused();
    await expectAccessible(page, 'gold paywall');
    await paywall.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/app\/checkout\?product=gold&terms=1&from=celebration_likes/);
    await expect(page.getByRole('group', { name: 'Plan' }).getByRole('radio', { name: /Gold/ })).toBeChecked();
  });

  test('RECS-15: a member without swipe notes is offered a pack, buys one and likes a card with a note', async ({ page, request }) => {
    test.slow();
    await guestInDiscover(page, request);

    // No swipe notes held: writing one leads to the packs.
    const first = await nameOn(page);
    await page.getByRole('button', { name: `Send ${first} a note with a like` }).click();
    const note = page.getByRole('dialog', { name: `A note for ${first}` });
    await expect(note.getByLabel('Your note')).toBeFocused();
    await expectAccessible(page, 'swipe note');
    await note.getByLabel('Your note').fill('Your hiking photos are great');
    await note.getByRole('button', { name: 'Like with this note' }).click();
    const out = page.getByRole('dialog', { name: "You're out of swipe notes" });
    await expect(out).toBeVisible();
    await expectAccessible(page, 'out of swipe notes');
    await out.getByRole('button', { name: 'Get swipe notes' }).click();
    await expect(page).toHaveURL(/\/app\/checkout\?product=swipenote&amount=5/);
    await expect(page.getByRole('group', { name: 'How many Swipe Notes?' }).getByRole('radio', { name: /^5 Swipe Notes/ })).toBeChecked();
    await typeCard(page, '4242424242424242');
    // 7.99 listed, 7.19 by card (10 % off) and 4 %: 7.48.
    await page.getByRole('button', { name: 'Pay $7.48' }).click();
    await expect(page.getByRole('heading', { name: 'You got 5 Swipe Notes' })).toBeFocused();
    await page.getByRole('button', { name: 'Back to Discover' }).click();

    // The note goes with a like of the card on top.
    await expect(page).toHaveURL(/\/app\/recs$/);
    const name = await nameOn(page);
    await page.getByRole('button', { name: `Send ${name} a note with a like` }).click();
    const again = page.getByRole('dialog', { name: `A note for ${name}` });
    await expect(again).toContainText('You have 5 swipe notes.');
    await again.getByLabel('Your note').fill('Your hiking photos are great');
    await again.getByRole('button', { name: 'Like with this note' }).click();
    await expect(page.getByRole('status').filter({ hasText: new RegExp(`You liked ${name}\\.|It's a match with ${name}!`) })).toBeVisible();
  });
  test('RECS-16: a free member out of likes buys bouncer bypasses and lets a like through with one', async ({ page, request }) => {
    test.slow();
    const used = await request.post('/api/e2e/likes-used', { data: { email: DEMO_EMAIL, left: 0 } });
    expect(used.ok()).toBe(true);
    await guestInDiscover(page, request);

    // Out of likes and no bouncer bypass held: the dialog offers the plans and the packs.
    await page.getByRole('article').focus();
    await page.keyboard.press('ArrowRight');
    const out = page.getByRole('dialog', { name: "You're out of likes" });
    await expect(out).toBeVisible();
    await expect(out.getByRole('button', { name: 'Let this like through' })).toHaveCount(0);
    await out.getByRole('button', { name: 'Get bouncer bypasses' }).click();
    await expect(page).toHaveURL(/\/app\/checkout\?product=bouncerbypass&amount=5/);
    await expect(page.getByRole('group', { name: 'How many Bouncer Bypasses?' }).getByRole('radio', { name: /^5 Bouncer Bypasses/ })).toBeChecked();
    await expect(page.getByText("Let a like through when you're out of likes.")).toBeVisible();
    await typeCard(page, '4242424242424242');
    // 11.99 listed, 10.79 by card (10 % off) and the tax of 10001 (4 %): 11.22.
    await page.getByRole('button', { name: 'Pay $11.22' }).click();
    await expect(page.getByRole('heading', { name: 'You got 5 Bouncer Bypasses' })).toBeFocused();
    await page.getByRole('button', { name: 'Back to Discover' }).click();
    await expect(page).toHaveURL(/\/app\/recs$/);

    // Still out of likes: the dialog now lets this like through with one of the 5.
    const name = await nameOn(page);
    await page.getByRole('article').focus();
    await page.keyboard.press('ArrowRight');
    await expect(out).toBeVisible();
    await expect(out).toContainText('It uses 1 of your 5 bouncer bypasses.');
    const through = out.getByRole('button', { name: 'Let this like through' });
    await expect(through).toBeFocused();
    await expectAccessible(page, 'out of likes with bouncer bypasses');
    await through.click();
    await expect(out).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: new RegExp(`You liked ${name}\\.|It's a match with ${name}!`) })).toBeVisible();
    await expect(page.getByRole('article').getByRole('heading')).not.toContainText(name);

    // The next like: 4 left.
    await page.getByRole('article').focus();
    await page.keyboard.press('ArrowRight');
    await expect(out).toContainText('It uses 1 of your 4 bouncer bypasses.');
    await out.getByRole('button', { name: 'OK' }).click();
    await expect(out).toBeHidden();
  });
  test('PUR-31: a member subscribes to Boosts from the subscription settings, has boosts to start, and turns its auto-renew off', async ({ page, request }) => {
    test.slow();
    const bo = await newMember('Bo');
    await page.goto('/app');
    await signInByEmail(page, request, bo.email);
    await expect(page).toHaveURL(/\/app\/recs$/);

    // On sale in the subscription settings: 4 boosts a month, from $9.99 a month (6 months).
    await page.goto('/app/settings/subscription');
    const section = page.getByRole('region', { name: 'Boost subscription' });
    await expect(section).toContainText('4 Boosts every month, from $9.99/month, on top of your plan.');
    await section.getByRole('button', { name: 'Get the Boost subscription' }).click();
    await expect(page).toHaveURL(/\/app\/checkout\?product=boost_subscription/);
    await expect(page.getByRole('heading', { name: 'Boost every month' })).toBeVisible();
    const terms = page.getByRole('group', { name: 'How long?' });
    await expect(terms.getByRole('radio')).toHaveCount(2);
    await expect(terms.getByRole('radio', { name: /^1 month/ })).toBeChecked();
    await expect(terms).toContainText('$9.99/month');
    await expectAccessible(page, 'boost subscription checkout');
    await typeCard(page, '4242424242424242');
    // 14.99 listed, 13.49 by card (10 % off) and the tax of 10001 (4 %): 14.03.
    await page.getByRole('button', { name: 'Pay $14.03' }).click();
    await expect(page.getByRole('heading', { name: 'Your Boost subscription is on' })).toBeFocused();
    // The boosts are read again on the way back; the button is tapped once they are.
    const boostsRead = page.waitForResponse((response) => response.url().includes('/boost/result'));
    await page.getByRole('button', { name: 'Back to boosts' }).click();
    await expect(page).toHaveURL(/\/app\/gold-home$/);
    await boostsRead;

    // Its boosts: a boost starts without a tier or a pack (the first-boost explainer, not the paywall).
    await page.getByRole('button', { name: 'Boost your profile' }).click();
    await expect(page.getByRole('dialog', { name: 'Get seen by more people' })).toBeVisible();
    await page.keyboard.press('Escape');

    // Held in the settings: renews, and auto-renew turned off ends it at the end of its term.
    await page.goto('/app/settings/subscription');
    await expect(section).toContainText(/Renews on /);
    const renew = section.getByRole('switch', { name: 'Auto-renew the Boost subscription' });
    await expect(renew).toBeChecked();
    await expectAccessible(page, 'boost subscription held');
    await renew.click();
    await expect(page.getByRole('status').filter({ hasText: 'Your Boost subscription will end at the end of its term.' })).toBeVisible();
    await expect(renew).not.toBeChecked();
    await expect(section).toContainText(/Ends on /);
    // The plan itself is untouched.
    await expect(page.getByRole('heading', { name: "You're on no plan." })).toBeVisible();
  });
  test('BOOST-08: a member without boosts is offered 1 boost for $0.99 in the boost paywall, buys it at that price and starts it', async ({ page, request }) => {
    test.slow();
    const di = await newMember('Di');
    await page.goto('/app');
    await signInByEmail(page, request, di.email);
    await expect(page).toHaveURL(/\/app\/recs$/);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Likes/ }).click();
    await expect(page).toHaveURL(/\/app\/gold-home$/);

    // The paywall holds the offer, and says when it ends (a day).
    await page.getByRole('button', { name: 'Boost your profile' }).click();
    const paywall = page.getByRole('dialog', { name: 'Boost your profile' });
    await expect(paywall).toContainText('Just for you: 1 Boost for $0.99 instead of $7.99. The offer ends in 24 hours.');
    await expectAccessible(page, 'boost offer paywall');
    await paywall.getByRole('button', { name: 'Get 1 Boost for $0.99' }).click();
    await expect(page).toHaveURL(/\/app\/checkout\?product=consumable&offer=/);
    await expect(page.getByRole('heading', { name: 'Your offer' })).toBeVisible();
    await expect(page.getByTestId('checkout-offer')).toContainText('88% off');
    await typeCard(page, '4242424242424242');
    // 0.99 at the offer, 0.89 by card (10 % off) and the tax of 10001 (4 %): 0.93.
    await page.getByRole('button', { name: 'Pay $0.93' }).click();
    await expect(page.getByRole('heading', { name: 'Your offer is yours' })).toBeFocused();
    await expectAccessible(page, 'boost offer bought');
    await page.getByRole('button', { name: 'Back to boosts' }).click();

    // The boost bought starts; the offer is not made again.
    await page.getByRole('button', { name: 'Boost your profile' }).click();
    await expect(page.getByRole('dialog', { name: 'Get seen by more people' })).toBeVisible();
  });
});
