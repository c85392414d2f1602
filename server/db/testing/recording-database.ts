import type { Database, Queryable, Row } from '../database';

/** Passes everything through and keeps the text of each statement: proof that two requests did the same work. */
export class RecordingDatabase implements Database {
  statements: string[] = [];

  constructor(private readonly inner: Database) {}

  get oneTransactionAtATime(): boolean | undefined {
    return this.inner.oneTransactionAtATime;
  }

  #recording(target: Queryable): Queryable {
    return {
      query: <T extends object = Row>(sql: string, params?: readonly unknown[]) => {
        this.statements.push(sql);
        return target.query<T>(sql, params);
      },
      exec: (sql: string) => {
        this.statements.push(sql);
        return target.exec(sql);
      },
    };
  }

  query<T extends object = Row>(sql: string, params?: readonly unknown[]): Promise<T[]> {
    return this.#recording(this.inner).query<T>(sql, params);
  }

  exec(sql: string): Promise<void> {
    return this.#recording(this.inner).exec(sql);
  }

  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
    this.statements.push('BEGIN');
    return this.inner.transaction((tx) => work(this.#recording(tx))).finally(() => this.statements.push('END'));
  }

  /** The statements recorded since the last call. */
  take(): string[] {
    const taken = this.statements;
    this.statements = [];
    return taken;
  }

  close(): Promise<void> {
    return this.inner.close();
  }
}
