import { join } from 'node:path';
import type { ServerConfig } from '../config';
import type { Database } from './database';
import { PgDatabase } from './pg-database';
import { openPgliteFolder } from './pglite-template';

/**
 * The database the configuration names: a PostgreSQL server for DATABASE_URL, else PGlite in `${DATA_DIR}/pg` (a
 * new folder starts as a copy of the migrated template).
 */
export const openDatabase = async (config: Pick<ServerConfig, 'databaseUrl' | 'dataDir'>): Promise<Database> => {
  if (config.databaseUrl !== undefined) return new PgDatabase(config.databaseUrl);
  return openPgliteFolder(join(config.dataDir, 'pg'));
};

/** Where the data lives, for the start-up banner (never prints a password). */
export const describeDatabase = (config: Pick<ServerConfig, 'databaseUrl' | 'dataDir'>): string => {
  if (config.databaseUrl === undefined) return `PGlite in ${join(config.dataDir, 'pg')}`;
  const url = new URL(config.databaseUrl);
  return `PostgreSQL at ${url.hostname}${url.port ? `:${url.port}` : ''}${url.pathname}`;
};
