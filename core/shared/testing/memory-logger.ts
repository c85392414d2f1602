import type { Logger, LogLevel } from '../logger.port';

export interface LogEntry {
  readonly level: LogLevel;
  readonly message: string;
  readonly context: Readonly<Record<string, unknown>> | undefined;
}

/** Keeps every entry so that a test can read what was logged. */
export class MemoryLogger implements Logger {
  readonly entries: LogEntry[] = [];
  log(level: LogLevel, message: string, context?: Readonly<Record<string, unknown>>): void {
    this.entries.push({ level, message, context });
  }
  messages(level?: LogLevel): string[] {
    return this.entries.filter((e) => level === undefined || e.level === level).map((e) => e.message);
  }
}
