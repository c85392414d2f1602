/**
 * core/shared — the vocabulary every module uses.
 * Owns: Result and AppError, branded ids and units, DI tokens, and the platform ports
 * (Clock, Scheduler, Random, IdGenerator, Logger, KeyValueStorage), and the base time unit (CONF-14).
 * Needs: nothing. Exposes: the types, constructors and tokens below; fakes under ./testing.
 */
import type { Clock } from './clock.port';
import type { IdGenerator } from './id-generator.port';
import type { KeyValueStorage } from './key-value-storage.port';
import type { FeatureLoader } from './feature-loader.port';
import type { Logger } from './logger.port';
import type { Random } from './random.port';
import type { Scheduler } from './scheduler.port';
import { token } from './token';

export * from './result';
export * from './brand';
export * from './token';
export { BASE_TIME_UNIT_MS } from './base-time-unit';
export { escapeMarkup } from './escape-markup';
export type { Disposable, Unsubscribe } from './disposable';
export type { Clock } from './clock.port';
export type { Scheduler, TimerHandle } from './scheduler.port';
export type { Random } from './random.port';
export type { IdGenerator } from './id-generator.port';
export type { Logger, LogLevel } from './logger.port';
export type { KeyValueStorage, StorageError } from './key-value-storage.port';
export type { FeatureLoader } from './feature-loader.port';

export const SHARED = {
  Clock: token<Clock>('shared.Clock'),
  Scheduler: token<Scheduler>('shared.Scheduler'),
  Random: token<Random>('shared.Random'),
  IdGenerator: token<IdGenerator>('shared.IdGenerator'),
  Logger: token<Logger>('shared.Logger'),
  KeyValueStorage: token<KeyValueStorage>('shared.KeyValueStorage'),
  Features: token<FeatureLoader>('shared.Features'),
  /** CONF-14: the base time unit in milliseconds, one value for the whole app. */
  BaseTimeUnitMs: token<number>('shared.BaseTimeUnitMs'),
} as const;
