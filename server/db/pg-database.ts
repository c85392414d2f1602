import pg from 'pg';
import { resultShapeChanged, type Database, type Notifications, type Queryable, type Row } from './database';

/**
 * The names statements are prepared under: each text is parsed once per connection and, once the server keeps a
 * generic plan for it (after five runs), planned once too. A text whose statement failed with a changed result
 * shape gets a new name, so it is prepared again.
 */
class StatementNames {
  readonly #names = new Map<string, string>();
  #count = 0;

  of(sql: string): string {
    let name = this.#names.get(sql);
    if (name === undefined) {
      name = `spark_${(this.#count += 1)}`;
      this.#names.set(sql, name);
    }
    return name;
  }

  forget(sql: string): void {
    this.#names.delete(sql);
  }
}

const wrap = (target: pg.Pool | pg.PoolClient, names: StatementNames): Queryable => ({
  async query<T extends object>(sql: string, params: readonly unknown[] = []) {
    try {
      const result = await target.query({ name: names.of(sql), text: sql, values: [...params] });
      return result.rows as T[];
    } catch (error) {
      if (resultShapeChanged(error)) names.forget(sql);
      throw error;
    }
  },
  async exec(sql: string) {
    await target.query(sql);
  },
});

/** A PostgreSQL server through a `pg` connection pool. */
export class PgDatabase implements Database {
  readonly #pool: pg.Pool;
  readonly #names = new StatementNames();
  readonly #queryable: Queryable;
  readonly #listener: PgListener;
  readonly notifications: Notifications;

  /** `searchPath` confines every connection to one schema (the test suite uses a fresh schema per run). */
  constructor(connectionString: string, options: { searchPath?: string; max?: number } = {}) {
    this.#pool = new pg.Pool({
      connectionString,
      max: options.max ?? 10,
      ...(options.searchPath === undefined ? {} : { options: `-c search_path=${options.searchPath}` }),
    });
    // An idle client that loses its connection must not crash the process; the next query reconnects.
    this.#pool.on('error', () => undefined);
    this.#queryable = wrap(this.#pool, this.#names);
    this.#listener = new PgListener(connectionString, options.searchPath, this.#queryable);
    this.notifications = this.#listener;
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
      const result = await work(wrap(client, this.#names));
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
    await this.#listener.close();
    await this.#pool.end();
  }
}

/** How long a lost listening connection waits before it connects again. */
const RELISTEN_DELAY_MS = 1_000;

/**
 * LISTEN/NOTIFY over one connection of its own (a pooled connection would stop listening when it goes back to
 * the pool). Channels are namespaced by the schema in use, so databases sharing a server (the test suite's
 * schemas) never hear each other. A lost connection is replaced and listens again to every channel.
 */
class PgListener implements Notifications {
  readonly #handlers = new Map<string, Set<(payload: string) => void>>();
  #client: Promise<pg.Client> | undefined;
  #namespace: Promise<string> | undefined;
  #closed = false;

  constructor(
    private readonly connectionString: string,
    private readonly searchPath: string | undefined,
    private readonly pool: Queryable,
  ) {}

  async listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>> {
    const name = await this.#channel(channel);
    let handlers = this.#handlers.get(name);
    if (handlers === undefined) {
      handlers = new Set();
      this.#handlers.set(name, handlers);
      const client = await this.#connected();
      await client.query(`LISTEN ${quoteIdentifier(name)}`);
    }
    handlers.add(onPayload);
    return async () => {
      handlers.delete(onPayload);
      if (handlers.size > 0 || this.#handlers.get(name) !== handlers) return;
      this.#handlers.delete(name);
      if (this.#client !== undefined && !this.#closed) await (await this.#client).query(`UNLISTEN ${quoteIdentifier(name)}`).catch(() => undefined);
    };
  }

  async notify(channel: string, payload: string): Promise<void> {
    await this.pool.query('SELECT pg_notify($1, $2)', [await this.#channel(channel), payload]);
  }

  async close(): Promise<void> {
    this.#closed = true;
    const client = this.#client;
    this.#client = undefined;
    if (client !== undefined) await (await client.catch(() => undefined))?.end().catch(() => undefined);
  }

  #channel(channel: string): Promise<string> {
    this.#namespace ??= this.searchPath !== undefined
      ? Promise.resolve(this.searchPath)
      : this.pool.query<{ schema: string }>('SELECT current_schema() AS schema').then(([row]) => row?.schema ?? 'public');
    return this.#namespace.then((schema) => `${channel}_${schema}`.toLowerCase().slice(0, 63));
  }

  #connected(): Promise<pg.Client> {
    this.#client ??= this.#connect();
    return this.#client;
  }

  async #connect(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: this.connectionString });
    client.on('notification', (message) => {
      for (const handler of [...(this.#handlers.get(message.channel) ?? [])]) handler(message.payload ?? '');
    });
    const lost = () => {
      if (this.#closed || this.#client === undefined) return;
      this.#client = undefined;
      setTimeout(() => void this.#relisten(), RELISTEN_DELAY_MS).unref();
    };
    client.on('error', lost);
    client.on('end', lost);
    try {
      await client.connect();
    } catch (error) {
      this.#client = undefined;
      throw error;
    }
    return client;
  }

  async #relisten(): Promise<void> {
    if (this.#closed || this.#handlers.size === 0) return;
    try {
      const client = await this.#connected();
      for (const name of this.#handlers.keys()) await client.query(`LISTEN ${quoteIdentifier(name)}`);
    } catch {
      this.#client = undefined;
      if (!this.#closed) setTimeout(() => void this.#relisten(), RELISTEN_DELAY_MS).unref();
    }
  }
}

const quoteIdentifier = (name: string): string => `"${name.replaceAll('"', '""')}"`;
