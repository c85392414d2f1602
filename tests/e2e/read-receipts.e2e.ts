import type { Page } from '@playwright/test';
import { typeCard } from './support/checkout';
import { expect, expectAccessible, test } from './support/journey';
import { ORIGIN, inBrowser, makeMatch, newMember, type Member } from './support/members';

/** The member has `left` read receipts (the journeys server's own route). */
const readReceiptsLeft = async (member: Member, left: number) => {
  const answer = await fetch(`${ORIGIN}/api/e2e/read-receipts`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: member.email, left }) });
  expect(answer.status).toBe(200);
};

/** Opens a match's conversation from the list. */
const openConversation = async (page: Page, name: string) => {
  await page.getByRole('link', { name: new RegExp(`^${name}`) }).first().click();
  await expect(page.getByRole('textbox', { name: `Message ${name}` })).toBeFocused();
};

/** The screen at a phone's and a desktop's size, for a look (the test's output folder). */
const lookAt = async (page: Page, name: string) => {
  for (const [size, viewport] of [
    ['phone', { width: 390, height: 844 }],
    ['desktop', { width: 1280, height: 800 }],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: test.info().outputPath(`${name}-${size}.png`) });
  }
};

test.describe('read receipts and the tier paywalls', () => {
  test('CHAT-08, PUR-35, NAV-15: with no read receipts left, the chat menu opens the read-receipt paywall; a pack bought with a test card brings them, and back in the chat they turn on', async ({ browser }) => {
    test.slow(); // two members, four screens checked with axe
    const [ada, ben] = await Promise.all([newMember('Ada'), newMember('Ben')]);
    const matchId = await makeMatch(ada, ben);
    await readReceiptsLeft(ada, 0);
    const { page, context } = await inBrowser(browser, ada);
    await openConversation(page, 'Ben');

    const menu = page.getByRole('button', { name: 'More options' });
    await menu.click();
    await page.getByRole('button', { name: 'Turn on read receipts (none left)' }).click();
    const paywall = page.getByRole('dialog', { name: 'Out of read receipts' });
    await expect(paywall).toContainText('when Ben has read your messages');
    const packs = paywall.getByRole('group', { name: 'How many Read Receipts?' });
    await expect(packs.getByRole('radio')).toHaveCount(3);
    await expect(packs.getByRole('radio', { name: /^5 Read Receipts/ })).toBeChecked();
    await expect(packs).toContainText('$7.99');
    await expect(paywall.getByRole('button', { name: 'Buy 5 Read Receipts' })).toBeFocused();
    await expectAccessible(page, 'read-receipt paywall');
    await lookAt(page, 'read-receipt-paywall');

    // Closing it gives the focus back to the menu button; nothing was turned on.
    await paywall.getByRole('button', { name: 'Not now' }).click();
    await expect(paywall).toBeHidden();
    await expect(menu).toBeFocused();

    await menu.click();
    await page.getByRole('button', { name: 'Turn on read receipts (none left)' }).click();
    await page.getByRole('dialog', { name: 'Out of read receipts' }).getByRole('button', { name: 'Buy 5 Read Receipts' }).click();
    await expect(page).toHaveURL(new RegExp(`/app/checkout\\?product=readreceipt&amount=5&from=read_receipts&match=${matchId}$`));
    await expect(page.getByRole('radio', { name: /^5 Read Receipts/ })).toBeChecked();
    await expectAccessible(page, 'checkout, read receipts');
    await typeCard(page, '4242424242424242');
    // $7.99 listed, $7.19 by card (PUR-10: 10 % off), and 4 % tax at ZIP 10001.
    await page.getByRole('button', { name: 'Pay $7.48' }).click();
    await expect(page.getByRole('heading', { name: 'You got 5 Read Receipts' })).toBeFocused();
    await expectAccessible(page, 'read receipts bought');

    await page.getByRole('button', { name: 'Back to the chat' }).click();
    await expect(page).toHaveURL(new RegExp(`/app/messages/${matchId}$`));
    await menu.click();
    await page.getByRole('button', { name: 'Turn on read receipts (5 left)' }).click();
    await expect(menu).toBeFocused();
    await menu.click();
    await expect(page.getByRole('button', { name: 'Read receipts are on' })).toBeDisabled();
    await expectAccessible(page, 'conversation, read receipts on');
    expect((await ada.api('GET', '/v2/read-receipts')).body.data.read_receipts).toEqual({ remaining: 4 });
    await context.close();
  });

  test('PUR-35, CHAT-08: the read-receipt paywall leads to the platinum paywall: its read receipts a month and price per term, Continue opens the checkout with Platinum and the term chosen', async ({ browser }) => {
    test.slow();
    const [cleo, dan] = await Promise.all([newMember('Cleo'), newMember('Dan')]);
    const matchId = await makeMatch(cleo, dan);
    await readReceiptsLeft(cleo, 0);
    const { page, context } = await inBrowser(browser, cleo);
    await openConversation(page, 'Dan');
    await page.getByRole('button', { name: 'More options' }).click();
    await page.getByRole('button', { name: 'Turn on read receipts (none left)' }).click();
    await page.getByRole('dialog', { name: 'Out of read receipts' }).getByRole('button', { name: 'Get Platinum instead' }).click();

    const platinum = page.getByRole('dialog', { name: 'Get more with Platinum' });
    await expect(platinum).toContainText('10 read receipts every month');
    const terms = platinum.getByRole('group', { name: 'Length' });
    // The tier tables' Platinum prices (docs/decisions.md): 29.99 a month, 119.94 for six, 155.88 for twelve.
    await expect(terms.getByRole('radio')).toHaveCount(3);
    await expect(terms).toContainText('$29.99/month');
    await expect(terms).toContainText('$119.94 every 6 months');
    await expect(terms).toContainText('$155.88 every 12 months');
    await expect(platinum.getByRole('button', { name: 'Continue' })).toBeFocused();
    await expectAccessible(page, 'platinum paywall');
    await lookAt(page, 'platinum-paywall');

    await terms.getByRole('radio', { name: /^6 months/ }).check();
    await platinum.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(new RegExp(`/app/checkout\\?product=platinum&terms=6&from=read_receipts&match=${matchId}$`));
    await expect(page.getByRole('group', { name: 'Plan' }).getByRole('radio', { name: /Platinum/ })).toBeChecked();
    await expect(page.getByRole('group', { name: 'Length' }).getByRole('radio', { name: '6 months' })).toBeChecked();
    await expectAccessible(page, 'checkout, platinum');
    await context.close();
  });
});
