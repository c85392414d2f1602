/**
 * The storage port: PostgreSQL SQL with numbered parameters ($1, $2, ...), the same text for the embedded
 * PGlite and for a PostgreSQL server. Repositories take a `Queryable`, so they run inside or outside a transaction.
 */
export type Row = Record<string, unknown>;

export interface Queryable {
  /** Runs one statement and returns its rows. */
  query<T extends object = Row>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
