/**
 * A migrated database for the server suite. With TEST_DATABASE_URL set it is a fresh schema on that PostgreSQL
 * server, dropped by `dispose()`; otherwise an in-memory PGlite started from a migrated template (a PGlite
 * first start costs seconds, a start from the template well under one). `reset()` empties every table.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from '../database';
import { migrate } from '../migrate';
import { PgDatabase } from '../pg-database';
import { PgliteDatabase } from '../pglite-database';
import { migrationsKey } from '../pglite-template';

export interface TestDatabase {
  readonly db: Database;
  readonly kind: 'pglite' | 'postgres';
  /** Empties every table except the migration record. */
  reset(): Promise<void>;
  /** Rows per table (migration record excluded): proof that a refused request wrote nothing. */
  rowCounts(): Promise<Record<string, number>>;
  dispose(): Promise<void>;
}

const tableNames = async (db: Database): Promise<string[]> =>
  (
    await db.query<{ tablename: string }>(
      "SELECT tablename FROM pg_tables WHERE schemaname = current_schema() AND tablename <> 'schema_migrations' ORDER BY tablename",
    )
  ).map((row) => row.tablename);

const quote = (name: string): string => `"${name.replaceAll('"', '""')}"`;

const helpers = (db: Database) => ({
  async reset() {
    const tables = await tableNames(db);
    if (tables.length > 0) await db.exec(`TRUNCATE ${tables.map(quote).join(', ')} RESTART IDENTITY CASCADE`);
  },
  async rowCounts() {
    const counts: Record<string, number> = {};
    for (const table of await tableNames(db)) {
      const [row] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${quote(table)}`);
      counts[table] = row?.n ?? 0;
    }
    return counts;
  },
});

/** The template is keyed by the migrations' text, so a new migration makes a new template. */
const templatePath = (): string => join(tmpdir(), `spark-server-pglite-${migrationsKey()}.tar`);

const buildTemplate = async (path: string): Promise<Blob> => {
  const fresh = await PgliteDatabase.open();
  try {
    await migrate(fresh);
    const template = await fresh.dump();
    // Written aside then renamed, so a parallel test file never reads half a template.
    const partial = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(partial, new Uint8Array(await template.arrayBuffer()));
    renameSync(partial, path);
    return template;
  } finally {
    await fresh.close();
  }
};

/** Opens from the cached template; a cache that cannot be opened (say, after a PGlite upgrade) is rebuilt once. */
const openFromTemplate = async (): Promise<PgliteDatabase> => {
  const path = templatePath();
  if (existsSync(path)) {
    try {
      return await PgliteDatabase.open({ template: new Blob([readFileSync(path)]) });
    } catch {
      rmSync(path, { force: true });
    }
  }
  return PgliteDatabase.open({ template: await buildTemplate(path) });
};

const createPgliteTestDatabase = async (): Promise<TestDatabase> => {
  const db = await openFromTemplate();
  // The template is current, but a stale one (edited migration) must fail loudly rather than test old tables.
  await migrate(db);
  return { db, kind: 'pglite', ...helpers(db), dispose: () => db.close() };
};

const createPostgresTestDatabase = async (url: string): Promise<TestDatabase> => {
  const schema = `test_${process.pid}_${randomBytes(6).toString('hex')}`;
  const admin = new PgDatabase(url, { max: 1 });
  await admin.exec(`CREATE SCHEMA ${schema}`);
  const db = new PgDatabase(url, { searchPath: schema, max: 5 });
  try {
    await migrate(db);
  } catch (error) {
    await db.close();
    await admin.exec(`DROP SCHEMA ${schema} CASCADE`);
    await admin.close();
    throw error;
  }
  return {
    db,
    kind: 'postgres',
    ...helpers(db),
    async dispose() {
      await db.close();
      await admin.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await admin.close();
    },
  };
};

/** A database for one test file. */
export const createTestDatabase = async (): Promise<TestDatabase> => {
  const url = process.env['TEST_DATABASE_URL']?.trim();
  return url ? createPostgresTestDatabase(url) : createPgliteTestDatabase();
};
