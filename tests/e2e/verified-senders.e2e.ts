import { expect, expectAccessible, test } from './support/journey';
import { inBrowser, makeMatch, newMember, say } from './support/members';

test.describe('messages from verified members only', () => {
  test('SET-09: a message to a match who takes messages from verified members only is refused in words and stays to retry', async ({ browser }) => {
    const [ada, ben] = await Promise.all([newMember('Ada'), newMember('Ben')]);
    const matchId = await makeMatch(ada, ben);
    expect((await say(ben, matchId, 'Hello there')).status).toBe(200);
    expect((await ben.api('POST', '/v2/profile/message_controls', { only_verified_users: true })).status).toBe(200);
    const a = await inBrowser(browser, ada);
    await a.page.getByRole('link', { name: /^Ben/ }).first().click();
    const composer = a.page.getByRole('textbox', { name: 'Message Ben' });
    await expect(composer).toBeFocused();
    const history = a.page.getByRole('region', { name: 'Messages with Ben' });
    await composer.fill('Hi Ben');
    await composer.press('Enter');
    const mine = history.getByRole('listitem').filter({ hasText: 'Hi Ben' });
    await expect(mine.getByText('Not sent: Ben only accepts messages from verified members.')).toBeVisible();
    await expect(mine.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(a.page.getByRole('status').filter({ hasText: "Your message wasn't sent. Ben only accepts messages from verified members." })).toBeAttached();
    await expectAccessible(a.page, 'conversation, refused message');
    await a.context.close();
  });
});
