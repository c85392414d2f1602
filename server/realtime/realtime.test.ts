import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../core/errors/error-codes';
import { CloseCode } from '../../core/realtime/protocol';
import { sendText } from '../chat/testing/send-text';
import { matchRepository } from '../matches/match.repository';
import { newId } from '../platform/secrets';
import { signInByPhone, signedInMember } from '../testing/sign-in';
import type { TestClient } from '../testing/test-client';
import { startTestServer, type TestServer } from '../testing/test-server';
import { FRAMES_PER_SECOND, SOCKET_TICKET_TTL_MS } from '.';
import { TestSocket } from './testing/test-socket';

const ALICE = '+14155550101';
const BOB = '+14155550102';
const TRUSTED = 'https://app.example.com';

let t: TestServer;
let sockets: TestSocket[];
beforeAll(async () => {
  t = await startTestServer({ overrides: { trustedOrigins: [TRUSTED] } });
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.reset();
  sockets = [];
});
afterEach(async () => {
  await Promise.all(sockets.map((socket) => socket.close()));
});

const ticket = async (client: TestClient, authToken: string): Promise<{ token: string; url: string }> => {
  const answer = await client.get('/ws/generate', { token: authToken });
  expect(answer.status).toBe(200);
  return answer.body.data;
};

const connect = (url: string, options: { readonly origin?: string } = {}): TestSocket => {
  const socket = new TestSocket(t.baseUrl, url, options);
  sockets.push(socket);
  return socket;
};

/** A signed-in member with an open socket. */
const online = async (phone: string, options: { readonly origin?: string } = {}) => {
  const client = t.client();
  const login = await signedInMember(client, t.database.db, phone);
  const socket = connect((await ticket(client, login.authToken)).url, options);
  await socket.opened();
  // The first pong proves the server has the socket in its hub.
  expect(await socket.drain()).toEqual([]);
  return { client, login, socket };
};

const expectClosed = async (socket: TestSocket, code: number) => {
  expect((await socket.closed).code).toBe(code);
};

describe('GET /ws/generate', () => {
  it('CHAT-05, EP-097: a member gets a random ticket and the relative socket URL that carries it', async () => {
    const client = t.client();
    const login = await signedInMember(client, t.database.db, ALICE);
    const answer = await client.get('/ws/generate', { token: login.authToken });
    expect(answer.body).toEqual({
      meta: { status: 200 },
      data: { token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), url: `/api/ws?token=${answer.body.data.token}` },
    });
    const again = await ticket(client, login.authToken);
    expect(again.token).not.toBe(answer.body.data.token);
  });

  it('CHAT-05: the ticket is stored hashed, never as issued', async () => {
    const client = t.client();
    const login = await signedInMember(client, t.database.db, ALICE);
    const { token } = await ticket(client, login.authToken);
    const rows = await t.database.db.query<Record<string, unknown>>('SELECT * FROM socket_tickets');
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('CHAT-05: no token is 401/40100, an onboarding token 403/40300, a revoked session 403 + logout', async () => {
    const none = await t.client().get('/ws/generate');
    expect(none.status).toBe(401);
    expect(none.body.error.code).toBe(ErrorCode.UNAUTHORIZED);
    const onboarding = (await signInByPhone(t.client(), BOB)).body.onboardingState!;
    const early = await t.client().get('/ws/generate', { token: onboarding.onboardingToken! });
    expect(early.status).toBe(403);
    expect(early.body.error.code).toBe(ErrorCode.FORBIDDEN);
    const client = t.client();
    const login = await signedInMember(client, t.database.db, ALICE);
    await client.post('/v2/auth/logout', { token: login.authToken });
    const revoked = await client.get('/ws/generate', { token: login.authToken });
    expect(revoked.status).toBe(403);
    expect(revoked.body.logout).toBe(true);
  });

  it('a plain GET of the socket path is 400/40000 and spends no ticket', async () => {
    const client = t.client();
    const login = await signedInMember(client, t.database.db, ALICE);
    const { url } = await ticket(client, login.authToken);
    const plain = await client.get(url.replace(/^\/api/, ''));
    expect(plain.status).toBe(400);
    expect(plain.body.error.code).toBe(ErrorCode.BAD_REQUEST);
    const socket = connect(url);
    await socket.opened();
    expect(await socket.drain()).toEqual([]);
  });
});

describe('opening the socket: the ticket', () => {
  it('CHAT-05: a ticket opens one socket; using it again closes with 4003 BAD_TOKEN', async () => {
    const client = t.client();
    const login = await signedInMember(client, t.database.db, ALICE);
    const { url } = await ticket(client, login.authToken);
    const first = connect(url);
    await first.opened();
    expect(await first.drain()).toEqual([]);
    await expectClosed(connect(url), CloseCode.BAD_TOKEN);
    // The first socket is not disturbed by the refused one.
    expect(await first.drain()).toEqual([]);
  });

  it('CHAT-05: a ticket is valid for 60 s: a second before, it opens; at 60 s, 4003', async () => {
    const client = t.client();
    const login = await signedInMember(client, t.database.db, ALICE);
    const early = await ticket(client, login.authToken);
    const late = await ticket(client, login.authToken);
    t.time.advance(SOCKET_TICKET_TTL_MS - 1000);
    const socket = connect(early.url);
    await socket.opened();
    expect(await socket.drain()).toEqual([]);
    t.time.advance(1000);
    await expectClosed(connect(late.url), CloseCode.BAD_TOKEN);
  });

  it('CHAT-05: a missing, unknown, oversized or forged ticket closes with 4003', async () => {
    for (const url of ['/api/ws', '/api/ws?token=', '/api/ws?token=unknown', `/api/ws?token=${'x'.repeat(2000)}`]) {
      await expectClosed(connect(url), CloseCode.BAD_TOKEN);
    }
  });

  it('AUTH-33: a ticket of a session that ended before it was used closes with 4003', async () => {
    const client = t.client();
    const login = await signedInMember(client, t.database.db, ALICE);
    const { url } = await ticket(client, login.authToken);
    await client.post('/v2/auth/logout', { token: login.authToken });
    await expectClosed(connect(url), CloseCode.BAD_TOKEN);
  });
});

describe('opening the socket: the Origin', () => {
  it('a page of another origin is closed with 4004 BAD_ORIGIN, and its ticket stays unspent', async () => {
    const client = t.client();
    const login = await signedInMember(client, t.database.db, ALICE);
    const { url } = await ticket(client, login.authToken);
    await expectClosed(connect(url, { origin: 'https://evil.example' }), CloseCode.BAD_ORIGIN);
    await expectClosed(connect(url, { origin: 'null' }), CloseCode.BAD_ORIGIN);
    const socket = connect(url, { origin: TRUSTED });
    await socket.opened();
    expect(await socket.drain()).toEqual([]);
  });

  it('the server`s own origin, a trusted origin and clients without an Origin header are admitted', async () => {
    for (const origin of [new URL(t.baseUrl).origin, TRUSTED, undefined]) {
      const { socket } = await online(ALICE, origin === undefined ? {} : { origin });
      await socket.close();
      await t.reset();
    }
  });
});

describe('frames', () => {
  it('CHAT-06: {"type":"ping"} is answered with {"type":"pong"}', async () => {
    const { socket } = await online(ALICE);
    socket.send({ type: 'ping' });
    expect(await socket.next()).toEqual({ type: 'pong' });
  });

  it('malformed, unknown and binary frames are ignored: no answer, and the socket stays open', async () => {
    const { socket } = await online(ALICE);
    for (const frame of ['', 'not json', '{"type":', '[]', 'null', '{"type":"shout"}', '{"type":"typing"}', '{"type":"typing","matchId":7}']) {
      socket.send(frame);
    }
    socket.send(new Uint8Array([0x7b, 0x7d]));
    t.time.advance(1000);
    expect(await socket.drain()).toEqual([]);
  });

  it('a frame over 1 KB closes the socket (1009)', async () => {
    const { socket } = await online(ALICE);
    socket.send(JSON.stringify({ type: 'ping', pad: 'x'.repeat(1100) }));
    await expectClosed(socket, 1009);
  });

  it(`at most ${FRAMES_PER_SECOND} frames a second are read; the rest are dropped until the next second`, async () => {
    const { socket } = await online(ALICE);
    t.time.advance(1000);
    for (let i = 0; i < FRAMES_PER_SECOND * 3; i += 1) socket.send({ type: 'ping' });
    for (let i = 0; i < FRAMES_PER_SECOND; i += 1) expect(await socket.next()).toEqual({ type: 'pong' });
    // Let the server read the dropped frames before the clock moves to the next second.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(socket.frames).toHaveLength(1 + FRAMES_PER_SECOND);
    t.time.advance(1000);
    // The next pong answers this ping: none of the dropped ones was answered late.
    expect(await socket.drain()).toEqual([]);
    expect(socket.frames).toHaveLength(1 + FRAMES_PER_SECOND + 1);
  });
});

describe('nudges', () => {
  it('CHAT-05: a nudge reaches every socket of its member and no one else', async () => {
    const alice = await online(ALICE);
    const aliceElsewhere = connect((await ticket(alice.client, alice.login.authToken)).url);
    await aliceElsewhere.opened();
    await aliceElsewhere.drain();
    const bob = await online(BOB);

    t.server.realtime.nudge(alice.login.userId, { type: 'match', matchId: 'm1' });
    t.server.realtime.nudge(alice.login.userId, { type: 'message', matchId: 'm1', messageId: 'msg1' });
    const expected = [
      { type: 'match', matchId: 'm1' },
      { type: 'message', matchId: 'm1', messageId: 'msg1' },
    ];
    expect(await alice.socket.drain()).toEqual(expected);
    expect(await aliceElsewhere.drain()).toEqual(expected);
    expect(await bob.socket.drain()).toEqual([]);
  });

  it('a nudge to a member without a socket goes nowhere; a closed socket leaves the hub', async () => {
    const alice = await online(ALICE);
    expect(t.server.realtime.hub.socketsOf(alice.login.userId)).toBe(1);
    await alice.socket.close();
    await expect.poll(() => t.server.realtime.hub.socketsOf(alice.login.userId)).toBe(0);
    expect(t.server.realtime.hub.nudge(alice.login.userId, { type: 'match', matchId: 'm1' })).toBe(0);
  });
});

describe('typing', () => {
  const match = (between: readonly [string, string]) => matchRepository.findOrCreate(t.database.db, { id: newId(), between, now: t.time.now() });

  it('CHAT-05: typing in a match reaches the other member, and only them, as a typing nudge naming the sender', async () => {
    const alice = await online(ALICE);
    const bob = await online(BOB);
    const carol = await online('+14155550103');
    const { id: matchId } = await match([alice.login.userId, bob.login.userId]);
    alice.socket.send({ type: 'typing', matchId });
    expect(await bob.socket.next()).toEqual({ type: 'typing', matchId, userId: alice.login.userId });
    expect(await alice.socket.drain()).toEqual([]);
    expect(await carol.socket.drain()).toEqual([]);
  });

  it('CHAT-05: typing in a match the sender is not in, an unknown match or an ended match reaches no one', async () => {
    const alice = await online(ALICE);
    const bob = await online(BOB);
    const carol = await online('+14155550103');
    const bobAndCarol = await match([bob.login.userId, carol.login.userId]);
    const aliceAndBob = await match([alice.login.userId, bob.login.userId]);
    await matchRepository.unmatch(t.database.db, aliceAndBob.id, bob.login.userId, t.time.now());
    for (const matchId of [bobAndCarol.id, aliceAndBob.id, 'no-such-match']) alice.socket.send({ type: 'typing', matchId });
    // Each relay looks its match up first: leave them the time to answer before looking for stray nudges.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await alice.socket.drain()).toEqual([]);
    expect(await bob.socket.drain()).toEqual([]);
    expect(await carol.socket.drain()).toEqual([]);
  });
});

describe('chat messages', () => {
  it('CHAT-05: a new message nudges the members of its match with a message nudge, and no one else', async () => {
    const alice = await online(ALICE);
    const bob = await online(BOB);
    const carol = await online('+14155550103');
    const { id: matchId } = await matchRepository.findOrCreate(t.database.db, { id: newId(), between: [alice.login.userId, bob.login.userId], now: t.time.now() });
    const sent = await sendText(t.server.chat.messages, { matchId, fromId: alice.login.userId, text: 'Hi Bob', now: t.time.now() });
    if (!sent.ok) throw new Error(sent.error.message);
    const nudge = { type: 'message', matchId, messageId: sent.value.message.id };
    expect(await bob.socket.drain()).toEqual([nudge]);
    // The sender's own sockets hear of it too, so the member's other tabs show the message.
    expect(await alice.socket.drain()).toEqual([nudge]);
    expect(await carol.socket.drain()).toEqual([]);
  });
});

describe('sessions ending close their sockets', () => {
  it('AUTH-33: logout closes the session`s socket with 4001 within 1 s, after a logout nudge; another sign-in`s socket stays', async () => {
    const alice = await online(ALICE);
    t.time.advance(60_000);
    const otherClient = t.client();
    const otherSignIn = (await signInByPhone(otherClient, ALICE)).body.loginResult!;
    const other = connect((await ticket(otherClient, otherSignIn.authToken!)).url);
    await other.opened();
    await other.drain();

    const before = performance.now();
    expect((await alice.client.post('/v2/auth/logout', { token: alice.login.authToken })).status).toBe(200);
    const closed = await alice.socket.closed;
    expect(closed.code).toBe(CloseCode.SESSION_ENDED);
    expect(closed.at - before).toBeLessThan(1000);
    expect(alice.socket.frames.at(-1)).toEqual({ type: 'logout' });
    expect(await other.drain()).toEqual([]);
  });

  it('AUTH-26: a ban closes every socket of the member with 4001 within 1 s, after a ban nudge', async () => {
    const alice = await online(ALICE);
    const second = connect((await ticket(alice.client, alice.login.authToken)).url);
    await second.opened();
    await second.drain();
    const bob = await online(BOB);

    const before = performance.now();
    await t.server.auth.sessions.banUser(alice.login.userId);
    for (const socket of [alice.socket, second]) {
      const closed = await socket.closed;
      expect(closed.code).toBe(CloseCode.SESSION_ENDED);
      expect(closed.at - before).toBeLessThan(1000);
      expect(socket.frames.at(-1)).toEqual({ type: 'ban' });
    }
    expect(await bob.socket.drain()).toEqual([]);
  });

  it('AUTH-26: reusing a rotated refresh token closes the family`s socket with 4001', async () => {
    const alice = await online(ALICE);
    const rotated = await alice.client.gateway({ refreshAuth: { refreshToken: alice.login.refreshToken } }, { path: '/v4/auth/token' });
    expect(rotated.status).toBe(200);
    const reuse = await alice.client.gateway({ refreshAuth: { refreshToken: alice.login.refreshToken } }, { path: '/v4/auth/token' });
    expect(reuse.status).toBe(401);
    await expectClosed(alice.socket, CloseCode.SESSION_ENDED);
  });
});
