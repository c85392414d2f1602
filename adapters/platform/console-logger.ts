import type { Logger, LogLevel } from '../../core/shared';

const RANK: Record<LogLevel, number> = { debug: 0, info: 1, warn: 2, error: 3 };

/** Writes to the console from a minimum level up (info logs are sampled by the caller's rules). */
export const consoleLogger = (minLevel: LogLevel = 'info'): Logger => ({
  log(level, message, context) {
    if (RANK[level] < RANK[minLevel]) return;
    const line = context ? [`[${level}] ${message}`, context] : [`[${level}] ${message}`];
    (level === 'error' ? console.error : level === 'warn' ? console.warn : console.info)(...line);
  },
});
