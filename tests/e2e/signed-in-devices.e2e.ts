import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/journey';
import { inBrowser, newMember } from './support/members';

/** The signed-in devices page, reached the way a member does: Profile, Settings, Signed-in devices. */
const openDevices = async (page: Page): Promise<void> => {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' }).click();
  await page.getByRole('link', { name: 'Settings', exact: true }).click();
  await page.getByRole('link', { name: 'Signed-in devices' }).click();
  await expect(page).toHaveURL(/\/app\/settings\/devices$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Signed-in devices' })).toBeVisible();
};

/** A member signed up over the API, whose API sign-in is then ended: only the browsers below are signed in. */
const memberWithNoSession = async (name: string) => {
  const member = await newMember(name);
  expect((await member.api('POST', '/v2/auth/logout')).status).toBe(200);
  return member;
};

/** Signed out: at once, with no reload (the socket's logout), and still after one. */
const expectSignedOut = async (page: Page): Promise<void> => {
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0, { timeout: 15_000 });
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Log in' }).first()).toBeVisible();
};

test.describe('a member controls where they are signed in', () => {
  test('signed-in devices: the list shows every device, and one other is signed out by its own button', async ({ browser }) => {
    test.setTimeout(120_000);
    const member = await memberWithNoSession('Dana');
    const a = await inBrowser(browser, member);
    const b = await inBrowser(browser, member);
    const c = await inBrowser(browser, member);
    try {
      await openDevices(a.page);
      const list = a.page.getByRole('list', { name: 'Your devices' });
      await expect(list.getByRole('listitem')).toHaveCount(3);
      // This device first, marked as such, with no button to end it (that is Log out).
      await expect(list.getByRole('listitem').first()).toContainText('This device');
      await expect(list.getByRole('listitem').first().getByRole('button')).toHaveCount(0);
      await expect(list.getByRole('button', { name: /^Sign out / })).toHaveCount(2);
      await expectAccessible(a.page, 'signed-in devices');

      // One other device, by its own button: said in words, with the focus on the sentence.
      await list.getByRole('button', { name: /^Sign out / }).first().click();
      const status = a.page.getByRole('status').filter({ hasText: 'is signed out.' });
      await expect(status).toBeVisible();
      await expect(status).toBeFocused();
      await expect(list.getByRole('listitem')).toHaveCount(2);

      // Exactly one of the other two browsers lost its session.
      await a.page.reload();
      await expect(a.page.getByRole('list', { name: 'Your devices' }).getByRole('listitem')).toHaveCount(2);
      const stillIn = async (page: Page) => {
        await page.reload();
        return page
          .getByRole('navigation', { name: 'Main' })
          .waitFor({ timeout: 10_000 })
          .then(() => true)
          .catch(() => false);
      };
      const [bIn, cIn] = [await stillIn(b.page), await stillIn(c.page)];
      expect([bIn, cIn].filter(Boolean)).toHaveLength(1);

      // With one other device left, no bulk button: the row's own button is the way.
      await expect(a.page.getByRole('button', { name: 'Sign out all other devices' })).toHaveCount(0);
    } finally {
      await Promise.all([a.context.close(), b.context.close(), c.context.close()]);
    }
  });

  test('signed-in devices: "sign out all other devices" ends every other session and keeps this one', async ({ browser }) => {
    test.setTimeout(120_000);
    const member = await memberWithNoSession('Eli');
    const a = await inBrowser(browser, member);
    const b = await inBrowser(browser, member);
    const c = await inBrowser(browser, member);
    try {
      await openDevices(a.page);
      await expect(a.page.getByRole('list', { name: 'Your devices' }).getByRole('listitem')).toHaveCount(3);
      await a.page.getByRole('button', { name: 'Sign out all other devices' }).click();
      const dialog = a.page.getByRole('dialog', { name: 'Sign out everywhere else?' });
      await expect(dialog).toContainText('2 other devices will be signed out at once. You stay signed in here.');
      await expectAccessible(a.page, 'sign out everywhere else');
      await dialog.getByRole('button', { name: 'Sign out 2 devices' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(a.page.getByRole('status').filter({ hasText: '2 other devices are signed out.' })).toBeFocused();
      await expect(a.page.getByText('No other device is signed in to your account.')).toBeVisible();
      await expectSignedOut(b.page);
      await expectSignedOut(c.page);
      // This device stays signed in.
      await a.page.reload();
      await expect(a.page.getByRole('list', { name: 'Your devices' }).getByRole('listitem')).toHaveCount(1);
    } finally {
      await Promise.all([a.context.close(), b.context.close(), c.context.close()]);
    }
  });
});
