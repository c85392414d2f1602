import { computed, signal, type ReadonlySignal } from '@preact/signals-core';
import { progressPercent } from './onboarding-fields';
import { initialOnboardingState, type OnboardingState } from './onboarding-state';

/** ONB-02 as signals: the state, and the current step's index and progress (ONB-07). */
export class OnboardingStore {
  readonly #state = signal<OnboardingState>(initialOnboardingState());
  readonly state: ReadonlySignal<OnboardingState> = this.#state;
  /** The current step's position, 0-based (-1 before init). */
  readonly stepIndex = computed(() => {
    const s = this.#state.value;
    // Stryker disable next-line ConditionalExpression: equivalent, indexOf(null) is -1 as well
    return s.currentStep === null ? -1 : s.steps.indexOf(s.currentStep);
  });
  /** ONB-07: percent, never 100 while a step is open. */
  readonly progress = computed(() => {
    const s = this.#state.value;
    // Stryker disable next-line ConditionalExpression: equivalent, the progress at index -1 is 0 as well
    return s.currentStep === null ? 0 : progressPercent(this.stepIndex.value, s.steps.length);
  });

  update(change: (s: OnboardingState) => OnboardingState): void {
    this.#state.value = change(this.#state.peek());
  }

  reset(): void {
    this.#state.value = initialOnboardingState();
  }
}
