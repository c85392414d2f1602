import { parse, PGlite, protocol, type Transaction } from '@electric-sql/pglite';
import { resultShapeChanged, type Database, type Queryable, type Row } from './database';

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

/** How many statements are kept prepared (texts beyond that are prepared again when they come back). */
const STATEMENTS_KEPT = 2_000;

interface Prepared {
  readonly name: string;
  /** The parameters' types, as the database described them. */
  readonly types: readonly number[];
}

/**
 * A statement in one call into PGlite's WebAssembly instead of six. PGlite's own `query` sends each message of the
 * extended protocol on its own (parse, describe the statement for its parameter types, bind, describe the portal,
 * execute, sync), each a call into the module costing about as much as the statement itself. Here each statement
 * text is prepared once, under a name, and its parameter types kept: every run then binds the prepared statement
 * and executes it in one call, without parsing the text again and, once PostgreSQL has found a plan that fits
 * every value (its generic plan, after five runs), without planning it again either. The parameters are written by
 * the same serializers PGlite picks for those types and the rows read by its own parsers: same statements, same
 * values, same errors.
 */
class Statements {
  readonly #prepared = new Map<string, Prepared>();
  /** Prepared statements no longer kept, closed before the next statement runs. */
  #closing: string[] = [];
  #named = 0;

  constructor(private readonly pg: PGlite) {}

  /** Runs `sql`; the caller holds PGlite's transaction lock (inside a transaction, or having taken it). */
  async run<T>(sql: string, params: readonly unknown[]): Promise<T[]> {
    const pg = this.pg;
    return pg._runExclusiveQuery(async () => {
      if (this.#closing.length > 0) await this.#close();
      const { name, types } = this.#prepared.get(sql) ?? (await this.#prepare(sql));
      const values = params.map((value, i) => {
        if (value === null || value === undefined) return null;
        const write = pg.serializers[types[i] ?? 0];
        return write ? write(value) : String(value);
      });
      try {
        const messages = await pg.execProtocolStream(
          joined([serialize.bind({ statement: name, values }), serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync()]),
          { syncToFs: false },
        );
        return (parse.parseResults(messages, pg.parsers)[0]?.rows ?? []) as T[];
      } catch (error) {
        // A table altered under a kept statement: prepared again on its next run.
        if (resultShapeChanged(error)) this.#forget(sql);
        throw error;
      }
    });
  }

  async #prepare(sql: string): Promise<Prepared> {
    if (this.#prepared.size >= STATEMENTS_KEPT) {
      this.#closing.push(...[...this.#prepared.values()].map((kept) => kept.name));
      this.#prepared.clear();
      await this.#close();
    }
    const name = `spark_${(this.#named += 1)}`;
    const messages = await this.pg.execProtocolStream(joined([serialize.parse({ name, text: sql }), serialize.describe({ type: 'S', name }), serialize.sync()]), {
      syncToFs: false,
    });
    const prepared = { name, types: parse.parseDescribeStatementResults(messages) };
    this.#prepared.set(sql, prepared);
    return prepared;
  }

  #forget(sql: string): void {
    const kept = this.#prepared.get(sql);
    if (kept === undefined) return;
    this.#prepared.delete(sql);
    this.#closing.push(kept.name);
  }

  /** Closes the statements no longer kept (a close is refused by no transaction state, aborted ones included). */
  async #close(): Promise<void> {
    const names = this.#closing;
    this.#closing = [];
    await this.pg.execProtocolStream(joined([...names.map((name) => serialize.close({ type: 'S', name })), serialize.sync()]), { syncToFs: false });
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

  /** PGlite runs one transaction at a time (its transaction lock), and only this process opens its data folder. */
  readonly oneTransactionAtATime = true;

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
