import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../core/errors/error-codes';
import { signInByPhone, signedInMember } from '../testing/sign-in';
import type { JsonAnswer, TestClient } from '../testing/test-client';
import { startTestServer, type TestServer } from '../testing/test-server';
import { MAX_PHOTO_BYTES, MEDIA_CACHE_CONTROL } from '.';
import { sniffImage } from './image-sniff';
import { jpegHeader, NOT_PHOTOS, pngHeader, realPng, webpHeader } from './testing/images';

const ALICE = '+14155550101';
const BOB = '+14155550102';

let t: TestServer;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'spark-media-test-'));
  t = await startTestServer({ overrides: { dataDir } });
});
afterAll(async () => {
  await t?.close();
  rmSync(dataDir, { recursive: true, force: true });
});
beforeEach(async () => {
  await t.reset();
  rmSync(join(dataDir, 'media'), { recursive: true, force: true });
});

/** Every file in the media folder, relative to it. */
const storedFiles = (): string[] => {
  try {
    return readdirSync(join(dataDir, 'media'), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => relative(join(dataDir, 'media'), join(entry.parentPath, entry.name)))
      .sort();
  } catch {
    return [];
  }
};

/** Runs a refused request and checks that no row and no file was written. */
const expectNothingWritten = async (refused: () => Promise<{ status: number; body: any }>, status: number, code: number) => {
  const rows = await t.database.rowCounts();
  const files = storedFiles();
  const answer = await refused();
  expect(answer.status).toBe(status);
  expect(answer.body).toEqual({ meta: { status }, error: { code, message: expect.any(String) } });
  expect(await t.database.rowCounts()).toEqual(rows);
  expect(storedFiles()).toEqual(files);
};

interface Member {
  readonly client: TestClient;
  readonly token: string;
  readonly userId: string;
}

const member = async (phone: string): Promise<Member> => {
  const client = t.client();
  const login = await signedInMember(client, t.database.db, phone);
  return { client, token: login.authToken, userId: login.userId };
};

const placeholders = (who: Member, count: unknown): Promise<JsonAnswer> => who.client.post('/mediaservice/placeholders', { token: who.token, body: { count } });

const upload = async (
  who: Pick<Member, 'client' | 'token'>,
  placeholderId: string | undefined,
  bytes: Uint8Array,
  contentType: string,
  options: { readonly query?: string; readonly headers?: Record<string, string> } = {},
): Promise<JsonAnswer> => {
  const query = options.query ?? (placeholderId === undefined ? '' : `?placeholder_id=${placeholderId}`);
  const response = await who.client.fetch(`/mediaservice/photo${query}`, {
    method: 'POST',
    headers: { 'content-type': contentType, 'x-auth-token': who.token, ...options.headers },
    body: new Uint8Array(bytes),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text === '' ? undefined : JSON.parse(text) };
};

/** A member with `files.length` uploaded photos; answers their ids in upload order. */
const withPhotos = async (who: Member, files: readonly Uint8Array[]): Promise<string[]> => {
  const ids: string[] = (await placeholders(who, files.length)).body.data.media_ids;
  for (const [i, file] of files.entries()) expect((await upload(who, ids[i], file, sniffImage(file)!.type)).status).toBe(200);
  return ids;
};

const threePhotos = () => [jpegHeader(), pngHeader(), webpHeader()];

const serverOrigin = () => new URL(t.baseUrl).origin;
const getFile = (url: string) => fetch(`${serverOrigin()}${url}`);

describe('placeholders (EP-066)', () => {
  it('PROF-13, EP-066: POST /mediaservice/placeholders { count } answers that many new media ids', async () => {
    const alice = await member(ALICE);
    const answer = await placeholders(alice, 3);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ meta: { status: 200 }, data: { media_ids: [expect.any(String), expect.any(String), expect.any(String)] } });
    expect(new Set(answer.body.data.media_ids).size).toBe(3);
  });

  it('PROF-16: at most 9 photos, placeholders included: over 9 is 409/40900, and deleting one makes room', async () => {
    const alice = await member(ALICE);
    const first: string[] = (await placeholders(alice, 5)).body.data.media_ids;
    await expectNothingWritten(() => placeholders(alice, 5), 409, ErrorCode.CONFLICT);
    expect((await placeholders(alice, 4)).status).toBe(200);
    await expectNothingWritten(() => placeholders(alice, 1), 409, ErrorCode.CONFLICT);
    expect((await alice.client.json('DELETE', '/mediaservice', { token: alice.token, body: { media_id: first[0] } })).status).toBe(200);
    expect((await placeholders(alice, 1)).status).toBe(200);
  });

  it('PROF-16: a count under 1, over 9 or not a whole number is 400/40000', async () => {
    const alice = await member(ALICE);
    for (const count of [0, -1, 10, 1.5, '2', null]) await expectNothingWritten(() => placeholders(alice, count), 400, ErrorCode.BAD_REQUEST);
  });

  it('a placeholder never filled is released after an hour, so it cannot hold a slot forever', async () => {
    const alice = await member(ALICE);
    expect((await placeholders(alice, 9)).status).toBe(200);
    t.time.advance(60 * 60_000 - 1000);
    const later = await member(ALICE);
    await expectNothingWritten(() => placeholders(later, 1), 409, ErrorCode.CONFLICT);
    t.time.advance(1000);
    expect((await placeholders(later, 9)).status).toBe(200);
  });
});

describe('uploading a photo (EP-065)', () => {
  it('PROF-13, EP-065: the raw JPEG, PNG or WebP fills its placeholder; the answer carries the photo, served with long cache headers', async () => {
    const alice = await member(ALICE);
    const ids: string[] = (await placeholders(alice, 3)).body.data.media_ids;
    const files = [
      { bytes: jpegHeader(640, 800), type: 'image/jpeg', extension: 'jpg', width: 640, height: 800 },
      { bytes: realPng(), type: 'image/png', extension: 'png', width: 1, height: 1 },
      { bytes: webpHeader(1080, 1350), type: 'image/webp', extension: 'webp', width: 1080, height: 1350 },
    ];
    for (const [i, file] of files.entries()) {
      const answer = await upload(alice, ids[i], file.bytes, file.type);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({
        meta: { status: 200 },
        data: {
          media: {
            id: ids[i],
            type: 'photo',
            url: expect.stringMatching(new RegExp(`^/media/photos/[A-Za-z0-9_-]{43}\\.${file.extension}$`)),
            content_type: file.type,
            width: file.width,
            height: file.height,
            alt_text: null,
          },
        },
      });
      const served = await getFile(answer.body.data.media.url);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe(file.type);
      expect(served.headers.get('cache-control')).toBe(MEDIA_CACHE_CONTROL);
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      expect(served.headers.get('content-security-policy')).not.toMatch(/sandbox/);
      expect(new Uint8Array(await served.arrayBuffer())).toEqual(file.bytes);
    }
    expect(storedFiles()).toHaveLength(3);
    expect((await t.server.media.service.photosOf(alice.userId)).map((photo) => photo.id)).toEqual(ids);
  });

  it('PROF-13: a member still onboarding adds photos with the onboarding token', async () => {
    const client = t.client();
    const state = (await signInByPhone(client, ALICE)).body.onboardingState!;
    const newcomer = { client, token: state.onboardingToken!, userId: state.userId! };
    const [id] = (await placeholders(newcomer, 1)).body.data.media_ids;
    expect((await upload(newcomer, id, jpegHeader(), 'image/jpeg')).status).toBe(200);
  });

  it('the placeholder id may come as a header; missing, or given twice with different values, is 400/40000', async () => {
    const alice = await member(ALICE);
    const [first, second] = (await placeholders(alice, 2)).body.data.media_ids;
    expect((await upload(alice, undefined, pngHeader(), 'image/png', { headers: { 'placeholder-id': first } })).status).toBe(200);
    await expectNothingWritten(() => upload(alice, undefined, pngHeader(), 'image/png'), 400, ErrorCode.BAD_REQUEST);
    await expectNothingWritten(() => upload(alice, second, pngHeader(), 'image/png', { headers: { 'placeholder-id': first } }), 400, ErrorCode.BAD_REQUEST);
    expect((await upload(alice, second, pngHeader(), 'image/png', { headers: { 'placeholder-id': second } })).status).toBe(200);
  });

  it('the type is read from the bytes: a photo of another type than declared is 415/41500, nothing stored', async () => {
    const alice = await member(ALICE);
    const [id] = (await placeholders(alice, 1)).body.data.media_ids;
    for (const [bytes, declared] of [
      [pngHeader(), 'image/jpeg'],
      [jpegHeader(), 'image/webp'],
      [webpHeader(), 'image/png'],
    ] as const) {
      await expectNothingWritten(() => upload(alice, id, bytes, declared), 415, ErrorCode.UNSUPPORTED_MEDIA_TYPE);
    }
  });

  it('ONB-10: files that are no photo under a photo type (SVG, HTML, GIF, text, bare magic numbers, empty) are 400/50020, nothing stored', async () => {
    const alice = await member(ALICE);
    const [id] = (await placeholders(alice, 1)).body.data.media_ids;
    for (const [name, bytes] of Object.entries(NOT_PHOTOS)) {
      for (const declared of ['image/jpeg', 'image/png', 'image/webp']) {
        const before = storedFiles();
        const answer = await upload(alice, id, bytes, declared);
        expect(answer.status, `${name} as ${declared}`).toBe(400);
        expect(answer.body.error.code).toBe(ErrorCode.PHOTO_INVALID_UPLOAD);
        expect(storedFiles()).toEqual(before);
      }
    }
    // The placeholder is still free for a real photo.
    expect((await upload(alice, id, realPng(), 'image/png')).status).toBe(200);
  });

  it('other declared types (SVG, GIF, HEIC, octet-stream, form data, text, JSON) are 415/41500, even with a real photo inside', async () => {
    const alice = await member(ALICE);
    const [id] = (await placeholders(alice, 1)).body.data.media_ids;
    for (const declared of ['image/svg+xml', 'image/gif', 'image/heic', 'image/jpg', 'application/octet-stream', 'multipart/form-data; boundary=x', 'text/plain']) {
      await expectNothingWritten(() => upload(alice, id, jpegHeader(), declared), 415, ErrorCode.UNSUPPORTED_MEDIA_TYPE);
    }
    const json = new TextEncoder().encode(JSON.stringify({ photo: 'base64…' }));
    await expectNothingWritten(() => upload(alice, id, json, 'application/json'), 415, ErrorCode.UNSUPPORTED_MEDIA_TYPE);
  });

  it('a fake name cannot choose how the file is served: the stored extension follows the bytes, and unknown parameters are refused', async () => {
    const alice = await member(ALICE);
    const [id] = (await placeholders(alice, 1)).body.data.media_ids;
    await expectNothingWritten(() => upload(alice, id, pngHeader(), 'image/png', { query: `?placeholder_id=${id}&filename=photo.svg` }), 400, ErrorCode.BAD_REQUEST);
    const answer = await upload(alice, id, pngHeader(), 'image/png; name="photo.html"');
    expect(answer.body.data.media.url).toMatch(/\.png$/);
  });

  it('a body over 10 MB is 413/41300 and nothing is stored; 10 MB exactly is accepted', async () => {
    const alice = await member(ALICE);
    const [id] = (await placeholders(alice, 1)).body.data.media_ids;
    const exactly = new Uint8Array(MAX_PHOTO_BYTES);
    exactly.set(jpegHeader());
    const over = new Uint8Array(MAX_PHOTO_BYTES + 1);
    over.set(jpegHeader());
    await expectNothingWritten(() => upload(alice, id, over, 'image/jpeg'), 413, ErrorCode.PAYLOAD_TOO_LARGE);
    const accepted = await upload(alice, id, exactly, 'image/jpeg');
    expect(accepted.status).toBe(200);
    expect((await getFile(accepted.body.data.media.url)).headers.get('content-length')).toBe(String(MAX_PHOTO_BYTES));
  });

  it('an unknown placeholder is 404/40400 and a filled one 409/40900, nothing stored', async () => {
    const alice = await member(ALICE);
    const [id] = (await placeholders(alice, 1)).body.data.media_ids;
    await expectNothingWritten(() => upload(alice, '0123456789abcdef01234567', jpegHeader(), 'image/jpeg'), 404, ErrorCode.NOT_FOUND);
    expect((await upload(alice, id, jpegHeader(), 'image/jpeg')).status).toBe(200);
    await expectNothingWritten(() => upload(alice, id, jpegHeader(), 'image/jpeg'), 409, ErrorCode.CONFLICT);
  });

  it('without a token the media service is 401/40100', async () => {
    const anonymous = { client: t.client(), token: '' };
    const answer = await anonymous.client.post('/mediaservice/placeholders', { body: { count: 1 } });
    expect(answer.status).toBe(401);
    await expectNothingWritten(() => upload({ client: t.client(), token: 'unknown' }, 'abc', jpegHeader(), 'image/jpeg'), 401, ErrorCode.UNAUTHORIZED);
  });
});

describe('order and details (EP-067, EP-064)', () => {
  it('PROF-15, EP-067: PUT /mediaservice/order takes a permutation of the member`s photos and answers them in the new order', async () => {
    const alice = await member(ALICE);
    const ids = await withPhotos(alice, threePhotos());
    const [spare] = (await placeholders(alice, 1)).body.data.media_ids;
    const reversed = [...ids].reverse();
    const answer = await alice.client.json('PUT', '/mediaservice/order', { token: alice.token, body: { media_ids: reversed } });
    expect(answer.status).toBe(200);
    expect(answer.body.data.photos.map((photo: { id: string }) => photo.id)).toEqual(reversed);
    expect((await t.server.media.service.photosOf(alice.userId)).map((photo) => photo.id)).toEqual(reversed);
    // The placeholder stays after the photos and is filled there.
    expect((await upload(alice, spare, jpegHeader(), 'image/jpeg')).status).toBe(200);
    expect((await t.server.media.service.photosOf(alice.userId)).map((photo) => photo.id)).toEqual([...reversed, spare]);
  });

  it('PROF-15: anything but a permutation of the photos is 400/40000 and changes nothing', async () => {
    const alice = await member(ALICE);
    const ids = await withPhotos(alice, threePhotos());
    const [spare] = (await placeholders(alice, 1)).body.data.media_ids;
    for (const mediaIds of [[ids[0], ids[1]], [ids[0], ids[1], ids[1]], [ids[0], ids[1], ids[2], spare], [], [ids[2], ids[1], spare]]) {
      await expectNothingWritten(() => alice.client.json('PUT', '/mediaservice/order', { token: alice.token, body: { media_ids: mediaIds } }), 400, ErrorCode.BAD_REQUEST);
    }
    expect((await t.server.media.service.photosOf(alice.userId)).map((photo) => photo.id)).toEqual(ids);
  });

  it('PROF-15, EP-064: PUT /mediaservice/details sets and clears a photo`s alternative text', async () => {
    const alice = await member(ALICE);
    const [id] = await withPhotos(alice, [jpegHeader()]);
    const set = await alice.client.json('PUT', '/mediaservice/details', { token: alice.token, body: { media_id: id, alt_text: '  Me on a mountain  ' } });
    expect(set.status).toBe(200);
    expect(set.body.data.media).toEqual(expect.objectContaining({ id, alt_text: 'Me on a mountain' }));
    const cleared = await alice.client.json('PUT', '/mediaservice/details', { token: alice.token, body: { media_id: id, alt_text: '' } });
    expect(cleared.body.data.media.alt_text).toBeNull();
  });

  it('PROF-15: details of the wrong shape are 400/40000, of a placeholder 409/40900', async () => {
    const alice = await member(ALICE);
    const [id] = await withPhotos(alice, [jpegHeader()]);
    const [spare] = (await placeholders(alice, 1)).body.data.media_ids;
    for (const body of [{ media_id: id, alt_text: 'x'.repeat(251) }, { media_id: id, alt_text: 5 }, { media_id: id, caption: 'x' }, { alt_text: 'x' }]) {
      await expectNothingWritten(() => alice.client.json('PUT', '/mediaservice/details', { token: alice.token, body }), 400, ErrorCode.BAD_REQUEST);
    }
    const placeholder = await alice.client.json('PUT', '/mediaservice/details', { token: alice.token, body: { media_id: spare, alt_text: 'x' } });
    expect(placeholder.status).toBe(409);
  });
});

describe('deleting (EP-063)', () => {
  it('PROF-15, EP-063: DELETE /mediaservice { media_id } removes the photo, its row and its file', async () => {
    const alice = await member(ALICE);
    const [first, second] = await withPhotos(alice, [jpegHeader(), pngHeader()]);
    const photos = await t.server.media.service.photosOf(alice.userId);
    const answer = await alice.client.json('DELETE', '/mediaservice', { token: alice.token, body: { media_id: first } });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ meta: { status: 200 }, data: {} });
    expect((await getFile(photos[0]!.url)).status).toBe(404);
    expect(storedFiles()).toHaveLength(1);
    // Or with the id in the query.
    expect((await alice.client.json('DELETE', `/mediaservice?media_id=${second}`, { token: alice.token })).status).toBe(200);
    expect(storedFiles()).toEqual([]);
    expect(await t.server.media.service.photosOf(alice.userId)).toEqual([]);
  });

  it('PROF-13: a placeholder is deleted the same way (an upload that failed gives its slot back)', async () => {
    const alice = await member(ALICE);
    const [id] = (await placeholders(alice, 9)).body.data.media_ids;
    expect((await alice.client.json('DELETE', '/mediaservice', { token: alice.token, body: { media_id: id } })).status).toBe(200);
    expect((await placeholders(alice, 1)).status).toBe(200);
  });

  it('no id, two different ids or an unknown id: 400/40000, 400/40000, 404/40400', async () => {
    const alice = await member(ALICE);
    const [a, b] = await withPhotos(alice, [jpegHeader(), pngHeader()]);
    await expectNothingWritten(() => alice.client.json('DELETE', '/mediaservice', { token: alice.token }), 400, ErrorCode.BAD_REQUEST);
    await expectNothingWritten(() => alice.client.json('DELETE', `/mediaservice?media_id=${a}`, { token: alice.token, body: { media_id: b } }), 400, ErrorCode.BAD_REQUEST);
    await expectNothingWritten(() => alice.client.json('DELETE', '/mediaservice', { token: alice.token, body: { media_id: 'nope' } }), 404, ErrorCode.NOT_FOUND);
  });
});

describe('access control: another member`s media ids', () => {
  it('every media route answers 404/40400 for another member`s photo or placeholder, and changes nothing', async () => {
    const alice = await member(ALICE);
    const [photo] = await withPhotos(alice, [jpegHeader()]);
    const [placeholder] = (await placeholders(alice, 1)).body.data.media_ids;
    const bob = await member(BOB);
    const [bobsOwn] = await withPhotos(bob, [pngHeader()]);
    const attempts: Array<() => Promise<JsonAnswer>> = [
      () => upload(bob, placeholder, jpegHeader(), 'image/jpeg'),
      () => upload(bob, photo, jpegHeader(), 'image/jpeg'),
      () => bob.client.json('PUT', '/mediaservice/order', { token: bob.token, body: { media_ids: [photo] } }),
      () => bob.client.json('PUT', '/mediaservice/order', { token: bob.token, body: { media_ids: [bobsOwn, photo] } }),
      () => bob.client.json('PUT', '/mediaservice/details', { token: bob.token, body: { media_id: photo, alt_text: 'mine now' } }),
      () => bob.client.json('DELETE', '/mediaservice', { token: bob.token, body: { media_id: photo } }),
      () => bob.client.json('DELETE', `/mediaservice?media_id=${placeholder}`, { token: bob.token }),
    ];
    for (const attempt of attempts) await expectNothingWritten(attempt, 404, ErrorCode.NOT_FOUND);
    const alicePhotos = await t.server.media.service.photosOf(alice.userId);
    expect(alicePhotos).toEqual([expect.objectContaining({ id: photo, alt_text: null })]);
    expect((await getFile(alicePhotos[0]!.url)).status).toBe(200);
    // Alice's placeholder is still hers to fill.
    expect((await upload(alice, placeholder, jpegHeader(), 'image/jpeg')).status).toBe(200);
  });
});

describe('GET /media/<key>', () => {
  it('an unknown or malformed key is 404, and no path leaves the store', async () => {
    for (const path of ['/media/photos/unknown.jpg', '/media/..%2F..%2Fetc%2Fpasswd', '/media/photos/../../secrets.png', '/media/photos/x.exe', '/media/']) {
      const response = await getFile(path);
      expect(response.status, path).toBe(404);
    }
  });

  it('SVG files stored through the port (generated pictures) are served sandboxed, as image/svg+xml with nosniff', async () => {
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>');
    await t.server.media.storage.put('demo/member/0.svg', svg, 'image/svg+xml');
    const response = await getFile('/media/demo/member/0.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('content-security-policy')).toMatch(/^sandbox(;|$)/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe(MEDIA_CACHE_CONTROL);
  });
});
