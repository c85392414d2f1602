import { signal, type ReadonlySignal } from '@preact/signals-core';
import type { Clock, Disposable, Scheduler, TimerHandle } from '../shared';
import type { ChatRealtimePort } from './chat-realtime.port';

/** CHAT-07: the typing timings, overridable from the app settings (`typingPulseInterval`, `typingTimeout`). */
export interface TypingTimings {
  /** While the member types, a pulse goes out at most this often. */
  readonly pulseIntervalMs: number;
  /** A typing indicator lasts this long after the last pulse received. */
  readonly lifetimeMs: number;
}

/** CHAT-07: pulse every 2 s, indicator lifetime 5 s. */
export const TYPING_TIMINGS: TypingTimings = { pulseIntervalMs: 2_000, lifetimeMs: 5_000 };

/** CHAT-07: whether a keystroke at `now` sends a pulse, the last one having gone at `lastPulseAt`. */
export const shouldPulse = (lastPulseAt: number | undefined, now: number, pulseIntervalMs: number): boolean =>
  lastPulseAt === undefined || now - lastPulseAt >= pulseIntervalMs || now < lastPulseAt;

/**
 * Who is typing in which conversation (CHAT-07): a pulse received shows the indicator, which goes when no pulse
 * came for the lifetime, or at once when that member's message arrives.
 */
export class TypingStore implements Disposable {
  readonly #typing = signal<ReadonlyMap<string, string>>(new Map());
  readonly #timers = new Map<string, TimerHandle>();

  /** Match id to the id of the member typing there. */
  readonly typing: ReadonlySignal<ReadonlyMap<string, string>> = this.#typing;

  constructor(
    private readonly scheduler: Scheduler,
    private readonly timings: () => TypingTimings,
  ) {}

  isTyping(matchId: string): boolean {
    return this.#typing.value.has(matchId);
  }

  /** A typing pulse from the other member arrived. */
  pulse(matchId: string, userId: string): void {
    this.#clearTimer(matchId);
    if (this.#typing.peek().get(matchId) !== userId) this.#typing.value = new Map(this.#typing.peek()).set(matchId, userId);
    this.#timers.set(
      matchId,
      this.scheduler.setTimeout(() => this.stopped(matchId), this.timings().lifetimeMs),
    );
  }

  /** The indicator goes (the lifetime passed, or their message arrived). */
  stopped(matchId: string, userId?: string): void {
    const typist = this.#typing.peek().get(matchId);
    if (typist === undefined || (userId !== undefined && typist !== userId)) return;
    this.#clearTimer(matchId);
    const typing = new Map(this.#typing.peek());
    typing.delete(matchId);
    this.#typing.value = typing;
  }

  reset(): void {
    for (const handle of this.#timers.values()) this.scheduler.clearTimeout(handle);
    this.#timers.clear();
    this.#typing.value = new Map();
  }

  dispose(): void {
    this.reset();
  }

  #clearTimer(matchId: string): void {
    const handle = this.#timers.get(matchId);
    if (handle !== undefined) this.scheduler.clearTimeout(handle);
    this.#timers.delete(matchId);
  }
}

/** CHAT-07: the member's own typing: each keystroke may send a pulse, at most one per pulse interval. */
export class TypingUseCase {
  readonly #lastPulse = new Map<string, number>();

  constructor(private readonly deps: { readonly realtime: ChatRealtimePort; readonly clock: Clock; readonly timings: () => TypingTimings }) {}

  /** The member typed in a conversation; answers whether a pulse went out. */
  composing(matchId: string): boolean {
    const now = this.deps.clock.now();
    if (!shouldPulse(this.#lastPulse.get(matchId), now, this.deps.timings().pulseIntervalMs)) return false;
    if (!this.deps.realtime.sendTyping(matchId)) return false;
    this.#lastPulse.set(matchId, now);
    return true;
  }

  /** The member stopped (sent the message, cleared the field): the next keystroke pulses at once. */
  stopped(matchId: string): void {
    this.#lastPulse.delete(matchId);
  }
}
