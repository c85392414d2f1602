import WebSocket from 'ws';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  CloseCode,
  initialBackoff,
  nextBackoff,
  REALTIME_TIMINGS,
  RealtimeConnection,
  RealtimeStore,
  type BackoffState,
  type SocketPort,
} from '../../core/realtime';
import { FakeSocketTicket } from '../../core/realtime/testing';
import { FakeTime, MemoryLogger, SeededRandom } from '../../core/shared/testing';
import { BrowserWebSocket } from './browser-websocket';
import { sleep, waitUntil } from './testing/wait-until';
import { WsTestServer } from './testing/ws-test-server';

const { pingIntervalMs, silenceTimeoutMs, backoff: POLICY } = REALTIME_TIMINGS;
const SEED = 2026;

/**
 * The core's RealtimeConnection on fake time, over the real adapter and a real ws server.
 * Fake time only moves when a test advances it; the frames that this causes travel for real, so every
 * step advances the clock and then waits (in real time) for the I/O to land.
 */
describe('RealtimeConnection over BrowserWebSocket and a real server', () => {
  let server: WsTestServer;
  let time: FakeTime;
  let tickets: FakeSocketTicket;
  let store: RealtimeStore;
  let connection: RealtimeConnection;
  /** Frames the client received, to know when a pong has landed. */
  let clientReceived: string[];

  beforeEach(async () => {
    server = await WsTestServer.start();
    time = new FakeTime();
    tickets = new FakeSocketTicket(server.url());
    store = new RealtimeStore();
    clientReceived = [];
    const real = new BrowserWebSocket(WebSocket);
    const socket: SocketPort = {
      connect: (url, handlers) =>
        real.connect(url, {
          ...handlers,
          onMessage: (text) => {
            clientReceived.push(text);
            handlers.onMessage(text);
          },
        }),
    };
    connection = new RealtimeConnection({
      socket,
      tickets,
      store,
      clock: time,
      scheduler: time,
      random: new SeededRandom(SEED),
      logger: new MemoryLogger(),
    });
  });

  afterEach(async () => {
    connection.dispose();
    await server.close();
  });

  const statusKind = () => store.status.value.kind;
  const retryDelay = (): number => {
    const status = store.status.value;
    if (status.kind !== 'waiting-to-reconnect') throw new Error(`expected waiting-to-reconnect, got ${status.kind}`);
    return status.retryAt - time.now();
  };
  const connected = (connections: number) =>
    waitUntil(() => store.isConnected.value && server.connections.length === connections, {
      what: `connection #${connections} open`,
    });

  it('CHAT-05: connects to the server with a fresh ticket', async () => {
    connection.start();
    await connected(1);
    expect(server.connection(0).url).toBe('/socket?ticket=t-1');
    expect(store.status.value).toEqual({ kind: 'open', since: time.now() });
  });

  it('CHAT-06: pings every 60 s of fake time; answered pings keep the link open', async () => {
    connection.start();
    await connected(1);
    const link = server.connection(0);
    for (let pings = 1; pings <= 4; pings++) {
      time.advance(pingIntervalMs - 1);
      await sleep(20);
      expect(link.received).toHaveLength(pings - 1);
      time.advance(1);
      await waitUntil(() => link.pongs === pings && clientReceived.length === pings, { what: `pong #${pings}` });
    }
    expect(link.received).toEqual(Array.from({ length: 4 }, () => '{"type":"ping"}'));
    // 240 s have passed, far beyond the 90 s silence timeout: the pongs kept the link alive.
    expect(statusKind()).toBe('open');
    expect(server.connections).toHaveLength(1);
    expect(link.closed).toBeUndefined();
  });

  it('CHAT-06: a server that stops answering is left after 90 s of silence, and the client reconnects', async () => {
    server.answerPings = false;
    connection.start();
    await connected(1);
    time.advance(pingIntervalMs);
    await waitUntil(() => server.connection(0).received.length === 1, { what: 'ping' });
    time.advance(silenceTimeoutMs - pingIntervalMs - 1);
    await sleep(20);
    expect(statusKind()).toBe('open');
    expect(server.connection(0).closed).toBeUndefined();

    time.advance(1);
    await waitUntil(() => server.connection(0).closed !== undefined, { what: 'client closes the silent link' });
    expect(server.connection(0).closed).toEqual({ code: 1000, reason: 'silence timeout' });
    expect(statusKind()).toBe('waiting-to-reconnect');

    server.answerPings = true;
    time.advance(retryDelay());
    await connected(2);
    expect(server.connection(1).url).toBe('/socket?ticket=t-2');
  });

  it('CHAT-06: a server that closes or drops every link is reconnected to after each backoff delay', async () => {
    let n = 0;
    server.onConnection = (link) => {
      n += 1;
      if (n % 2 === 1) link.socket.close(1011, 'server error');
      else link.socket.terminate();
    };
    const twin = new SeededRandom(SEED);
    connection.start();
    for (let attempt = 1; attempt <= 5; attempt++) {
      await waitUntil(() => statusKind() === 'waiting-to-reconnect' && server.connections.length === attempt, {
        what: `link #${attempt} lost`,
      });
      // Each link opened before it was lost, so each delay is a first draw from the base again.
      const expected = nextBackoff(POLICY, initialBackoff(POLICY), twin).delayMs;
      expect(retryDelay()).toBe(expected);
      time.advance(expected - 1);
      expect(tickets.calls).toBe(attempt);
      time.advance(1);
      expect(tickets.calls).toBe(attempt + 1);
    }
  });

  it('CHAT-06: a server that refuses the handshake makes the client back off with growing delays up to the cap', async () => {
    server.refuseHandshakes = true;
    const twin = new SeededRandom(SEED);
    let expected: BackoffState = initialBackoff(POLICY);
    const delays: number[] = [];
    connection.start();
    for (let attempt = 1; attempt <= 8; attempt++) {
      await waitUntil(() => statusKind() === 'waiting-to-reconnect' && server.handshakes === attempt, {
        what: `handshake #${attempt} refused`,
      });
      const next = nextBackoff(POLICY, expected, twin);
      expected = next.state;
      expect(store.status.value).toMatchObject({ kind: 'waiting-to-reconnect', attempt });
      expect(retryDelay()).toBe(next.delayMs);
      delays.push(next.delayMs);
      time.advance(next.delayMs);
    }
    expect(delays.every((d) => d >= POLICY.baseMs && d <= POLICY.capMs)).toBe(true);
    expect(Math.max(...delays.slice(3))).toBeGreaterThan(Math.max(...delays.slice(0, 1)));

    server.refuseHandshakes = false;
    await connected(1);
  });

  it('CHAT-06: close code 4001 stops reconnecting for good', async () => {
    connection.start();
    await connected(1);
    server.connection(0).socket.close(CloseCode.SESSION_ENDED, 'session ended');
    await waitUntil(() => statusKind() === 'stopped', { what: 'stopped' });
    expect(store.status.value).toEqual({ kind: 'stopped', reason: 'session-ended' });
    expect(store.sessionEnded.value).toBe(true);
    expect(time.pendingTimers).toBe(0);
    time.advance(10 * 60_000);
    await sleep(30);
    expect(tickets.calls).toBe(1);
    expect(server.handshakes).toBe(1);
  });

  it('CHAT-05: stop closes the link with code 1000', async () => {
    connection.start();
    await connected(1);
    connection.stop();
    await waitUntil(() => server.connection(0).closed !== undefined, { what: 'server sees the close' });
    expect(server.connection(0).closed).toEqual({ code: 1000, reason: 'client stopped' });
    expect(store.status.value).toEqual({ kind: 'stopped', reason: 'requested' });
  });
});
