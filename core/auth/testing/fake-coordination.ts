import type { Scheduler, Unsubscribe } from '../../shared';
import type { AuthBroadcast, AuthBroadcastPort, LockPort } from '../coordination.port';
import type { SessionHintPort } from '../session-hint.port';

/** Named locks shared by every fake tab of one hub, like Web Locks across the tabs of a browser. */
export class FakeLockHub {
  readonly #tails = new Map<string, Promise<unknown>>();
  #tabs = 0;

  /** The LockPort of one tab; all tabs of the hub share the same locks, and each counts as an open tab. */
  port(): LockPort {
    this.#tabs += 1;
    return {
      othersOpen: async () => this.#tabs > 1,
      run: <T>(name: string, task: () => Promise<T>): Promise<T> => {
        const previous = this.#tails.get(name) ?? Promise.resolve();
        const result = previous.then(task, task);
        this.#tails.set(name, result.catch(() => undefined));
        return result;
      },
    };
  }
}

/**
 * A channel between fake tabs, like BroadcastChannel: a message reaches every other tab, never the sender, and
 * arrives asynchronously (after `delayMs` on the scheduler, or on the next microtask when no scheduler is given).
 */
export class FakeBroadcastHub {
  readonly #tabs = new Set<{ listeners: Set<(m: AuthBroadcast) => void> }>();
  readonly sent: AuthBroadcast[] = [];

  constructor(
    private readonly scheduler?: Scheduler,
    private readonly delayMs = 1,
  ) {}

  port(): AuthBroadcastPort {
    const tab = { listeners: new Set<(m: AuthBroadcast) => void>() };
    this.#tabs.add(tab);
    return {
      publish: (message) => {
        this.sent.push(message);
        for (const other of this.#tabs) {
          if (other === tab) continue;
          const deliver = () => other.listeners.forEach((l) => l(message));
          if (this.scheduler) this.scheduler.setTimeout(deliver, this.delayMs);
          else void Promise.resolve().then(deliver);
        }
      },
      subscribe: (listener): Unsubscribe => {
        tab.listeners.add(listener);
        return () => tab.listeners.delete(listener);
      },
    };
  }
}

/** A session hint a test sets by hand; by default the device may hold a session. */
export class FakeSessionHint implements SessionHintPort {
  constructor(public present = true) {}
  forgotten = 0;
  maybeSignedIn(): boolean {
    return this.present;
  }
  forget(): void {
    this.present = false;
    this.forgotten += 1;
  }
}
