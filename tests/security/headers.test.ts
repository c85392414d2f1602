/**
 * V3.4 (browser security headers) and V14.3 (no caching of sensitive data) of ASVS 5.0: the headers of
 * server/http/security-headers.ts on every answer: each row's own answer, its errors (401, 400, 404, 413, 415),
 * unknown paths, media files, the app's HTML and redirects; no-store on what carries tokens or personal data;
 * HSTS only over HTTPS.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../server/testing/test-server';
import { loadSiteFiles } from '../../server/web/site-files';
import { ENDPOINTS, rowKey, type EndpointRow } from './endpoints';
import { headerFindings, rightCaller, send, type Answer } from './support/checks';
import { buildFixture, type Fixture } from './support/fixture';

const fakeBuild = (): string => {
  const dir = mkdtempSync(join(tmpdir(), 'spark-security-site-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html><head><script type="module" src="/app/assets/index-1.js"></script></head><body></body></html>');
  writeFileSync(join(dir, 'assets', 'index-1.js'), 'console.log(1);\n');
  return dir;
};

let t: TestServer;
let f: Fixture;
let origin: string;
beforeAll(async () => {
  t = await startTestServer({ site: await loadSiteFiles(fakeBuild()) });
  origin = new URL(t.baseUrl).origin;
});
beforeEach(async () => {
  // A fresh world for each row: a logout or an ended session must not change what the next row sees.
  await t.reset();
  f = await buildFixture(t);
});
afterAll(async () => {
  await t?.close();
});

const plain = async (url: string, init: RequestInit = {}): Promise<Answer> => {
  const response = await fetch(url, init);
  return { status: response.status, headers: response.headers, text: await response.text() };
};

const rightAnswer = async (row: EndpointRow, headers: Record<string, string> = {}): Promise<Answer> => {
  const caller = rightCaller(row, f);
  return send(t, row, await row.call(f), { token: caller.token, from: caller, headers });
};

describe('security headers on every answer', () => {
  it.each(ENDPOINTS.map((row) => [rowKey(row), row] as const))('V3.4.1..V3.4.6, V14.3.2: %s', async (_key, row) => {
    const answer = await rightAnswer(row);
    expect(answer.status, answer.text).toBe(row.status ?? 200);
    expect(headerFindings(rowKey(row), answer, { noStore: row.personal })).toEqual([]);
    if (row.access !== 'open') {
      const refused = await send(t, row, await row.call(f));
      expect(refused.status).toBe(401);
      expect(headerFindings(`${rowKey(row)} without a token`, refused, { noStore: true })).toEqual([]);
    }
  });

  it('V3.4: errors and pages outside the table: unknown API paths, 415, 413, unknown files, the app, its assets, redirects', async () => {
    const answers: Array<readonly [string, Answer, boolean]> = [
      ['unknown API path', await plain(`${t.baseUrl}/v9/nothing`), true],
      ['415', await plain(`${t.baseUrl}/v2/buckets`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'x' }), true],
      ['413', await plain(`${t.baseUrl}/v2/buckets`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ x: 'y'.repeat(70_000) }) }), true],
      ['400 unreadable JSON', await plain(`${t.baseUrl}/v2/buckets`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' }), true],
      ['unknown path outside the API', await plain(`${origin}/nothing-here`), false],
      ['the app', await plain(`${origin}/app`, { headers: { accept: 'text/html' } }), false],
      ['an app asset', await plain(`${origin}/app/assets/index-1.js`), false],
      ['a missing asset', await plain(`${origin}/app/assets/missing.js`), false],
      ['the redirect from /', await plain(`${origin}/`, { redirect: 'manual' }), false],
    ];
    for (const [label, answer, noStore] of answers) expect(headerFindings(label, answer, { noStore })).toEqual([]);
  });

  it('V3.4.3: the app page keeps its own policy (scripts from itself only) and frame-ancestors none', async () => {
    const page = await plain(`${origin}/app`, { headers: { accept: 'text/html' } });
    const policy = page.headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(/script-src 'self'/);
    expect(policy).toMatch(/frame-ancestors 'none'/);
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
  });

  it('V3.4.1: media files: an uploaded photo, and a sandboxed SVG whose own policy still forbids framing', async () => {
    const id = await f.ownPhoto();
    const photos = await f.owner.client.get(`/user/${f.owner.userId}`, { token: f.owner.token });
    const url: string = photos.body.data.photos.find((p: { id: string }) => p.id === id).url;
    const photo = await plain(`${origin}${url}`);
    expect(photo.status).toBe(200);
    expect(headerFindings('a photo', photo, { noStore: false })).toEqual([]);
    await t.server.media.storage.put('demo/sample/0.svg', new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml');
    const svg = await plain(`${origin}/media/demo/sample/0.svg`);
    expect(svg.status).toBe(200);
    expect(svg.headers.get('content-security-policy')).toMatch(/sandbox/);
    expect(headerFindings('an SVG', svg, { noStore: false })).toEqual([]);
  });

  it('V3.4.1 (HSTS): Strict-Transport-Security comes over HTTPS (a trusted proxy says so), never over plain HTTP', async () => {
    const row = ENDPOINTS.find((r) => r.route === '/api/v2/profile')!;
    const overHttps = await rightAnswer(row, { 'x-forwarded-proto': 'https' });
    expect(headerFindings('over HTTPS', overHttps, { noStore: true, https: true })).toEqual([]);
    const overHttp = await rightAnswer(row);
    expect(overHttp.headers.get('strict-transport-security')).toBeNull();
    const page = await plain(`${origin}/app`, { headers: { accept: 'text/html', 'x-forwarded-proto': 'https' } });
    expect(page.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });
});
