import type { AuthBroadcast, AuthBroadcastPort, LockPort } from '../../core/auth';
import type { TabClaim, TabPresencePort } from '../../core/session';
import { ok, type Unsubscribe } from '../../core/shared';

/**
 * Tab coordination for a shell that is one process with one "tab" (the headless Node client, a native app): locks
 * hold within the process, broadcasts reach nobody, and the tab is always the active one.
 */

/** Named locks within this process: tasks under one name run one after the other. */
export const singleProcessLocks = (): LockPort => {
  const tails = new Map<string, Promise<unknown>>();
  return {
    run<T>(name: string, task: () => Promise<T>): Promise<T> {
      const previous = tails.get(name) ?? Promise.resolve();
      const result = previous.then(task, task);
      tails.set(name, result.catch(() => undefined));
      return result;
    },
    othersOpen: async () => false,
  };
};

/** No other tab hears, and none speaks. */
export const noOtherTabs: AuthBroadcastPort = {
  publish: (_message: AuthBroadcast) => undefined,
  subscribe: (): Unsubscribe => () => undefined,
};

/** SESS-07 with one tab: the claim it writes is the one it reads; no other tab ever writes. */
export class SingleTabPresence implements TabPresencePort {
  #claim: TabClaim | null = null;

  read(): TabClaim | null {
    return this.#claim;
  }

  write(claim: TabClaim) {
    this.#claim = claim;
    return ok(undefined);
  }

  subscribe(): Unsubscribe {
    return () => undefined;
  }
}
