/**
 * The storage port: PostgreSQL SQL with numbered parameters ($1, $2, ...), the same text for the embedded
 * PGlite and for a PostgreSQL server. Repositories take a `Queryable`, so they run inside or outside a transaction.
 */
export type Row = Record<string, unknown>;

/**
 * Whether a prepared statement failed because a table changed under it and its result would change shape
 * (PostgreSQL's 0A000, "cached plan must not change result type"): prepared again, it runs.
 */
export const resultShapeChanged = (error: unknown): boolean => (error as { code?: unknown } | null)?.code === '0A000';

export interface Queryable {
  /** Runs one statement and returns its rows. */
  query<T extends object = Row>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * PostgreSQL's LISTEN/NOTIFY between the processes sharing this database, where it reaches other processes (a
   * PostgreSQL server); absent on an embedded database, which only one process opens.
   */
  readonly notifications?: Notifications;
  /**
   * Hears what the database's own triggers announce with pg_notify on `<channel>_<schema>` (lower case, at most 63
   * characters; migration 180), where every write is this process's and a payload arrives before the statement or
   * transaction that committed it resolves: an embedded database. Absent on a PostgreSQL server, whose payloads
   * reach even the committing process only after its commit returned.
   */
  readonly listenAtCommit?: (channel: string, onPayload: (payload: string) => void) => Promise<() => Promise<void>>;
  /**
   * True where transactions run one after another, never side by side (an embedded database: one process opens
   * it, and it runs one transaction at a time), so a lock taken there never waits: work may skip taking locks that
   * only keep concurrent transactions apart. Absent (false) on a PostgreSQL server.
   */
  readonly oneTransactionAtATime?: boolean;
  close(): Promise<void>;
}

/** Messages between the server processes of one database, on named channels. */
export interface Notifications {
  /**
   * Hears every payload sent on `channel` (by any process, this one included) until the returned function is
   * called. Resolves once listening, so a payload sent afterwards is heard.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /** Sends a payload (at most 7,999 bytes) to every process listening on `channel`. */
  notify(channel: string, payload: string): Promise<void>;
}
