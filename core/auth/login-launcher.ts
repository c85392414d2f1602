import { computed, signal, type ReadonlySignal } from '@preact/signals-core';
import type { LoginFlowUseCase } from './login-flow.use-case';

/** Where the login modal opens: on the choice of phone or e-mail, or straight on one of them. */
export type LoginEntry = 'chooser' | 'phone' | 'email';

/**
 * Opens the login modal from anywhere (landing buttons, the menu, AUTH-24, AUTH-28) without loading the sign-in
 * flow before it is wanted: a request waits here until the composition root has loaded the flow and attached it.
 */
export class LoginLauncher {
  readonly #pending = signal<LoginEntry | null>(null);
  readonly #flow = signal<LoginFlowUseCase | null>(null);
  /** The sign-in flow, once loaded. */
  readonly flow: ReadonlySignal<LoginFlowUseCase | null> = this.#flow;
  /** A request is waiting for the flow to load. */
  readonly needsFlow: ReadonlySignal<boolean> = computed(() => this.#pending.value !== null && this.#flow.value === null);
  /** The login modal is open. */
  readonly isOpen: ReadonlySignal<boolean> = computed(() => this.#flow.value?.isOpen.value ?? false);

  open(entry: LoginEntry = 'chooser'): void {
    const flow = this.#flow.peek();
    if (flow) openFlow(flow, entry);
    else this.#pending.value = entry;
  }

  /** Hands over the loaded flow and opens any request that waited for it. */
  attach(flow: LoginFlowUseCase): void {
    this.#flow.value = flow;
    const entry = this.#pending.peek();
    this.#pending.value = null;
    if (entry) openFlow(flow, entry);
  }

  close(): void {
    this.#pending.value = null;
    this.#flow.peek()?.close();
  }
}

const openFlow = (flow: LoginFlowUseCase, entry: LoginEntry): void => (entry === 'chooser' ? flow.openChooser() : flow.open(entry));
