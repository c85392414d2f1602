import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SESSION_HINT_COOKIE } from '../../core/api/constants';
import { photo } from '../media/testing/images';
import { rawRequest } from '../testing/raw-request';
import { completeOnboarding, signInByPhone } from '../testing/sign-in';
import { startTestServer, type TestServer } from '../testing/test-server';
import { drawDiscover, drawnCardOf, type DrawnCard } from './drawn-discover';
import { loadSiteFiles } from './site-files';

/** The slots as the build writes them into a drawn Discover (src/prerender-landing.tsx), spelled out here. */
const TEMPLATE_OF = (locale: string) =>
  `<!doctype html><html lang="${locale}"><head><meta charset="UTF-8">` +
  '<link rel="preload" as="image" href="__spark_photo__" imagesrcset="__spark_srcset__" fetchpriority="high" />' +
  '<style>.card{display:grid}</style><title>Discover</title></head><body><div id="root"></div>' +
  `<div id="drawn-screen" aria-hidden="true" inert=""><h1>${locale}</h1><img src="__spark_photo__" srcSet="__spark_srcset__" alt="" />` +
  '<h2><span><bdi>__spark_name__</bdi>__spark_age__</span></h2></div></body></html>';
const INDEX_HTML = '<!doctype html><html lang="en"><head><meta charset="UTF-8"><title>Spark</title></head><body><div id="root"></div></body></html>';

const card = (name: string, url = '/media/p/1.jpg', age?: number): DrawnCard => ({
  name,
  ...(age === undefined ? {} : { age }),
  photo: { url, sizes: [{ url: `${url}?w=320`, width: 320, height: 400 }, { url: `${url}?w=640`, width: 640, height: 800 }] },
});

describe('drawDiscover: the member`s first card written into the drawn page', () => {
  it('writes the name, the age after a comma, the photo and its sizes into every slot', () => {
    const page = drawDiscover(TEMPLATE_OF('en'), card('Mia', '/media/p/1.jpg', 29));
    expect(page).toContain('<bdi>Mia</bdi><span>, 29</span>');
    expect(page).toContain('<img src="/media/p/1.jpg" srcSet="/media/p/1.jpg?w=320 320w, /media/p/1.jpg?w=640 640w"');
    expect(page).toContain('href="/media/p/1.jpg" imagesrcset="/media/p/1.jpg?w=320 320w, /media/p/1.jpg?w=640 640w"');
    expect(page).not.toContain('__spark_');
  });

  it('leaves the age out when the card has none, and names a photo of one size by its URL', () => {
    const page = drawDiscover(TEMPLATE_OF('en'), { name: 'Noor', photo: { url: '/media/p/2.jpg' } });
    expect(page).toContain('<bdi>Noor</bdi></span>');
    expect(page).toContain('srcSet="/media/p/2.jpg"');
  });

  it('never writes member text as markup: any name and photo URL come out escaped, and a slot in them stays text', () => {
    const text = fc.oneof(fc.string(), fc.constantFrom('<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', "it's & <b>", '__spark_name__', '__spark_photo__'));
    fc.assert(
      fc.property(text, text, fc.option(fc.integer({ min: 18, max: 99 }), { nil: undefined }), (name, url, age) => {
        const page = drawDiscover(TEMPLATE_OF('en'), card(name, url, age));
        // The page's own markup is all there is: the template's tags, in order, and none of the member's.
        expect(page.match(/<[a-z/!][^>]*>/gi)?.length).toBe(drawDiscover(TEMPLATE_OF('en'), card('x', 'y', age)).match(/<[a-z/!][^>]*>/gi)?.length);
        // Every markup character of the name as its character reference.
        const escaped = name.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
        expect(page).toContain(`<bdi>${escaped}</bdi>`);
        expect(page).not.toMatch(/<(script|b)\b/i);
        // Each slot was filled once: none is left, whatever the text held.
        expect(page.split('<bdi>')[1]!.split('</bdi>')[0]).toBe(escaped);
      }),
    );
  });

  it('reads the first card of a page of recs as the app reads it: its first photo with the sizes, the name and age', () => {
    const raw = {
      _id: 'u1',
      name: 'Lea',
      age: 31,
      photos: [
        { url: '/media/a.jpg', processedFiles: [{ url: '/media/a-640.jpg', width: 640, height: 800 }, { url: '/media/a-320.jpg', width: 320, height: 400 }] },
        { url: '/media/b.jpg' },
      ],
    };
    expect(drawnCardOf(raw)).toEqual({
      name: 'Lea',
      age: 31,
      photo: { url: '/media/a.jpg', sizes: [{ url: '/media/a-320.jpg', width: 320, height: 400 }, { url: '/media/a-640.jpg', width: 640, height: 800 }] },
    });
    // No photo, nothing to draw.
    expect(drawnCardOf({ _id: 'u2', name: 'Kai', photos: [] })).toBeUndefined();
  });
});

const makeBuild = (): string => {
  const dir = mkdtempSync(join(tmpdir(), 'spark-drawn-'));
  writeFileSync(join(dir, 'index.html'), INDEX_HTML);
  mkdirSync(join(dir, 'prerendered'));
  for (const locale of ['en', 'de']) writeFileSync(join(dir, 'prerendered', `discover.${locale}.html`), TEMPLATE_OF(locale));
  return dir;
};

let t: TestServer;
let origin: string;
beforeAll(async () => {
  t = await startTestServer({ site: await loadSiteFiles(makeBuild()) });
  origin = new URL(t.baseUrl).origin;
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.reset();
});

const refreshCookieOf = (headers: Headers): string => /^__Host-refresh_token=([^;]*)/.exec(headers.getSetCookie().find((c) => c.startsWith('__Host-refresh_token='))!)![1]!;

/** A member signed in from a browser (its refresh token in the cookie), done with onboarding. */
const browserMember = async (phone: string, name: string) => {
  const client = t.client().with({ platform: 'web' });
  const first = await signInByPhone(client, phone);
  const onboarding = first.body.onboardingState!;
  await completeOnboarding(t.database.db, onboarding.userId!, { name, birthDate: '1990-06-01' });
  // Onboarding done: the browser's refresh gives it a member's session, whose refresh token its cookie holds.
  const member = await t.server.auth.sessions.refresh(refreshCookieOf(first.headers));
  if (!member.ok || member.value.kind !== 'member') throw new Error(`no member session for ${phone}`);
  return { id: onboarding.userId!, refresh: member.value.refreshToken, token: member.value.authToken };
};
const withPhoto = async (userId: string) => {
  const added = await t.server.media.service.addPhoto(userId, await photo({ width: 400, height: 500, format: 'jpeg', left: '#ff2200', right: '#0022ff' }));
  if (!added.ok) throw new Error('no photo');
};
const page = (refresh: string | undefined, path = '/app/recs', headers: Record<string, string> = {}) =>
  rawRequest(origin, path, {
    accept: 'text/html',
    cookie: [`${SESSION_HINT_COOKIE}=1`, ...(refresh === undefined ? [] : [`__Host-refresh_token=${refresh}`])].join('; '),
    ...headers,
  });

describe('GET /app/recs for a member: Discover drawn with their first card', () => {
  it('the page carries the first card of the member`s recs, is never stored by a cache, and spends no token', async () => {
    const ana = await browserMember('+14155550301', 'Ana');
    const ben = await browserMember('+14155550302', 'Ben');
    await withPhoto(ben.id);
    const recs = await t.client().get('/v2/recs/core', { token: ana.token });
    const first = recs.body.data.results[0].user;
    expect(first._id).toBe(ben.id);

    for (const path of ['/app/recs', '/app', '/app/']) {
      const answer = await page(ana.refresh, path);
      expect(answer.status).toBe(200);
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.headers['vary']).toContain('Cookie');
      expect(answer.headers['content-security-policy']).toBeDefined();
      const html = answer.body.toString('utf8');
      // 35 on the test clock's 2026-01-01, born 1990-06-01.
      expect(html).toContain('<bdi>Ben</bdi><span>, 35</span>');
      expect(html).toContain(`<img src="${first.photos[0].url}" srcSet="${first.photos[0].processedFiles.map((f: { url: string; width: number }) => `${f.url} ${f.width}w`).reverse().join(', ')}"`);
      expect(html).not.toContain('__spark_');
      expect(answer.headers['link']).toBeUndefined();
    }
    // The token the cookie holds was only looked at: the page's own refresh still works with it (AUTH-25).
    expect((await t.server.auth.sessions.refresh(ana.refresh)).ok).toBe(true);
  });

  it('in the language the app would pick (Accept-Language), compressed when the browser accepts it', async () => {
    const ana = await browserMember('+14155550301', 'Ana');
    const ben = await browserMember('+14155550302', 'Ben');
    await withPhoto(ben.id);
    const answer = await page(ana.refresh, '/app/recs', { 'accept-language': 'de-DE,de;q=0.9', 'accept-encoding': 'gzip' });
    expect(answer.headers['content-encoding']).toBe('gzip');
    const { gunzipSync } = await import('node:zlib');
    expect(gunzipSync(answer.body).toString('utf8')).toContain('<h1>de</h1>');
  });

  it('a name is written as text, never as markup', async () => {
    const ana = await browserMember('+14155550301', 'Ana');
    const eve = await browserMember('+14155550302', '<img src=x onerror=alert(1)>');
    await withPhoto(eve.id);
    const html = (await page(ana.refresh)).body.toString('utf8');
    expect(html).toContain('<bdi>&lt;img src=x onerror=alert(1)&gt;</bdi>');
    expect(html).not.toContain('<img src=x');
  });

  it('the plain page, revalidated, for a visitor, a token spent or ended, and a member not done with onboarding', async () => {
    const plain = (answer: { headers: Record<string, unknown>; body: Buffer }) => {
      expect(answer.body.toString('utf8')).toBe(INDEX_HTML);
      expect(answer.headers['cache-control']).toBe('no-cache');
    };
    const ana = await browserMember('+14155550301', 'Ana');
    const ben = await browserMember('+14155550302', 'Ben');
    await withPhoto(ben.id);
    plain(await page(undefined));
    plain(await page('not-a-token'));
    // Spent by a refresh: the rotated one draws, the spent one does not.
    const rotated = await t.server.auth.sessions.refresh(ana.refresh);
    if (!rotated.ok) throw new Error('refresh failed');
    plain(await page(ana.refresh));
    expect((await page(rotated.value.refreshToken)).body.toString('utf8')).toContain('<bdi>Ben</bdi>');
    // Ended by a logout.
    expect((await t.server.auth.sessions.logout({ refreshToken: rotated.value.refreshToken })).ok).toBe(true);
    plain(await page(rotated.value.refreshToken));
    // A new member still in onboarding.
    const newcomer = await signInByPhone(t.client().with({ platform: 'web' }), '+14155550303');
    plain(await page(refreshCookieOf(newcomer.headers)));
  });

  it('the plain page when the first card has no photo to draw', async () => {
    const ana = await browserMember('+14155550301', 'Ana');
    await browserMember('+14155550302', 'Ben');
    const answer = await page(ana.refresh);
    expect(answer.body.toString('utf8')).toBe(INDEX_HTML);
    expect(answer.headers['cache-control']).toBe('no-cache');
  });
});
