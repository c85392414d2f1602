import type { AllowanceTimers } from './allowance-timers';
import type { LoadRecsUseCase } from './load-recs.use-case';

export interface EnterDiscoveryDeps {
  readonly load: Pick<LoadRecsUseCase, 'topUp'>;
  readonly timers: Pick<AllowanceTimers, 'start'>;
  /** The discovery settings and the allowances the profile carries (RECS-11). */
  readonly loadSettings: () => Promise<void>;
  /** LOC: starts tracking the member's position and sending it to the provider. */
  readonly startLocation: () => Promise<void>;
}

/**
 * Discover opens: location tracking starts (so the provider knows where the member is), the settings and
 * allowances load, the allowance timers run, and the stack fills, all at once.
 */
export class EnterDiscoveryUseCase {
  constructor(private readonly deps: EnterDiscoveryDeps) {}

  async enter(): Promise<void> {
    const { load, timers, loadSettings, startLocation } = this.deps;
    timers.start();
    await Promise.all([startLocation(), loadSettings(), load.topUp()]);
  }
}
