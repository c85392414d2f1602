import type { AllowanceTimers } from './allowance-timers';
import type { LoadRecsUseCase } from './load-recs.use-case';

export interface EnterDiscoveryDeps {
  readonly load: Pick<LoadRecsUseCase, 'topUp'>;
  readonly timers: Pick<AllowanceTimers, 'start'>;
  /** The discovery settings and the allowances the profile carries (RECS-11). */
  readonly loadSettings: () => Promise<void>;
  /** LOC: starts tracking the member's position and sending it to the provider. */
  readonly startLocation: () => Promise<void>;
  /** Told once the stack's load has settled, with cards or without (the start's first screen has what it needs). */
  readonly stackSettled?: () => void;
}

/**
 * Discover opens: location tracking starts (so the provider knows where the member is), the settings and
 * allowances load, the allowance timers run, and the stack fills, all at once.
 */
export class EnterDiscoveryUseCase {
  constructor(private readonly deps: EnterDiscoveryDeps) {}

  async enter(): Promise<void> {
    const { load, timers, loadSettings, startLocation, stackSettled } = this.deps;
    timers.start();
    const stack = load.topUp().finally(() => stackSettled?.());
    await Promise.all([startLocation(), loadSettings(), stack]);
  }
}
