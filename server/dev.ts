/**
 * `npm run dev`: the API server on PORT+1 and Vite's dev server (hot reload) on PORT in front of it; Vite's
 * proxy (vite.config.ts) forwards /api (and its WebSocket) and /media to the API server through
 * API_PROXY_TARGET. The demo world is seeded as with `npm start`; `/` redirects to the app.
 */
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { buildServer } from './app';
import { loadConfigOrExit, withOverrides } from './config';
import { describeDatabase } from './db/open-database';
import { APP_PATH } from './web/static-site.routes';
import { exitOnSignals } from './platform/shutdown';

const PROJECT_ROOT = fileURLToPath(new URL('..', import.meta.url));

/** `/` and `/index.html` go to the app, keeping the query string, as they do with `npm start`. */
const appRootRedirect = (): Plugin => ({
  name: 'spark:app-root-redirect',
  configureServer(server) {
    server.middlewares.use((request, response, next) => {
      const url = request.url ?? '/';
      const mark = url.indexOf('?');
      const path = mark === -1 ? url : url.slice(0, mark);
      if (path !== '/' && path !== '/index.html') return next();
      response.statusCode = 302;
      response.setHeader('location', `${APP_PATH}/${mark === -1 ? '' : url.slice(mark)}`);
      response.end();
    });
  },
});

const main = async (): Promise<void> => {
  const config = loadConfigOrExit();
  if (config.port === 0 || config.port === 65535) {
    console.error('npm run dev needs a fixed PORT below 65535 (the API listens on PORT+1)');
    process.exit(1);
  }
  const apiPort = config.port + 1;
  const apiHost = config.host === 'localhost' ? '127.0.0.1' : config.host;
  // Read by vite.config.ts when Vite loads it below.
  process.env['API_PROXY_TARGET'] ??= `http://${apiHost}:${apiPort}`;

  const api = await buildServer({ config: withOverrides(config, { port: apiPort }) });
  const seed = await api.world.seedIfEmpty();
  if (seed.seeded) console.log(`Demo world seeded: ${seed.members} members, ${seed.photos} photos in ${(seed.elapsedMs / 1000).toFixed(1)} s.`);
  await api.app.listen({ port: apiPort, host: apiHost });
  console.log(`API (${config.mode} mode) on http://${apiHost}:${apiPort}${config.apiBase} — ${describeDatabase(config)}`);

  const { createServer } = await import('vite');
  const vite = await createServer({
    root: PROJECT_ROOT,
    server: { port: config.port, strictPort: true, ...(config.host === 'localhost' ? {} : { host: config.host }) },
    plugins: [appRootRedirect()],
  });
  await vite.listen();
  vite.printUrls();

  exitOnSignals(() => Promise.all([vite.close(), api.close()]));
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
