import type { Logger } from '../shared';
import { POST_LOGIN_STEPS, shouldSkipPostLogin, type PostLoginStep } from './post-login';

/** One step's work; a step the app does not have yet is absent. */
export type PostLoginHandlers = Readonly<Partial<Record<PostLoginStep, () => void | Promise<void>>>>;

export interface RunPostLoginDeps {
  readonly handlers: PostLoginHandlers;
  readonly logger: Logger;
  /** PL-01: read when the sequence starts. */
  readonly settings: () => { readonly skipPostLogin: boolean; readonly selectDeepLinkActive: boolean };
}

/**
 * PL-01..PL-12: runs the steps in the spec's order, once per sign-in: skipped per PL-01, a second run while
 * signed in is logged and ignored (PL-02); a failing step is logged and the next one runs. `reset()` at
 * sign-out lets the next sign-in run it again.
 */
export class RunPostLoginUseCase {
  #ran = false;
  /** The steps of the last run, in order (for the app's diagnostics and tests). */
  readonly lastRun: PostLoginStep[] = [];

  constructor(private readonly deps: RunPostLoginDeps) {}

  async execute(): Promise<'ran' | 'skipped' | 'repeated'> {
    if (this.#ran) {
      this.deps.logger.log('info', 'post-login already ran: ignored');
      return 'repeated';
    }
    this.#ran = true;
    if (shouldSkipPostLogin(this.deps.settings())) return 'skipped';
    this.lastRun.length = 0;
    for (const step of POST_LOGIN_STEPS) {
      const handler = this.deps.handlers[step];
      if (!handler) continue;
      this.lastRun.push(step);
      try {
        await handler();
      } catch (error) {
        this.deps.logger.log('error', `post-login step ${step} failed`, { error: String(error) });
      }
    }
    return 'ran';
  }

  reset(): void {
    this.#ran = false;
  }
}
