import { DEMO_EMAIL, expect, expectAccessible, signInByEmail, test } from './support/journey';

test.describe('editing the own profile', () => {
  test('PROF-01, PROF-04, PROF-05, PROF-07, PROF-23, PROF-28: a member edits bio, job, interests (bounds enforced) and prompts, sees them after a reload, and previews the profile as others see it', async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    await page.goto('/app');
    await signInByEmail(page, request, DEMO_EMAIL);
    await expect(page).toHaveURL(/\/app\/recs$/);

    // The Profile tab: the meter and the way to edit (PROF-23).
    await page.goto('/app/profile');
    const meter = page.getByRole('region', { name: 'Your profile' });
    await expect(meter.getByText(/% complete|complete\./)).toBeVisible();
    await expectAccessible(page, 'profile tab');
    await meter.getByRole('link', { name: 'Edit profile' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit profile' })).toBeFocused();
    await expectAccessible(page, 'edit profile');

    // Bio.
    const bio = `Bread baker and river walker ${Date.now() % 1000}.`;
    const about = page.getByRole('form', { name: 'About me' });
    await about.getByRole('textbox', { name: 'Your bio' }).fill(bio);
    await about.getByRole('button', { name: 'Save' }).click();
    await expect(about.getByRole('status')).toHaveText('Saved.');

    // PROF-04: a company of 129 characters is refused, focus goes to it, and what was typed stays.
    const job = page.getByRole('form', { name: 'Job' });
    await job.getByRole('textbox', { name: 'Job title' }).fill('Baker');
    const company = job.getByRole('textbox', { name: 'Company' });
    await company.fill('c'.repeat(129));
    await job.getByRole('button', { name: 'Save' }).click();
    await expect(company).toBeFocused();
    await expect(company).toHaveAttribute('aria-invalid', 'true');
    await expect(job.getByText('Keep it to 128 characters or fewer.')).toBeVisible();
    await expect(company).toHaveValue('c'.repeat(129));
    await expectAccessible(page, 'edit profile with a field error');
    await company.fill('Sourdough & Co');
    await job.getByRole('button', { name: 'Save' }).click();
    await expect(job.getByRole('status')).toHaveText('Saved.');

    // PROF-05: interests within [3, 5].
    await page.getByRole('link', { name: 'Edit interests' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Interests' })).toBeFocused();
    // Start from none: unpick whatever is picked.
    const picked = page.getByRole('list', { name: 'Your interests' }).getByRole('button', { pressed: true });
    while ((await picked.count()) > 0) await picked.first().click();
    await page.getByRole('button', { name: 'Hiking' }).click();
    await page.getByRole('button', { name: 'Coffee' }).click();
    await expect(page.getByText('Pick at least 3: 1 more to go.')).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Pick between 3 and 5 interests.')).toBeVisible();
    for (const name of ['Yoga', 'Travel', 'Photography']) await page.getByRole('button', { name }).click();
    await expect(page.getByText('5 of 5 selected.')).toBeVisible();
    await page.getByRole('button', { name: 'Cooking' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'You can pick up to 5 interests. Remove one before adding Cooking.' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cooking' })).toHaveAttribute('aria-pressed', 'false');
    await expectAccessible(page, 'edit interests');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved.')).toBeVisible();

    // PROF-07: prompts.
    await page.getByRole('link', { name: 'Back to edit profile' }).click();
    await page.getByRole('link', { name: 'Edit prompts' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Prompts' })).toBeFocused();
    for (const box of await page.getByRole('textbox').all()) await box.fill('');
    await page.getByRole('textbox', { name: 'A perfect first date' }).fill('A tiny record shop and a big pizza');
    await page.getByRole('textbox', { name: 'My simple pleasures' }).fill('Fresh bread on a Sunday');
    await expectAccessible(page, 'edit prompts');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved.')).toBeVisible();

    // Saved for real: after a reload the edit page shows everything.
    await page.goto('/app/profile/edit');
    await expect(page.getByRole('textbox', { name: 'Your bio' })).toHaveValue(bio);
    await expect(page.getByRole('textbox', { name: 'Company' })).toHaveValue('Sourdough & Co');
    await expect(page.getByText('Fresh bread on a Sunday')).toBeVisible();
    const interests = page.getByRole('region', { name: 'Interests' });
    for (const name of ['Hiking', 'Coffee', 'Yoga', 'Travel', 'Photography']) await expect(interests.getByText(name, { exact: true })).toBeVisible();

    // PROF-28: the preview shows the profile as others see it.
    await page.getByRole('link', { name: 'Preview' }).click();
    await expect(page).toHaveURL(/\/app\/profile\/preview$/);
    await expect(page.getByText(bio)).toBeVisible();
    await expect(page.getByText('Baker · Sourdough & Co')).toBeVisible();
    await expect(page.getByText('A tiny record shop and a big pizza')).toBeVisible();
    await expect(page.getByText('Photography', { exact: true })).toBeVisible();
    await expectAccessible(page, 'profile preview');
  });

  test('PROF-06, ROUTE-05: a member answers a quiz by keyboard, finds it after a reload and on the preview, and clears it', async ({ page, request }) => {
    test.setTimeout(90_000);
    await page.goto('/app');
    await signInByEmail(page, request, DEMO_EMAIL);
    await expect(page).toHaveURL(/\/app\/recs$/);
    await page.goto('/app/profile/edit');
    await page.getByRole('link', { name: 'Answer quizzes' }).click();
    await expect(page).toHaveURL(/\/app\/profile\/edit\/quizzes$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Quizzes' })).toBeFocused();
    await expectAccessible(page, 'quizzes');

    // A radio group per quiz: arrow keys move the answer, as in any radio group.
    const date = page.getByRole('group', { name: 'My ideal first date' });
    await date.getByRole('radio', { name: 'Coffee and a walk' }).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowDown');
    await expect(date.getByRole('radio', { name: 'Dinner somewhere new' })).toBeChecked();
    await page.getByRole('group', { name: 'A perfect Sunday' }).getByRole('radio', { name: 'No answer' }).check();
    await page.getByRole('group', { name: 'I could talk for hours about' }).getByRole('radio', { name: 'No answer' }).check();

    // Leaving unsaved asks first.
    await page.getByRole('link', { name: 'Back to edit profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Keep editing' }).click();
    await page.getByRole('button', { name: 'Save' }).press('Enter');
    await expect(page.getByRole('form', { name: 'Your quizzes' }).getByRole('status')).toHaveText('Saved.');

    // Saved for real: after a reload the page and the edit list show it, and the preview shows it as others see it.
    await page.reload();
    await expect(page.getByRole('group', { name: 'My ideal first date' }).getByRole('radio', { name: 'Dinner somewhere new' })).toBeChecked();
    await page.goto('/app/profile/edit');
    const list = page.getByRole('region', { name: 'Quizzes' });
    await expect(list.getByText('Dinner somewhere new')).toBeVisible();
    await page.getByRole('link', { name: 'Preview' }).click();
    const shown = page.getByRole('region', { name: 'My ideal first date' });
    await expect(shown.getByText('Dinner somewhere new')).toBeVisible();
    await expectAccessible(page, 'profile preview with a quiz');

    // Cleared: nothing left on the preview.
    await page.goto('/app/profile/edit/quizzes');
    await page.getByRole('button', { name: 'Clear all answers' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('form', { name: 'Your quizzes' }).getByRole('status')).toHaveText('Saved.');
    await page.goto('/app/profile/preview');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'My ideal first date' })).toHaveCount(0);
  });

  test('ROUTE-05: unsaved changes warn before leaving the edit page', async ({ page, request }) => {
    await page.goto('/app');
    await signInByEmail(page, request, DEMO_EMAIL);
    await expect(page).toHaveURL(/\/app\/recs$/);
    await page.goto('/app/profile/edit');
    await page.getByRole('textbox', { name: 'Your bio' }).fill('Half written');
    await page.getByRole('link', { name: 'Back to profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
    await expect(dialog).toBeVisible();
    await expectAccessible(page, 'unsaved changes');
    await dialog.getByRole('button', { name: 'Keep editing' }).click();
    await expect(page.getByRole('textbox', { name: 'Your bio' })).toHaveValue('Half written');
    await page.getByRole('link', { name: 'Back to profile' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Leave and lose changes' }).click();
    await expect(page).toHaveURL(/\/app\/profile$/);
  });

  test('PROF-09, ROUTE-05: a member sets their gender from the edit page, by keyboard, and finds it after a reload', async ({ page, request }) => {
    test.setTimeout(90_000);
    await page.goto('/app');
    await signInByEmail(page, request, DEMO_EMAIL);
    await expect(page).toHaveURL(/\/app\/recs$/);
    await page.goto('/app/profile/edit');
    await page.getByRole('link', { name: 'Edit gender' }).click();
    await expect(page).toHaveURL(/\/app\/profile\/edit\/gender$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Gender' })).toBeVisible();
    // PROF-10: the first visit shows the all-in screens, in order, once.
    const intro = page.getByRole('dialog', { name: 'Say who you are, your way' });
    await expect(intro).toBeVisible();
    await expectAccessible(page, 'all-in gender introduction');
    await intro.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('dialog', { name: 'Your orientation, if you like' }).getByRole('button', { name: 'Next' }).click();
    await page.getByRole('dialog', { name: 'You stay in control' }).getByRole('button', { name: 'Got it' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const group = page.getByRole('group', { name: 'I am a' });
    await expectAccessible(page, 'edit gender');

    // Beyond binary by keyboard: focus a choice, the arrow keys move through the group.
    await group.getByRole('radio', { name: 'Man', exact: true }).check();
    await group.getByRole('radio', { name: 'Man', exact: true }).focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(group.getByRole('radio', { name: 'Beyond binary' })).toBeChecked();
    const words = page.getByRole('textbox', { name: 'Describe your gender (optional)' });
    await words.fill('x'.repeat(33));
    const show = page.getByRole('checkbox', { name: 'Show my gender on my profile' });
    if (!(await show.isChecked())) await show.check();
    const genderForm = page.getByRole('form', { name: 'Gender', exact: true });
    await genderForm.getByRole('button', { name: 'Save' }).click();
    await expect(words).toHaveAttribute('aria-invalid', 'true');
    await expect(words).toHaveValue('x'.repeat(33));
    await expectAccessible(page, 'edit gender with a field error');
    await words.fill('Genderfluid');
    await genderForm.getByRole('button', { name: 'Save' }).click();
    await expect(genderForm.getByText('Saved.', { exact: true })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('group', { name: 'I am a' }).getByRole('radio', { name: 'Beyond binary' })).toBeChecked();
    await expect(page.getByRole('textbox', { name: 'Describe your gender (optional)' })).toHaveValue('Genderfluid');
    await expect(page.getByRole('checkbox', { name: 'Show my gender on my profile' })).toBeChecked();
    await page.getByRole('link', { name: 'Back to edit profile' }).click();
    await expect(page.getByText('Beyond binary (Genderfluid)')).toBeVisible();
  });
});
