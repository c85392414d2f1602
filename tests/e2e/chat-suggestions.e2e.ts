import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/journey';
import { inBrowser, makeMatch, newMember } from './support/members';

const openConversation = async (page: Page, name: string) => {
  await page.getByRole('link', { name: new RegExp(`^${name}`) }).first().click();
  const composer = page.getByRole('textbox', { name: `Message ${name}` });
  await expect(composer).toBeFocused();
  return { composer, history: page.getByRole('region', { name: `Messages with ${name}` }) };
};

test.describe('chat suggestions', () => {
  test('CHAT-13, PRIV-21, PRIV-13: conversation starters appear in an empty conversation only after the messaging consent; a chip fills the composer and sends nothing', async ({ browser }) => {
    test.setTimeout(180_000);
    const [ada, ben] = await Promise.all([newMember('Ada'), newMember('Ben')]);
    const a = await inBrowser(browser, ada);
    try {
      const starters = a.page.getByRole('region', { name: /Need an opener/ });
      const asked: string[] = [];
      a.page.on('request', (request) => {
        if (request.url().includes('/api/v2/suggestions')) asked.push(request.url());
      });
      await makeMatch(ada, ben);
      const { composer, history } = await openConversation(a.page, 'Ben');

      // No consent yet: no starters and no call for them, only the offer.
      const turnOn = a.page.getByRole('button', { name: 'Show conversation starters' });
      await expect(turnOn).toBeVisible();
      await expect(starters).toHaveCount(0);
      expect(asked).toEqual([]);
      await expectAccessible(a.page, 'conversation: starters offered');

      // The member accepts the messaging consent: three starters, as buttons.
      await turnOn.click();
      await expect(starters).toBeVisible();
      const chips = starters.getByRole('button');
      await expect(chips).toHaveCount(3);
      expect(asked.length).toBeGreaterThan(0);
      await expectAccessible(a.page, 'conversation: starters');

      // A chip (by keyboard) fills the composer, focused, and nothing is sent.
      const first = (await chips.first().textContent()) ?? '';
      expect(first.length).toBeGreaterThan(0);
      await chips.first().focus();
      await a.page.keyboard.press('Enter');
      await expect(composer).toHaveValue(first);
      await expect(composer).toBeFocused();
      await expect(history.getByRole('listitem')).toHaveCount(0);
      await expect(starters).toHaveCount(0);
      await composer.fill('');
      await expect(starters).toBeVisible();
    } finally {
      await a.context.close();
    }
  });
});
