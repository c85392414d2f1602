import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Database, Queryable, Row } from './database';

const wrap = (target: PGlite | Transaction): Queryable => ({
  async query<T extends object>(sql: string, params: readonly unknown[] = []) {
    const result = await target.query(sql, [...params]);
    return result.rows as T[];
  },
  async exec(sql: string) {
    await target.exec(sql);
  },
});

/** Embedded PostgreSQL (WebAssembly). PGlite runs one statement at a time, so a transaction holds it alone. */
export class PgliteDatabase implements Database {
  readonly #db: PGlite;
  readonly #queryable: Queryable;

  private constructor(db: PGlite) {
    this.#db = db;
    this.#queryable = wrap(db);
  }

  /** Opens (creating on first use) a data folder, or an in-memory database when `dataDir` is undefined. */
  static async open(options: { dataDir?: string; template?: Blob } = {}): Promise<PgliteDatabase> {
    const db = new PGlite({
      ...(options.dataDir === undefined ? {} : { dataDir: options.dataDir }),
      ...(options.template === undefined ? {} : { loadDataDir: options.template }),
    });
    await db.waitReady;
    return new PgliteDatabase(db);
  }

  query<T extends object = Row>(sql: string, params?: readonly unknown[]): Promise<T[]> {
    return this.#queryable.query<T>(sql, params);
  }

  exec(sql: string): Promise<void> {
    return this.#queryable.exec(sql);
  }

  /** PGlite hands a commit's notifications to their listeners (as microtasks) before the commit's promise resolves. */
  readonly listenAtCommit = async (channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>> => {
    const [row] = await this.query<{ name: string }>("SELECT left(lower($1 || '_' || current_schema()), 63) AS name", [channel]);
    if (row === undefined) throw new Error('the database gave no schema');
    return this.#db.listen(row.name, onPayload);
  };

  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
    return this.#db.transaction((tx) => work(wrap(tx)));
  }

  /** The whole data folder as an uncompressed tarball: a template other databases can start from. */
  async dump(): Promise<Blob> {
    return this.#db.dumpDataDir('none');
  }

  async close(): Promise<void> {
    if (!this.#db.closed) await this.#db.close();
  }
}
