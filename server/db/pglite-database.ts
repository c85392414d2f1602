import { parse, PGlite, protocol, type Transaction } from '@electric-sql/pglite';
import type { Database, Queryable, Row } from './database';

const { serialize } = protocol;

const joined = (parts: readonly Uint8Array[]): Uint8Array => {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};

/** How many statements' parameter types are kept (texts beyond that are described again when they come back). */
const STATEMENTS_KEPT = 2_000;

/**
 * A statement in one call into PGlite's WebAssembly instead of six. PGlite's own `query` sends each message of the
 * extended protocol on its own (parse, describe the statement for its parameter types, bind, describe the portal,
 * execute, sync), each a call into the module costing about as much as the statement itself; here the parameter
 * types of a statement's text are described once and kept, and the five messages that run it go together, the
 * parameters written by the same serializers PGlite picks for those types and the rows read by its own parsers.
 * Same statements, same values, same errors; about a quarter of the time for a small statement.
 */
class Statements {
  readonly #types = new Map<string, readonly number[]>();

  constructor(private readonly pg: PGlite) {}

  /** Runs `sql`; the caller holds PGlite's transaction lock (inside a transaction, or having taken it). */
  async run<T>(sql: string, params: readonly unknown[]): Promise<T[]> {
    const pg = this.pg;
    return pg._runExclusiveQuery(async () => {
      const types = this.#types.get(sql) ?? (await this.#describe(sql));
      const values = params.map((value, i) => {
        if (value === null || value === undefined) return null;
        const write = pg.serializers[types[i] ?? 0];
        return write ? write(value) : String(value);
      });
      const messages = await pg.execProtocolStream(
        joined([serialize.parse({ text: sql, types: [...types] }), serialize.bind({ values }), serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync()]),
        { syncToFs: false },
      );
      return (parse.parseResults(messages, pg.parsers)[0]?.rows ?? []) as T[];
    });
  }

  async #describe(sql: string): Promise<readonly number[]> {
    const messages = await this.pg.execProtocolStream(joined([serialize.parse({ text: sql }), serialize.describe({ type: 'S' }), serialize.sync()]), { syncToFs: false });
    const types = parse.parseDescribeStatementResults(messages);
    if (this.#types.size >= STATEMENTS_KEPT) this.#types.clear();
    this.#types.set(sql, types);
    return types;
  }
}

const wrap = (target: PGlite | Transaction, query: Queryable['query']): Queryable => ({
  query,
  async exec(sql: string) {
    await target.exec(sql);
  },
});

/** Embedded PostgreSQL (WebAssembly). PGlite runs one statement at a time, so a transaction holds it alone. */
export class PgliteDatabase implements Database {
  readonly #db: PGlite;
  readonly #queryable: Queryable;

  readonly #statements: Statements;

  private constructor(db: PGlite) {
    this.#db = db;
    this.#statements = new Statements(db);
    // Outside a transaction: PGlite's transaction lock, and the data folder synced afterwards, as its `query` does.
    this.#queryable = wrap(db, <T extends object>(sql: string, params: readonly unknown[] = []) =>
      db._runExclusiveTransaction(async () => {
        const rows = await this.#statements.run<T>(sql, params);
        await db.syncToFs();
        return rows;
      }),
    );
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
    return this.#db.transaction((tx) =>
      work(
        wrap(tx, <T extends object>(sql: string, params: readonly unknown[] = []) => {
          if (tx.closed) return Promise.reject(new Error('Transaction is closed'));
          return this.#statements.run<T>(sql, params);
        }),
      ),
    );
  }

  /** The whole data folder as an uncompressed tarball: a template other databases can start from. */
  async dump(): Promise<Blob> {
    return this.#db.dumpDataDir('none');
  }

  async close(): Promise<void> {
    if (!this.#db.closed) await this.#db.close();
  }
}
