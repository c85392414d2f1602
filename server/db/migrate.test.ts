import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, readMigrations, type Migration } from './migrate';
import { createTestDatabase, type TestDatabase } from './testing/test-database';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t?.dispose();
});

const tables = async (): Promise<string[]> =>
  (await t.db.query<{ tablename: string }>("SELECT tablename FROM pg_tables WHERE schemaname = current_schema() AND tablename LIKE 'mt_%' ORDER BY 1")).map(
    (row) => row.tablename,
  );

const recorded = async (): Promise<number[]> =>
  (await t.db.query<{ version: number }>('SELECT version FROM schema_migrations WHERE version >= 900 ORDER BY version')).map((row) => row.version);

describe('migrations', () => {
  it('the project`s migrations are applied and recorded in order', async () => {
    const rows = await t.db.query<{ version: number; name: string }>('SELECT version, name FROM schema_migrations WHERE version < 900 ORDER BY version');
    expect(rows).toEqual(readMigrations().map(({ version, name }) => ({ version, name })));
    expect(rows.slice(0, 2)).toEqual([
      { version: 1, name: 'users' },
      { version: 2, name: 'auth' },
    ]);
  });

  it('pending migrations run in order once; running again applies nothing', async () => {
    const migrations: Migration[] = [
      { version: 902, name: 'second', sql: 'ALTER TABLE mt_first ADD COLUMN label text;' },
      { version: 901, name: 'first', sql: 'CREATE TABLE mt_first (id integer PRIMARY KEY);' },
    ].sort((a, b) => a.version - b.version);
    expect(await migrate(t.db, migrations)).toEqual([901, 902]);
    expect(await migrate(t.db, migrations)).toEqual([]);
    expect(await recorded()).toEqual([901, 902]);
    expect(await tables()).toEqual(['mt_first']);
  });

  it('a failing migration rolls back the whole run: no table, no record', async () => {
    const migrations: Migration[] = [
      { version: 910, name: 'fine', sql: 'CREATE TABLE mt_fine (id integer);' },
      { version: 911, name: 'broken', sql: 'CREATE TABLE mt_broken (id no_such_type);' },
    ];
    await expect(migrate(t.db, migrations)).rejects.toThrow();
    expect(await tables()).not.toContain('mt_fine');
    expect(await recorded()).not.toContain(910);
  });

  it('an applied migration whose file changed stops start-up', async () => {
    await migrate(t.db, [{ version: 920, name: 'kept', sql: 'CREATE TABLE mt_kept (id integer);' }]);
    await expect(migrate(t.db, [{ version: 920, name: 'kept', sql: 'CREATE TABLE mt_kept (id bigint);' }])).rejects.toThrow(/changed after it was applied/);
  });

  it('files are read in version order; a bad name or a repeated version is an error', () => {
    const dir = mkdtempSync(join(tmpdir(), 'migrations-'));
    writeFileSync(join(dir, '002_b.sql'), 'SELECT 2;');
    writeFileSync(join(dir, '001_a.sql'), 'SELECT 1;');
    writeFileSync(join(dir, 'README.md'), 'not a migration');
    expect(readMigrations(dir).map((m) => `${m.version}_${m.name}`)).toEqual(['1_a', '2_b']);
    writeFileSync(join(dir, '002_again.sql'), 'SELECT 2;');
    expect(() => readMigrations(dir)).toThrow(/share version 2/);
    const badDir = mkdtempSync(join(tmpdir(), 'migrations-'));
    writeFileSync(join(badDir, '1-first.sql'), 'SELECT 1;');
    expect(() => readMigrations(badDir)).toThrow(/NNN_name\.sql/);
  });
});
