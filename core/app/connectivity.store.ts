import { computed, signal, type ReadonlySignal } from '@preact/signals-core';
import { nextConnectivity, ONLINE, type Connectivity, type ConnectivityEvent } from './connectivity';

/** APP-05, SESS-09: connectivity as signals. Written by ConnectivityMonitor. */
export class ConnectivityStore {
  readonly #state = signal<Connectivity>(ONLINE);
  readonly state: ReadonlySignal<Connectivity> = this.#state;
  /** SESS-09: the app state's `offline` flag. */
  readonly offline: ReadonlySignal<boolean> = computed(() => this.#state.value.kind === 'offline');
  /** APP-05: a request timed out while online, and nothing has come through since. */
  readonly showsConnectivityProblem: ReadonlySignal<boolean> = computed(() => this.#state.value.kind === 'unreachable');

  apply(event: ConnectivityEvent): void {
    this.#state.value = nextConnectivity(this.#state.peek(), event);
  }

  reset(state: Connectivity): void {
    this.#state.value = state;
  }
}
