import {
  appError,
  err,
  ok,
  type AppError,
  type Clock,
  type Disposable,
  type Logger,
  type MatchId,
  type Random,
  type Result,
  type Scheduler,
  type TimerHandle,
  type Unsubscribe,
} from '../shared';
import { initialBackoff, nextBackoff, type BackoffState } from './backoff';
import { CloseCode, parseNudge, type ClientFrame, type Nudge } from './protocol';
import { REALTIME_TIMINGS, type RealtimeTimings } from './realtime-timings';
import type { RealtimeStore } from './realtime.store';
import type { StopReason } from './realtime-status';
import { NORMAL_CLOSURE, type SocketLink, type SocketPort } from './socket.port';
import type { SocketTicketPort } from './socket-ticket.port';

/** A nudge the app acts on: every nudge but the keep-alive pong. */
export type AppNudge = Exclude<Nudge, { readonly type: 'pong' }>;

export type NudgeListener = (nudge: AppNudge) => void;

export type NotConnected = AppError<'REALTIME.NOT_CONNECTED'>;

export interface RealtimeConnectionDeps {
  readonly socket: SocketPort;
  readonly tickets: SocketTicketPort;
  readonly store: RealtimeStore;
  readonly clock: Clock;
  readonly scheduler: Scheduler;
  readonly random: Random;
  readonly logger: Logger;
  readonly timings?: RealtimeTimings;
}

/** One connection attempt. Events of any attempt but the current one are ignored, so a late close cannot reconnect twice. */
interface Attempt {
  link: SocketLink | undefined;
}

/**
 * CHAT-05, CHAT-06: keeps one realtime link open while started. Each connection fetches a fresh ticket;
 * a lost, failed or silent link is retried after the backoff delay; close code 4001 ends the run for good.
 */
export class RealtimeConnection implements Disposable {
  readonly #deps: RealtimeConnectionDeps;
  readonly #timings: RealtimeTimings;
  readonly #listeners = new Set<NudgeListener>();
  #running = false;
  #disposed = false;
  #current: Attempt | undefined;
  #backoff: BackoffState;
  #retryTimer: TimerHandle | undefined;
  #pingTimer: TimerHandle | undefined;
  #silenceTimer: TimerHandle | undefined;

  constructor(deps: RealtimeConnectionDeps) {
    this.#deps = deps;
    this.#timings = deps.timings ?? REALTIME_TIMINGS;
    this.#backoff = initialBackoff(this.#timings.backoff);
  }

  /** Connects, and keeps reconnecting until `stop`, `dispose` or a session-ended close. */
  start(): void {
    if (this.#running || this.#disposed) return;
    this.#running = true;
    this.#backoff = initialBackoff(this.#timings.backoff);
    void this.#connect();
  }

  /** Closes the link and stops reconnecting (logout, AUTH-34). */
  stop(): void {
    this.#halt('requested');
  }

  dispose(): void {
    this.#halt('requested');
    this.#listeners.clear();
    this.#disposed = true;
  }

  /** Calls `listener` with every nudge received until the returned function is called. */
  onNudge(listener: NudgeListener): Unsubscribe {
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  }

  /** Tells the other side of `matchId` that the user is typing; refused while the link is not open. */
  sendTyping(matchId: MatchId): Result<void, NotConnected> {
    return this.#send({ type: 'typing', matchId });
  }

  async #connect(): Promise<void> {
    // Stryker disable next-line ObjectLiteral: equivalent, a missing link reads as undefined
    const attempt: Attempt = { link: undefined };
    this.#current = attempt;
    this.#deps.store.setStatus({ kind: 'connecting', attempt: this.#backoff.failures });
    const ticket = await this.#deps.tickets.generate();
    if (this.#current !== attempt) return;
    if (!ticket.ok) {
      this.#deps.logger.log('warn', 'realtime.ticket-failed', { code: ticket.error.code });
      this.#retryLater();
      return;
    }
    const whileCurrent =
      <A extends unknown[]>(handle: (...args: A) => void) =>
      (...args: A): void => {
        if (this.#current === attempt) handle(...args);
      };
    attempt.link = this.#deps.socket.connect(ticket.value.url, {
      onOpen: whileCurrent(() => this.#opened()),
      onMessage: whileCurrent((text: string) => this.#received(text)),
      onClose: whileCurrent((code: number, reason: string) => this.#closed(code, reason)),
      onError: whileCurrent(() => this.#failed()),
    });
    // Armed before the handshake too, so that a connection stuck in it is also given up.
    this.#armSilenceTimer();
  }

  #opened(): void {
    this.#backoff = initialBackoff(this.#timings.backoff);
    this.#deps.store.setStatus({ kind: 'open', since: this.#deps.clock.now() });
    this.#pingTimer = this.#deps.scheduler.setInterval(() => this.#send({ type: 'ping' }), this.#timings.pingIntervalMs);
    this.#armSilenceTimer();
  }

  #received(text: string): void {
    this.#armSilenceTimer();
    const nudge = parseNudge(text);
    if (nudge === undefined) {
      this.#deps.logger.log('warn', 'realtime.malformed-frame', { length: text.length });
      return;
    }
    if (nudge.type === 'pong') return;
    this.#deps.store.recordNudge(this.#deps.clock.now());
    for (const listener of [...this.#listeners]) {
      try {
        listener(nudge);
      } catch (error) {
        // One broken listener must not take the link or the other listeners down with it.
        this.#deps.logger.log('error', 'realtime.listener-failed', { nudge: nudge.type, error: String(error) });
      }
    }
  }

  #closed(code: number, reason: string): void {
    this.#deps.logger.log('info', 'realtime.closed', { code, reason });
    this.#endLink(false);
    if (code === CloseCode.SESSION_ENDED) this.#halt('session-ended');
    else this.#retryLater();
  }

  #failed(): void {
    this.#deps.logger.log('info', 'realtime.failed');
    this.#endLink(true, 'link failed');
    this.#retryLater();
  }

  #armSilenceTimer(): void {
    // Stryker disable next-line ConditionalExpression: equivalent, clearing no timer does nothing
    if (this.#silenceTimer !== undefined) this.#deps.scheduler.clearTimeout(this.#silenceTimer);
    this.#silenceTimer = this.#deps.scheduler.setTimeout(() => {
      this.#silenceTimer = undefined;
      this.#deps.logger.log('info', 'realtime.silent', { afterMs: this.#timings.silenceTimeoutMs });
      this.#endLink(true, 'silence timeout');
      this.#retryLater();
    }, this.#timings.silenceTimeoutMs);
  }

  #retryLater(): void {
    const { delayMs, state } = nextBackoff(this.#timings.backoff, this.#backoff, this.#deps.random);
    this.#backoff = state;
    this.#deps.store.setStatus({
      kind: 'waiting-to-reconnect',
      attempt: state.failures,
      retryAt: this.#deps.clock.now() + delayMs,
    });
    this.#retryTimer = this.#deps.scheduler.setTimeout(() => {
      this.#retryTimer = undefined;
      void this.#connect();
    }, delayMs);
  }

  /** Forgets the current link and its timers; closes it when it may still be up. */
  // Stryker disable next-line StringLiteral: equivalent, every caller that closes the link gives a reason
  #endLink(closeIt: boolean, reason = ''): void {
    const { scheduler } = this.#deps;
    // Stryker disable next-line ConditionalExpression: equivalent, clearing no timer does nothing
    if (this.#pingTimer !== undefined) scheduler.clearInterval(this.#pingTimer);
    // Stryker disable next-line ConditionalExpression: equivalent, clearing no timer does nothing
    if (this.#silenceTimer !== undefined) scheduler.clearTimeout(this.#silenceTimer);
    this.#pingTimer = undefined;
    this.#silenceTimer = undefined;
    const link = this.#current?.link;
    this.#current = undefined;
    if (closeIt) link?.close(NORMAL_CLOSURE, reason);
  }

  #halt(reason: StopReason): void {
    if (!this.#running) return;
    this.#running = false;
    this.#endLink(true, 'client stopped');
    // Stryker disable next-line ConditionalExpression: equivalent, clearing no timer does nothing
    if (this.#retryTimer !== undefined) this.#deps.scheduler.clearTimeout(this.#retryTimer);
    this.#retryTimer = undefined;
    this.#deps.store.setStatus({ kind: 'stopped', reason });
  }

  #send(frame: ClientFrame): Result<void, NotConnected> {
    const link = this.#current?.link;
    if (link === undefined || this.#deps.store.status.value.kind !== 'open') {
      return err(appError('REALTIME.NOT_CONNECTED', 'the realtime link is not open'));
    }
    link.send(JSON.stringify(frame));
    return ok(undefined);
  }
}
