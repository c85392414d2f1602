import { appError, err, ok, type Result, type Unsubscribe } from '../../shared';
import { isSameClaim, type TabClaim } from '../tab-claim';
import type { TabPresenceError, TabPresencePort } from '../tab-presence.port';

type Listener = (claim: TabClaim | null) => void;

interface Delivery {
  readonly to: FakeTabPresence;
  readonly claim: TabClaim | null;
}

/** How a hub hands a write to the other tabs: at once, or queued until the test delivers it (as browsers queue `storage` events). */
export type HubDelivery = 'immediate' | 'queued';

/**
 * The shared storage of several fake tabs in one process. Each `openTab()` is one tab's TabPresencePort; a
 * write is seen at once by every tab's `read`, and heard by every other tab either at once or, when queued,
 * when the test calls `deliverNext` or `deliverAll`, so races between tabs can be played out step by step.
 */
export class FakeTabPresenceHub {
  #stored: TabClaim | null = null;
  /** While a race is played, reads still see what was stored when it began. */
  #raceView: { readonly stored: TabClaim | null } | undefined;
  readonly #queue: Delivery[] = [];
  readonly #tabs = new Set<FakeTabPresence>();

  constructor(private readonly delivery: HubDelivery = 'immediate') {}

  /** A new tab's port. */
  openTab(): FakeTabPresence {
    const tab = new FakeTabPresence({
      read: () => (this.#raceView ? this.#raceView.stored : this.#stored),
      write: (claim) => this.#store(tab, claim),
    });
    this.#tabs.add(tab);
    return tab;
  }

  /** Leaves a claim in storage as a tab that has since closed would, or empties it as a cleared storage: nobody hears it. */
  seed(claim: TabClaim | null): void {
    this.#stored = claim;
  }

  /** Removes the stored claim as another page clearing local storage would: every tab hears null. */
  clearStorage(): void {
    this.#store(undefined, null);
  }

  /**
   * Runs `steps` as if they happened at once in separate tabs: every read inside sees the storage as it was
   * before any of their writes, as when two tabs each read before the other's write reaches the disk.
   */
  race(steps: () => void): void {
    this.#raceView = { stored: this.#stored };
    try {
      steps();
    } finally {
      this.#raceView = undefined;
    }
  }

  get stored(): TabClaim | null {
    return this.#stored;
  }

  get pendingDeliveries(): number {
    return this.#queue.length;
  }

  /** Delivers the oldest queued write, to `to` only when given (each tab hears writes in order). */
  deliverNext(to?: FakeTabPresence): boolean {
    const index = this.#queue.findIndex((d) => to === undefined || d.to === to);
    if (index < 0) return false;
    const [delivery] = this.#queue.splice(index, 1);
    delivery?.to.hear(delivery.claim);
    return true;
  }

  /** Delivers queued writes, including any written while delivering, until none is left. */
  deliverAll(): void {
    while (this.deliverNext()) {
      /* keep delivering */
    }
  }

  #store(from: FakeTabPresence | undefined, claim: TabClaim | null): void {
    // Like local storage, writing the value already stored changes nothing and tells nobody.
    if (claim === null ? this.#stored === null : isSameClaim(this.#stored, claim)) return;
    this.#stored = claim;
    for (const tab of this.#tabs) {
      if (tab === from) continue;
      if (this.delivery === 'immediate') tab.hear(claim);
      else this.#queue.push({ to: tab, claim });
    }
  }
}

interface HubLink {
  read(): TabClaim | null;
  write(claim: TabClaim): void;
}

/** One tab's view of a FakeTabPresenceHub. */
export class FakeTabPresence implements TabPresencePort {
  readonly #listeners = new Set<Listener>();
  /** Set to false to play a tab whose storage refuses writes. */
  writable = true;

  constructor(private readonly hub: HubLink) {}

  read(): TabClaim | null {
    return this.hub.read();
  }

  write(claim: TabClaim): Result<void, TabPresenceError> {
    if (!this.writable) return err(appError('SESSION.TAB_PRESENCE_UNAVAILABLE', 'storage refused the write'));
    this.hub.write(claim);
    return ok(undefined);
  }

  subscribe(listener: Listener): Unsubscribe {
    const entry: Listener = (claim) => listener(claim);
    this.#listeners.add(entry);
    return () => {
      this.#listeners.delete(entry);
    };
  }

  get listenerCount(): number {
    return this.#listeners.size;
  }

  /** Called by the hub when another tab's write reaches this tab. */
  hear(claim: TabClaim | null): void {
    for (const listener of [...this.#listeners]) listener(claim);
  }
}
