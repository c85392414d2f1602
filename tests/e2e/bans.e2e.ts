import { execFileSync } from 'node:child_process';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { answerConsents, expect, expectAccessible, freshPhone, signInByEmail, signInByPhone, test } from './support/journey';
import { inBrowser, newMember, ORIGIN } from './support/members';

/** `npm run admin -- …` against the journeys' server: the same port and data folder (playwright.config.ts). */
const admin = (...args: string[]): string =>
  execFileSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'server/admin/cli.ts', ...args], {
    env: { ...process.env, PORT: process.env['E2E_PORT'] ?? '8787', HOST: '127.0.0.1', DATA_DIR: 'tests/.tmp/e2e-data', MODE: 'demo' },
    encoding: 'utf8',
  });

test.describe('bans and appeals', () => {
  test('BAN-02, BAN-04, BAN-13, BAN-14: a member banned with the admin command lands on the warden screen, appeals without a session, and signs in again once the ban is lifted', async ({ browser }) => {
    test.setTimeout(180_000);
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
      // A reload keeps the way to appeal: the refresh answers the ban with its appeal token again.
      await page.reload();
      await expect(page.getByRole('link', { name: 'Appeal this decision' })).toBeVisible();

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

      // Lifted: the member signs in again and is back on Discover, told once that the account is back (BAN-11).
      expect(admin('lift', member.email)).toContain('ban is lifted');
      await page.goto('/app');
      await signInByEmail(page, context.request, member.email);
      await expect(page).toHaveURL(/\/app\/recs/);
      const back = page.getByRole('dialog', { name: 'Your account is back' });
      await expect(back).toContainText('for this reason: spam');
      await expect(back.getByRole('button', { name: 'I understand' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(back).toHaveCount(0);
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    } finally {
      await context.close();
    }
  });
});

/** A photo of the size a camera gives (the selfie check's stand-in wants at least 200 pixels a side). */
const selfie = () => sharp({ create: { width: 480, height: 640, channels: 3, background: '#c08060' } }).jpeg().toBuffer();

/** Signs in by e-mail from a fresh start in a new browser context, at the given viewport. */
const freshPage = async (browser: import('@playwright/test').Browser, viewport = { width: 1280, height: 800 }): Promise<{ context: import('@playwright/test').BrowserContext; page: Page }> => {
  const context = await browser.newContext({ baseURL: ORIGIN, viewport });
  await answerConsents(context);
  return { context, page: await context.newPage() };
};

test.describe('warnings, the selfie challenge and the flagged device', () => {
  test('BAN-11, PL-11, BAN-13: a warned member sees the warning after sign-in, appeals it, and acknowledges it; it does not come back', async ({ browser }) => {
    test.setTimeout(120_000);
    const member = await newMember('Dora');
    expect(admin('warn', member.email, 'finalWarning', 'fake', 'photos')).toContain('is warned (finalWarning, fake photos)');
    const { context, page } = await freshPage(browser);
    try {
      await page.goto('/app');
      await signInByEmail(page, context.request, member.email);
      await expect(page).toHaveURL(/\/app\/recs/);
      const warning = page.getByRole('dialog', { name: 'A final warning about your account' });
      await expect(warning).toContainText('broke our community guidelines: fake photos');
      await expect(warning.getByRole('button', { name: 'I understand' })).toBeFocused();
      await expectAccessible(page, 'warning modal');

      // The appeal, by keyboard, inside the modal: too short is refused in words and kept.
      await page.keyboard.press('Tab');
      await expect(warning.getByRole('button', { name: 'Appeal this warning' })).toBeFocused();
      await page.keyboard.press('Enter');
      const statement = warning.getByLabel('Your appeal', { exact: true });
      await expect(statement).toBeFocused();
      await statement.fill('Mine');
      await warning.getByRole('button', { name: 'Send appeal' }).click();
      await expect(warning.getByText('Write at least 10 characters so we can understand your appeal.')).toBeVisible();
      await expect(statement).toHaveValue('Mine');
      await expect(statement).toBeFocused();
      await statement.fill('These photos are mine, taken last summer.');
      await warning.getByRole('button', { name: 'Send appeal' }).click();
      await expect(warning.getByRole('status')).toHaveText('Your appeal is sent. We will look at it and let you know.');
      await expect(warning.getByRole('status')).toBeFocused();
      await expectAccessible(page, 'warning modal, appeal sent');

      await warning.getByRole('button', { name: 'I understand' }).click();
      await expect(warning).toHaveCount(0);
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      // Acknowledged: the next sign-in shows nothing.
      await page.reload();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    } finally {
      await context.close();
    }
  });

  test('BAN-07, BAN-03: a member under a selfie challenge is sent to the selfie page, passes it, and gets back in', async ({ browser }) => {
    test.setTimeout(120_000);
    const member = await newMember('Ezra');
    const { context, page } = await inBrowser(browser, member);
    try {
      expect(admin('ban', member.email, 'selfieChallenge', 'identity check')).toContain('is banned (selfieChallenge, identity check)');
      await expect(page).toHaveURL(/\/app\/v2\/selfie-challenge$/, { timeout: 15_000 });
      await expect(page.getByRole('heading', { level: 1, name: 'Take a selfie to go on' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
      await expectAccessible(page, 'selfie challenge');

      // Sending without a photo says what to do.
      await page.getByRole('button', { name: 'Send selfie' }).click();
      await expect(page.getByRole('alert')).toHaveText('Choose a photo first: a JPEG, PNG or WebP picture of your face.');
      await expect(page.getByRole('alert')).toBeFocused();

      await page.getByLabel('Take or choose a selfie').setInputFiles({ name: 'selfie.jpg', mimeType: 'image/jpeg', buffer: await selfie() });
      await expect(page.getByText('Chosen: selfie.jpg')).toBeVisible();
      await page.getByRole('button', { name: 'Send selfie' }).focus();
      await page.keyboard.press('Enter');
      const passed = page.getByRole('status').filter({ hasText: 'Thank you, your selfie is accepted.' });
      await expect(passed).toBeFocused();
      await expectAccessible(page, 'selfie passed');

      await page.getByRole('link', { name: 'Go to sign in' }).click();
      await signInByEmail(page, context.request, member.email);
      await expect(page).toHaveURL(/\/app\/recs/);
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    } finally {
      await context.close();
    }
  });

  test('BAN-08: after an under-18 birth date in onboarding, a sign-in closes the login and opens the device-flagged modal', async ({ browser }) => {
    test.setTimeout(120_000);
    const phone = freshPhone();
    const first = await freshPage(browser);
    try {
      await first.page.goto('/app');
      await signInByPhone(first.page, first.context.request, phone);
      await expect(first.page).toHaveURL(/\/app\/onboarding$/);
      await first.page.getByRole('textbox', { name: 'First name' }).fill('Robin');
      await first.page.getByRole('button', { name: 'Continue' }).click();
      await first.page.getByRole('textbox', { name: 'Day' }).fill('1');
      await first.page.getByRole('textbox', { name: 'Month' }).fill('6');
      await first.page.getByRole('textbox', { name: 'Year' }).fill(String(new Date().getUTCFullYear() - 16));
      await first.page.getByRole('button', { name: 'Continue' }).click();
      await expect(first.page.getByRole('heading', { level: 1, name: 'Spark is for adults only' })).toBeVisible();
    } finally {
      await first.context.close();
    }

    const { context, page } = await freshPage(browser, { width: 390, height: 844 });
    try {
      await page.goto('/app');
      await signInByPhone(page, context.request, phone);
      const flagged = page.getByRole('dialog', { name: "You can't sign in on this device" });
      await expect(flagged).toContainText('you can sign in once you are 18');
      await expect(page.getByRole('dialog')).toHaveCount(1);
      await expect(page.getByRole('heading', { name: 'Enter your code' })).toHaveCount(0);
      await expect(flagged.getByRole('button', { name: 'OK' })).toBeFocused();
      await expectAccessible(page, 'device flagged');
      await page.keyboard.press('Enter');
      await expect(flagged).toHaveCount(0);
      await expect(page).not.toHaveURL(/onboarding|recs/);
    } finally {
      await context.close();
    }
  });
});

test.describe('ban challenges and the appeal captcha', () => {
  test('BAN-03, BAN-06, BAN-13: a member under a challenge ban passes the automatic check on the verify page, then appeals; a refused captcha keeps the statement', async ({ browser }) => {
    test.setTimeout(180_000);
    const member = await newMember('Dara');
    const { context, page } = await inBrowser(browser, member);
    try {
      // Hold the challenge's answer until the verify page has been looked at.
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/api\/challenge\/verify/, async (route) => {
        await held;
        await route.continue();
      });
      expect(admin('ban', member.email, 'challenge', 'spam')).toContain('is banned (challenge, spam)');

      // 40307 named `challenge`: the verify page, which works the check out by itself.
      await expect(page).toHaveURL(/\/app\/verify\/captcha$/, { timeout: 15_000 });
      await expect(page.getByRole('heading', { level: 1, name: 'One quick check' })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'Checking this device' })).toBeVisible();
      // The sign-out the ban caused may still be settling the shell: check once the page holds still.
      await expect(async () => expectAccessible(page, 'ban challenge: verify page')).toPass({ timeout: 15_000 });
      release();

      // Passed: the appeals center, with the appeal token the challenge answered.
      await expect(page).toHaveURL(/\/app\/appeals-center$/, { timeout: 30_000 });
      await expect(page.getByRole('heading', { level: 1, name: 'Appeals' })).toBeVisible();
      const statement = page.getByLabel('Your appeal', { exact: true });
      await statement.fill('I am a real person; please look at my account again.');

      // The device's captcha is not accepted once: the refusal is said in words and the statement is kept.
      const verifyCaptcha = /\/api\/v2\/auth\/verify-captcha/;
      await page.route(verifyCaptcha, (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ meta: { status: 200 }, data: { is_success: false } }) }));
      await page.getByRole('button', { name: 'Send appeal' }).click();
      await expect(page.getByText('Your device could not finish the automatic check that keeps robots out of appeals.')).toBeVisible({ timeout: 30_000 });
      await expect(statement).toHaveValue('I am a real person; please look at my account again.');
      await expect(statement).toBeFocused();
      await expectAccessible(page, 'appeals center: captcha refused');

      // Sent again: the captcha passes and the appeal is filed.
      await page.unroute(verifyCaptcha);
      await page.getByRole('button', { name: 'Send appeal' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Your appeal is sent.' })).toBeFocused({ timeout: 30_000 });
      await expect(page.getByRole('region', { name: 'Your appeals' })).toContainText('I am a real person; please look at my account again.');
      expect(admin('appeals')).toContain('"I am a real person; please look at my account again."');
    } finally {
      await context.close();
    }
  });
});
