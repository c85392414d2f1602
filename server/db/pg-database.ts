import pg from 'pg';
import type { Database, Queryable, Row } from './database';

const wrap = (target: pg.Pool | pg.PoolClient): Queryable => ({
  async query<T extends object>(sql: string, params: readonly unknown[] = []) {
    const result = await target.query(sql, [...params]);
    return result.rows as T[];
  },
  async exec(sql: string) {
    await target.query(sql);
  },
});

/** A PostgreSQL server through a `pg` connection pool. */
export class PgDatabase implements Database {
  readonly #pool: pg.Pool;
  readonly #queryable: Queryable;

  /** `searchPath` confines every connection to one schema (the test suite uses a fresh schema per run). */
  constructor(connectionString: string, options: { searchPath?: string; max?: number } = {}) {
    this.#pool = new pg.Pool({
      connectionString,
      max: options.max ?? 10,
      ...(options.searchPath === undefined ? {} : { options: `-c search_path=${options.searchPath}` }),
    });
    // An idle client that loses its connection must not crash the process; the next query reconnects.
    this.#pool.on('error', () => undefined);
    this.#queryable = wrap(this.#pool);
  }

  query<T extends object = Row>(sql: string, params?: readonly unknown[]): Promise<T[]> {
    return this.#queryable.query<T>(sql, params);
  }

  exec(sql: string): Promise<void> {
    return this.#queryable.exec(sql);
  }

  async transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
    const client = await this.#pool.connect();
    try {
      await client.query('BEGIN');
      const result = await work(wrap(client));
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  async close(): Promise<void> {
    await this.#pool.end();
  }
}
