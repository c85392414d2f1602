import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, utimesSync, writeFileSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEGACY_SESSION_HINT_COOKIE, LOCALE_HINT_COOKIE, SESSION_HINT_COOKIE } from '../../core/api/constants';
import { rawRequest } from '../testing/raw-request';
import { startTestServer, type TestServer } from '../testing/test-server';
import { clientBuildState, precompress } from './client-build';
import { negotiateEncoding } from './compression';
import { contentSecurityPolicy } from './security-headers';
import { loadSiteFiles } from './site-files';

/** A small stand-in for dist/client: what the tests need of a Vite build, nothing more. */
const INDEX_HTML =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8"><title>Spark</title>' +
  '<script type="module" crossorigin src="/app/assets/index-abc123.js"></script>' +
  '<link rel="stylesheet" crossorigin href="/app/assets/index-def456.css">' +
  '<script type="application/json" id="start-preload">["/app/assets/persistence-s1.js","/app/assets/startup-s2.js"]</script>' +
  '<script type="application/json" id="discover-preload">["/app/assets/RecsScreen-d1.js","https://elsewhere.example/x.js"]</script>' +
  '<script type="application/json" id="app-preload">["/app/assets/app-start-a1.js","/app/assets/lib-a2.js"]</script>' +
  '</head><body><div id="root"></div></body></html>';
const PRERENDERED = ['en', 'en-GB', 'de', 'ar'] as const;
const LANDING_CSS = 'h1{font-size:3rem}';
const landingOf = (locale: string) =>
  INDEX_HTML.replace('<html lang="en">', `<html lang="${locale}">`)
    .replace('<link rel="stylesheet" crossorigin href="/app/assets/index-def456.css">', `<style>${LANDING_CSS}</style>`)
    .replace('<div id="root"></div>', `<div id="root" data-prerendered="${locale}"><h1>${locale}</h1></div>`);
const APP_JS = `export const greeting = ${JSON.stringify('hello '.repeat(800))};\nconsole.log(greeting.length);\n`;
const APP_CSS = `${'.card { display: grid; gap: 8px; }\n'.repeat(60)}`;
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

const makeFakeBuild = (): string => {
  const dir = mkdtempSync(join(tmpdir(), 'spark-site-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), INDEX_HTML);
  writeFileSync(join(dir, 'build.json'), JSON.stringify({ build: 'test-build' }));
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), APP_JS);
  writeFileSync(join(dir, 'assets', 'index-def456.css'), APP_CSS);
  writeFileSync(join(dir, 'assets', 'logo-789.png'), PNG);
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // The landing prerendered by the build, in a few languages (every supported one in a real build).
  mkdirSync(join(dir, 'prerendered'));
  for (const locale of PRERENDERED) writeFileSync(join(dir, 'prerendered', `landing.${locale}.html`), landingOf(locale));
  // A current precompressed copy (served as it is) and a stale one (older than its source: ignored).
  writeFileSync(join(dir, 'assets', 'index-def456.css.br'), brotliCompressSync(Buffer.from(APP_CSS)));
  writeFileSync(join(dir, 'assets', 'index-abc123.js.gz'), Buffer.from('stale copy from an older build'));
  utimesSync(join(dir, 'assets', 'index-abc123.js.gz'), new Date('2020-01-01'), new Date('2020-01-01'));
  return dir;
};

let t: TestServer;
let origin: string;
beforeAll(async () => {
  t = await startTestServer({ site: await loadSiteFiles(makeFakeBuild()) });
  origin = new URL(t.baseUrl).origin;
});
afterAll(async () => {
  await t?.close();
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${origin}${path}`, { headers, redirect: 'manual' });

const raw = (path: string, headers: Record<string, string> = {}) => rawRequest(origin, path, headers);

describe('serving the built app beside the API on one port', () => {
  it('ROUTE-15: / and /index.html redirect to /app, keeping the query string unchanged', async () => {
    for (const [path, location] of [
      ['/', '/app'],
      ['/?theme=dark&x=a%20b', '/app?theme=dark&x=a%20b'],
      ['/index.html', '/app'],
      ['/index.html?promo=SPRING', '/app?promo=SPRING'],
    ] as const) {
      const response = await get(path);
      expect(response.status, path).toBe(302);
      expect(response.headers.get('location'), path).toBe(location);
    }
  });

  it('ROUTE-01: /app and /app/ answer the app page, revalidated on every use, with the security headers', async () => {
    for (const path of ['/app', '/app/', '/app/index.html']) {
      const response = await get(path, { accept: 'text/html', cookie: `${SESSION_HINT_COOKIE}=1` });
      expect(response.status, path).toBe(200);
      expect(await response.text()).toBe(INDEX_HTML);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
    }
  });

  it('the page`s Content-Security-Policy allows only its own scripts, styles and sockets, and no inline script', async () => {
    const response = await get('/app', { accept: 'text/html', cookie: `${SESSION_HINT_COOKIE}=1` });
    const csp = response.headers.get('content-security-policy') ?? '';
    const directives = new Map(csp.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values] as const;
    }));
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(directives.get('style-src')).toEqual(["'self'"]);
    expect(directives.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(directives.get('connect-src')).toEqual(["'self'", `ws://${new URL(origin).host}`, `wss://${new URL(origin).host}`]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
    // The page satisfies it: every script has a src on the same origin (or is JSON data, which is never run), and
    // there is no inline handler.
    const html = await response.text();
    expect([...html.matchAll(/<script\b[^>]*>/g)].every(([tag]) => /\ssrc="\/app\//.test(tag) || /\stype="application\/json"/.test(tag))).toBe(true);
    expect(html).not.toMatch(/\son[a-z]+=/i);
  });

  it('a prerendered page`s inline stylesheet is allowed by its hash, and nothing else inline', async () => {
    const response = await get('/app', { accept: 'text/html', 'accept-language': 'de' });
    expect(await response.text()).toContain(`<style>${LANDING_CSS}</style>`);
    const csp = response.headers.get('content-security-policy') ?? '';
    const styleSrc = csp.split(';').map((part) => part.trim()).find((part) => part.startsWith('style-src '));
    expect(styleSrc).toBe(`style-src 'self' 'sha256-${createHash('sha256').update(LANDING_CSS).digest('base64')}'`);
    expect(csp).toMatch(/script-src 'self';/);
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
  });

  it('a Host header that could inject into the policy is left out of it', () => {
    expect(contentSecurityPolicy('localhost:8080')).toContain("connect-src 'self' ws://localhost:8080 wss://localhost:8080;");
    expect(contentSecurityPolicy('[::1]:8080')).toContain('ws://[::1]:8080');
    for (const bad of ["evil.example; script-src 'unsafe-inline'", 'a b', '', undefined]) {
      expect(contentSecurityPolicy(bad)).toContain("connect-src 'self';");
    }
  });

  it("a member's page names what its start loads, the start-up script first, as preload links; a visitor's page names none", async () => {
    const linked = (link: string | null) => [...(link ?? '').matchAll(/<([^>]+)>; rel=(modulepreload|preload; as=style); crossorigin/g)].map((m) => m[1]);
    const member = { accept: 'text/html', cookie: '__Host-spark_session=1' };
    const root = await get('/app', member);
    expect(root.status).toBe(200);
    // In the order they are needed: the page's own script and stylesheet, then stage 2 of the start, then boot's
    // chunks; Discover's are left to the start-up script (they would hold the first connections).
    expect(linked(root.headers.get('link'))).toEqual([
      '/app/assets/index-abc123.js',
      '/app/assets/index-def456.css',
      '/app/assets/app-start-a1.js',
      '/app/assets/lib-a2.js',
      '/app/assets/persistence-s1.js',
      '/app/assets/startup-s2.js',
    ]);
    expect(root.headers.get('link')).toContain('</app/assets/index-def456.css>; rel=preload; as=style; crossorigin');
    expect(root.headers.get('vary')).toMatch(/\bCookie\b/);
    expect(linked((await get('/app/matches', member)).headers.get('link'))).toEqual(linked(root.headers.get('link')));
    // The browser of a visitor: the landing's start is not slowed down by chunks it does not need yet.
    expect((await get('/app', { accept: 'text/html' })).headers.get('link')).toBeNull();
    expect((await get('/app', { accept: 'text/html', cookie: '__Host-spark_session=0' })).headers.get('link')).toBeNull();
    // An asset is never answered with links.
    expect((await get('/app/assets/index-abc123.js', member)).headers.get('link')).toBeNull();
  });

  it('hashed assets are cached for a year as immutable; unhashed files are revalidated', async () => {
    const asset = await get('/app/assets/logo-789.png');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-type')).toBe('image/png');
    expect(asset.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await asset.arrayBuffer()).equals(PNG)).toBe(true);
    const build = await get('/app/build.json');
    expect(build.headers.get('cache-control')).toBe('no-cache');
    expect(await build.json()).toEqual({ build: 'test-build' });
    const favicon = await get('/app/favicon.svg');
    expect(favicon.headers.get('content-type')).toBe('image/svg+xml');
    expect(favicon.headers.get('cache-control')).toBe('no-cache');
  });

  it('text assets go out as brotli or gzip, as the client accepts; the bytes decode to the file', async () => {
    const br = await raw('/app/assets/index-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toBe('Accept-Encoding');
    expect(br.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(brotliDecompressSync(br.body).toString()).toBe(APP_JS);
    expect(br.body.byteLength).toBeLessThan(APP_JS.length / 5);

    // The stale .gz copy (older than the file) is ignored: the answer decodes to the current file.
    const gz = await raw('/app/assets/index-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(APP_JS);

    const plain = await raw('/app/assets/index-abc123.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(APP_JS);
    const html = await raw('/app', { 'accept-encoding': 'br', accept: 'text/html' });
    expect(html.headers['content-encoding']).toBeUndefined(); // under 1 KB: not worth it
    // Images are compressed already: never re-encoded.
    expect((await raw('/app/assets/logo-789.png', { 'accept-encoding': 'br' })).headers['content-encoding']).toBeUndefined();
  });

  it('a current precompressed copy from the build is served as it is', async () => {
    const css = await raw('/app/assets/index-def456.css', { 'accept-encoding': 'br' });
    expect(css.headers['content-encoding']).toBe('br');
    expect(css.body.equals(brotliCompressSync(Buffer.from(APP_CSS)))).toBe(true);
  });

  it('an ETag per encoding; a matching If-None-Match answers 304 without a body', async () => {
    const first = await get('/app/assets/index-abc123.js', { 'accept-encoding': 'br' });
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^".+-br"$/);
    const again = await get('/app/assets/index-abc123.js', { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const otherEncoding = await get('/app/assets/index-abc123.js', { 'accept-encoding': 'gzip', 'if-none-match': etag });
    expect(otherEncoding.status).toBe(200);
  });

  it('APP-01: a visitor on the root gets the landing prerendered in the language the app would pick: the query, else the browser\'s languages by weight', async () => {
    for (const row of [
      ['', 'de-DE,de;q=0.9,en;q=0.8', 'de'],
      ['', 'fr;q=0.3, ar;q=0.9, en;q=0.5', 'ar'],
      ['', 'en-GB,en;q=0.9', 'en-GB'],
      ['', '', 'en'],
      ['', 'xx-YY, *;q=0.5', 'en'],
      ['?locale=ar', 'de', 'ar'],
      ['?locale=de&x=1', 'en-GB', 'de'],
      // CONF-07: the language chosen in the app (its cookie) comes after the query and before the browser's.
      ['', 'de', 'ar', 'ar'],
      ['?locale=de', 'en', 'ar', 'de'],
      ['', 'de', 'xx', 'de'],
    ] as const) {
      // [query, Accept-Language, the expected page] or [query, Accept-Language, the chosen language's cookie, the expected page]
      const [query, acceptLanguage] = row;
      const locale = row.length === 4 ? row[3] : row[2];
      const headers: Record<string, string> = { accept: 'text/html' };
      if (acceptLanguage) headers['accept-language'] = acceptLanguage;
      if (row.length === 4) headers['cookie'] = `${LOCALE_HINT_COOKIE}=${row[2]}`;
      for (const path of ['/app', '/app/']) {
        const response = await get(`${path}${query}`, headers);
        expect(response.status, `${path}${query} ${acceptLanguage}`).toBe(200);
        expect(await response.text(), `${path}${query} ${acceptLanguage}`).toBe(landingOf(locale));
        // Caches keep one answer per language and per session hint.
        expect(response.headers.get('vary')).toMatch(/Cookie/);
        expect(response.headers.get('vary')).toMatch(/Accept-Language/);
        expect(response.headers.get('cache-control')).toBe('no-cache');
        expect(response.headers.get('content-security-policy')).toBeTruthy();
      }
    }
  });

  it('APP-01: the prerendered landing goes only to a visitor on the root: a member, another page, or a language the build did not prerender get the bare page', async () => {
    const bare = async (path: string, headers: Record<string, string>) => {
      const response = await get(path, { accept: 'text/html', ...headers });
      expect(response.status, path).toBe(200);
      expect(await response.text(), `${path} ${JSON.stringify(headers)}`).toBe(INDEX_HTML);
    };
    await bare('/app', { 'accept-language': 'de', cookie: `${SESSION_HINT_COOKIE}=1` });
    await bare('/app/', { cookie: `${LEGACY_SESSION_HINT_COOKIE}=1` });
    await bare('/app/recs', { 'accept-language': 'de' });
    await bare('/app/index.html', {});
    // Supported, but not among this build's pages.
    await bare('/app', { 'accept-language': 'fr' });
    // The pages are not served by their own paths.
    for (const path of ['/app/prerendered/landing.en.html', '/app/prerendered/', '/app/prerendered/landing.xx.html']) expect((await get(path, { accept: 'text/html' })).status, path).toBe(404);
  });

  it('ROUTE-16: any other page under /app gets the app page, which decides what is not found', async () => {
    for (const path of ['/app/recs', '/app/messages/abc/profile/def', '/app/no/such/page?x=1', '/app/%2e%2e/package.json', '/app/../../etc/passwd']) {
      const response = await raw(path, { accept: 'text/html,application/xhtml+xml' });
      expect(response.status, path).toBe(200);
      expect(response.body.toString()).toBe(INDEX_HTML);
    }
    // A bare client (curl's */*) gets the page for paths without a file extension.
    expect((await get('/app/matches', { accept: '*/*' })).status).toBe(200);
  });

  it('a missing asset is a 404, never the page (a stale chunk must fail, not parse HTML); so is a missing file not asked for as a page', async () => {
    for (const [path, accept] of [
      ['/app/assets/index-old999.js', 'text/html'],
      ['/app/assets/index-old999.js', '*/*'],
      ['/app/missing.png', 'image/avif,image/webp,*/*'],
      ['/app/recs', 'application/json'],
    ] as const) {
      const response = await get(path, { accept });
      expect(response.status, `${path} ${accept}`).toBe(404);
      expect(await response.text()).not.toContain('<div id="root">');
    }
  });

  it('the API keeps its envelopes beside the app, and paths outside /app and the API are not the app', async () => {
    const api = await get('/api/no-such-endpoint');
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ meta: { status: 404 }, error: { code: 40400 } });
    expect((await get('/somewhere-else', { accept: 'text/html' })).status).toBe(404);
  });

  it('HEAD answers the headers of GET', async () => {
    const response = await fetch(`${origin}/app/assets/index-abc123.js`, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});

describe('content encoding negotiation', () => {
  it('picks the accepted encoding with the highest weight, brotli on ties; q=0 refuses', () => {
    expect(negotiateEncoding('gzip, deflate, br')).toBe('br');
    expect(negotiateEncoding('gzip')).toBe('gzip');
    expect(negotiateEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip;q=0')).toBeUndefined();
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('*, br;q=0')).toBe('gzip');
    expect(negotiateEncoding('identity')).toBeUndefined();
    expect(negotiateEncoding(undefined)).toBeUndefined();
    expect(negotiateEncoding('br', ['gzip'])).toBeUndefined();
  });

  it('never picks an encoding the file lacks or the client weighed 0, and picks one whenever the client wants one', () => {
    const weight = fc.constantFrom('0', '0.0', '0.2', '0.5', '1');
    const entries = fc.uniqueArray(fc.tuple(fc.constantFrom('br', 'gzip', 'deflate', 'identity', '*', 'zstd'), fc.option(weight, { nil: undefined })), {
      selector: ([coding]) => coding,
      maxLength: 6,
    });
    fc.assert(
      fc.property(entries, fc.subarray(['br', 'gzip'] as const), (parts, available) => {
        const header = parts.map(([c, q]) => (q === undefined ? c : `${c};q=${q}`)).join(', ');
        const weightOf = (coding: string): number | undefined => {
          const entry = parts.find(([c]) => c === coding);
          return entry === undefined ? undefined : Number(entry[1] ?? '1');
        };
        const wanted = available.filter((coding) => (weightOf(coding) ?? weightOf('*') ?? 0) > 0);
        const chosen = negotiateEncoding(header, available);
        if (wanted.length === 0) expect(chosen).toBeUndefined();
        else expect(wanted).toContain(chosen);
      }),
    );
  });
});

describe('client build', () => {
  const project = (): string => {
    const root = mkdtempSync(join(tmpdir(), 'spark-project-'));
    for (const dir of ['src', 'ui', 'core/shared', 'adapters', 'locales']) mkdirSync(join(root, dir), { recursive: true });
    writeFileSync(join(root, 'core/shared/result.ts'), 'export {};');
    writeFileSync(join(root, 'index.html'), '<!doctype html>');
    writeFileSync(join(root, 'vite.config.ts'), 'export default {};');
    const old = new Date(Date.now() - 60_000);
    for (const file of ['core/shared/result.ts', 'index.html', 'vite.config.ts']) utimesSync(join(root, file), old, old);
    return root;
  };

  it('is needed when there is no build, or when any source is newer than the built index.html', async () => {
    const root = project();
    expect(await clientBuildState(root)).toEqual({ kind: 'missing' });
    mkdirSync(join(root, 'dist/client'), { recursive: true });
    writeFileSync(join(root, 'dist/client/index.html'), INDEX_HTML);
    expect(await clientBuildState(root)).toEqual({ kind: 'current' });
    writeFileSync(join(root, 'core/shared/result.ts'), 'export const changed = true;');
    const future = new Date(Date.now() + 5_000);
    utimesSync(join(root, 'core/shared/result.ts'), future, future);
    expect(await clientBuildState(root)).toEqual({ kind: 'stale', newer: join(root, 'core/shared/result.ts') });
  });

  it('precompresses every text file worth it into .br and .gz copies that decode to it', async () => {
    const dir = makeFakeBuild();
    await precompress(dir);
    expect(brotliDecompressSync(readFileSync(join(dir, 'assets/index-abc123.js.br'))).toString()).toBe(APP_JS);
    expect(gunzipSync(readFileSync(join(dir, 'assets/index-abc123.js.gz'))).toString()).toBe(APP_JS);
    expect(existsSync(join(dir, 'assets/logo-789.png.br'))).toBe(false);
    // Too small to gain anything.
    expect(existsSync(join(dir, 'build.json.br'))).toBe(false);
  });
});
