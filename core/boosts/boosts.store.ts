import { computed, signal, type ReadonlySignal } from '@preact/signals-core';
import { boostEnded, boostTimeRemaining, boostReducer, INITIAL_BOOST_MACHINE, type BoostAction, type BoostMachine } from './boost';

/** The boost state machine (BOOST-03) and the time the countdown reads, as signals. */
export class BoostsStore {
  readonly #machine = signal<BoostMachine>(INITIAL_BOOST_MACHINE);
  readonly #now = signal(0);
  readonly machine: ReadonlySignal<BoostMachine> = this.#machine;
  /** The time of the last tick (the countdown's now). */
  readonly now: ReadonlySignal<number> = this.#now;
  /** BOOST-07: ms left of the running boost (0 when none runs). */
  readonly remainingMs = computed(() => {
    const { phase, boost } = this.#machine.value;
    // Stryker disable next-line ConditionalExpression,OptionalChaining: equivalent, an active machine always has its boost, and without expires_at the time left is max(0, 0 − now), 0 for every clock after 1970
    return phase === 'active' && boost?.expires_at != null ? boostTimeRemaining(boost.expires_at, this.#now.value) : 0;
  });
  /** BOOST-07: whether the running boost has reached its end at the last tick. */
  readonly reachedEnd = computed(() => {
    const { phase, boost } = this.#machine.value;
    // Stryker disable next-line OptionalChaining: equivalent, an active machine always has its boost (and `&&` skips the rest otherwise)
    return phase === 'active' && boostEnded(boost?.expires_at ?? null, this.#now.value);
  });

  dispatch(action: BoostAction): void {
    this.#machine.value = boostReducer(this.#machine.value, action);
  }

  tick(now: number): void {
    this.#now.value = now;
  }

  clear(): void {
    this.#machine.value = INITIAL_BOOST_MACHINE;
  }
}
