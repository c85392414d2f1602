import { appError, err, ok, type AppError, type Result } from '../../shared';
import type { StartupApiPort } from '../startup-api.port';

/** An in-memory provider of start-up settings: answers what the test sets, or fails; can hold answers back. */
export class FakeStartupApi implements StartupApiPort {
  settings: unknown = {};
  levers: unknown = { levers: {} };
  failSettings = false;
  failLevers = false;
  readonly deviceIds: string[] = [];
  #held: Array<() => void> | undefined;

  /** Answers wait until `release()`. */
  hold(): void {
    this.#held = [];
  }

  release(): void {
    const held = this.#held ?? [];
    this.#held = undefined;
    for (const answer of held) answer();
  }

  fetchAppSettings(): Promise<Result<unknown, AppError>> {
    return this.#answer(() => (this.failSettings ? err(appError('API.SERVER', 'meta failed')) : ok(this.settings)));
  }

  fetchLevers(deviceId: string): Promise<Result<unknown, AppError>> {
    this.deviceIds.push(deviceId);
    return this.#answer(() => (this.failLevers ? err(appError('API.SERVER', 'buckets failed')) : ok(this.levers)));
  }

  #answer<T>(make: () => T): Promise<T> {
    if (!this.#held) return Promise.resolve(make());
    const held = this.#held;
    return new Promise((resolve) => held.push(() => resolve(make())));
  }
}
