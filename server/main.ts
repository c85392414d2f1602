/**
 * `npm start`: reads the configuration, opens and migrates the database, serves the API and prints its URL.
 * SIGINT or SIGTERM stops it gracefully (requests in flight finish, the database closes); a second signal
 * stops it at once.
 */
import { buildServer } from './app';
import { ConfigError, loadConfig, type ServerConfig } from './config';
import { describeDatabase } from './db/open-database';

const readConfig = (): ServerConfig => {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
};

const main = async (): Promise<void> => {
  const config = readConfig();
  const server = await buildServer({ config });
  await server.app.listen({ port: config.port, host: config.host });
  const address = server.app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : config.port;
  const shownHost = ['0.0.0.0', '::', 'localhost'].includes(config.host) ? 'localhost' : config.host;
  console.log(`Spark server (${config.mode} mode) on http://${shownHost}:${port}${config.apiBase} — ${describeDatabase(config)}`);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) process.exit(1);
    stopping = true;
    console.log(`${signal}: shutting down`);
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
