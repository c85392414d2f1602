/**
 * One server in a process of its own, for tests that need several server processes on one PostgreSQL database
 * (server/realtime/multi-process.test.ts). Reads SERVE_DATABASE_URL and SERVE_SCHEMA (an already migrated
 * schema), listens on an ephemeral loopback port in demo mode (the demo outbox gives sign-in codes; no seeded
 * world, no replies), prints `{"port":<n>}` once listening, and stops on SIGTERM.
 */
import type { AddressInfo } from 'node:net';
import { buildServer } from '../app';
import { loadConfig } from '../config';
import { PgDatabase } from '../db/pg-database';

const url = process.env['SERVE_DATABASE_URL'];
const schema = process.env['SERVE_SCHEMA'];
if (!url || !schema) {
  console.error('SERVE_DATABASE_URL and SERVE_SCHEMA are required');
  process.exit(2);
}

const db = new PgDatabase(url, { searchPath: schema, max: 4 });
const server = await buildServer({
  config: loadConfig({ MODE: 'demo', DEMO_REPLIES: '0' }),
  overrides: { trustProxy: true },
  database: db,
  logger: false,
});
await server.app.listen({ port: 0, host: '127.0.0.1' });
console.log(JSON.stringify({ port: (server.app.server.address() as AddressInfo).port }));

process.once('SIGTERM', () => {
  void server
    .close()
    .then(() => db.close())
    .finally(() => process.exit(0));
});
