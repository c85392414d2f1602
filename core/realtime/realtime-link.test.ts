import { describe, expect, it } from 'vitest';
import { matchId, type MatchId } from '../shared';
import { FakeTime, flushMicrotasks, MemoryLogger, SeededRandom } from '../shared/testing';
import { RealtimeConnection, RealtimeStore, type SocketHandlers, type SocketPort } from './index';
import { FakeSocket } from './testing/fake-socket';
import { FakeSocketTicket } from './testing/fake-socket-ticket';

const m1 = (() => {
  const id = matchId('m1');
  if (!id.ok) throw new Error('bad id');
  return id.value;
})() as MatchId;

const setup = (socket: SocketPort = new FakeSocket()) => {
  const time = new FakeTime();
  const tickets = new FakeSocketTicket();
  const store = new RealtimeStore();
  const logger = new MemoryLogger();
  const connection = new RealtimeConnection({ socket, tickets, store, clock: time, scheduler: time, random: new SeededRandom(7), logger });
  return { time, tickets, store, logger, connection };
};

/** A socket that hands the test each connection's handlers, and records the closes the client asks for. */
class HandSocket implements SocketPort {
  readonly handlers: SocketHandlers[] = [];
  readonly closes: Array<[number | undefined, string | undefined]> = [];
  connect(_url: string, handlers: SocketHandlers) {
    this.handlers.push(handlers);
    return { send: () => {}, close: (code?: number, reason?: string) => void this.closes.push([code, reason]) };
  }
}

describe('RealtimeConnection, what it reports', () => {
  it('CHAT-05: a link that fails is closed, logged and retried', async () => {
    const socket = new HandSocket();
    const t = setup(socket);
    t.connection.start();
    await flushMicrotasks();
    socket.handlers[0]!.onError();
    expect(socket.closes).toEqual([[1000, 'link failed']]);
    expect(t.logger.messages('info')).toEqual(['realtime.failed']);
    expect(t.store.status.value.kind).toBe('waiting-to-reconnect');
    t.connection.dispose();
  });

  it('CHAT-05: a ticket that cannot be had, a malformed frame, a broken listener, a close and a silence are logged with their details', async () => {
    const socket = new HandSocket();
    const t = setup(socket);
    t.tickets.failNext(1, { code: 'NETWORK.UNAVAILABLE' });
    t.connection.onNudge(() => {
      throw new Error('listener bug');
    });
    t.connection.start();
    await flushMicrotasks();
    expect(t.logger.entries).toEqual([{ level: 'warn', message: 'realtime.ticket-failed', context: { code: 'NETWORK.UNAVAILABLE' } }]);
    const status = t.store.status.value;
    if (status.kind !== 'waiting-to-reconnect') throw new Error(status.kind);
    t.time.advance(status.retryAt - t.time.now());
    await flushMicrotasks();
    const link = socket.handlers[0]!;
    link.onOpen();
    link.onMessage('nope');
    link.onMessage(JSON.stringify({ type: 'ban' }));
    link.onClose(1006, 'gone');
    expect(t.logger.entries.slice(1)).toEqual([
      { level: 'warn', message: 'realtime.malformed-frame', context: { length: 4 } },
      { level: 'error', message: 'realtime.listener-failed', context: { nudge: 'ban', error: 'Error: listener bug' } },
      { level: 'info', message: 'realtime.closed', context: { code: 1006, reason: 'gone' } },
    ]);
    const again = t.store.status.value;
    if (again.kind !== 'waiting-to-reconnect') throw new Error(again.kind);
    t.time.advance(again.retryAt - t.time.now());
    await flushMicrotasks();
    t.time.advance(90_000);
    expect(t.logger.entries.at(-1)).toEqual({ level: 'info', message: 'realtime.silent', context: { afterMs: 90_000 } });
    expect(socket.closes.at(-1)).toEqual([1000, 'silence timeout']);
    t.connection.dispose();
  });

  it('CHAT-05: stopping a connection that never started changes nothing; dispose reports a requested stop; only a 4001 ends the session', async () => {
    const t = setup();
    t.connection.stop();
    expect(t.store.status.value).toEqual({ kind: 'idle' });
    t.connection.start();
    await flushMicrotasks();
    t.connection.dispose();
    expect(t.store.status.value).toEqual({ kind: 'stopped', reason: 'requested' });
    expect(t.store.sessionEnded.value).toBe(false);
    const store = new RealtimeStore();
    store.setStatus({ kind: 'stopped', reason: 'session-ended' });
    expect(store.sessionEnded.value).toBe(true);
    store.setStatus({ kind: 'open', since: 0 });
    expect(store.sessionEnded.value).toBe(false);
  });

  it('CHAT-05: after the session ended, a stop keeps its reason', async () => {
    const socket = new HandSocket();
    const t = setup(socket);
    t.connection.start();
    await flushMicrotasks();
    socket.handlers[0]!.onOpen();
    socket.handlers[0]!.onClose(4001, 'session ended');
    t.connection.stop();
    expect(t.store.status.value).toEqual({ kind: 'stopped', reason: 'session-ended' });
  });

  it('CHAT-06: a link the server closed is not closed again by the client, and is retried', async () => {
    const socket = new HandSocket();
    const t = setup(socket);
    t.connection.start();
    await flushMicrotasks();
    socket.handlers[0]!.onOpen();
    socket.handlers[0]!.onClose(1006, '');
    expect(socket.closes).toEqual([]);
    expect(t.store.status.value.kind).toBe('waiting-to-reconnect');
    t.connection.dispose();
  });

  it('CHAT-05: typing is refused, with its reason, before any link exists', () => {
    const t = setup();
    t.store.setStatus({ kind: 'open', since: 0 });
    expect(t.connection.sendTyping(m1)).toEqual({ ok: false, error: { code: 'REALTIME.NOT_CONNECTED', message: 'the realtime link is not open' } });
  });
});
