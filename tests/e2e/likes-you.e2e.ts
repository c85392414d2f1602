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
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Likes/ }).click();
  await expect(page).toHaveURL(/\/app\/gold-home$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Likes you' })).toBeVisible();
};

test.describe('likes-you', () => {
  test('NAV-03: the Likes item counts the new likes; seen on the gold home, it clears; a new like brings it back', async ({ page, request }) => {
    test.setTimeout(120_000);
    const gil = await newMember('Gil');
    const count = await gil.api('GET', '/v2/fast-match/count');
    expect(count.body.data).toMatchObject({ partial: false });
    const waiting = count.body.data.count as number;
    // The demo world welcomes a newcomer with more than 99 likes.
    expect(waiting).toBeGreaterThan(99);

    await page.goto('/app');
    await signInByEmail(page, request, gil.email);
    await expect(page).toHaveURL(/\/app\/recs$/);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const likes = nav.getByRole('link', { name: 'Likes (99+ new)', exact: true });
    await expect(likes).toBeVisible();
    await expect(likes.getByTestId('likes-badge')).toHaveText('99+');
    // The navigation may count before Discover's screen has come (its chunk loads after the sign-in).
    await expect(page.getByRole('heading', { level: 1, name: 'Discover' })).toBeVisible();
    await expectAccessible(page, 'discover with the likes badge');

    // Looking at them on the gold home (a tab chosen) keeps the count as seen: the next visit has no badge.
    await openLikesYou(page);
    await page.getByRole('tab', { name: 'My likes' }).click();
    await page.reload();
    await expect(nav.getByRole('link', { name: 'Likes', exact: true })).toBeVisible();
    await expect(nav.getByTestId('likes-badge')).toHaveCount(0);

    // Someone new likes Gil: the next visit counts one.
    const ivo = await newMember('Ivo');
    expect((await ivo.api('POST', `/like/${gil.userId}`)).status).toBe(200);
    await page.reload();
    await expect(nav.getByRole('link', { name: 'Likes (1 new)', exact: true })).toBeVisible();
    await expect(nav.getByTestId('likes-badge')).toHaveText('1');
  });

  test('LIKES-02: a free member sees blurred teasers and the way to Gold; no answer the browser gets names a liker, their id or a photo', async ({ page, request }) => {
    test.setTimeout(120_000);
    const fay = await newMember('Fay');
    const secrets = await realLikers(fay);
    const bodies: Array<{ url: string; text: string }> = [];
    // Every answer of the API while likes-you is open, but Discover's cards (anyone may meet a liker there, as a card).
    const record = async (response: Response) => {
      const { pathname } = new URL(response.url());
      if (!pathname.startsWith('/api/') || pathname.startsWith('/api/v2/recs/')) return;
      bodies.push({ url: response.url(), text: await response.text().catch(() => '') });
    };

    await page.goto('/app');
    await signInByEmail(page, request, fay.email);
    await expect(page).toHaveURL(/\/app\/recs$/);
    // Discover has loaded its cards and their photos before the likes screen is watched.
    await page.waitForLoadState('networkidle');
    page.on('response', (response) => void record(response));
    const pictures: string[] = [];
    // The pictures the likes screen asks for (Discover's deck may still be loading its cards' photos as it leaves).
    page.on('request', (r) => {
      if (r.resourceType() === 'image' && !new URL(page.url()).pathname.startsWith('/app/recs')) pictures.push(new URL(r.url()).pathname);
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
    await paywall.getByRole('button', { name: 'Not now' }).click();
    await expect(paywall).toBeHidden();
    await expect(page.getByRole('button', { name: 'See who likes you' })).toBeFocused();

    // The other tabs, by keyboard (once the focus is back, so it does not move again under the keys).
    await page.getByRole('tab', { name: /likes/ }).first().focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Recently active' })).toHaveAttribute('aria-selected', 'true');
    await expectAccessible(page, 'likes you, recently active');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'My likes' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: "You haven't liked anyone yet" })).toBeVisible();
    await expectAccessible(page, 'my likes, empty');

    // Every picture shown came from the teaser files; no answer carries a liker's name, id or photo address.
    await page.waitForTimeout(1000);
    const shown = pictures.filter((path) => !path.startsWith('/app/'));
    expect(shown.length).toBeGreaterThan(0);
    for (const path of shown) expect(path).toMatch(/^\/media\/teasers\/[A-Za-z0-9_-]{43}\.webp$/);
    expect(bodies.length).toBeGreaterThan(0);
    expect(bodies.some(({ url }) => url.includes('/v2/fast-match/teasers'))).toBe(true);
    // A secret counts as a whole word: a liker named "Ari" is not found in the zodiac sign "Aries" a profile carries.
    const found = (text: string, secret: string) => new RegExp(`(?<![A-Za-z0-9])${secret.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![A-Za-z0-9])`).test(text);
    const leaks = bodies.flatMap(({ url, text }) => secrets.filter((secret) => found(text, secret)).map((secret) => `${url} carries ${secret}`));
    expect(leaks).toEqual([]);
  });

  test('LIKES-02, LIKES-04: a Gold member sees who likes them and a like there is a match at once; the tab chosen comes back', async ({ page, request }) => {
    test.setTimeout(120_000);
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

    const likers = grid.getByRole('button', { name: /^Like / });
    const before = await likers.count();
    const first = grid.getByRole('listitem').first();
    const likeButton = first.getByRole('button', { name: /^Like / });
    const name = ((await likeButton.getAttribute('aria-label')) ?? '').replace(/^Like /, '');
    await likeButton.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: `It's a match with ${name}!` })).toBeVisible();
    await expect(likers).toHaveCount(before - 1);
    // The focus stays in the grid, on the next liker.
    await expect(page.locator(':focus')).toHaveAttribute('data-liker-action', 'pass');
    await page.getByRole('tab', { name: 'My likes' }).click();
    await expect(page.getByRole('list', { name: 'People you liked' }).getByText(name, { exact: false }).first()).toBeVisible();
    await expectAccessible(page, 'my likes');
    await page.reload();
    await expect(page.getByRole('tab', { name: 'My likes' })).toHaveAttribute('aria-selected', 'true');
  });
});
