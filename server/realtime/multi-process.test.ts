/**
 * Two server processes on one PostgreSQL database deliver each other's nudges (LISTEN/NOTIFY): a member whose
 * socket is open on one process hears what happens through the other. Needs a PostgreSQL server: it runs when
 * TEST_DATABASE_URL is set (as in CI and the PostgreSQL run of `npm test`) and is skipped otherwise.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CloseCode } from '../../core/realtime/protocol';
import { migrate } from '../db/migrate';
import { PgDatabase } from '../db/pg-database';
import { matchRepository } from '../matches/match.repository';
import { signedInMember } from '../testing/sign-in';
import { TestClient } from '../testing/test-client';
import { TestSocket } from './testing/test-socket';

const DATABASE_URL = process.env['TEST_DATABASE_URL']?.trim() ?? '';
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const TSX = `${ROOT}node_modules/.bin/tsx`;
const SCRIPT = fileURLToPath(new URL('../testing/serve-process.ts', import.meta.url));

interface ServerProcess {
  readonly child: ChildProcess;
  readonly baseUrl: string;
  client(): TestClient;
}

let addresses = 0;

/** Starts `server/testing/serve-process.ts` on the schema and waits for the port it listens on. */
const startProcess = (schema: string): Promise<ServerProcess> =>
  new Promise((resolve, reject) => {
    const child = spawn(TSX, [SCRIPT], { cwd: ROOT, env: { ...process.env, SERVE_DATABASE_URL: DATABASE_URL, SERVE_SCHEMA: schema }, stdio: ['ignore', 'pipe', 'pipe'] });
    const errors: string[] = [];
    child.stderr?.on('data', (chunk: Buffer) => errors.push(chunk.toString()));
    child.once('exit', (code) => reject(new Error(`the server process exited with ${code}: ${errors.join('')}`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const port = (JSON.parse(line) as { port?: number }).port;
      if (port === undefined) return;
      const baseUrl = `http://127.0.0.1:${port}/api`;
      resolve({
        child,
        baseUrl,
        client: () => {
          addresses += 1;
          return new TestClient(baseUrl, `203.0.113.${addresses}`, {});
        },
      });
    });
  });

const stopProcess = (server: ServerProcess | undefined): Promise<void> =>
  new Promise((resolve) => {
    if (server === undefined || server.child.exitCode !== null) return resolve();
    server.child.once('exit', () => resolve());
    server.child.kill('SIGTERM');
  });

describe.skipIf(DATABASE_URL === '')('two server processes on one PostgreSQL database (skipped: set TEST_DATABASE_URL to a PostgreSQL server to run it)', () => {
  const schema = `test_mp_${process.pid}_${randomBytes(4).toString('hex')}`;
  let admin: PgDatabase;
  let db: PgDatabase;
  let one: ServerProcess | undefined;
  let two: ServerProcess | undefined;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    admin = new PgDatabase(DATABASE_URL, { max: 1 });
    await admin.exec(`CREATE SCHEMA ${schema}`);
    db = new PgDatabase(DATABASE_URL, { searchPath: schema, max: 2 });
    await migrate(db);
    [one, two] = await Promise.all([startProcess(schema), startProcess(schema)]);
  }, 60_000);

  afterEach(async () => {
    await Promise.all(sockets.splice(0).map((socket) => socket.close()));
  });

  afterAll(async () => {
    await Promise.all([stopProcess(one), stopProcess(two)]);
    await db?.close();
    await admin?.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin?.close();
  });

  /** A member signed in through one process, with a socket open on `socketOn`. */
  const memberOn = async (signIn: ServerProcess, socketOn: ServerProcess, phone: string, name: string) => {
    const client = signIn.client();
    const login = await signedInMember(client, db, phone, { name });
    const token = login.authToken!;
    const ticket = await socketOn.client().get('/ws/generate', { token });
    const socket = new TestSocket(socketOn.baseUrl, ticket.body.data.url);
    sockets.push(socket);
    await socket.opened();
    expect(await socket.drain()).toEqual([]);
    return { userId: login.userId!, token, socket, client };
  };

  /** The nudges of a type that reach a socket within a few seconds (pongs and others are passed over). */
  const nextOfType = async (socket: TestSocket, type: string): Promise<unknown> => {
    for (;;) {
      const frame = (await socket.next(5_000)) as { type?: string };
      if (frame.type === type) return frame;
    }
  };

  it('CHAT-05: message, typing, read and unmatch nudges reach a socket open on the other process; an ended session closes it there too', async () => {
    const ann = await memberOn(one!, one!, '+14155550201', 'Ann');
    const bob = await memberOn(two!, two!, '+14155550202', 'Bob');
    const { id: matchId } = await matchRepository.findOrCreate(db, { id: randomBytes(12).toString('hex'), between: [ann.userId, bob.userId], now: Date.now() });

    // Ann writes through process one; Bob's socket is on process two.
    const sent = await one!.client().post(`/user/matches/${matchId}`, { token: ann.token, body: { message: 'Hi Bob', client_message_id: `a1_${Date.now()}` } });
    expect(sent.status).toBe(200);
    expect(await nextOfType(bob.socket, 'message')).toEqual({ type: 'message', matchId, messageId: sent.body.data._id });
    expect(await nextOfType(ann.socket, 'message')).toEqual({ type: 'message', matchId, messageId: sent.body.data._id });

    // And back: Bob writes through process two.
    const reply = await two!.client().post(`/user/matches/${matchId}`, { token: bob.token, body: { message: 'Hi Ann', client_message_id: `b1_${Date.now()}` } });
    expect(await nextOfType(ann.socket, 'message')).toEqual({ type: 'message', matchId, messageId: reply.body.data._id });

    // Typing relayed from a socket on one process to the partner's socket on the other.
    ann.socket.send({ type: 'typing', matchId });
    expect(await nextOfType(bob.socket, 'typing')).toEqual({ type: 'typing', matchId, userId: ann.userId });

    // Read: Bob reads through process one; Ann turned read receipts on, her socket is on process one, his on two.
    await one!.client().post(`/v2/read-receipts/${matchId}`, { token: ann.token });
    await one!.client().post(`/v2/seen/${matchId}/${sent.body.data._id}`, { token: bob.token });
    expect(await nextOfType(bob.socket, 'read')).toEqual({ type: 'read', matchId, messageId: sent.body.data._id });
    expect(await nextOfType(ann.socket, 'read')).toEqual({ type: 'read', matchId, messageId: sent.body.data._id });

    // Unmatch through process two reaches both.
    expect((await two!.client().json('DELETE', `/user/matches/${matchId}`, { token: bob.token })).status).toBe(200);
    expect(await nextOfType(ann.socket, 'unmatch')).toEqual({ type: 'unmatch', matchId });
    expect(await nextOfType(bob.socket, 'unmatch')).toEqual({ type: 'unmatch', matchId });

    // AUTH-33: Bob logs out through process one; his socket on process two closes with 4001.
    expect((await one!.client().post('/v2/auth/logout', { token: bob.token })).status).toBe(200);
    expect((await bob.socket.closed).code).toBe(CloseCode.SESSION_ENDED);
  }, 60_000);

  it('AUTH-33: a token in use on one process is refused there as soon as the member logs out through the other', async () => {
    const eve = await memberOn(one!, two!, '+14155550205', 'Eve');
    // The token is used on process two (so that process holds it in memory), then the session ends on process one.
    expect((await two!.client().get('/v2/profile', { token: eve.token })).status).toBe(200);
    expect((await one!.client().post('/v2/auth/logout', { token: eve.token })).status).toBe(200);
    // Refused on process two well before its memory would have let the token go (10 s): the NOTIFY told it.
    const started = Date.now();
    let status = 200;
    while (status === 200 && Date.now() - started < 3_000) {
      status = (await two!.client().get('/v2/profile', { token: eve.token })).status;
      if (status === 200) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(status).toBe(403);
    expect(Date.now() - started).toBeLessThan(3_000);
  }, 60_000);

  it('CHAT-05: a new match made through one process nudges both members wherever their sockets are', async () => {
    const cat = await memberOn(one!, two!, '+14155550203', 'Cat');
    const dan = await memberOn(two!, one!, '+14155550204', 'Dan');
    await db.query('INSERT INTO likes (liker_id, liked_id, is_super, created_at) VALUES ($1, $2, false, $3)', [dan.userId, cat.userId, new Date()]);
    const liked = await one!.client().post(`/like/${dan.userId}`, { token: cat.token });
    const matchId = liked.body.data.match._id as string;
    expect(await nextOfType(cat.socket, 'match')).toEqual({ type: 'match', matchId });
    expect(await nextOfType(dan.socket, 'match')).toEqual({ type: 'match', matchId });
  }, 60_000);
});
