import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgDatabase } from './pg-database';
import { expectPreparedAgainAfterAlter } from './testing/prepared-statements';

/**
 * Issue 11: on a PostgreSQL server each statement text is prepared once per connection, under a name, and every
 * later run binds it. Runs where the suite has a PostgreSQL server (TEST_DATABASE_URL).
 */
const url = process.env['TEST_DATABASE_URL']?.trim();
const schema = `test_prepared_${process.pid}_${randomBytes(4).toString('hex')}`;
let admin: PgDatabase;
/** One connection, so every statement meets the statements it prepared before. */
let db: PgDatabase;

describe.skipIf(!url)('PgDatabase statements (a PostgreSQL server)', () => {
  beforeAll(async () => {
    admin = new PgDatabase(url!, { max: 1 });
    await admin.exec(`CREATE SCHEMA ${schema}`);
    db = new PgDatabase(url!, { searchPath: schema, max: 1 });
  });
  afterAll(async () => {
    await db?.close();
    await admin?.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin?.close();
  });

  const prepared = async (): Promise<string[]> =>
    (await db.query<{ statement: string }>('SELECT statement FROM pg_prepared_statements ORDER BY prepare_time')).map((row) => row.statement);

  it('prepares a text once: its later runs, with other values, bind what was prepared', async () => {
    for (let i = 0; i < 12; i++) expect(await db.query('SELECT $1::int + 1 AS n', [i])).toEqual([{ n: i + 1 }]);
    expect((await prepared()).filter((statement) => statement === 'SELECT $1::int + 1 AS n')).toHaveLength(1);
    // In a transaction, on the same connection: the same prepared statement.
    expect(await db.transaction((tx) => tx.query('SELECT $1::int + 1 AS n', [41]))).toEqual([{ n: 42 }]);
    expect((await prepared()).filter((statement) => statement === 'SELECT $1::int + 1 AS n')).toHaveLength(1);
  });

  it('answers a failed statement with its error, and runs it once it can', async () => {
    await expect(db.query('SELECT id FROM later')).rejects.toMatchObject({ code: '42P01' });
    await db.exec('CREATE TABLE later (id int)');
    expect(await db.query('SELECT id FROM later')).toEqual([]);
  });

  it('a table altered under a kept statement: the run that finds it changed fails, the next one answers the new shape', async () => {
    await expectPreparedAgainAfterAlter(db);
  });
});
