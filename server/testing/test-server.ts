/**
 * The server on an ephemeral loopback port, as the suite uses it: a migrated test database (PGlite, or
 * PostgreSQL with TEST_DATABASE_URL), a FakeTime clock, the demo outbox, and X-Forwarded-For trusted so that
 * each test can speak from its own client address.
 */
import type { AddressInfo } from 'node:net';
import webPush from 'web-push';
import { FakeTime } from '../../core/shared/testing';
import { buildServer, type BuildServerOptions, type Server } from '../app';
import { DemoOutbox } from '../auth';
import { loadConfig, type ConfigOverrides } from '../config';
import type { Database } from '../db/database';
import { createTestDatabase, type TestDatabase } from '../db/testing/test-database';
import type { SiteFiles } from '../web/site-files';
import { TestClient } from './test-client';

export interface TestServer {
  readonly server: Server;
  /** e.g. http://127.0.0.1:41234/api */
  readonly baseUrl: string;
  readonly time: FakeTime;
  readonly database: TestDatabase;
  readonly outbox: DemoOutbox;
  /** A client speaking from its own address (limits are per address). */
  client(options?: { readonly ip?: string; readonly headers?: Record<string, string> }): TestClient;
  /** Empties the tables and the outbox (between tests). */
  reset(): Promise<void>;
  close(): Promise<void>;
}

const made = webPush.generateVAPIDKeys();
/** The VAPID keys of test servers (a test that checks the signature passes its own in `overrides.push`). */
export const TEST_VAPID_KEYS = { vapidPublicKey: made.publicKey, vapidPrivateKey: made.privateKey } as const;

/** The admin token of test servers (`npm run admin`'s calls). */
export const TEST_ADMIN_TOKEN = 'test-admin-token';

let addressCounter = 0;
/** A fresh documentation-range address per client (TEST-NET-2, 198.51.100.0/24, then onwards). */
const nextAddress = (): string => {
  addressCounter += 1;
  return `198.51.${100 + Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
};

export interface TestServerOptions {
  readonly overrides?: ConfigOverrides;
  /** Puts a wrapper (e.g. a RecordingDatabase) between the server and the test database. */
  readonly wrapDatabase?: (db: Database) => Database;
  /** A client build to serve under /app. */
  readonly site?: SiteFiles;
  /** Routes added inside the API plugin (tests plant defective ones). */
  readonly extraRoutes?: BuildServerOptions['extraRoutes'];
  /** Default: no logging (a test that reads the logs passes its own). */
  readonly logger?: BuildServerOptions['logger'];
}

export const startTestServer = async (options: TestServerOptions = {}): Promise<TestServer> => {
  const database = await createTestDatabase();
  const time = new FakeTime();
  const outbox = new DemoOutbox({ now: () => time.now() });
  const config = loadConfig({ MODE: 'demo' });
  const server = await buildServer({
    config,
    // SET-11: one VAPID key pair per test process, so no test writes one to the data folder.
    overrides: { trustProxy: true, push: { ...config.push, ...TEST_VAPID_KEYS }, ...options.overrides },
    database: options.wrapDatabase?.(database.db) ?? database.db,
    clock: time,
    scheduler: time,
    outbox,
    adminToken: TEST_ADMIN_TOKEN,
    ...(options.site === undefined ? {} : { site: options.site }),
    ...(options.extraRoutes === undefined ? {} : { extraRoutes: options.extraRoutes }),
    logger: options.logger ?? false,
  });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = server.app.server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}${server.config.apiBase}`;
  return {
    server,
    baseUrl,
    time,
    database,
    outbox,
    client: (clientOptions = {}) => new TestClient(baseUrl, clientOptions.ip ?? nextAddress(), clientOptions.headers ?? {}),
    async reset() {
      // The reference data the migrations wrote (Explore's catalogs, migration 190) is put back as it was.
      const catalogs = await database.db.query('SELECT * FROM explore_catalogs');
      await database.reset();
      if (catalogs.length > 0) await database.db.query('INSERT INTO explore_catalogs SELECT * FROM json_populate_recordset(NULL::explore_catalogs, $1::json)', [JSON.stringify(catalogs)]);
      // The reference data a fresh server has (tier tables, packs, built-in campaigns) is there again.
      await server.purchase.seed();
      outbox.clear();
    },
    async close() {
      await server.close();
      await database.dispose();
    },
  };
};
