import type { APIRequestContext, Locator, Page, Response } from '@playwright/test';
import sharp from 'sharp';
import { expect, expectAccessible, freshEmail, freshPhone, signInByEmail, signInByPhone, test } from './support/journey';

/** A small real JPEG in a given colour, as the file picker hands it over. */
const jpeg = async (name: string, background: string) => ({
  name,
  mimeType: 'image/jpeg',
  buffer: await sharp({ create: { width: 480, height: 640, channels: 3, background } }).jpeg().toBuffer(),
});

const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const next = (page: Page) => page.getByRole('button', { name: 'Continue' }).click();

/**
 * The screens each journey runs axe on: every screen is checked in one journey at least, spread so that no
 * journey pays for all of them (an axe run takes seconds on a busy machine).
 */
const AXE: Record<string, readonly string[]> = {
  phone: ['name step', 'photos step with photos', 'e-mail step', 'completion', 'notifications page', 'discover'],
  email: ['birth date step', 'gender step', 'whom step', 'interests step', 'photos step', 'location page'],
};
let checked: readonly string[] = [];

/** Runs axe when this journey is the one that checks that screen. */
async function axe(page: Page, screen: string): Promise<void> {
  if (checked.includes(screen)) await expectAccessible(page, screen);
}

/** The step's heading is shown and has the focus (attention moves to each new step). */
async function onStep(page: Page, name: string, screen: string): Promise<void> {
  await expect(stepHeading(page, name)).toBeFocused();
  await axe(page, screen);
}

async function nameStep(page: Page, name = 'Robin') {
  await expect(page).toHaveURL(/\/app\/onboarding$/);
  await onStep(page, "What's your first name?", 'name step');
  await expect(page.getByRole('progressbar', { name: 'Profile setup progress' })).toBeVisible();
  await page.getByRole('textbox', { name: 'First name' }).fill(name);
  await next(page);
}

async function birthDateStep(page: Page, date: [string, string, string] = ['14', '3', '1995']) {
  await onStep(page, "When's your birthday?", 'birth date step');
  await page.getByRole('textbox', { name: 'Day' }).fill(date[0]);
  await page.getByRole('textbox', { name: 'Month' }).fill(date[1]);
  await page.getByRole('textbox', { name: 'Year' }).fill(date[2]);
  await next(page);
}

async function genderSteps(page: Page) {
  await onStep(page, 'How do you identify?', 'gender step');
  await page.getByRole('radio', { name: 'Woman' }).check();
  await next(page);
  await onStep(page, 'Who would you like to meet?', 'whom step');
  await page.getByRole('checkbox', { name: 'Men', exact: true }).check();
  await next(page);
}

async function interestsStep(page: Page) {
  await onStep(page, 'What are you into?', 'interests step');
  const chips = page.getByRole('group', { name: /Pick 3 to 5 interests/ }).getByRole('button');
  for (const i of [0, 1, 2]) await chips.nth(i).click();
  await expect(page.getByText('3 of 5 chosen')).toBeVisible();
  await next(page);
}

async function photosStep(page: Page) {
  await onStep(page, 'Add your photos', 'photos step');
  await page.getByTestId('photo-input').setInputFiles([await jpeg('one.jpg', '#d9436b'), await jpeg('two.jpg', '#3b7dd8')]);
  const photos = page.getByRole('list', { name: 'Your photos' });
  await expect(photos.getByRole('img')).toHaveCount(2);
  await expect(photos.getByRole('progressbar')).toHaveCount(0, { timeout: 15_000 });
  // ONB-12: the main photo is up; the second waits in the queue until the member exists.
  await expect(photos.getByRole('listitem').nth(1).getByText('Added when you finish')).toBeVisible();
  await axe(page, 'photos step with photos');
  // The last step's button finishes (an e-mail sign-in has no e-mail step after the photos).
  await page.getByRole('button', { name: /^(Continue|Finish)$/ }).click();
}

/** Location allowed near the demo world's centre, so the pages after onboarding (ONB-16) take one path. */
async function grantLocation(page: Page) {
  await page.context().grantPermissions(['geolocation']);
  await page.context().setGeolocation({ latitude: 52.523, longitude: 13.41 });
}

/** ONB-12: the queued photos' uploads after login (`POST /mediaservice/photo` with the member's token). */
function memberPhotoUploads(page: Page): Response[] {
  const seen: Response[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/api/mediaservice/photo') seen.push(response);
  });
  return seen;
}

async function completion(page: Page, request: APIRequestContext, uploads: Response[], pages: 'go through' | 'skip', name = 'Robin') {
  await expect(stepHeading(page, `You're all set, ${name}!`)).toBeFocused();
  // ONB-12: the second photo joins the new member's profile after login; the main one went up during onboarding.
  await expect(page.getByRole('status').filter({ hasText: 'Adding your other photos' })).toHaveCount(0, { timeout: 15_000 });
  expect(uploads.map((r) => r.status())).toEqual([200]);
  const token = (await uploads[0]!.request().allHeaders())['x-auth-token']!;
  const headers = { 'x-auth-token': token };
  const me = (await (await request.get('/api/v2/profile', { headers })).json()).data.user._id;
  expect((await (await request.get(`/api/user/${me}`, { headers })).json()).data.photos).toHaveLength(2);
  await axe(page, 'completion');
  await page.getByRole('button', { name: 'Start discovering' }).click();
  await expect(page).toHaveURL(/\/app\/recs$/);
  // ONB-16: the location page, then the notifications page, over Discover; closing skips what is left.
  const location = page.getByRole('dialog', { name: 'See people near you' });
  await expect(location).toBeVisible();
  await expect(location.getByRole('button', { name: 'Allow location' })).toBeFocused();
  await axe(page, 'location page');
  if (pages === 'skip') {
    await page.keyboard.press('Escape');
  } else {
    await location.getByRole('button', { name: 'Allow location' }).click();
    const notifications = page.getByRole('dialog', { name: 'Never miss a match' });
    await expect(notifications.getByRole('button', { name: 'Turn on notifications' })).toBeFocused();
    await axe(page, 'notifications page');
    await notifications.getByRole('button', { name: 'Not now' }).click();
  }
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Discover' })).toBeVisible();
  await expect(page.getByRole('article')).toBeVisible({ timeout: 15_000 });
  // ONB-17: the swipe demo once, then the hint for the first 45 swipes.
  const demo = page.getByRole('region', { name: 'How Discover works' });
  await expect(demo).toBeVisible();
  await axe(page, 'discover');
  await demo.getByRole('button', { name: 'Got it' }).click();
  await expect(demo).toHaveCount(0);
  await expect(page.getByText('45 swipes to go in your first round.')).toBeVisible();
}

test.describe('onboarding: a new member becomes a profile', () => {
  // Each journey signs up a fresh member through the UI first; axe runs on every screen.
  test.describe.configure({ timeout: 90_000 });
  test.beforeEach(({}, info) => {
    checked = info.title.includes('by phone') ? AXE.phone! : info.title.includes('by e-mail') ? AXE.email! : [];
  });

  test('ONB-03, ONB-09, ONB-11, ONB-12, ONB-13, ONB-16, ONB-17: a new member by phone completes onboarding with two photos (the second queued until after login), goes through the location and notifications pages and lands on Discover with cards', async ({ page, request }) => {
    const uploads = memberPhotoUploads(page);
    await grantLocation(page);
    await page.goto('/app');
    await signInByPhone(page, request, freshPhone());
    await nameStep(page);
    await birthDateStep(page);
    await genderSteps(page);
    await interestsStep(page);
    await photosStep(page);
    // A phone sign-in is asked an optional e-mail; skipping it is the last step.
    await onStep(page, 'Add your e-mail', 'e-mail step');
    await page.getByRole('button', { name: 'Skip for now' }).click();
    await completion(page, request, uploads, 'go through');
  });

  test('ONB-05, ONB-12, ONB-13, ONB-16, ONB-17: a new member by e-mail is not asked an e-mail, skips the pages after onboarding and lands on Discover', async ({ page, request }) => {
    const uploads = memberPhotoUploads(page);
    await grantLocation(page);
    await page.goto('/app');
    await signInByEmail(page, request, freshEmail());
    await nameStep(page, 'Mira');
    await birthDateStep(page);
    await genderSteps(page);
    await onStep(page, 'What are you into?', 'interests step');
    await page.getByRole('button', { name: 'Skip for now' }).click();
    await photosStep(page);
    await completion(page, request, uploads, 'skip', 'Mira');
  });

  test('ONB-15: a newcomer deletes the account from a step after confirming: signed out, and the same phone starts afresh', async ({ page, request }) => {
    const phone = freshPhone();
    await page.goto('/app');
    await signInByPhone(page, request, phone);
    await nameStep(page, 'Sasha');
    await onStep(page, "When's your birthday?", 'birth date step');
    const open = page.getByRole('button', { name: 'Delete my account' });
    await open.click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Keep going' })).toBeFocused();
    await expectAccessible(page, 'delete account dialog');
    // Escape keeps everything and gives the focus back.
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(open).toBeFocused();
    await open.click();
    await dialog.getByRole('button', { name: 'Delete and sign out' }).click();
    await expect(page).not.toHaveURL(/\/app\/onboarding/);
    await expect(stepHeading(page, "When's your birthday?")).toHaveCount(0);
    // The account is gone: the same phone is a newcomer again, with nothing answered.
    await signInByPhone(page, request, phone);
    await expect(page).toHaveURL(/\/app\/onboarding$/);
    await expect(stepHeading(page, "What's your first name?")).toBeFocused();
    await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('');
  });

  test('BAN-15, BAN-09: an under-18 birth date ends on the underage screen, and the device stays flagged after a reload', async ({ page, request }) => {
    await page.goto('/app');
    await signInByPhone(page, request, freshPhone());
    await nameStep(page);
    const year = new Date().getUTCFullYear() - 16;
    await birthDateStep(page, ['1', '6', String(year)]);
    await expect(stepHeading(page, 'Spark is for adults only')).toBeFocused();
    await expect(page.getByText(/You can come back in \d+ days/)).toBeVisible();
    await expectAccessible(page, 'underage');
    await page.reload();
    await expect(stepHeading(page, 'Spark is for adults only')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'First name' })).toHaveCount(0);
  });

  test('ONB-10: a server field error shows inline on its field, keeps what was typed and the other answers', async ({ page, request }) => {
    await page.goto('/app');
    await signInByPhone(page, request, freshPhone());
    await nameStep(page, 'Robin');
    await birthDateStep(page);
    await onStep(page, 'How do you identify?', 'gender step');
    await page.getByRole('button', { name: 'Back' }).click();
    await onStep(page, "When's your birthday?", 'birth date step');
    // Back to the name: the reserved name is refused by the server (40010), the date stays answered.
    await page.getByRole('button', { name: 'Back' }).click();
    await onStep(page, "What's your first name?", 'name step again');
    const name = page.getByRole('textbox', { name: 'First name' });
    await expect(name).toHaveValue('Robin');
    await name.fill('R2-D2');
    await next(page);
    await expect(page.getByText('Use letters only, with spaces, hyphens or apostrophes between them.')).toBeVisible();
    await expect(name).toHaveValue('R2-D2');
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription(/Use letters only/);
    await expect(name).toBeFocused();
    await expectAccessible(page, 'name step with an error');
    await name.fill('Robin');
    await next(page);
    await onStep(page, "When's your birthday?", 'birth date step kept');
    await expect(page.getByRole('textbox', { name: 'Year' })).toHaveValue('1995');
  });

  test('ONB-03: a reload in the middle resumes at the current step with the answers kept', async ({ page, request }) => {
    await page.goto('/app');
    await signInByPhone(page, request, freshPhone());
    await nameStep(page, 'Robin');
    await birthDateStep(page);
    await onStep(page, 'How do you identify?', 'gender step');
    await page.reload();
    await onStep(page, 'How do you identify?', 'gender step after a reload');
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('textbox', { name: 'Day' })).toHaveValue('14');
  });

  test('ONB-09: the whole flow by keyboard alone', async ({ page, request }) => {
    await grantLocation(page);
    await page.goto('/app');
    await signInByEmail(page, request, freshEmail());
    /** Presses Tab until the control has the focus (at most 60 times: the interests are many), as a keyboard user would. */
    const tabTo = async (target: Locator) => {
      for (let i = 0; i < 60; i += 1) {
        await page.keyboard.press('Tab');
        if (await target.evaluate((el) => el === document.activeElement)) return;
      }
      throw new Error(`Tab never reached ${String(target)}`);
    };
    const continueButton = page.getByRole('button', { name: 'Continue' });
    await expect(stepHeading(page, "What's your first name?")).toBeFocused();
    // Name: the field follows the heading; Enter sends the step.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('textbox', { name: 'First name' })).toBeFocused();
    await page.keyboard.type('Kai');
    await page.keyboard.press('Enter');
    // Birth date: day, month and year, typed.
    await expect(stepHeading(page, "When's your birthday?")).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('textbox', { name: 'Day' })).toBeFocused();
    await page.keyboard.type('2');
    await page.keyboard.press('Tab');
    await page.keyboard.type('11');
    await page.keyboard.press('Tab');
    await page.keyboard.type('1990');
    await page.keyboard.press('Enter');
    // Gender: a radio group; Space chooses.
    await expect(stepHeading(page, 'How do you identify?')).toBeFocused();
    await tabTo(page.getByRole('radio', { name: 'Woman' }));
    await page.keyboard.press('Space');
    await expect(page.getByRole('radio', { name: 'Woman' })).toBeChecked();
    await tabTo(continueButton);
    await page.keyboard.press('Enter');
    await expect(stepHeading(page, 'Who would you like to meet?')).toBeFocused();
    await tabTo(page.getByRole('checkbox', { name: 'Men', exact: true }));
    await page.keyboard.press('Space');
    await tabTo(continueButton);
    await page.keyboard.press('Enter');
    // Interests: toggle buttons.
    await expect(stepHeading(page, 'What are you into?')).toBeFocused();
    const chips = page.getByRole('group', { name: /Pick 3 to 5 interests/ }).getByRole('button');
    for (let i = 0; i < 3; i += 1) {
      await tabTo(chips.nth(i));
      await page.keyboard.press('Space');
    }
    await expect(page.getByText('3 of 5 chosen')).toBeVisible();
    await tabTo(continueButton);
    await page.keyboard.press('Enter');
    // Photos: the add button opens the file chooser; the arrows on a photo reorder it.
    await expect(stepHeading(page, 'Add your photos')).toBeFocused();
    const chooser = page.waitForEvent('filechooser');
    await tabTo(page.getByRole('button', { name: 'Add photo' }));
    await page.keyboard.press('Enter');
    await (await chooser).setFiles([await jpeg('a.jpg', '#d9436b'), await jpeg('b.jpg', '#3b7dd8')]);
    const photos = page.getByRole('list', { name: 'Your photos' });
    await expect(photos.getByRole('progressbar')).toHaveCount(0, { timeout: 15_000 });
    const firstSrc = await photos.getByRole('img').first().getAttribute('src');
    await tabTo(page.getByRole('button', { name: 'Move photo 1 later' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('Photo moved to position 2 of 2.')).toBeAttached();
    await expect(photos.getByRole('img').nth(1)).toHaveAttribute('src', firstSrc!);
    await expect(page.getByRole('button', { name: 'Move photo 2 earlier' })).toBeFocused();
    // ONB-12: the photo that became the main one uploads now.
    await expect(photos.getByRole('progressbar')).toHaveCount(0, { timeout: 15_000 });
    await tabTo(page.getByRole('button', { name: 'Finish' }));
    await page.keyboard.press('Enter');
    await expect(stepHeading(page, "You're all set, Kai!")).toBeFocused();
    await expect(page.getByRole('status').filter({ hasText: 'Adding your other photos' })).toHaveCount(0, { timeout: 15_000 });
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Start discovering' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/app\/recs$/);
    // ONB-16: the pages after onboarding take the focus; Escape skips them.
    await expect(page.getByRole('dialog', { name: 'See people near you' }).getByRole('button', { name: 'Allow location' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('article')).toBeVisible({ timeout: 15_000 });
  });
});
