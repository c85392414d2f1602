import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../core/shared';
import type { ServerConfig } from './config';
import type { Database } from './db/database';

/** What every server module is built from. */
export interface ServerContext {
  readonly config: ServerConfig;
  readonly db: Database;
  readonly clock: Clock;
  readonly log: FastifyBaseLogger;
}
