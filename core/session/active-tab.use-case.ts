import { signal, type ReadonlySignal } from '@preact/signals-core';
import type { Clock, Disposable, IdGenerator, Logger, Unsubscribe } from '../shared';
import { judgeClaims, nextClaim, type TabClaim } from './tab-claim';
import type { TabPresencePort } from './tab-presence.port';

/** SESS-07: whether this tab runs the app or shows the deactivated-tab screen. */
export type TabState = 'active' | 'deactivated';

export interface ActiveTabDeps {
  readonly presence: TabPresencePort;
  readonly clock: Clock;
  readonly ids: IdGenerator;
  readonly logger: Logger;
}

/**
 * SESS-07: registers this tab as the active one; another tab registering later deactivates it, and `takeOver`
 * (the deactivated-tab screen's "use here") registers it again, which deactivates the other.
 */
export class ActiveTab implements Disposable {
  readonly #deps: ActiveTabDeps;
  readonly #tabState = signal<TabState>('active');
  readonly tabState: ReadonlySignal<TabState> = this.#tabState;
  /** This tab's id, new on every app load. */
  readonly tabId: string;
  #mine: TabClaim | null = null;
  #unsubscribe: Unsubscribe | undefined;
  #disposed = false;

  constructor(deps: ActiveTabDeps) {
    this.#deps = deps;
    this.tabId = deps.ids.next();
  }

  /** Registers this tab as the active one and listens for others. Calling it again does nothing. */
  start(): void {
    if (this.#unsubscribe || this.#disposed) return;
    // Listen before writing, so a tab that registers right after this one is never missed.
    this.#unsubscribe = this.#deps.presence.subscribe(() => this.#onOtherTabWrote());
    this.#register();
  }

  /** "Use here": makes this tab the active one again; the tab that was active hears it and deactivates. */
  takeOver(): void {
    if (!this.#unsubscribe || this.#disposed) return;
    this.#register();
  }

  /**
   * Stops listening (the tab is closing). Its claim stays stored: removing it would lose the newest claim time,
   * and a tab taking over in the same millisecond could then lose to a claim it never saw.
   */
  dispose(): void {
    this.#disposed = true;
    this.#unsubscribe?.();
    this.#unsubscribe = undefined;
  }

  #register(): void {
    const { presence, clock } = this.#deps;
    const claim = nextClaim(this.tabId, clock.now(), presence.read());
    this.#mine = claim;
    this.#write(claim);
    this.#tabState.value = 'active';
  }

  /** Another tab wrote; what it wrote may be outdated by now, so the stored claim decides. */
  #onOtherTabWrote(): void {
    const mine = this.#mine;
    // A deactivated tab waits for the member's "use here"; nothing another tab does brings it back by itself.
    if (mine === null || this.#tabState.value === 'deactivated') return;
    const verdict = judgeClaims(mine, this.#deps.presence.read());
    if (verdict.kind === 'deactivated') this.#tabState.value = 'deactivated';
    else if (verdict.restore) this.#write(mine);
  }

  #write(claim: TabClaim): void {
    const written = this.#deps.presence.write(claim);
    // Without shared storage each tab runs on its own: better than deactivating a tab nobody can reach.
    if (!written.ok) this.#deps.logger.log('warn', 'Active tab could not be registered', { code: written.error.code });
  }
}
