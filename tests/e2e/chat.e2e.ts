import type { Page } from '@playwright/test';
import { DEMO_EMAIL, expect, expectAccessible, signInByEmail, test } from './support/journey';
import { ORIGIN, existingMember, inBrowser, makeMatch, newMember, say } from './support/members';

/** Opens a match's conversation from the list; the composer has the focus. */
const openConversation = async (page: Page, name: string) => {
  await page.getByRole('link', { name: new RegExp(`^${name}`) }).first().click();
  const composer = page.getByRole('textbox', { name: `Message ${name}` });
  await expect(composer).toBeFocused();
  return { composer, history: page.getByRole('region', { name: `Messages with ${name}` }) };
};

test.describe('matches and chat', () => {
  test('MATCH-15, NAV-05, CHAT-07, CHAT-08, CHAT-15: two members match and chat in real time: typing, sent, seen, replies', async ({ browser }) => {
    const [ada, ben] = await Promise.all([newMember('Ada'), newMember('Ben')]);
    const a = await inBrowser(browser, ada);
    const b = await inBrowser(browser, ben);
    await expect(a.page.getByText(/No new matches yet/)).toBeVisible();

    await makeMatch(ada, ben);
    // The match arrives in both apps at once, as a new match; the matches dot says so.
    await expect(a.page.getByRole('region', { name: 'New matches' }).getByRole('link', { name: 'Ben, new match' })).toBeVisible();
    await expect(b.page.getByRole('region', { name: 'New matches' }).getByRole('link', { name: 'Ada, new match' })).toBeVisible();
    await expect(a.page.getByRole('link', { name: 'Matches, new' })).toBeVisible();
    await expectAccessible(a.page, 'matches, a new match');

    const atA = await openConversation(a.page, 'Ben');
    const atB = await openConversation(b.page, 'Ada');
    await expectAccessible(a.page, 'conversation');
    // Ada turns read receipts on, so she will see when Ben read her messages.
    await a.page.getByRole('button', { name: 'More options' }).click();
    await a.page.getByRole('button', { name: /Turn on read receipts/ }).click();

    await atA.composer.pressSequentially('Hi Ben', { delay: 20 });
    await expect(b.page.getByText('Ada is typing…')).toBeVisible();
    await atA.composer.press('Enter');
    await expect(atB.history.getByText('Hi Ben')).toBeVisible();
    await expect(b.page.getByText('Ada is typing…')).toBeHidden();
    // Ben has the conversation open: he has read it, and Ada sees so.
    await expect(atA.history.getByRole('listitem').filter({ hasText: 'Hi Ben' }).getByText(/Seen$/)).toBeVisible();

    await atB.composer.fill('Hi Ada! Coffee at https://example.com/cafe?');
    await atB.composer.press('Enter');
    const reply = atA.history.getByRole('listitem').filter({ hasText: 'Hi Ada!' });
    await expect(reply).toBeVisible();
    await expect(reply.getByRole('link', { name: 'https://example.com/cafe' })).toHaveAttribute('rel', /noopener/);
    // The conversation moved from the new matches to the messages, on both sides.
    await expect(b.page.getByRole('region', { name: 'Messages' }).getByRole('link', { name: /^Ada/ })).toContainText('You: Hi Ada!');
    await Promise.all([a.context.close(), b.context.close()]);
  });

  test('CHAT-15: a long conversation opens at its newest message; older pages load as the member scrolls up, the rows in view stay in place, down to the first message', async ({ browser }) => {
    const [ada, ben] = await Promise.all([newMember('Ada'), newMember('Ben')]);
    const matchId = await makeMatch(ada, ben);
    // Three pages and a bit of conversation (pages of 50), "Line 1" the oldest.
    const seeded = await fetch(`${ORIGIN}/api/e2e/conversation`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ matchId, count: 170 }) });
    expect(seeded.status).toBe(200);
    const a = await inBrowser(browser, ada);
    const { history } = await openConversation(a.page, 'Ben');
    const row = (n: number) => history.getByRole('listitem').filter({ has: a.page.getByText(`Line ${n}`, { exact: true }) });
    // It opens at the newest message, in view, and holds only the rows near it.
    await expect(row(170)).toBeInViewport();
    expect(await history.getByRole('listitem').count()).toBeLessThanOrEqual(60);
    await expectAccessible(a.page, 'a long conversation');

    // The member goes to the top of what is held (the newest page: Line 121 to 170). The page before is held back
    // until the row at the top has been seen where it is; when it comes in above, that row stays there.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await a.page.route(/\/messages\?.*page_token=/, async (route) => {
      await held;
      await route.continue();
    });
    await history.evaluate((element) => element.scrollTo({ top: 0 }));
    await expect(history.getByRole('status')).toHaveText('Loading earlier messages…');
    await expect(row(121)).toBeInViewport();
    const before = (await row(121).boundingBox())!.y;
    release();
    await expect(row(120)).toBeAttached();
    await a.page.waitForTimeout(300);
    expect(Math.abs((await row(121).boundingBox())!.y - before)).toBeLessThanOrEqual(2);
    await a.page.unroute(/\/messages\?.*page_token=/);

    // By keyboard, page by page, up to the first message and the start of the conversation.
    const start = history.getByText('You matched with Ben. This is the start of your conversation.');
    await history.focus();
    for (let step = 0; step < 200; step++) {
      if ((await history.evaluate((element) => element.scrollTop === 0)) && (await start.count()) > 0) break;
      await history.press('PageUp');
    }
    await expect(start).toBeInViewport();
    await expect(row(1)).toBeInViewport();
    expect(await history.getByRole('listitem').count()).toBeLessThanOrEqual(60);
    await a.context.close();
  });

  test('MATCH-17: a match nobody wrote in moves to the archived matches when it expires, and leaves the new matches', async ({ browser }) => {
    const [ada, ben, cy] = await Promise.all([newMember('Ada'), newMember('Ben'), newMember('Cy')]);
    const old = await makeMatch(ada, ben);
    await makeMatch(ada, cy);
    // Made 15 days ago with no message: expired a day ago (14 days).
    const aged = await fetch(`${ORIGIN}/api/e2e/match-aged`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ matchId: old, days: 15 }) });
    expect(aged.status).toBe(200);
    const a = await inBrowser(browser, ada);
    const fresh = a.page.getByRole('region', { name: 'New matches' });
    await expect(fresh.getByRole('link', { name: 'Cy, new match' })).toBeVisible();
    await expect(fresh.getByRole('link', { name: /^Ben/ })).toHaveCount(0);

    await a.page.getByRole('link', { name: 'Archived matches' }).click();
    await expect(a.page).toHaveURL(/\/app\/matches\/archived$/);
    const archived = a.page.getByRole('region', { name: 'Archived matches' });
    await expect(archived.getByRole('link', { name: /^Ben/ })).toBeVisible();
    await expect(archived.getByRole('link', { name: /^Cy/ })).toHaveCount(0);
    await expectAccessible(a.page, 'archived matches');
    await a.page.getByRole('link', { name: 'Back to matches' }).click();
    await expect(a.page).toHaveURL(/\/app\/matches$/);
    await a.context.close();
  });

  test('MATCH-04, MATCH-13: an unmatch removes the conversation on both sides', async ({ browser }) => {
    const [ada, ben] = await Promise.all([newMember('Ada'), newMember('Ben')]);
    const matchId = await makeMatch(ada, ben);
    expect((await say(ben, matchId, 'Hello there')).status).toBe(200);
    const a = await inBrowser(browser, ada);
    const b = await inBrowser(browser, ben);
    await openConversation(a.page, 'Ben');
    await expect(b.page.getByRole('region', { name: 'Messages' }).getByRole('link', { name: /^Ada/ })).toBeVisible();

    await a.page.getByRole('button', { name: 'More options' }).click();
    await a.page.getByRole('button', { name: 'Unmatch' }).click();
    const dialog = a.page.getByRole('dialog', { name: 'Unmatch Ben?' });
    await expectAccessible(a.page, 'unmatch dialog');
    await dialog.getByRole('button', { name: 'Unmatch' }).click();
    await expect(a.page.getByRole('status').filter({ hasText: 'You unmatched Ben.' })).toBeVisible();
    await expect(a.page).toHaveURL(/\/app\/matches$/);
    await expect(a.page.getByRole('link', { name: /^Ben/ })).toHaveCount(0);
    // Ben's app drops it at once (an unmatch nudge), without a reload.
    await expect(b.page.getByRole('link', { name: /^Ada/ })).toHaveCount(0);
    await expect(b.page.getByText(/No conversations yet/)).toBeVisible();
    await expectAccessible(b.page, 'matches, empty');
    await Promise.all([a.context.close(), b.context.close()]);
  });

  test('MATCH-14, SAFE-02, MATCH-04: the match profile; a block hides both members from each other, in the lists and in the conversation', async ({ browser }) => {
    const [ada, ben] = await Promise.all([newMember('Ada'), newMember('Ben')]);
    const matchId = await makeMatch(ada, ben);
    const a = await inBrowser(browser, ada);
    const b = await inBrowser(browser, ben);
    await openConversation(b.page, 'Ada');
    await a.page.getByRole('link', { name: /^Ben/ }).first().click();
    // The match profile (MATCH-14), from the conversation's header.
    await a.page.getByRole('link', { name: /^Ben\s*,?\s*view profile$/ }).click();
    await expect(a.page.getByRole('heading', { level: 2, name: /^Ben/ })).toBeVisible();
    await expect(a.page).toHaveURL(new RegExp(`/app/messages/${matchId}/profile/${ben.userId}$`));
    await expectAccessible(a.page, 'match profile');
    await a.page.getByRole('button', { name: 'More options' }).click();
    await a.page.getByRole('button', { name: 'Block' }).click();
    await a.page.getByRole('dialog', { name: 'Block Ben?' }).getByRole('button', { name: 'Block' }).click();
    await expect(a.page.getByRole('status').filter({ hasText: 'You blocked Ben.' })).toBeVisible();
    await expect(a.page.getByRole('link', { name: /^Ben/ })).toHaveCount(0);
    // Ben's open conversation ends, and Ada is gone from his matches.
    await expect(b.page.getByText('This match has ended. The conversation is no longer available.')).toBeVisible();
    await expect(b.page.getByRole('link', { name: /^Ada/ })).toHaveCount(0);
    await expectAccessible(b.page, 'conversation ended');
    // Neither can write to the other any more.
    expect((await say(ben, matchId, 'Still there?')).status).toBe(404);
    await b.page.reload();
    await expect(b.page.getByRole('region', { name: 'New matches' })).toBeVisible();
    await expect(b.page.getByRole('link', { name: /^Ada/ })).toHaveCount(0);
    await Promise.all([a.context.close(), b.context.close()]);
  });

  test('CHAT-09, CHAT-10: a member of the demo world answers; GIFs and stickers are sent from their pickers', async ({ page, request }) => {
    // The guest likes the people Discover offers until one who liked the guest already: a match with a demo member.
    const guest = await existingMember(DEMO_EMAIL);
    let name = '';
    for (let round = 0; round < 5 && name === ''; round++) {
      const recs = (await guest.api('GET', '/v2/recs/core')).body?.data?.results ?? [];
      for (const rec of recs) {
        const liked = await guest.api('POST', `/like/${rec.user._id}`);
        if (liked.body?.data?.match) {
          name = rec.user.name as string;
          break;
        }
      }
    }
    expect(name).not.toBe('');
    await page.goto('/app');
    await signInByEmail(page, request, DEMO_EMAIL);
    await expect(page).toHaveURL(/\/app\/recs$/);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Matches/ }).click();
    const { composer, history } = await openConversation(page, name);
    await composer.fill('Hello! How is your week going?');
    await composer.press('Enter');
    await expect(history.getByRole('listitem').filter({ hasText: 'Hello! How is your week going?' }).getByText(/Sent$/)).toBeVisible();
    // The demo member answers after a short pause (DEMO_REPLY_DELAY_MS), and the live region says it.
    // (A reply may ask the same question back: only the guest's own words are left out.)
    await expect(history.getByRole('listitem').filter({ hasNotText: 'Hello! How is your week going?' }).last()).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('status').filter({ hasText: new RegExp(`^${name} wrote: `) })).toBeAttached({ timeout: 15_000 });

    await page.getByRole('button', { name: 'GIFs' }).click();
    await expect(page.getByRole('searchbox', { name: 'Search GIFs' })).toBeFocused();
    await expectAccessible(page, 'GIF picker');
    const gif = page.getByRole('button', { name: /^Send / }).first();
    await gif.click();
    await expect(history.locator('img[data-renderer="gif"]').last()).toBeVisible();
    await page.getByRole('button', { name: 'Stickers' }).click();
    await page.getByRole('button', { name: /^Send / }).first().click();
    await expect(history.locator('img[data-renderer="sticker"]').last()).toBeVisible();
    await page.getByRole('button', { name: 'Emoji' }).click();
    await page.getByRole('button', { name: '🔥' }).click();
    await expect(composer).toHaveValue('🔥');
    await expect(composer).toBeFocused();
  });
});
