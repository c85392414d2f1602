import { execFileSync } from 'node:child_process';
import { expect, expectAccessible, signInByEmail, test } from './support/journey';
import { inBrowser, newMember } from './support/members';

/** `npm run admin -- …` against the journeys' server: the same port and data folder (playwright.config.ts). */
const admin = (...args: string[]): string =>
  execFileSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'server/admin/cli.ts', ...args], {
    env: { ...process.env, PORT: process.env['E2E_PORT'] ?? '8787', HOST: '127.0.0.1', DATA_DIR: 'tests/.tmp/e2e-data', MODE: 'demo' },
    encoding: 'utf8',
  });

test.describe('bans and appeals', () => {
  test('BAN-02, BAN-04, BAN-13, BAN-14: a member banned with the admin command lands on the warden screen, appeals without a session, and signs in again once the ban is lifted', async ({ browser }) => {
    test.setTimeout(120_000);
    const member = await newMember('Cleo');
    const { context, page } = await inBrowser(browser, member);
    try {
      expect(admin('ban', member.email, 'banned', 'spam')).toContain('is banned (banned, spam)');

      // The ban reaches the open app (its socket closes; the next call answers the ban): the warden screen.
      await expect(page).toHaveURL(/\/app\/banned$/, { timeout: 15_000 });
      await expect(page.getByRole('heading', { level: 1, name: 'Your account is banned' })).toBeVisible();
      await expect(page.getByText('Reason: spam')).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
      await expectAccessible(page, 'warden: banned');

      // The appeals center, with no session: a statement too short is refused in words and kept.
      await page.getByRole('link', { name: 'Appeal this decision' }).focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/app\/appeals-center$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Appeals' })).toBeVisible();
      const statement = page.getByLabel('Your appeal', { exact: true });
      await statement.fill('Not me');
      await page.getByRole('button', { name: 'Send appeal' }).click();
      await expect(page.getByText('Write at least 10 characters so we can understand your appeal.')).toBeVisible();
      await expect(statement).toHaveValue('Not me');
      await expect(statement).toBeFocused();
      await expectAccessible(page, 'appeals center');

      // By keyboard: the text, then Tab to Send appeal and Enter.
      await statement.fill('');
      await page.keyboard.type('Those links were sent by a friend who borrowed my phone.');
      await page.keyboard.press('Tab');
      await expect(page.getByRole('button', { name: 'Send appeal' })).toBeFocused();
      await page.keyboard.press('Enter');
      const note = page.getByRole('status').filter({ hasText: 'Your appeal is sent.' });
      await expect(note).toBeFocused();
      await expect(page.getByRole('region', { name: 'Your appeals' })).toContainText('Waiting for a decision');
      await expect(page.getByRole('region', { name: 'Your appeals' })).toContainText('Those links were sent by a friend who borrowed my phone.');
      await expect(page.getByLabel('Your appeal', { exact: true })).toHaveCount(0);

      // Lifted: the member signs in again and is back on Discover.
      expect(admin('lift', member.email)).toContain('ban is lifted');
      await page.goto('/app');
      await signInByEmail(page, context.request, member.email);
      await expect(page).toHaveURL(/\/app\/recs/);
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    } finally {
      await context.close();
    }
  });
});
