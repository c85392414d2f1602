import type { Scheduler } from '../shared';

/** The longest a start holds back what can wait for its first screen (a slow or failed first screen lets it go). */
export const FIRST_SCREEN_MAX_WAIT_MS = 3_000;

/**
 * What a start does once its first screen has what it needs. A member opening Discover needs the first page of
 * recs and its photos first; the post-login steps and the modules they load (profile, realtime, matches, offers,
 * alerts: a dozen calls and the code behind them) would otherwise compete with that page for the network and the
 * main thread. A start that opens Discover holds the gate (`hold`) until the recs module has the first page
 * (`release`), never longer than FIRST_SCREEN_MAX_WAIT_MS; every other start never holds it, so `passed` answers at
 * once.
 */
export class FirstScreenGate {
  #release: (() => void) | undefined;
  #passed: Promise<void> = Promise.resolve();

  constructor(
    private readonly scheduler: Scheduler,
    private readonly maxWaitMs = FIRST_SCREEN_MAX_WAIT_MS,
  ) {}

  /** The first screen needs the network first: what waits for it waits until `release`, or the longest wait. */
  hold(): void {
    if (this.#release) return;
    this.#passed = new Promise<void>((resolve) => {
      const timer = this.scheduler.setTimeout(() => this.release(), this.maxWaitMs);
      this.#release = () => {
        this.scheduler.clearTimeout(timer);
        resolve();
      };
    });
  }

  /** The first screen has what it needs (or will not get it): what waits goes on. Nothing when not held. */
  release(): void {
    const release = this.#release;
    if (!release) return;
    this.#release = () => undefined;
    release();
  }

  /** Resolves once the first screen has what it needs: at once unless held. */
  passed(): Promise<void> {
    return this.#passed;
  }
}
