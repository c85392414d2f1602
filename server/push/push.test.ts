import { createECDH, createHmac, createDecipheriv, createPublicKey, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import webPush from 'web-push';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { matchOf, member, say, type Member } from '../matches/testing/members';
import { startTestServer, type TestServer } from '../testing/test-server';

/** A push service on loopback: records each POST and answers 201, or the status set for a path. */
interface Received {
  readonly path: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: Buffer;
}
const received: Received[] = [];
const statusFor = new Map<string, number>();
let pushService: HttpServer;
let origin = '';

/** A browser's subscription: its P-256 key pair and auth secret, so the test can read what was sent to it. */
const subscriber = (path: string) => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    endpoint: `${origin}${path}`,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    /** RFC 8291 (aes128gcm): the payload, decrypted with the subscription's private key. */
    decrypt(body: Buffer): unknown {
      const salt = body.subarray(0, 16);
      const idLength = body.readUInt8(20);
      const serverKey = body.subarray(21, 21 + idLength);
      const cipher = body.subarray(21 + idLength);
      const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();
      const shared = ecdh.computeSecret(serverKey);
      const prkKey = hmac(auth, shared);
      const ikm = hmac(prkKey, Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), serverKey, Buffer.from([1])]));
      const prk = hmac(salt, ikm);
      const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
      const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
      const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
      decipher.setAuthTag(cipher.subarray(cipher.length - 16));
      const padded = Buffer.concat([decipher.update(cipher.subarray(0, cipher.length - 16)), decipher.final()]);
      let end = padded.length - 1;
      while (end > 0 && padded[end] === 0) end -= 1;
      expect(padded[end]).toBe(2);
      return JSON.parse(padded.subarray(0, end).toString('utf8'));
    },
  };
};

const vapid = webPush.generateVAPIDKeys();
const SUBJECT = 'mailto:push-test@spark.example';

/** RFC 8292: `vapid t=<JWT signed ES256 by the server's key>, k=<its public key>`, for this push service. */
const expectVapid = (authorization: string | undefined, now: number) => {
  const match = /^vapid t=([^,]+), k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  expect(match, String(authorization)).not.toBeNull();
  const [, jwt, key] = match!;
  expect(key).toBe(vapid.publicKey);
  const [header, claims, signature] = jwt!.split('.');
  expect(JSON.parse(Buffer.from(header!, 'base64url').toString())).toEqual({ typ: 'JWT', alg: 'ES256' });
  const payload = JSON.parse(Buffer.from(claims!, 'base64url').toString()) as { aud: string; sub: string; exp: number };
  expect(payload.aud).toBe(origin);
  expect(payload.sub).toBe(SUBJECT);
  expect(payload.exp * 1000).toBeGreaterThan(now);
  const raw = Buffer.from(vapid.publicKey, 'base64url');
  const publicKey = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33).toString('base64url') }, format: 'jwk' });
  expect(verify('sha256', Buffer.from(`${header}.${claims}`), { key: publicKey, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature!, 'base64url'))).toBe(true);
};

let t: TestServer;
beforeAll(async () => {
  pushService = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
      response.statusCode = statusFor.get(request.url ?? '') ?? 201;
      response.end();
    });
  });
  await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(pushService.address() as AddressInfo).port}`;
  t = await startTestServer({
    overrides: { push: { vapidPublicKey: vapid.publicKey, vapidPrivateKey: vapid.privateKey, subject: SUBJECT, services: [origin], timeoutMs: 5000 } },
  });
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => pushService?.close(resolve));
});
beforeEach(async () => {
  await t.reset();
  received.length = 0;
  statusFor.clear();
});

const register = async (who: Member, device: string, sub: ReturnType<typeof subscriber>, language?: string) => {
  const answer = await who.post(`/v2/push/devices/${device}`, { endpoint: sub.endpoint, keys: sub.keys, ...(language ? { language } : {}) });
  expect(answer.status).toBe(200);
};
const devicesOf = async (who: Member) =>
  (await t.database.db.query<{ device_param: string }>('SELECT device_param FROM push_devices WHERE user_id = $1 ORDER BY device_param', [who.userId])).map((r) => r.device_param);

describe('SET-11: push delivery', () => {
  it('SET-11: the server`s public key is served to members; a subscription at a push service it does not send to is refused', async () => {
    const ann = await member(t, 'Ann');
    expect((await ann.get('/v2/push/public-key')).body.data).toEqual({ public_key: vapid.publicKey });
    expect((await t.client().get('/v2/push/public-key')).status).toBe(401);
    const elsewhere = await ann.post('/v2/push/devices/web-1', { endpoint: 'https://push.example.com/send/1', keys: subscriber('/x').keys });
    expect(elsewhere.status).toBe(400);
    expect(await devicesOf(ann)).toEqual([]);
  });

  it('SET-11: a message to a subscribed member is pushed: encrypted for the subscription (aes128gcm), signed with the VAPID key, the text shortened, leading to the conversation', async () => {
    const ann = await member(t, 'Ann');
    const bob = await member(t, 'Bob');
    const matchId = await matchOf(t, ann, bob);
    const phone = subscriber('/send/bob-phone');
    await register(bob, 'bob-phone', phone);
    const long = `Hello <b>Bob</b>! ${'x'.repeat(200)}`;
    await say(t, ann, matchId, long);
    await t.server.push.service.idle();
    expect(received).toHaveLength(1);
    const [push] = received;
    expect(push!.path).toBe('/send/bob-phone');
    expect(push!.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(push!.headers['ttl'])).toBeGreaterThan(0);
    expectVapid(push!.headers['authorization'], Date.now());
    const payload = phone.decrypt(push!.body) as { kind: string; title: string; body: string; url: string; tag: string };
    expect(payload.kind).toBe('message');
    expect(payload.title).toBe('Ann');
    expect([...payload.body].length).toBe(100);
    expect(payload.body.startsWith('Hello <b>Bob</b>! xxx')).toBe(true);
    expect(payload.url).toBe(`/app/messages/${matchId}`);
    // The sender is not told of their own message.
    expect(received.every((r) => r.path !== '/send/ann')).toBe(true);
  });

  it('SET-11: a new match is pushed to both members in their language, leading to the matches page', async () => {
    const ann = await member(t, 'Ann');
    const bob = await member(t, 'Bob');
    const annPhone = subscriber('/send/ann');
    const bobPhone = subscriber('/send/bob');
    await register(ann, 'ann-1', annPhone, 'ar');
    await register(bob, 'bob-1', bobPhone);
    expect((await ann.post(`/like/${bob.userId}`)).status).toBe(200);
    expect((await bob.post(`/like/${ann.userId}`)).body.data.match).toBeTruthy();
    await t.server.push.service.idle();
    const toAnn = annPhone.decrypt(received.find((r) => r.path === '/send/ann')!.body);
    const toBob = bobPhone.decrypt(received.find((r) => r.path === '/send/bob')!.body);
    expect(toBob).toMatchObject({ kind: 'match', title: 'New match', body: 'You and Ann like each other. Say hello!', url: '/app/matches' });
    expect(toAnn).toMatchObject({ kind: 'match', title: 'توافق جديد', url: '/app/matches' });
    expect((toAnn as { body: string }).body).toContain('Bob');
  });

  it('SET-11: with the member`s preference off nothing is sent; turned back on, it is', async () => {
    const ann = await member(t, 'Ann');
    const bob = await member(t, 'Bob');
    const matchId = await matchOf(t, ann, bob);
    await register(bob, 'bob-1', subscriber('/send/bob'));
    expect((await bob.put('/v2/push/notifications', { message: false })).status).toBe(200);
    await say(t, ann, matchId, 'Are you there?');
    await t.server.push.service.idle();
    expect(received).toEqual([]);
    await bob.put('/v2/push/notifications', { message: true });
    await say(t, ann, matchId, 'Now?');
    await t.server.push.service.idle();
    expect(received).toHaveLength(1);
  });

  it('SET-11: a subscription the push service says is gone (410, 404) is removed; other devices stay', async () => {
    const ann = await member(t, 'Ann');
    const bob = await member(t, 'Bob');
    const matchId = await matchOf(t, ann, bob);
    await register(bob, 'old-laptop', subscriber('/send/gone'));
    await register(bob, 'lost-tab', subscriber('/send/unknown'));
    await register(bob, 'phone', subscriber('/send/fine'));
    statusFor.set('/send/gone', 410);
    statusFor.set('/send/unknown', 404);
    await say(t, ann, matchId, 'Hi');
    await t.server.push.service.idle();
    expect(received.map((r) => r.path).sort()).toEqual(['/send/fine', '/send/gone', '/send/unknown']);
    expect(await devicesOf(bob)).toEqual(['phone']);
  });

  it('SET-11: logging out removes the device that session registered, so it takes no more notifications', async () => {
    const ann = await member(t, 'Ann');
    const bob = await member(t, 'Bob');
    const matchId = await matchOf(t, ann, bob);
    await register(bob, 'this-browser', subscriber('/send/this'));
    expect((await bob.post('/v2/auth/logout')).status).toBe(200);
    await t.server.push.service.idle();
    expect(await devicesOf(bob)).toEqual([]);
    await say(t, ann, matchId, 'Still there?');
    await t.server.push.service.idle();
    expect(received).toEqual([]);
  });
});
