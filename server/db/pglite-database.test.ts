import { PGlite } from '@electric-sql/pglite';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgliteDatabase } from './pglite-database';
import { expectPreparedAgainAfterAlter } from './testing/prepared-statements';

/**
 * Issue 11: a statement goes to PGlite in one call (each text prepared once, under a name). The answers must be
 * those of PGlite's own `query`: the same values both ways, the same errors, the same transactions.
 */
const SCHEMA = `CREATE TABLE things (id text PRIMARY KEY, n int, big bigint, ok boolean, at timestamptz, day date, tags text[], doc jsonb, raw bytea, score float8)`;
let db: PgliteDatabase;
/** PGlite itself, through its own `query`: the oracle. */
let plain: PGlite;
beforeAll(async () => {
  db = await PgliteDatabase.open();
  await db.exec(SCHEMA);
  plain = new PGlite();
  await plain.exec(SCHEMA);
});
afterAll(async () => {
  await db?.close();
  await plain?.close();
});
/** The rows of a statement both ways. */
const bothWays = async (sql: string, params: unknown[]): Promise<[unknown[], unknown[]]> => [await db.query(sql, params), (await plain.query(sql, params)).rows];

describe('PgliteDatabase statements', () => {
  it('writes and reads every kind of value the server uses, as PGlite does', async () => {
    const at = new Date(Date.UTC(2026, 10, 27, 21, 30, 15, 123));
    const values = [
      'a',
      42,
      9_007_199_254_740_991n,
      true,
      at,
      '2026-02-28',
      ['x', 'y "quoted"', 'z,comma', ''],
      { name: 'Zoë', list: [1, 2], nested: { ok: false } },
      new Uint8Array([0, 1, 254, 255]),
      0.1 + 0.2,
    ];
    const insert = 'INSERT INTO things (id, n, big, ok, at, day, tags, doc, raw, score) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING *';
    const [inserted, insertedPlainly] = await bothWays(insert, values);
    expect(inserted).toEqual(insertedPlainly);
    const [[row], [plainRow]] = await bothWays('SELECT id, n, big, ok, at, day::text AS day, tags, doc, raw, score FROM things WHERE id = $1', ['a']);
    expect(row).toEqual(plainRow);
    expect(row).toEqual({
      id: 'a',
      n: 42,
      big: 9_007_199_254_740_991,
      ok: true,
      at,
      day: '2026-02-28',
      tags: ['x', 'y "quoted"', 'z,comma', ''],
      doc: { name: 'Zoë', list: [1, 2], nested: { ok: false } },
      raw: new Uint8Array([0, 1, 254, 255]),
      score: 0.1 + 0.2,
    });
  });

  it('passes nulls, and a text seen again with other values answers for those', async () => {
    await db.query('INSERT INTO things (id, n, tags) VALUES ($1, $2, $3)', ['b', null, null]);
    await db.query('INSERT INTO things (id, n, tags) VALUES ($1, $2, $3)', ['c', 7, ['only']]);
    expect(await db.query('SELECT id, n, tags FROM things WHERE id = ANY($1) ORDER BY id', [['b', 'c']])).toEqual([
      { id: 'b', n: null, tags: null },
      { id: 'c', n: 7, tags: ['only'] },
    ]);
  });

  it('any values come back as they do through PGlite itself, and text as it went (property)', async () => {
    const text = fc.string().map((value) => value.replaceAll('\0', ''));
    await fc.assert(
      fc.asyncProperty(
        text,
        fc.integer({ min: -2_147_483_648, max: 2_147_483_647 }),
        fc.array(text, { maxLength: 4 }),
        fc.date({ min: new Date(Date.UTC(1900, 0, 1)), max: new Date(Date.UTC(2200, 0, 1)), noInvalidDate: true }),
        fc.jsonValue().filter((value) => !JSON.stringify(value).includes('\\u0000')),
        async (word, n, list, at, doc) => {
          const params = [word, n, list, at, JSON.stringify(doc)];
          const [[row], [plainRow]] = await bothWays('SELECT $1::text AS word, $2::int AS n, $3::text[] AS list, $4::timestamptz AS at, $5::jsonb AS doc', params);
          expect(row).toEqual(plainRow);
          expect(row).toMatchObject({ word, n, list, at });
        },
      ),
      { numRuns: 100 },
    );
  });

  it('answers a failed statement with PostgreSQL\'s error and code, and the next statement runs', async () => {
    await expect(db.query('INSERT INTO things (id) VALUES ($1)', ['a'])).rejects.toMatchObject({ code: '23505' });
    await expect(db.query('SELECT nope FROM things')).rejects.toMatchObject({ code: '42703' });
    expect(await db.query('SELECT count(*)::int AS n FROM things WHERE id = $1', ['a'])).toEqual([{ n: 1 }]);
  });

  it('runs a transaction\'s statements in it: committed together, or rolled back together when it throws', async () => {
    await db.transaction(async (tx) => {
      await tx.query('INSERT INTO things (id, n) VALUES ($1, $2)', ['t1', 1]);
      await tx.query('UPDATE things SET n = n + $2 WHERE id = $1', ['t1', 1]);
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO things (id, n) VALUES ($1, $2)', ['t2', 1]);
        await tx.query('INSERT INTO things (id, n) VALUES ($1, $2)', ['t1', 1]);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect(await db.query('SELECT id, n FROM things WHERE id LIKE $1 ORDER BY id', ['t%'])).toEqual([{ id: 't1', n: 2 }]);
  });

  it('refuses a statement on a transaction that has ended', async () => {
    let kept: Parameters<Parameters<PgliteDatabase['transaction']>[0]>[0] | undefined;
    await db.transaction(async (tx) => {
      kept = tx;
    });
    await expect(kept!.query('SELECT 1')).rejects.toThrow('Transaction is closed');
  });

  it('runs statements from many callers at once one after another, each with its own answer', async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => db.query<{ n: number }>('SELECT $1::int * 2 AS n', [i])));
    expect(answers.map(([row]) => row!.n)).toEqual(Array.from({ length: 50 }, (_, i) => i * 2));
  });

  /** The statements this database holds prepared. */
  const preparedCount = async (): Promise<number> => (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_prepared_statements'))[0]!.n;

  it('prepares a text once: running it again prepares nothing more', async () => {
    const before = await preparedCount();
    for (let i = 0; i < 12; i++) expect(await db.query('SELECT $1::int + 1 AS n', [i])).toEqual([{ n: i + 1 }]);
    // The count's own text was prepared before its first answer: one more, for the sum.
    expect(await preparedCount()).toBe(before + 1);
  });

  it('a table altered under a kept statement: the run that finds it changed fails, the next one answers the new shape', async () => {
    await expectPreparedAgainAfterAlter(db);
  });

  it('keeps at most 2,000 statements prepared: older ones are closed and prepared again when they come back', async () => {
    for (let i = 0; i < 2_100; i++) expect(await db.query(`SELECT $1::int + ${i} AS n`, [1])).toEqual([{ n: i + 1 }]);
    expect(await preparedCount()).toBeLessThanOrEqual(2_000);
    expect(await db.query('SELECT $1::int + 0 AS n', [5])).toEqual([{ n: 5 }]);
    // Inside a transaction, and one that failed, the texts prepared and closed alike.
    await expect(
      db.transaction(async (tx) => {
        for (let i = 0; i < 2_000; i++) await tx.query(`SELECT $1::int - ${i} AS n`, [1]);
        await tx.query('SELECT nope FROM things');
      }),
    ).rejects.toMatchObject({ code: '42703' });
    expect(await preparedCount()).toBeLessThanOrEqual(2_000);
    expect(await db.query('SELECT $1::int - 1999 AS n', [2_000])).toEqual([{ n: 1 }]);
  });
});
