/**
 * Versioned SQL migrations: `migrations/NNN_name.sql`, applied in order inside one transaction and recorded in
 * `schema_migrations` with a checksum. Running again applies only what is new; an applied file that changed
 * stops start-up, because the database no longer matches the code that describes it.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Database } from './database';

export interface Migration {
  readonly version: number;
  readonly name: string;
  readonly sql: string;
}

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

const FILE_NAME = /^(\d{3})_([a-z0-9_]+)\.sql$/;
/** Any number: it only keeps two servers that start together from migrating at the same time. */
const MIGRATION_LOCK = 7_201_493;

const checksum = (sql: string): string => createHash('sha256').update(sql).digest('hex');

/** The migrations in a folder, ordered by version; a badly named file or a repeated version is an error. */
export const readMigrations = (dir: string = MIGRATIONS_DIR): Migration[] => {
  const migrations = readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .map((file) => {
      const match = FILE_NAME.exec(file);
      if (!match) throw new Error(`Migration file "${file}" must be named NNN_name.sql`);
      return { version: Number(match[1]), name: match[2]!, sql: readFileSync(`${dir}/${file}`, 'utf8') };
    })
    .sort((a, b) => a.version - b.version);
  migrations.forEach((migration, index) => {
    if (index > 0 && migrations[index - 1]!.version === migration.version) {
      throw new Error(`Two migrations share version ${migration.version}`);
    }
  });
  return migrations;
};

/** Applies the pending migrations; returns the versions it applied. */
export const migrate = async (db: Database, migrations: readonly Migration[] = readMigrations()): Promise<number[]> =>
  db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      checksum text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const applied = new Map(
      (await tx.query<{ version: number; checksum: string }>('SELECT version, checksum FROM schema_migrations')).map((row) => [
        row.version,
        row.checksum,
      ]),
    );
    const done: number[] = [];
    for (const migration of migrations) {
      const sum = checksum(migration.sql);
      const recorded = applied.get(migration.version);
      if (recorded !== undefined) {
        if (recorded !== sum) {
          throw new Error(`Migration ${migration.version} (${migration.name}) changed after it was applied; add a new migration instead`);
        }
        continue;
      }
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name, checksum) VALUES ($1, $2, $3)', [
        migration.version,
        migration.name,
        sum,
      ]);
      done.push(migration.version);
    }
    return done;
  });
