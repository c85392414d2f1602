import type { Locator } from '@playwright/test';
import { photo } from '../../server/media/testing/images';
import { expect, expectAccessible, signInByEmail, test } from './support/journey';
import { newMember, type Member } from './support/members';

/** The photo tiles of the grid, by their names ("Photo 1 of 3, main photo: …"), in order. */
const tileNames = (grid: Locator) => grid.getByRole('button', { name: /^Photo \d of \d/ }).evaluateAll((tiles) => tiles.map((t) => t.getAttribute('aria-label') ?? ''));

/** The member's photo ids in the order the server keeps. */
const serverOrder = async (member: Member): Promise<string[]> => ((await member.api('GET', '/mediaservice')).body?.data?.photos ?? []).map((p: { id: string }) => p.id);

const jpeg = async (name: string, left: string, right: string) => ({
  name,
  mimeType: 'image/jpeg',
  buffer: Buffer.from(await photo({ width: 600, height: 800, format: 'jpeg', left, right })),
});

test.describe('photos', () => {
  test('PROF-13, PROF-15, PROF-19: a member adds photos with progress, reorders them by keyboard and by drag, deletes one, and the order stays after a reload', async ({ page, request }) => {
    // Three photos re-encoded at three sizes in two formats, and an axe check on six screens: a long journey.
    test.setTimeout(180_000);
    const member = await newMember('Robin');
    // The newcomer's onboarding photo, if any, is removed: the journey starts from an empty grid.
    for (const id of await serverOrder(member)) await member.api('DELETE', '/mediaservice', { media_id: id });

    await page.goto('/app');
    await signInByEmail(page, request, member.email);
    await expect(page).toHaveURL(/\/app\/(recs|profile)/);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Profile/ }).click();
    const grid = page.getByRole('list', { name: 'Your photos' });
    await expect(grid).toBeVisible();
    await expect(page.getByText('Add up to 9 photos. The first one is your main photo.')).toBeVisible();
    await expectAccessible(page, 'profile with no photos');

    // Upload: each tile shows its progress, then the photo (the server is held back a moment to see it).
    await page.route('**/api/mediaservice/photo**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_200));
      await route.continue();
    });
    await expect(grid.getByRole('button', { name: 'Add photo' })).toBeVisible();
    // Every value the progress bars show, to see the bytes counted up while the server holds its answer.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { progressSeen: string[] }).progressSeen = seen;
      new MutationObserver(() => document.querySelectorAll('[role="progressbar"]').forEach((bar) => seen.push(bar.getAttribute('aria-valuenow') ?? ''))).observe(document.body, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['aria-valuenow'],
      });
    });
    await page.getByTestId('photo-input').setInputFiles([await jpeg('red.jpg', '#d33', '#a11'), await jpeg('green.jpg', '#3a3', '#181'), await jpeg('blue.jpg', '#33d', '#11a')]);
    await expect(grid.getByRole('progressbar').first()).toBeVisible();
    await expectAccessible(page, 'photos uploading');
    await expect(grid.getByRole('progressbar')).toHaveCount(0, { timeout: 15_000 });
    await expect.poll(() => tileNames(grid)).toEqual(['Photo 1 of 3, main photo', 'Photo 2 of 3', 'Photo 3 of 3']);
    const progress = await page.evaluate(() => (window as unknown as { progressSeen: string[] }).progressSeen);
    expect(progress).toContain('0');
    expect(progress).toContain('100');
    await page.unroute('**/api/mediaservice/photo**');
    const ids = await serverOrder(member);
    expect(ids).toHaveLength(3);
    const [red, green, blue] = ids as [string, string, string];

    // Keyboard: the third photo's actions, "Make main photo"; the move is announced and focus stays on the photo.
    await grid.getByRole('button', { name: 'Photo 3 of 3' }).focus();
    await page.keyboard.press('Enter');
    const actions = page.getByRole('dialog', { name: 'Photo 3 of 3' });
    await expect(actions).toBeVisible();
    await expectAccessible(page, 'photo actions');
    await actions.getByRole('button', { name: 'Make main photo' }).focus();
    await page.keyboard.press('Enter');
    await expect(actions).toBeHidden();
    await expect(page.getByText('Photo moved to position 1 of 3.')).toBeAttached();
    await expect(page.locator(':focus')).toHaveAttribute('aria-label', 'Photo 1 of 3, main photo');
    await expect.poll(() => serverOrder(member)).toEqual([blue, red, green]);

    // Drag: the main photo onto the last slot.
    const first = grid.getByRole('button', { name: 'Photo 1 of 3, main photo' });
    const last = grid.getByRole('button', { name: 'Photo 3 of 3' });
    const from = (await first.boundingBox())!;
    const to = (await last.boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2 + 20, from.y + from.height / 2, { steps: 4 });
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
    await page.mouse.up();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect.poll(() => serverOrder(member)).toEqual([red, green, blue]);

    // Describe the main photo (its alternative text), then delete the second with its confirmation.
    await grid.getByRole('button', { name: 'Photo 1 of 3, main photo' }).click();
    await page.getByRole('dialog', { name: 'Photo 1 of 3' }).getByRole('button', { name: 'Describe photo' }).click();
    const describe = page.getByRole('dialog', { name: 'Describe photo 1' });
    await describe.getByRole('textbox', { name: 'Description' }).fill('Red wall in the old town');
    await expectAccessible(page, 'describe photo');
    await describe.getByRole('button', { name: 'Save' }).click();
    await expect(describe).toBeHidden();
    await expect(grid.getByRole('button', { name: 'Photo 1 of 3, main photo: Red wall in the old town' })).toBeVisible();

    await grid.getByRole('button', { name: 'Photo 2 of 3' }).click();
    await page.getByRole('dialog', { name: 'Photo 2 of 3' }).getByRole('button', { name: 'Delete photo' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete photo 2?' });
    await expectAccessible(page, 'delete photo');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => tileNames(grid)).toEqual(['Photo 1 of 2, main photo: Red wall in the old town', 'Photo 2 of 2']);

    await expect.poll(() => serverOrder(member)).toEqual([red, blue]);

    // A reload shows the order the server kept.
    await page.reload();
    await expect.poll(() => tileNames(page.getByRole('list', { name: 'Your photos' }))).toEqual(['Photo 1 of 2, main photo: Red wall in the old town', 'Photo 2 of 2']);
    await expect(page.getByRole('list', { name: 'Your photos' }).locator('img').first()).toHaveJSProperty('complete', true);
    await expectAccessible(page, 'profile with photos');
  });

  test('PROF-13, PROF-14: a refused upload says why in words and can be retried', async ({ page, request }) => {
    const member = await newMember('Sasha');
    await page.goto('/app');
    await signInByEmail(page, request, member.email);
    await expect(page).toHaveURL(/\/app\/(recs|profile)/);
    await page.goto('/app/profile');
    const grid = page.getByRole('list', { name: 'Your photos' });
    await expect(grid).toBeVisible();
    const before = await grid.getByRole('button', { name: /^Photo \d of \d/ }).count();
    let refuse = true;
    await page.route('**/api/mediaservice/photo**', async (route) => {
      if (!refuse) return route.continue();
      return route.fulfill({ status: 413, contentType: 'application/json', body: JSON.stringify({ meta: { status: 413 }, error: { code: 41300, message: 'Too large' } }) });
    });
    await page.getByTestId('photo-input').setInputFiles([await jpeg('big.jpg', '#d90', '#960')]);
    await expect(grid.getByText('That photo is over 10 MB.')).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'That photo is over 10 MB.' })).toBeVisible();
    await expectAccessible(page, 'upload failed');
    refuse = false;
    await grid.getByRole('button', { name: `Retry the upload of photo ${before + 1}` }).click();
    await expect(grid.getByRole('button', { name: new RegExp(`^Photo ${before + 1} of ${before + 1}`) })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'That photo is over 10 MB.' })).toHaveCount(0);
  });
});
