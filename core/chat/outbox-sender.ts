import { effect } from '@preact/signals-core';
import type { OutboxSliceEntry, OutboxSliceState } from '../persistence';
import type { MatchesStore } from '../matches';
import type { Disposable, Logger, Scheduler, TimerHandle } from '../shared';
import type { ChatApiPort } from './chat-api.port';
import type { ChatRealtimePort } from './chat-realtime.port';
import type { ChatStore } from './chat.store';
import { toLastMessage } from './message';
import { classifyDeliveryFailure, MAX_TRANSIENT_ATTEMPTS, nextToDeliver, retryDelayMs, type OutboxEntry } from './outbox';
import type { OutboxPersistencePort } from './outbox-persistence.port';

export interface OutboxSenderDeps {
  readonly api: ChatApiPort;
  readonly store: ChatStore;
  readonly matches: MatchesStore;
  readonly realtime: ChatRealtimePort;
  readonly persistence: OutboxPersistencePort;
  readonly scheduler: Scheduler;
  readonly logger: Logger;
  /** The signed-in member: only their own kept outbox is restored. */
  readonly ownId: () => string | undefined;
}

/** An outbox entry as the persisted slice keeps it. */
export const toStoredEntry = (entry: OutboxEntry): OutboxSliceEntry => ({
  clientId: entry.clientId,
  matchId: entry.matchId,
  createdAt: entry.createdAt,
  kind: entry.content.kind,
  text: entry.content.kind === 'text' ? entry.content.text : '',
  media: entry.content.kind === 'text' ? null : entry.content.item,
  attempts: entry.attempts,
  failed: entry.state === 'failed',
  failure: entry.failure === undefined ? null : `${entry.transient ? 'transient:' : ''}${String(entry.failure)}`,
});

/** A kept entry back in the outbox: pending, unless it had failed. */
export const fromStoredEntry = (stored: OutboxSliceEntry): OutboxEntry => {
  const transient = stored.failure?.startsWith('transient:') ?? false;
  const failure = stored.failure === null ? undefined : stored.failure.replace(/^transient:/, '');
  return {
    clientId: stored.clientId,
    matchId: stored.matchId,
    createdAt: stored.createdAt,
    content: stored.kind === 'text' || stored.media === null ? { kind: 'text', text: stored.text } : { kind: stored.kind, item: stored.media },
    state: stored.failed ? 'failed' : 'pending',
    attempts: stored.attempts,
    ...(failure === undefined ? {} : { failure: /^\d+$/.test(failure) ? Number(failure) : failure }),
    ...(transient ? { transient: true } : {}),
  };
};

/**
 * Delivers the outbox (outbox.ts): each conversation's entries in order, one at a time, under their own ids. A
 * transient failure waits (1 s, doubling, at most 30 s) and tries again; after MAX_TRANSIENT_ATTEMPTS it shows
 * failed, and the conversation's later entries wait behind it. When the realtime link comes back, every entry
 * that failed for a transient reason is sent again (same id). A refusal fails the entry; later ones go on. The
 * outbox is kept on every change and restored at start (the member's own only).
 */
export class OutboxSender implements Disposable {
  readonly #draining = new Set<string>();
  readonly #timers = new Map<string, TimerHandle>();
  readonly #stops: Array<() => void> = [];
  #started = false;

  constructor(private readonly deps: OutboxSenderDeps) {}

  /** Restores the kept outbox, then keeps it and delivers it until `stop`. */
  async start(): Promise<void> {
    if (this.#started) return;
    this.#started = true;
    const { store, persistence, realtime } = this.deps;
    const epoch = store.epoch.peek();
    const kept = await persistence.load();
    const ownId = this.deps.ownId();
    if (!this.#started || store.epoch.peek() !== epoch) return;
    if (ownId !== undefined && kept.userId === ownId) store.restoreOutbox(kept.entries.map(fromStoredEntry));
    let first = true;
    this.#stops.push(
      effect(() => {
        const entries = store.outbox.value;
        const userId = this.deps.ownId();
        if (first) {
          first = false;
          if (entries.length === 0 && kept.entries.length === 0) return;
        }
        if (userId !== undefined) persistence.save({ userId, entries: entries.map(toStoredEntry) } satisfies OutboxSliceState);
      }),
    );
    let wasConnected = realtime.connected.peek();
    this.#stops.push(
      realtime.connected.subscribe((connected) => {
        if (connected && !wasConnected) this.#reconnected();
        wasConnected = connected;
      }),
    );
    this.kick();
  }

  /** Stops delivering (logout); what is under way is answered into nothing. */
  stop(): void {
    this.#started = false;
    for (const stop of this.#stops.splice(0)) stop();
    for (const handle of this.#timers.values()) this.deps.scheduler.clearTimeout(handle);
    this.#timers.clear();
  }

  dispose(): void {
    this.stop();
  }

  /** Delivers whatever can go now. */
  kick(): void {
    if (!this.#started) return;
    const matchIds = new Set(this.deps.store.outbox.peek().map((entry) => entry.matchId));
    for (const matchId of matchIds) if (!this.#timers.has(matchId)) void this.#drain(matchId);
  }

  #reconnected(): void {
    const { store, scheduler } = this.deps;
    for (const handle of this.#timers.values()) scheduler.clearTimeout(handle);
    this.#timers.clear();
    for (const entry of store.outbox.peek()) {
      if (entry.state === 'failed' && entry.transient) store.updateOutgoing(entry.clientId, ({ failure: _f, transient: _t, ...rest }) => ({ ...rest, state: 'pending', attempts: 0 }));
    }
    this.kick();
  }

  async #drain(matchId: string): Promise<void> {
    if (this.#draining.has(matchId)) return;
    this.#draining.add(matchId);
    try {
      for (;;) {
        if (!this.#started || this.#timers.has(matchId)) return;
        const entry = nextToDeliver(this.deps.store.outbox.peek(), matchId);
        if (entry === undefined) return;
        if (!(await this.#deliver(entry))) return;
      }
    } finally {
      this.#draining.delete(matchId);
    }
  }

  /** Sends one entry; answers whether the conversation's next entry may go now. */
  async #deliver(entry: OutboxEntry): Promise<boolean> {
    const { api, store, matches, logger } = this.deps;
    const epoch = store.epoch.peek();
    store.updateOutgoing(entry.clientId, (current) => ({ ...current, state: 'sending' }));
    const sent = await api.sendMessage(entry.matchId, entry.clientId, entry.content);
    if (store.epoch.peek() !== epoch || !store.outbox.peek().some((current) => current.clientId === entry.clientId)) return false;
    if (sent.ok) {
      // The answer is the message stored, this time or an earlier one: either way it is sent.
      store.forgetOutgoing(entry.clientId);
      store.receive([sent.value]);
      matches.setLastMessage(entry.matchId, toLastMessage(sent.value));
      return true;
    }
    const failure = classifyDeliveryFailure(sent.error);
    logger.log('info', 'chat.send-failed', { code: sent.error.code, kind: failure.kind });
    if (failure.kind === 'refused') {
      store.updateOutgoing(entry.clientId, (current) => ({ ...current, state: 'failed', failure: sent.error.code, attempts: current.attempts + 1 }));
      return true;
    }
    const attempts = entry.attempts + 1;
    const givesUp = failure.kind === 'transient' && attempts >= MAX_TRANSIENT_ATTEMPTS;
    store.updateOutgoing(entry.clientId, (current) => ({
      ...current,
      state: givesUp ? 'failed' : 'pending',
      attempts,
      ...(givesUp ? { failure: sent.error.code, transient: true } : {}),
    }));
    if (!givesUp) this.#retryLater(entry.matchId, failure.kind === 'rate-limited' ? failure.waitMs : retryDelayMs(attempts));
    return false;
  }

  #retryLater(matchId: string, delayMs: number): void {
    const { scheduler } = this.deps;
    const previous = this.#timers.get(matchId);
    if (previous !== undefined) scheduler.clearTimeout(previous);
    this.#timers.set(
      matchId,
      scheduler.setTimeout(() => {
        this.#timers.delete(matchId);
        void this.#drain(matchId);
      }, delayMs),
    );
  }
}
