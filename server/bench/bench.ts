/**
 * `npm run bench:server`: load on the server as `npm start` runs it, over loopback.
 * 1. Prepares a temporary DATA_DIR: migrates, seeds the demo world, and signs one member in through the
 *    protobuf gateway and the demo outbox (the onboarding step is written directly, as the test helpers do).
 * 2. Starts `server/main.ts` on that folder in a child process (its own core; client build skipped, request
 *    logging off), so the load generator here does not share the measured process.
 * 3. Runs autocannon for BENCH_SECONDS (default 10) on each endpoint and prints requests per second and p99.
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

const PROJECT_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 10);
const CONNECTIONS = Number(process.env['BENCH_CONNECTIONS'] ?? 10);
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
const prepare = async (dataDir: string): Promise<{ readonly authToken: string; readonly seededId: string }> => {
  const server = await buildServer({ config: loadConfig({ DATA_DIR: dataDir, MODE: 'demo', LOG_LEVEL: 'silent' }), logger: false });
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
    return { authToken: member.authToken, seededId: seeded!.id };
  } finally {
    await server.close();
  }
};

const startServer = (dataDir: string, port: number): Promise<ChildProcess> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(PROJECT_ROOT, 'node_modules/tsx/dist/cli.mjs'), join(PROJECT_ROOT, 'server/main.ts')], {
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
  readonly rps: number;
  readonly p99: number;
  readonly failures: number;
}

const load = async (name: string, options: Parameters<typeof autocannon>[0]): Promise<Row> => {
  const result = await autocannon({ connections: CONNECTIONS, duration: SECONDS, ...options });
  return { name, rps: result.requests.average, p99: result.latency.p99, failures: result.errors + result.timeouts + result.non2xx };
};

const main = async (): Promise<void> => {
  const dataDir = mkdtempSync(join(tmpdir(), 'spark-bench-'));
  let child: ChildProcess | undefined;
  try {
    const { authToken, seededId } = await prepare(dataDir);
    const port = await freePort();
    child = await startServer(dataDir, port);
    const api = `http://127.0.0.1:${port}/api`;
    console.log(`Server on ${api}; ${CONNECTIONS} connections, ${SECONDS} s per endpoint, ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown CPU'}).`);
    const rows = [
      await load('GET /api/healthcheck/auth', { url: `${api}/healthcheck/auth`, headers: { 'x-auth-token': authToken } }),
      await load('POST /api/v2/meta', { url: `${api}/v2/meta`, method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(BERLIN) }),
      await load(`GET /api/user/{seeded id}`, { url: `${api}/user/${seededId}`, headers: { 'x-auth-token': authToken } }),
    ];
    console.log('');
    console.log(`| endpoint | requests/s | p99 latency | failed |`);
    console.log(`|---|---:|---:|---:|`);
    for (const row of rows) console.log(`| ${row.name} | ${Math.round(row.rps).toLocaleString('en')} | ${row.p99} ms | ${row.failures} |`);
    if (rows.some((row) => row.failures > 0)) process.exitCode = 1;
  } finally {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child!.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
