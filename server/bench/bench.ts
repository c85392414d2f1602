/**
 * `npm run bench:server`: load on the server as `npm start` runs it, over loopback, against a bare Fastify server
 * measured in the same run (issue 11's budgets are ratios of it, so they hold on any machine).
 * 1. Prepares a temporary DATA_DIR (or the PostgreSQL server of DATABASE_URL): migrates, seeds the demo world,
 *    signs one member in through the protobuf gateway and the demo outbox, and adds LIKERS members in Berlin,
 *    each with a session, who like each other during the like run (a like is spent once per pair and at most 100
 *    per member in 12 hours, so every request of the run is a real like).
 * 2. Starts `server/main.ts` on that data in a child process (its own core; client build skipped, LOG_LEVEL warn,
 *    the default outside dev mode), and `server/bench/bare-server.ts` in another.
 * 3. Runs autocannon for BENCH_SECONDS (default 10) per endpoint (BENCH_ONLY: only the endpoints whose name contains it) at 10 and at 100 connections and prints requests
 *    per second, the ratio to the bare server, p50 and p99 latency and failures (errors, timeouts, non-2xx).
 * Exits non-zero when a budget fails: the token health check at least 0.5x bare, a recs page at least 0.1x bare
 * with p99 at most 50 ms, a like at least 0.05x bare (all at 10 connections), and no failure at 100 connections.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { authgateway } from '../../adapters/protobuf/generated/auth-gateway.js';
import { buildServer } from '../app';
import { loadConfig } from '../config';
import { PROTOBUF_CONTENT_TYPE } from '../http/content-types';
import { userRepository } from '../users/user.repository';

const PROJECT_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 10);
/** BENCH_ONLY: measure only the endpoints whose name contains it (the bare server always runs). */
const ONLY = process.env['BENCH_ONLY'] ?? '';
const LOADS = [10, 100] as const;
/** Members who like each other in the like run: 100 likes each, so LIKERS x 100 likes in all. */
const LIKERS = 1_000;
const LIKES_EACH = 100;
const PHONE = '+4915199990001';
const BERLIN = { lat: 52.52, lon: 13.405 };

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address !== null ? resolve(address.port) : reject(new Error('no port'))));
    });
  });

const gateway = async (api: string, request: authgateway.AuthGatewayRequest.$Properties, path = '/v3/auth/login') => {
  const response = await fetch(`${api}${path}`, {
    method: 'POST',
    headers: { 'content-type': PROTOBUF_CONTENT_TYPE },
    body: new Uint8Array(authgateway.AuthGatewayRequest.encode(request).finish()),
  });
  return authgateway.AuthGatewayResponse.decode(new Uint8Array(await response.arrayBuffer()));
};

/** Seeds the world and signs a member in; answers their auth token and a seeded member's id. */
interface Prepared {
  readonly authToken: string;
  readonly seededId: string;
  /** The like run's members: ids and tokens, in the same order. */
  readonly likers: ReadonlyArray<{ readonly id: string; readonly token: string }>;
}

const databaseEnv = (): Record<string, string> => (process.env['DATABASE_URL'] ? { DATABASE_URL: process.env['DATABASE_URL'] } : {});

/** LIKERS members in Berlin, visible to each other, each signed in once (a session started directly). */
const addLikers = async (server: Awaited<ReturnType<typeof buildServer>>): Promise<Prepared['likers']> => {
  const run = Date.now().toString(36);
  await server.db.query(
    `INSERT INTO users (id, name, birth_date, onboarding_state, created_at, gender, lat, lng, located_at)
     SELECT 'bench-' || $1::text || '-' || g, 'Bench ' || g, DATE '1990-01-01', 'complete', now(), g % 2, $2::float8, $3::float8, now()
     FROM generate_series(1, $4::int) AS g`,
    [run, BERLIN.lat, BERLIN.lon, LIKERS],
  );
  const likers: Array<{ id: string; token: string }> = [];
  for (let i = 1; i <= LIKERS; i++) {
    const id = `bench-${run}-${i}`;
    const user = await userRepository.findById(server.db, id);
    if (!user) throw new Error(`no member ${id}`);
    const session = await server.auth.sessions.start(server.db, user);
    if (session.kind !== 'member') throw new Error('a liker got an onboarding session');
    likers.push({ id, token: session.authToken });
  }
  return likers;
};

/** Seeds the world and signs a member in; answers their auth token, a seeded member's id and the likers. */
const prepare = async (dataDir: string): Promise<Prepared> => {
  const server = await buildServer({ config: loadConfig({ DATA_DIR: dataDir, MODE: 'demo', LOG_LEVEL: 'silent', ...databaseEnv() }), logger: false });
  try {
    const seed = await server.world.seedIfEmpty();
    console.log(`Seeded ${seed.members} members and ${seed.photos} photos in ${(seed.elapsedMs / 1000).toFixed(1)} s.`);
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const address = server.app.server.address();
    if (typeof address !== 'object' || address === null) throw new Error('no address');
    const api = `http://127.0.0.1:${address.port}${server.config.apiBase}`;
    const requested = await gateway(api, { phone: { phone: PHONE } });
    const bindingToken = requested.validatePhoneOtpState?.refreshToken;
    const outbox = (await (await fetch(`${api}/demo/outbox?to=${encodeURIComponent(PHONE)}`)).json()) as { data: { messages: Array<{ text: string }> } };
    const code = /\b(\d{6})\b/.exec(outbox.data.messages[0]?.text ?? '')?.[1];
    if (!bindingToken || !code) throw new Error('the demo outbox gave no code');
    const signedIn = await gateway(api, { phoneOtp: { phone: PHONE, otp: code, refreshToken: bindingToken } });
    const onboarding = signedIn.onboardingState;
    if (!onboarding?.userId || !onboarding.refreshToken) throw new Error('sign-in gave no onboarding state');
    // Stands in for the onboarding flow, which has its own endpoints.
    await server.db.query("UPDATE users SET onboarding_state = 'complete', name = 'Bench', birth_date = '1990-01-01' WHERE id = $1", [onboarding.userId]);
    const member = (await gateway(api, { refreshAuth: { refreshToken: onboarding.refreshToken } }, '/v4/auth/token')).loginResult;
    if (!member?.authToken) throw new Error('refresh after onboarding gave no member token');
    await fetch(`${api}/v2/meta`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-auth-token': member.authToken }, body: JSON.stringify(BERLIN) });
    const [seeded] = await server.db.query<{ id: string }>('SELECT id FROM users WHERE is_demo ORDER BY id LIMIT 1');
    return { authToken: member.authToken, seededId: seeded!.id, likers: await addLikers(server) };
  } finally {
    await server.close();
  }
};

const startServer = (script: string, dataDir: string, port: number): Promise<ChildProcess> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(PROJECT_ROOT, 'node_modules/tsx/dist/cli.mjs'), join(PROJECT_ROOT, script)], {
      cwd: PROJECT_ROOT,
      env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', SKIP_CLIENT_BUILD: '1', LOG_LEVEL: 'warn', MODE: 'demo' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(' on http://')) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`the server stopped (exit ${code}): ${output}`)));
  });

interface Row {
  readonly name: string;
  readonly connections: number;
  readonly rps: number;
  readonly p50: number;
  readonly p99: number;
  readonly failures: number;
}

type Load = Parameters<typeof autocannon>[0];

const load = async (name: string, connections: number, options: Omit<Load, 'connections' | 'duration'>): Promise<Row | null> => {
  if (!name.startsWith('bare') && !name.includes(ONLY)) return null;
  const result = await autocannon({ connections, duration: SECONDS, timeout: 10, ...options });
  return { name, connections, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, failures: result.errors + result.timeouts + result.non2xx };
};

/** Issue 11's budgets at 10 connections: the least ratio to the bare server, and the longest p99 where one is set. */
const BUDGETS: Record<string, { readonly ratio: number; readonly p99Ms?: number }> = {
  'GET /api/healthcheck/auth': { ratio: 0.5 },
  'GET /api/v2/recs/core': { ratio: 0.1, p99Ms: 50 },
  'POST /api/like/{id}': { ratio: 0.05 },
};

/** Each request a like from the next liker to a member they have not liked yet. */
const likeRequests = (api: string, likers: Prepared['likers'], offset: { next: number }): Load['requests'] => [
  {
    method: 'POST',
    path: `${new URL(api).pathname}/like/x`,
    setupRequest: (request) => {
      const k = offset.next++;
      const from = k % likers.length;
      const round = Math.floor(k / likers.length);
      if (round >= LIKES_EACH) throw new Error('the like run used up every liker: raise LIKERS');
      const to = (from + 1 + round) % likers.length;
      return { ...request, path: `${new URL(api).pathname}/like/${likers[to]!.id}`, headers: { ...request.headers, 'x-auth-token': likers[from]!.token } };
    },
  },
];

const main = async (): Promise<void> => {
  const dataDir = mkdtempSync(join(tmpdir(), 'spark-bench-'));
  const children: ChildProcess[] = [];
  try {
    const { authToken, seededId, likers } = await prepare(dataDir);
    const [port, barePort] = [await freePort(), await freePort()];
    children.push(await startServer('server/main.ts', dataDir, port), await startServer('server/bench/bare-server.ts', dataDir, barePort));
    const api = `http://127.0.0.1:${port}/api`;
    const database = process.env['DATABASE_URL'] ? 'a PostgreSQL server (DATABASE_URL)' : 'embedded PostgreSQL (PGlite)';
    console.log(`Server on ${api} with ${database}; ${SECONDS} s per endpoint, ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown CPU'}).`);
    const member = { 'x-auth-token': authToken };
    const likesSent = { next: 0 };
    const measured: Array<Row | null> = [];
    for (const connections of LOADS) {
      measured.push(await load('bare Fastify, GET /api/healthcheck', connections, { url: `http://127.0.0.1:${barePort}/api/healthcheck` }));
      measured.push(await load('GET /api/healthcheck/auth', connections, { url: `${api}/healthcheck/auth`, headers: member }));
      measured.push(await load('GET /api/v2/recs/core', connections, { url: `${api}/v2/recs/core`, headers: member }));
      measured.push(await load('GET /api/user/{id}', connections, { url: `${api}/user/${seededId}`, headers: member }));
      measured.push(await load('POST /api/like/{id}', connections, { url: api, requests: likeRequests(api, likers, likesSent) }));
    }
    const rows = measured.filter((row) => row !== null);
    const bare = new Map(rows.filter((row) => row.name.startsWith('bare')).map((row) => [row.connections, row.rps]));
    const problems: string[] = [];
    console.log('');
    console.log('| endpoint | connections | requests/s | x bare | p50 | p99 | failed | budget |');
    console.log('|---|---:|---:|---:|---:|---:|---:|---|');
    for (const row of rows) {
      const ratio = row.rps / (bare.get(row.connections) ?? Number.NaN);
      const budget = row.connections === LOADS[0] ? BUDGETS[row.name] : undefined;
      const misses = [
        budget !== undefined && ratio < budget.ratio ? `under ${budget.ratio}x bare` : null,
        budget?.p99Ms !== undefined && row.p99 > budget.p99Ms ? `p99 over ${budget.p99Ms} ms` : null,
        row.failures > 0 ? `${row.failures} failed` : null,
      ].filter((miss) => miss !== null);
      problems.push(...misses.map((miss) => `${row.name} at ${row.connections} connections: ${miss}`));
      const verdict = budget === undefined && row.connections === LOADS[0] ? '' : misses.length === 0 ? 'within' : `OVER: ${misses.join(', ')}`;
      console.log(`| ${row.name} | ${row.connections} | ${Math.round(row.rps).toLocaleString('en')} | ${ratio.toFixed(3)} | ${row.p50} ms | ${row.p99} ms | ${row.failures} | ${verdict} |`);
    }
    console.log('');
    if (problems.length > 0) {
      console.log(`Over budget:\n  ${problems.join('\n  ')}`);
      process.exitCode = 1;
    } else console.log('Every endpoint within budget.');
  } finally {
    await Promise.all(
      children.map((child) =>
        child.exitCode === null
          ? new Promise((resolve) => {
              child.once('exit', resolve);
              child.kill('SIGTERM');
            })
          : undefined,
      ),
    );
    rmSync(dataDir, { recursive: true, force: true });
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
