/**
 * `npm start`: one process, one port. Reads the configuration, builds the client when needed (SKIP_CLIENT_BUILD=1
 * skips), opens and migrates the database, seeds the demo world into an empty one (demo and dev modes), and
 * serves the app under /app and the API under API_BASE, printing the URL and how long each step took.
 * SIGINT or SIGTERM stops it gracefully (requests in flight finish, the database closes); a second signal
 * stops it at once.
 */
import { fileURLToPath } from 'node:url';
import { buildServer } from './app';
import { loadConfigOrExit } from './config';
import { describeDatabase } from './db/open-database';
import { prepareClient } from './web/prepare-client';
import { APP_PATH } from './web/static-site.routes';
import { exitOnSignals } from './platform/shutdown';

const PROJECT_ROOT = fileURLToPath(new URL('..', import.meta.url));

const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;

const main = async (): Promise<void> => {
  const started = performance.now();
  const config = loadConfigOrExit();
  const skipBuild = ['1', 'true', 'yes'].includes((process.env['SKIP_CLIENT_BUILD'] ?? '').trim().toLowerCase());
  const client = await prepareClient(PROJECT_ROOT, { skipBuild, say: (line) => console.log(line) });

  const databaseStarted = performance.now();
  const server = await buildServer({ config, ...(client.site === undefined ? {} : { site: client.site }) });
  const databaseMs = performance.now() - databaseStarted;
  const seed = await server.world.seedIfEmpty();

  await server.app.listen({ port: config.port, host: config.host });
  const address = server.app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : config.port;
  const shownHost = ['0.0.0.0', '::', 'localhost'].includes(config.host) ? 'localhost' : config.host;
  const origin = `http://${shownHost}:${port}`;
  const steps = [
    client.buildMs === null ? null : `client build ${seconds(client.buildMs)}`,
    `server and database ${seconds(databaseMs)}`,
    seed.seeded ? `demo world ${seconds(seed.elapsedMs)}: ${seed.members} members, ${seed.photos} photos` : null,
  ].filter((step) => step !== null);
  console.log(`Ready in ${seconds(performance.now() - started)} (${steps.join(', ')}).`);
  console.log(`Spark (${config.mode} mode) on ${client.site ? `${origin}${APP_PATH}` : origin} — API at ${origin}${config.apiBase} — ${describeDatabase(config)}`);

  exitOnSignals(() => server.close());
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
