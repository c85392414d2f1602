import { effect } from '@preact/signals-core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchId, type MatchId, type Random } from '../shared';
import { FakeTime, flushMicrotasks, MemoryLogger, SeededRandom } from '../shared/testing';
import { initialBackoff, nextBackoff } from './backoff';
import { CloseCode } from './protocol';
import { RealtimeConnection, type AppNudge } from './realtime-connection.use-case';
import type { RealtimeStatus } from './realtime-status';
import { REALTIME_TIMINGS } from './realtime-timings';
import { RealtimeStore } from './realtime.store';
import { FakeSocket, FakeSocketLink } from './testing/fake-socket';
import { FakeSocketTicket } from './testing/fake-socket-ticket';

const { pingIntervalMs, silenceTimeoutMs, backoff: POLICY } = REALTIME_TIMINGS;
const PING = JSON.stringify({ type: 'ping' });

const match = (raw: string): MatchId => {
  const id = matchId(raw);
  if (!id.ok) throw new Error(`bad test id ${raw}`);
  return id.value;
};

const setup = (options: { seed?: number; time?: FakeTime; random?: Random } = {}) => {
  const time = options.time ?? new FakeTime();
  const socket = new FakeSocket();
  const tickets = new FakeSocketTicket();
  const store = new RealtimeStore();
  const logger = new MemoryLogger();
  const random = options.random ?? new SeededRandom(options.seed ?? 7);
  const connection = new RealtimeConnection({ socket, tickets, store, clock: time, scheduler: time, random, logger });
  const nudges: AppNudge[] = [];
  connection.onNudge((n) => nudges.push(n));
  const status = () => store.status.value;
  /** Starts and waits for the first connection attempt to reach the socket. */
  const started = async (): Promise<FakeSocketLink> => {
    connection.start();
    await flushMicrotasks();
    return socket.latest();
  };
  /** Fires due timers, then lets a reconnect fetch its ticket. */
  const advance = async (ms: number): Promise<void> => {
    time.advance(ms);
    await flushMicrotasks();
  };
  const retryDelay = (): number => {
    const s = status();
    if (s.kind !== 'waiting-to-reconnect') throw new Error(`expected waiting-to-reconnect, got ${s.kind}`);
    return s.retryAt - time.now();
  };
  return { time, socket, tickets, store, logger, connection, nudges, status, started, advance, retryDelay };
};

describe('RealtimeConnection', () => {
  it('CHAT-05: start fetches a ticket, connects to its URL and reports the link open', async () => {
    const t = setup();
    const seen: RealtimeStatus['kind'][] = [];
    const stopWatching = effect(() => {
      seen.push(t.store.status.value.kind);
    });
    const link = await t.started();
    expect(link.url).toBe(t.tickets.issued[0]);
    expect(t.store.isConnected.value).toBe(false);
    link.accept();
    expect(t.store.isConnected.value).toBe(true);
    expect(t.status()).toEqual({ kind: 'open', since: t.time.now() });
    expect(seen).toEqual(['idle', 'connecting', 'open']);
    stopWatching();
    t.connection.dispose();
  });

  it('CHAT-05: every nudge sets lastNudgeDate and reaches subscribers; pongs and malformed frames do neither', async () => {
    const t = setup();
    const link = await t.started();
    link.accept();
    expect(t.store.lastNudgeDate.value).toBeUndefined();
    t.time.advance(5_000);
    link.deliverNudge({ type: 'message', matchId: 'm1', messageId: 'x_1700000000000' });
    expect(t.store.lastNudgeDate.value).toBe(t.time.now());
    const first = t.time.now();
    t.time.advance(5_000);
    link.deliverNudge({ type: 'pong' });
    link.deliver('{"type":"mystery"}');
    link.deliver('not json');
    expect(t.store.lastNudgeDate.value).toBe(first);
    link.deliverNudge({ type: 'match', matchId: 'm2' });
    expect(t.nudges).toEqual([
      { type: 'message', matchId: 'm1', messageId: 'x_1700000000000' },
      { type: 'match', matchId: 'm2' },
    ]);
    expect(t.logger.messages('warn')).toEqual(['realtime.malformed-frame', 'realtime.malformed-frame']);
    t.connection.dispose();
  });

  it('CHAT-05: an unsubscribed or throwing listener does not disturb the others', async () => {
    const t = setup();
    const other: AppNudge[] = [];
    const unsubscribe = t.connection.onNudge((n) => other.push(n));
    t.connection.onNudge(() => {
      throw new Error('listener bug');
    });
    const link = await t.started();
    link.accept();
    link.deliverNudge({ type: 'ban' });
    unsubscribe();
    link.deliverNudge({ type: 'logout' });
    expect(other).toEqual([{ type: 'ban' }]);
    expect(t.nudges).toEqual([{ type: 'ban' }, { type: 'logout' }]);
    expect(t.store.isConnected.value).toBe(true);
    expect(t.logger.messages('error')).toEqual(['realtime.listener-failed', 'realtime.listener-failed']);
    t.connection.dispose();
  });

  it('CHAT-05: sendTyping sends a typing frame on an open link and is refused otherwise', async () => {
    const t = setup();
    expect(t.connection.sendTyping(match('m1'))).toMatchObject({ ok: false, error: { code: 'REALTIME.NOT_CONNECTED' } });
    const link = await t.started();
    expect(t.connection.sendTyping(match('m1')).ok).toBe(false);
    link.accept();
    expect(t.connection.sendTyping(match('m1'))).toEqual({ ok: true, value: undefined });
    expect(link.sentFrames()).toEqual([{ type: 'typing', matchId: 'm1' }]);
    link.drop();
    expect(t.connection.sendTyping(match('m1')).ok).toBe(false);
    t.connection.dispose();
  });

  it('CHAT-06: an open link sends a ping every 60 s', async () => {
    const t = setup();
    const link = await t.started();
    link.accept();
    t.time.advance(pingIntervalMs - 1);
    expect(link.sent).toEqual([]);
    for (let i = 1; i <= 3; i++) {
      t.time.advance(i === 1 ? 1 : pingIntervalMs);
      link.deliverNudge({ type: 'pong' });
      expect(link.sent).toEqual(Array.from({ length: i }, () => PING));
    }
    t.connection.dispose();
  });

  it('CHAT-06: a link silent for 90 s is closed and replaced', async () => {
    const t = setup();
    const link = await t.started();
    link.accept();
    t.time.advance(silenceTimeoutMs - 1);
    expect(t.store.isConnected.value).toBe(true);
    t.time.advance(1);
    expect(link.closedByClient).toEqual({ code: 1000, reason: 'silence timeout' });
    expect(t.status().kind).toBe('waiting-to-reconnect');
    await t.advance(t.retryDelay());
    expect(t.socket.links).toHaveLength(2);
    expect(t.socket.latest().url).toBe(t.tickets.issued[1]);
    t.connection.dispose();
  });

  it('CHAT-06: any frame received, a pong included, keeps the link alive', async () => {
    const t = setup();
    const link = await t.started();
    link.accept();
    for (let i = 0; i < 10; i++) {
      t.time.advance(pingIntervalMs);
      if (i % 2 === 0) link.deliverNudge({ type: 'pong' });
      else link.deliverNudge({ type: 'match', matchId: `m${i}` });
    }
    expect(t.store.isConnected.value).toBe(true);
    expect(t.socket.links).toHaveLength(1);
    t.connection.dispose();
  });

  it('CHAT-06: a handshake that hangs for 90 s is given up and retried', async () => {
    const t = setup();
    const link = await t.started();
    await t.advance(silenceTimeoutMs);
    expect(link.closedByClient?.code).toBe(1000);
    expect(t.status()).toMatchObject({ kind: 'waiting-to-reconnect', attempt: 1 });
    t.connection.dispose();
  });

  it('CHAT-06: after a drop the client waits exactly the backoff delay, then connects with a new ticket', async () => {
    const t = setup();
    const link = await t.started();
    link.accept();
    link.drop();
    expect(t.store.isConnected.value).toBe(false);
    const delay = t.retryDelay();
    expect(t.status()).toMatchObject({ kind: 'waiting-to-reconnect', attempt: 1 });
    await t.advance(delay - 1);
    expect(t.tickets.calls).toBe(1);
    await t.advance(1);
    expect(t.tickets.calls).toBe(2);
    expect(t.status()).toEqual({ kind: 'connecting', attempt: 1 });
    expect(t.socket.latest().url).toBe(t.tickets.issued[1]);
    t.connection.dispose();
  });

  it('CHAT-06: failed attempts of any kind wait the delays of the backoff rule, in order', async () => {
    const failure = fc.constantFrom('refuse', 'ticket', 'drop-before-open', 'bad-token');
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 2 ** 30 }), fc.array(failure, { minLength: 1, maxLength: 12 }), async (seed, failures) => {
        const t = setup({ seed });
        const twin = new SeededRandom(seed);
        let expected = initialBackoff(POLICY);
        let waitMs: number | undefined;
        for (const kind of failures) {
          if (kind === 'ticket') t.tickets.failNext();
          if (waitMs === undefined) t.connection.start();
          else t.time.advance(waitMs);
          await flushMicrotasks();
          if (kind !== 'ticket') {
            const link = t.socket.latest();
            if (kind === 'refuse') link.refuse();
            else if (kind === 'drop-before-open') link.drop();
            else {
              link.accept();
              link.serverClose(CloseCode.BAD_TOKEN, 'bad token');
              // The link was open, so the backoff started over.
              expected = initialBackoff(POLICY);
            }
          }
          const next = nextBackoff(POLICY, expected, twin);
          expected = next.state;
          expect(t.status()).toMatchObject({ kind: 'waiting-to-reconnect', attempt: next.state.failures });
          expect(t.retryDelay()).toBe(next.delayMs);
          waitMs = next.delayMs;
        }
        t.connection.dispose();
      }),
      { numRuns: 60 },
    );
  });

  it('CHAT-06: the ticket request failing counts as a failed attempt', async () => {
    const t = setup();
    t.tickets.failNext(2);
    t.connection.start();
    await flushMicrotasks();
    expect(t.socket.links).toHaveLength(0);
    expect(t.status()).toMatchObject({ kind: 'waiting-to-reconnect', attempt: 1 });
    await t.advance(t.retryDelay());
    expect(t.status()).toMatchObject({ kind: 'waiting-to-reconnect', attempt: 2 });
    await t.advance(t.retryDelay());
    expect(t.socket.links).toHaveLength(1);
    expect(t.logger.messages('warn')).toEqual(['realtime.ticket-failed', 'realtime.ticket-failed']);
    t.connection.dispose();
  });

  it('CHAT-06: a successful connection resets the backoff to base', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 2 ** 30 }), fc.integer({ min: 0, max: 10 }), async (seed, failures) => {
        const t = setup({ seed });
        t.socket.respondWith('refuse');
        t.connection.start();
        await flushMicrotasks();
        for (let i = 0; i < failures; i++) await t.advance(t.retryDelay());
        t.socket.respondWith('manual');
        await t.advance(t.retryDelay());
        t.socket.latest().accept();
        t.socket.latest().drop();
        expect(t.status()).toMatchObject({ kind: 'waiting-to-reconnect', attempt: 1 });
        expect(t.retryDelay()).toBeGreaterThanOrEqual(POLICY.baseMs);
        expect(t.retryDelay()).toBeLessThanOrEqual(3 * POLICY.baseMs);
        t.connection.dispose();
      }),
      { numRuns: 40 },
    );
  });

  it('CHAT-06: a BAD_TOKEN close reconnects with a new ticket', async () => {
    const t = setup();
    const link = await t.started();
    link.accept();
    link.serverClose(CloseCode.BAD_TOKEN, 'expired');
    await t.advance(t.retryDelay());
    expect(t.tickets.issued).toHaveLength(2);
    expect(t.socket.latest().url).toBe(t.tickets.issued[1]);
    expect(t.socket.latest().url).not.toBe(link.url);
    t.connection.dispose();
  });

  it('CHAT-06: close code 4001 stops reconnecting and reports the session ended', async () => {
    const t = setup();
    const link = await t.started();
    link.accept();
    expect(t.store.sessionEnded.value).toBe(false);
    link.serverClose(CloseCode.SESSION_ENDED, 'session ended');
    expect(t.status()).toEqual({ kind: 'stopped', reason: 'session-ended' });
    expect(t.store.sessionEnded.value).toBe(true);
    expect(t.time.pendingTimers).toBe(0);
    await t.advance(10 * 60_000);
    expect(t.tickets.calls).toBe(1);
    // A later sign-in starts a new run.
    t.connection.start();
    await flushMicrotasks();
    expect(t.socket.links).toHaveLength(2);
    expect(t.store.sessionEnded.value).toBe(false);
    t.connection.dispose();
  });

  it('CHAT-06: events of a replaced link are ignored', async () => {
    const t = setup();
    const first = await t.started();
    first.accept();
    t.time.advance(silenceTimeoutMs);
    await t.advance(t.retryDelay());
    const second = t.socket.latest();
    second.accept();
    // The first link reported its close after the client had given it up: that must not schedule a second reconnect.
    await flushMicrotasks();
    expect(t.status().kind).toBe('open');
    expect(t.socket.links).toHaveLength(2);
    expect(t.time.pendingTimers).toBe(2); // ping and silence timers of the second link only
    t.connection.dispose();
  });

  it('CHAT-05: stop closes the link, cancels every timer and stays stopped', async () => {
    const t = setup();
    const link = await t.started();
    link.accept();
    t.connection.stop();
    expect(link.closedByClient).toEqual({ code: 1000, reason: 'client stopped' });
    expect(t.status()).toEqual({ kind: 'stopped', reason: 'requested' });
    expect(t.time.pendingTimers).toBe(0);
    await t.advance(60_000);
    expect(t.tickets.calls).toBe(1);
  });

  it('CHAT-05: stop while waiting for a ticket or a retry never connects afterwards', async () => {
    const t = setup();
    const release = t.tickets.hold();
    t.connection.start();
    t.connection.stop();
    release();
    await flushMicrotasks();
    expect(t.socket.links).toHaveLength(0);

    t.connection.start();
    await flushMicrotasks();
    t.socket.latest().refuse();
    t.connection.stop();
    await t.advance(POLICY.capMs);
    expect(t.socket.links).toHaveLength(1);
    expect(t.time.pendingTimers).toBe(0);
  });

  it('CHAT-05: start is idempotent and dispose ends the connection and its subscriptions for good', async () => {
    const t = setup();
    t.connection.start();
    t.connection.start();
    await flushMicrotasks();
    expect(t.tickets.calls).toBe(1);
    const link = t.socket.latest();
    link.accept();
    t.connection.dispose();
    expect(link.state).toBe('closed');
    t.connection.start();
    await flushMicrotasks();
    expect(t.tickets.calls).toBe(1);
    expect(t.time.pendingTimers).toBe(0);
  });

  it('CHAT-06: many clients dropped at once reconnect spread over time', async () => {
    const time = new FakeTime();
    const random = new SeededRandom(2026);
    const clients = Array.from({ length: 400 }, () => setup({ time, random }));
    for (const c of clients) await c.started();
    for (const c of clients) c.socket.latest().accept();
    const droppedAt = time.now();
    for (const c of clients) c.socket.latest().drop();
    const reconnectAt = clients.map((c) => c.retryDelay() + droppedAt);
    const buckets = new Map<number, number>();
    for (const at of reconnectAt) buckets.set(Math.floor(at / 100), (buckets.get(Math.floor(at / 100)) ?? 0) + 1);
    expect(Math.max(...buckets.values())).toBeLessThanOrEqual(0.1 * clients.length);
    expect(Math.min(...reconnectAt) - droppedAt).toBeGreaterThanOrEqual(POLICY.baseMs);
    for (const c of clients) c.connection.dispose();
  });
});
