/** Signed-in members and matches between them, for the HTTP tests of matches, chat and safety. */
import { randomBytes } from 'node:crypto';
import { TestSocket } from '../../realtime/testing/test-socket';
import { signedInMember } from '../../testing/sign-in';
import type { JsonAnswer, TestClient } from '../../testing/test-client';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { startTestServer, type TestServer, type TestServerOptions } from '../../testing/test-server';
import { matchRepository } from '../match.repository';

export interface Member {
  readonly userId: string;
  readonly authToken: string;
  readonly client: TestClient;
  get(path: string): Promise<JsonAnswer>;
  post(path: string, body?: unknown): Promise<JsonAnswer>;
  put(path: string, body?: unknown): Promise<JsonAnswer>;
  delete(path: string): Promise<JsonAnswer>;
}

let phones = 0;

/** A member who finished onboarding as `name`, signed in by phone, with helpers that send their token. */
export const member = async (t: TestServer, name: string): Promise<Member> => {
  phones += 1;
  const client = t.client();
  const login = await signedInMember(client, t.database.db, `+1415555${String(1000 + (phones % 9000)).padStart(4, '0')}`, { name, birthDate: '1995-03-14' });
  const token = login.authToken!;
  const withBody = (body: unknown) => (body === undefined ? {} : { body });
  return {
    userId: login.userId!,
    authToken: token,
    client,
    get: (path) => client.get(path, { token }),
    post: (path, body) => client.post(path, { token, ...withBody(body) }),
    put: (path, body) => client.json('PUT', path, { token, ...withBody(body) }),
    delete: (path) => client.json('DELETE', path, { token }),
  };
};

/** Makes the match of two members (as likes meeting would), at the server's time. */
export const matchOf = async (t: TestServer, a: Member, b: Member): Promise<string> =>
  (await matchRepository.findOrCreate(t.database.db, { id: randomBytes(12).toString('hex'), between: [a.userId, b.userId], now: t.time.now() })).id;

let sends = 0;
/** A fresh sender's message id (CHAT-02 shape). */
export const clientId = (now: number): string => {
  sends += 1;
  return `c${sends}-${randomBytes(3).toString('hex')}_${String(now).padStart(13, '0')}`;
};

/** Sends a text over HTTP; answers the stored message. */
export const say = async (t: TestServer, from: Member, matchId: string, text: string): Promise<Record<string, unknown>> => {
  const answer = await from.post(`/user/matches/${matchId}`, { message: text, client_message_id: clientId(t.time.now()) });
  if (answer.status !== 200) throw new Error(`sending failed with ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body.data;
};

/** Members' sockets for a test: opened on demand, all closed by `closeAll` (after each test). */
export const memberSockets = (t: TestServer) => {
  const open: TestSocket[] = [];
  return {
    /** A socket of the member's, open and in the hub (its first pong came back). */
    async online(who: Member): Promise<TestSocket> {
      const socket = new TestSocket(t.baseUrl, (await who.get('/ws/generate')).body.data.url);
      open.push(socket);
      await socket.opened();
      await socket.drain();
      return socket;
    },
    /** The nudges a socket got, read a second later so its frame budget is fresh. */
    nudgesOf(socket: TestSocket): Promise<unknown[]> {
      t.time.advance(1000);
      return socket.drain();
    },
    async closeAll(): Promise<void> {
      await Promise.all(open.splice(0).map((socket) => socket.close()));
    },
  };
};

/**
 * A test file's server and members' sockets: the server starts once for the file, is emptied before each test,
 * and the sockets a test opened are closed after it. Read `server` and `sockets` inside tests.
 */
export const serverWithSockets = (options: TestServerOptions = {}) => {
  const state: { server?: TestServer; sockets?: ReturnType<typeof memberSockets> } = {};
  beforeAll(async () => {
    state.server = await startTestServer(options);
  });
  afterAll(async () => {
    await state.server?.close();
  });
  beforeEach(async () => {
    await state.server!.reset();
    state.sockets = memberSockets(state.server!);
  });
  afterEach(async () => {
    await state.sockets?.closeAll();
  });
  return {
    get server(): TestServer {
      return state.server!;
    },
    get sockets(): ReturnType<typeof memberSockets> {
      return state.sockets!;
    },
  };
};
