import type { Response } from '@playwright/test';
import { expect, expectAccessible, signInByEmail, test } from './support/journey';
import { newMember, ORIGIN, type Member } from './support/members';

const setTier = async (email: string, tier: 'none' | 'gold') => {
  const answer = await fetch(`${ORIGIN}/api/e2e/tier`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, tier }) });
  expect(answer.status).toBe(200);
};

/** The real likers of a member as Gold sees them (ids, names, photo addresses): what a free member must never get. */
const realLikers = async (member: Member) => {
  await setTier(member.email, 'gold');
  const list = await member.api('GET', '/v2/fast-match');
  await setTier(member.email, 'none');
  expect(list.status).toBe(200);
  const results = list.body.data.results as Array<{ user: { _id: string; name: string; photos: Array<{ id: string; url: string; processedFiles: Array<{ url: string }> }> } }>;
  expect(results.length).toBeGreaterThan(0);
  return results.flatMap(({ user }) => [user._id, user.name, ...user.photos.flatMap((photo) => [photo.id, photo.url, ...photo.processedFiles.map((file) => file.url)])]);
};

const openLikesYou = async (page: import('@playwright/test').Page) => {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Likes you/ }).click();
  await expect(page).toHaveURL(/\/app\/gold-home$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Likes you' })).toBeVisible();
};

test.describe('likes-you', () => {
  test('LIKES-02: a free member sees blurred teasers and the way to Gold; no answer the browser gets names a liker, their id or a photo', async ({ page, request }) => {
    const fay = await newMember('Fay');
    const secrets = await realLikers(fay);
    const bodies: Array<{ url: string; text: string }> = [];
    const record = async (response: Response) => {
      const type = response.headers()['content-type'] ?? '';
      if (!/json|text|javascript/.test(type)) return;
      bodies.push({ url: response.url(), text: await response.text().catch(() => '') });
    };

    await page.goto('/app');
    await signInByEmail(page, request, fay.email);
    await expect(page).toHaveURL(/\/app\/recs$/);
    page.on('response', (response) => void record(response));
    const pictures: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'image') pictures.push(new URL(r.url()).pathname);
    });
    await openLikesYou(page);
    const teasers = page.getByRole('list', { name: /hidden like/ });
    await expect(teasers).toBeVisible();
    await expect(teasers.getByRole('listitem').first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /people like you/ })).toBeVisible();
    await expectAccessible(page, 'likes you, free');

    // The upsell opens the paywall, which names Gold; closing it brings the focus back.
    await page.getByRole('button', { name: 'See who likes you' }).click();
    const paywall = page.getByRole('dialog');
    await expect(paywall).toBeVisible();
    await expectAccessible(page, 'likes you, paywall');
    await paywall.getByRole('button', { name: 'OK' }).click();
    await expect(paywall).toBeHidden();

    // The other tabs, by keyboard.
    await page.getByRole('tab', { name: /likes/ }).first().focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Recently active' })).toHaveAttribute('aria-selected', 'true');
    await expectAccessible(page, 'likes you, recently active');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'My likes' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: "You haven't liked anyone yet" })).toBeVisible();
    await expectAccessible(page, 'my likes, empty');

    // Every picture shown came from the teaser files; no answer carries a liker's name, id or photo address.
    await page.waitForLoadState('networkidle');
    const shown = pictures.filter((path) => !path.startsWith('/app/'));
    expect(shown.length).toBeGreaterThan(0);
    for (const path of shown) expect(path).toMatch(/^\/media\/teasers\/[A-Za-z0-9_-]{43}\.webp$/);
    expect(bodies.length).toBeGreaterThan(0);
    for (const { url, text } of bodies) {
      for (const secret of secrets) expect(text.includes(secret), `${url} carries ${secret}`).toBe(false);
    }
  });

  test('LIKES-02, LIKES-04: a Gold member sees who likes them and a like there is a match at once; the tab chosen comes back', async ({ page, request }) => {
    const gus = await newMember('Gus');
    await setTier(gus.email, 'gold');
    await page.goto('/app');
    await signInByEmail(page, request, gus.email);
    await expect(page).toHaveURL(/\/app\/recs$/);
    await openLikesYou(page);
    const grid = page.getByRole('list', { name: 'People who like you' });
    await expect(grid).toBeVisible();
    await expect(page.getByRole('heading', { name: /people like you/ })).toHaveCount(0);
    await expect(page.getByRole('group', { name: 'Filter by passion' })).toBeVisible();
    await expectAccessible(page, 'likes you, gold');

    const first = grid.getByRole('listitem').first();
    const likeButton = first.getByRole('button', { name: /^Like / });
    const name = ((await likeButton.getAttribute('aria-label')) ?? '').replace(/^Like /, '');
    await likeButton.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: `It's a match with ${name}!` })).toBeVisible();
    await expect(page.getByRole('button', { name: `Like ${name}` })).toHaveCount(0);
    // The focus stays in the grid, on the next liker.
    await expect(page.locator(':focus')).toHaveAttribute('data-liker-action', 'pass');
    const matches = await gus.api('GET', '/v2/matches?count=60');
    expect((matches.body.data.matches as Array<{ person: { name: string } }>).some((match) => match.person.name === name)).toBe(true);

    await page.getByRole('tab', { name: 'My likes' }).click();
    await expect(page.getByRole('list', { name: 'People you liked' }).getByText(name, { exact: false })).toBeVisible();
    await expectAccessible(page, 'my likes');
    await page.reload();
    await expect(page.getByRole('tab', { name: 'My likes' })).toHaveAttribute('aria-selected', 'true');
  });
});
