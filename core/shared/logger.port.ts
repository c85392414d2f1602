export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

/** Structured logging; adapters decide where it goes and what is sampled. */
export interface Logger {
  log(level: LogLevel, message: string, context?: Readonly<Record<string, unknown>>): void;
}
