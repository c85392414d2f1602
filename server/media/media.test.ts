import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { ErrorCode } from '../../core/errors/error-codes';
import { RecordingDatabase } from '../db/testing/recording-database';
import { signInByPhone, signedInMember } from '../testing/sign-in';
import type { JsonAnswer, TestClient } from '../testing/test-client';
import { startTestServer, type TestServer } from '../testing/test-server';
import { MAX_PHOTO_BYTES, MEDIA_CACHE_CONTROL, type MediaItem } from '.';
import { sniffImage } from './image-sniff';
import { jpegHeader, NOT_PHOTOS, photo, pngHeader, realJpeg, realPng, realWebp, webpHeader } from './testing/images';
import { jpegGps, jpegSegments, webpChunks } from './testing/metadata-probe';

const ALICE = '+14155550101';
const BOB = '+14155550102';

let t: TestServer;
let dataDir: string;
let recording: RecordingDatabase;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'spark-media-test-'));
  t = await startTestServer({ overrides: { dataDir }, wrapDatabase: (db) => (recording = new RecordingDatabase(db)) });
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

const threePhotos = () => [realJpeg(), realPng(), realWebp()];

/** A real JPEG made exactly `size` bytes long with comment segments (COM, at most 65,535 bytes each) after its start. */
const paddedJpeg = (jpeg: Uint8Array, size: number): Uint8Array => {
  const out = new Uint8Array(size);
  out.set(jpeg.subarray(0, 2));
  let at = 2;
  let left = size - jpeg.length;
  while (left > 0) {
    // A segment is 4 bytes of marker and length plus its payload; the last one takes what is left (at least 4).
    const segment = left > 65_537 + 4 ? 65_537 : left;
    out.set([0xff, 0xfe, ((segment - 2) >> 8) & 0xff, (segment - 2) & 0xff], at);
    out.fill(0x20, at + 4, at + segment);
    at += segment;
    left -= segment;
  }
  out.set(jpeg.subarray(2), at);
  return out;
};

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
  it('PROF-13, EP-065: the raw JPEG, PNG or WebP fills its placeholder; the answer is the provider`s shape, every size served with long cache headers', async () => {
    const alice = await member(ALICE);
    const ids: string[] = (await placeholders(alice, 3)).body.data.media_ids;
    const files = [
      { bytes: await photo({ width: 1600, height: 2000, format: 'jpeg' }), type: 'image/jpeg', sizes: [[1080, 1350], [640, 800], [320, 400]] },
      { bytes: await photo({ width: 500, height: 500, format: 'png' }), type: 'image/png', sizes: [[500, 500], [320, 320]] },
      { bytes: await photo({ width: 200, height: 300, format: 'webp' }), type: 'image/webp', sizes: [[200, 300]] },
    ];
    for (const [i, file] of files.entries()) {
      const answer = await upload(alice, ids[i], file.bytes, file.type);
      expect(answer.status).toBe(200);
      const urls = file.sizes.map(([width]) => expect.stringMatching(new RegExp(`^/media/photos/[A-Za-z0-9_-]{43}/${width}\\.webp$`)));
      expect(answer.body).toEqual({
        meta: { status: 200 },
        data: {
          media: {
            id: ids[i],
            type: 'photo',
            url: urls[0],
            processedFiles: file.sizes.map(([width, height], n) => ({ url: urls[n], width, height })),
            content_type: 'image/webp',
            width: file.sizes[0]![0],
            height: file.sizes[0]![1],
            alt_text: null,
          },
        },
      });
      const item: MediaItem = answer.body.data.media;
      expect(item.url).toBe(item.processedFiles[0]!.url);
      for (const size of item.processedFiles) {
        const served = await getFile(size.url);
        expect(served.status).toBe(200);
        expect(served.headers.get('content-type')).toBe('image/webp');
        expect(served.headers.get('cache-control')).toBe(MEDIA_CACHE_CONTROL);
        expect(served.headers.get('x-content-type-options')).toBe('nosniff');
        expect(served.headers.get('content-security-policy')).not.toMatch(/sandbox/);
        const meta = await sharp(new Uint8Array(await served.arrayBuffer())).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual(['webp', size.width, size.height]);
      }
    }
    // Each width in WebP and in JPEG; the original itself is not kept.
    expect(storedFiles()).toHaveLength(2 * (3 + 2 + 1));
    expect(storedFiles().filter((name) => name.endsWith('.jpg'))).toHaveLength(6);
    expect((await t.server.media.service.photosOf(alice.userId)).map((item) => item.id)).toEqual(ids);
  });

  it('API-02, PROF-17: the answer names JPEG files for a client that says `x-supported-image-formats: jpeg`, WebP for `webp,jpeg`', async () => {
    const alice = await member(ALICE);
    const [first, second] = (await placeholders(alice, 2)).body.data.media_ids;
    const bytes = await photo({ width: 800, height: 1000, format: 'jpeg' });
    const asJpeg = await upload(alice, first, bytes, 'image/jpeg', { headers: { 'x-supported-image-formats': 'jpeg' } });
    expect(asJpeg.body.data.media).toMatchObject({ content_type: 'image/jpeg', url: expect.stringMatching(/\/800\.jpg$/) });
    expect(asJpeg.body.data.media.processedFiles.map((size: { url: string; width: number }) => [size.url.slice(-8), size.width])).toEqual([
      ['/800.jpg', 800],
      ['/640.jpg', 640],
      ['/320.jpg', 320],
    ]);
    for (const size of asJpeg.body.data.media.processedFiles) {
      const served = await getFile(size.url);
      expect(served.headers.get('content-type')).toBe('image/jpeg');
      expect((await sharp(new Uint8Array(await served.arrayBuffer())).metadata()).format).toBe('jpeg');
    }
    const asWebp = await upload(alice, second, bytes, 'image/jpeg', { headers: { 'x-supported-image-formats': 'webp,jpeg' } });
    expect(asWebp.body.data.media).toMatchObject({ content_type: 'image/webp', url: expect.stringMatching(/\/800\.webp$/) });
    // The same photos read back by a JPEG-only client, reordered: the order answer speaks its formats too.
    const order = await alice.client.json('PUT', '/mediaservice/order', {
      token: alice.token,
      body: { media_ids: [second, first] },
      headers: { 'x-supported-image-formats': 'jpeg' },
    });
    expect(order.body.data.photos.map((item: MediaItem) => item.content_type)).toEqual(['image/jpeg', 'image/jpeg']);
  });

  it('a photo from a phone with a GPS position, camera model, XMP and colour profile is served without any of them, at every size and format', async () => {
    const alice = await member(ALICE);
    const [id] = (await placeholders(alice, 1)).body.data.media_ids;
    const original = await photo({ width: 1200, height: 1600, format: 'jpeg', gps: { lat: 52.52, lng: 13.405 }, xmpAndIcc: true, orientation: 6 });
    expect(jpegGps(original)).not.toBeNull();
    const answer = await upload(alice, id, original, 'image/jpeg');
    expect(answer.status).toBe(200);
    // Orientation 6 turned the stored 1200 × 1600 into an upright 1600 × 1200, made 1080 wide.
    expect(answer.body.data.media).toMatchObject({ width: 1080, height: 810 });
    for (const name of storedFiles()) {
      const bytes = new Uint8Array(await (await getFile(`/media/${name}`)).arrayBuffer());
      expect(Buffer.from(bytes).includes('Spark Test Camera'), name).toBe(false);
      if (name.endsWith('.jpg')) {
        expect(jpegGps(bytes), name).toBeNull();
        expect(jpegSegments(bytes).filter((segment) => segment.startsWith('APP') || segment === 'COM'), name).toEqual([]);
      } else {
        expect(webpChunks(bytes).filter((chunk) => ['EXIF', 'XMP ', 'ICCP'].includes(chunk)), name).toEqual([]);
      }
      const meta = await sharp(bytes).metadata();
      expect([meta.exif, meta.xmp, meta.icc, meta.orientation], name).toEqual([undefined, undefined, undefined, undefined]);
    }
  });

  it('ONB-10: a decompression bomb (a small PNG of more than 50 megapixels) and a file that cannot be decoded are 400/50020, nothing stored', async () => {
    const alice = await member(ALICE);
    const [id] = (await placeholders(alice, 1)).body.data.media_ids;
    const bomb = new Uint8Array(await sharp({ create: { width: 7072, height: 7072, channels: 3, background: '#fff' } }).png({ compressionLevel: 9 }).toBuffer());
    await expectNothingWritten(() => upload(alice, id, bomb, 'image/png'), 400, ErrorCode.PHOTO_INVALID_UPLOAD);
    const whole = await photo({ width: 600, height: 800, format: 'jpeg' });
    for (const [bytes, type] of [
      [whole.subarray(0, Math.floor(whole.length / 2)), 'image/jpeg'],
      [jpegHeader(), 'image/jpeg'],
      [pngHeader(), 'image/png'],
      [webpHeader(), 'image/webp'],
    ] as const) {
      await expectNothingWritten(() => upload(alice, id, bytes, type), 400, ErrorCode.PHOTO_INVALID_UPLOAD);
    }
    // The placeholder is still free for a real photo.
    expect((await upload(alice, id, whole, 'image/jpeg')).status).toBe(200);
  });

  it('PROF-13: a member still onboarding adds photos with the onboarding token', async () => {
    const client = t.client();
    const state = (await signInByPhone(client, ALICE)).body.onboardingState!;
    const newcomer = { client, token: state.onboardingToken!, userId: state.userId! };
    const [id] = (await placeholders(newcomer, 1)).body.data.media_ids;
    expect((await upload(newcomer, id, realJpeg(), 'image/jpeg')).status).toBe(200);
  });

  it('the placeholder id may come as a header; missing, or given twice with different values, is 400/40000', async () => {
    const alice = await member(ALICE);
    const [first, second] = (await placeholders(alice, 2)).body.data.media_ids;
    expect((await upload(alice, undefined, realPng(), 'image/png', { headers: { 'placeholder-id': first } })).status).toBe(200);
    await expectNothingWritten(() => upload(alice, undefined, pngHeader(), 'image/png'), 400, ErrorCode.BAD_REQUEST);
    await expectNothingWritten(() => upload(alice, second, pngHeader(), 'image/png', { headers: { 'placeholder-id': first } }), 400, ErrorCode.BAD_REQUEST);
    expect((await upload(alice, second, realPng(), 'image/png', { headers: { 'placeholder-id': second } })).status).toBe(200);
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

  it('a fake name cannot choose how the file is served: the files are the re-encoded WebP and JPEG, and unknown parameters are refused', async () => {
    const alice = await member(ALICE);
    const [id] = (await placeholders(alice, 1)).body.data.media_ids;
    await expectNothingWritten(() => upload(alice, id, realPng(), 'image/png', { query: `?placeholder_id=${id}&filename=photo.svg` }), 400, ErrorCode.BAD_REQUEST);
    const answer = await upload(alice, id, realPng(), 'image/png; name="photo.html"');
    expect(answer.body.data.media.url).toMatch(/\.webp$/);
    expect(storedFiles().map((name) => name.slice(name.lastIndexOf('.')))).toEqual(['.jpg', '.webp']);
  });

  it('a body over 10 MB is 413/41300 and nothing is stored; a real photo of 10 MB exactly is accepted', async () => {
    const alice = await member(ALICE);
    const [id] = (await placeholders(alice, 1)).body.data.media_ids;
    const exactly = paddedJpeg(realJpeg(), 10 * 1024 * 1024);
    expect(exactly.byteLength).toBe(MAX_PHOTO_BYTES);
    const over = paddedJpeg(realJpeg(), 10 * 1024 * 1024 + 1);
    await expectNothingWritten(() => upload(alice, id, over, 'image/jpeg'), 413, ErrorCode.PAYLOAD_TOO_LARGE);
    const accepted = await upload(alice, id, exactly, 'image/jpeg');
    expect(accepted.status).toBe(200);
    // The padding was comment segments: metadata, so none of it is kept.
    expect(Number((await getFile(accepted.body.data.media.url)).headers.get('content-length'))).toBeLessThan(10_000);
  });

  it('an unknown placeholder is 404/40400 and a filled one 409/40900, nothing stored', async () => {
    const alice = await member(ALICE);
    const [id] = (await placeholders(alice, 1)).body.data.media_ids;
    await expectNothingWritten(() => upload(alice, '0123456789abcdef01234567', realJpeg(), 'image/jpeg'), 404, ErrorCode.NOT_FOUND);
    expect((await upload(alice, id, realJpeg(), 'image/jpeg')).status).toBe(200);
    await expectNothingWritten(() => upload(alice, id, realJpeg(), 'image/jpeg'), 409, ErrorCode.CONFLICT);
  });

  it('without a token the media service is 401/40100', async () => {
    const anonymous = { client: t.client(), token: '' };
    const answer = await anonymous.client.post('/mediaservice/placeholders', { body: { count: 1 } });
    expect(answer.status).toBe(401);
    await expectNothingWritten(() => upload({ client: t.client(), token: 'unknown' }, 'abc', jpegHeader(), 'image/jpeg'), 401, ErrorCode.UNAUTHORIZED);
  });
});

describe('order and details (EP-067, EP-064)', () => {
  it('PROF-15: GET /mediaservice answers the member`s own photos in profile order, without placeholders, and nobody else`s', async () => {
    const alice = await member(ALICE);
    const bob = await member(BOB);
    const ids = await withPhotos(alice, [realJpeg(), realPng()]);
    await placeholders(alice, 1);
    await alice.client.json('PUT', '/mediaservice/order', { token: alice.token, body: { media_ids: [...ids].reverse() } });
    const mine = await alice.client.json('GET', '/mediaservice', { token: alice.token });
    expect(mine.status).toBe(200);
    expect(mine.body.data.photos.map((p: { id: string }) => p.id)).toEqual([...ids].reverse());
    expect(mine.body.data.photos[0]).toEqual(expect.objectContaining({ type: 'photo', processedFiles: expect.any(Array), alt_text: null }));
    expect((await bob.client.json('GET', '/mediaservice', { token: bob.token })).body.data.photos).toEqual([]);
  });

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
    expect((await upload(alice, spare, realJpeg(), 'image/jpeg')).status).toBe(200);
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
    const [id] = await withPhotos(alice, [realJpeg()]);
    const set = await alice.client.json('PUT', '/mediaservice/details', { token: alice.token, body: { media_id: id, alt_text: '  Me on a mountain  ' } });
    expect(set.status).toBe(200);
    expect(set.body.data.media).toEqual(expect.objectContaining({ id, alt_text: 'Me on a mountain' }));
    const cleared = await alice.client.json('PUT', '/mediaservice/details', { token: alice.token, body: { media_id: id, alt_text: '' } });
    expect(cleared.body.data.media.alt_text).toBeNull();
  });

  it('PROF-15: details of the wrong shape are 400/40000, of a placeholder 409/40900', async () => {
    const alice = await member(ALICE);
    const [id] = await withPhotos(alice, [realJpeg()]);
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
    const [first, second] = await withPhotos(alice, [realJpeg(), realPng()]);
    const photos = await t.server.media.service.photosOf(alice.userId);
    const answer = await alice.client.json('DELETE', '/mediaservice', { token: alice.token, body: { media_id: first } });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ meta: { status: 200 }, data: {} });
    for (const size of photos[0]!.processedFiles) expect((await getFile(size.url)).status).toBe(404);
    // The other photo's files (one width, WebP and JPEG) are still there.
    expect(storedFiles()).toHaveLength(2);
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
    const [a, b] = await withPhotos(alice, [realJpeg(), realPng()]);
    await expectNothingWritten(() => alice.client.json('DELETE', '/mediaservice', { token: alice.token }), 400, ErrorCode.BAD_REQUEST);
    await expectNothingWritten(() => alice.client.json('DELETE', `/mediaservice?media_id=${a}`, { token: alice.token, body: { media_id: b } }), 400, ErrorCode.BAD_REQUEST);
    await expectNothingWritten(() => alice.client.json('DELETE', '/mediaservice', { token: alice.token, body: { media_id: 'nope' } }), 404, ErrorCode.NOT_FOUND);
  });
});

describe('access control: another member`s media ids', () => {
  it('every media route answers 404/40400 for another member`s photo or placeholder, and changes nothing', async () => {
    const alice = await member(ALICE);
    const [alicesPhoto] = await withPhotos(alice, [realJpeg()]);
    const [placeholder] = (await placeholders(alice, 1)).body.data.media_ids;
    const bob = await member(BOB);
    const [bobsOwn] = await withPhotos(bob, [realPng()]);
    const attempts: Array<() => Promise<JsonAnswer>> = [
      () => upload(bob, placeholder, realJpeg(), 'image/jpeg'),
      () => upload(bob, alicesPhoto, realJpeg(), 'image/jpeg'),
      () => bob.client.json('PUT', '/mediaservice/order', { token: bob.token, body: { media_ids: [alicesPhoto] } }),
      () => bob.client.json('PUT', '/mediaservice/order', { token: bob.token, body: { media_ids: [bobsOwn, alicesPhoto] } }),
      () => bob.client.json('PUT', '/mediaservice/details', { token: bob.token, body: { media_id: alicesPhoto, alt_text: 'mine now' } }),
      () => bob.client.json('DELETE', '/mediaservice', { token: bob.token, body: { media_id: alicesPhoto } }),
      () => bob.client.json('DELETE', `/mediaservice?media_id=${placeholder}`, { token: bob.token }),
    ];
    for (const attempt of attempts) await expectNothingWritten(attempt, 404, ErrorCode.NOT_FOUND);
    const alicePhotos = await t.server.media.service.photosOf(alice.userId);
    expect(alicePhotos).toEqual([expect.objectContaining({ id: alicesPhoto, alt_text: null })]);
    expect((await getFile(alicePhotos[0]!.url)).status).toBe(200);
    // Alice's placeholder is still hers to fill.
    expect((await upload(alice, placeholder, realJpeg(), 'image/jpeg')).status).toBe(200);
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

describe('the media service for other modules', () => {
  it('PROF-13: photosOfMany reads the photos of a whole page of members in one query, each in profile order, every id answered', async () => {
    const alice = await member(ALICE);
    const bob = await member(BOB);
    const aliceIds = await withPhotos(alice, [realJpeg(), realPng()]);
    const bobIds = await withPhotos(bob, [realWebp()]);
    const nobody = '0123456789abcdef01234567';
    const before = recording.statements.length;
    const photos = await t.server.media.service.photosOfMany([bob.userId, nobody, alice.userId]);
    expect(recording.statements.length - before).toBe(1);
    expect([...photos.keys()]).toEqual([bob.userId, nobody, alice.userId]);
    expect(photos.get(alice.userId)!.map((item) => item.id)).toEqual(aliceIds);
    expect(photos.get(bob.userId)!.map((item) => item.id)).toEqual(bobIds);
    expect(photos.get(nobody)).toEqual([]);
    expect(photos.get(alice.userId)).toEqual(await t.server.media.service.photosOf(alice.userId));
    expect(await t.server.media.service.photosOfMany([])).toEqual(new Map());
    // In the formats the caller names.
    const jpeg = await t.server.media.service.photosOfMany([alice.userId], ['jpeg']);
    expect(jpeg.get(alice.userId)!.map((item) => item.content_type)).toEqual(['image/jpeg', 'image/jpeg']);
  });

  it('PROF-13, PROF-16: addPhoto stores a photo in one step at the end of the profile; the 10th is 409/40900 and leaves no file', async () => {
    const alice = await member(ALICE);
    const service = t.server.media.service;
    const [reserved] = (await placeholders(alice, 1)).body.data.media_ids;
    const added = await service.addPhoto(alice.userId, await photo({ width: 700, height: 900, format: 'png' }), { declaredType: 'image/png' });
    expect(added.ok && added.value).toMatchObject({ type: 'photo', width: 700, height: 900, processedFiles: [{ width: 700 }, { width: 640 }, { width: 320 }] });
    expect((await upload(alice, reserved, realJpeg(), 'image/jpeg')).status).toBe(200);
    // The placeholder was reserved first, so it comes first; the one-step photo follows it.
    expect((await service.photosOf(alice.userId)).map((item) => item.id)).toEqual([reserved, added.ok ? added.value.id : '']);
    for (let i = 0; i < 7; i += 1) expect((await service.addPhoto(alice.userId, realWebp())).ok).toBe(true);
    const files = storedFiles();
    const tenth = await service.addPhoto(alice.userId, realJpeg());
    expect(tenth).toEqual({ ok: false, error: expect.objectContaining({ status: 409, code: ErrorCode.CONFLICT }) });
    expect(storedFiles()).toEqual(files);
  });

  it('addPhoto checks the bytes like an upload: another type than declared 415/41500, no photo 400/50020, over 10 MB 413/41300', async () => {
    const alice = await member(ALICE);
    const service = t.server.media.service;
    expect(await service.addPhoto(alice.userId, realJpeg(), { declaredType: 'image/png' })).toMatchObject({ ok: false, error: { status: 415, code: ErrorCode.UNSUPPORTED_MEDIA_TYPE } });
    expect(await service.addPhoto(alice.userId, NOT_PHOTOS['svg']!)).toMatchObject({ ok: false, error: { status: 400, code: ErrorCode.PHOTO_INVALID_UPLOAD } });
    expect(await service.addPhoto(alice.userId, jpegHeader())).toMatchObject({ ok: false, error: { status: 400, code: ErrorCode.PHOTO_INVALID_UPLOAD } });
    expect(await service.addPhoto(alice.userId, paddedJpeg(realJpeg(), MAX_PHOTO_BYTES + 1))).toMatchObject({ ok: false, error: { status: 413, code: ErrorCode.PAYLOAD_TOO_LARGE } });
    expect(storedFiles()).toEqual([]);
    expect(await service.photosOf(alice.userId)).toEqual([]);
  });

  it('removeAllOf deletes every photo and placeholder of a member and all their files, and nobody else`s', async () => {
    const alice = await member(ALICE);
    const bob = await member(BOB);
    await withPhotos(alice, [realJpeg(), await photo({ width: 900, height: 900, format: 'jpeg' })]);
    await placeholders(alice, 2);
    await withPhotos(bob, [realPng()]);
    const bobsFiles = (await t.server.media.service.photosOf(bob.userId)).flatMap((item) => item.processedFiles.map((size) => size.url));
    expect(await t.server.media.service.removeAllOf(alice.userId)).toBe(4);
    expect(await t.database.db.query('SELECT id FROM media WHERE user_id = $1', [alice.userId])).toEqual([]);
    // Bob's two files (one width, WebP and JPEG) are all that is left.
    expect(storedFiles()).toHaveLength(2);
    for (const url of bobsFiles) expect((await getFile(url)).status).toBe(200);
  });

  it('a member may upload 30 photos in any hour; the 31st is 429/42901 with Retry-After, and an hour later uploads work again', async () => {
    const alice = await member(ALICE);
    for (let i = 0; i < 30; i += 1) {
      const [id] = (await placeholders(alice, 1)).body.data.media_ids;
      expect((await upload(alice, id, realJpeg(), 'image/jpeg')).status, `upload ${i + 1}`).toBe(200);
      expect((await alice.client.json('DELETE', '/mediaservice', { token: alice.token, body: { media_id: id } })).status).toBe(200);
      t.time.advance(30_000);
    }
    const [id] = (await placeholders(alice, 1)).body.data.media_ids;
    const refused = await upload(alice, id, realJpeg(), 'image/jpeg');
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe(ErrorCode.RATE_LIMITED);
    // 15 minutes have passed: the first upload leaves the hour in 45.
    expect(refused.headers.get('retry-after')).toBe(String(45 * 60));
    expect(storedFiles()).toEqual([]);
    // Another member is not held back.
    const bob = await member(BOB);
    expect((await withPhotos(bob, [realJpeg()])).length).toBe(1);
    t.time.advance(45 * 60_000);
    const later = await member(ALICE);
    const [again] = (await placeholders(later, 1)).body.data.media_ids;
    expect((await upload(later, again, realJpeg(), 'image/jpeg')).status).toBe(200);
  });

  it('PROF-01: a member`s card carries the provider`s photo shape: id, url (the largest) and processedFiles for srcset', async () => {
    const alice = await member(ALICE);
    const bob = await member(BOB);
    const [id] = await withPhotos(bob, [await photo({ width: 1200, height: 1500, format: 'jpeg' })]);
    const card = await alice.client.get(`/user/${bob.userId}`, { token: alice.token });
    expect(card.status).toBe(200);
    const [first] = card.body.data.photos;
    expect(first).toMatchObject({ id, url: first.processedFiles[0].url });
    expect(first.processedFiles.map((size: { width: number; height: number }) => [size.width, size.height])).toEqual([
      [1080, 1350],
      [640, 800],
      [320, 400],
    ]);
  });
});
