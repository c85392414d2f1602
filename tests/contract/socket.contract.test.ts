import WebSocket from 'ws';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BrowserWebSocket } from '../../adapters/websocket/browser-websocket';
import { sleep, waitUntil } from '../../adapters/websocket/testing/wait-until';
import { WsTestServer } from '../../adapters/websocket/testing/ws-test-server';
import { CloseCode, type SocketHandlers, type SocketLink, type SocketPort } from '../../core/realtime';
import { FakeSocket } from '../../core/realtime/testing';

/** The server's end of one link, whatever plays the server. */
interface ServerEnd {
  send(text: string): void;
  close(code: number, reason: string): void;
  /** Ends the link without a close frame. */
  drop(): void;
  received(): readonly string[];
  closedByClient(): { readonly code: number; readonly reason: string } | undefined;
}

/** A SocketPort together with the server it talks to. */
interface SocketHarness {
  readonly port: SocketPort;
  readonly url: string;
  /** The server's end of the n-th accepted link, once there is one. */
  accepted(index: number): ServerEnd | undefined;
  refuseConnections(refuse: boolean): void;
  dispose(): Promise<void>;
}

const fakeHarness = async (): Promise<SocketHarness> => {
  const socket = new FakeSocket('accept');
  return {
    port: socket,
    url: 'ws://realtime.test/socket',
    accepted: (index) => {
      const link = socket.links.filter((l) => l.accepted)[index];
      if (link === undefined) return undefined;
      return {
        send: (text) => link.deliver(text),
        close: (code, reason) => link.serverClose(code, reason),
        drop: () => link.drop(),
        received: () => link.sent,
        closedByClient: () => link.closedByClient,
      };
    },
    refuseConnections: (refuse) => socket.respondWith(refuse ? 'refuse' : 'accept'),
    dispose: async () => undefined,
  };
};

const realHarness = async (): Promise<SocketHarness> => {
  const server = await WsTestServer.start();
  server.answerPings = false;
  return {
    port: new BrowserWebSocket(WebSocket),
    url: server.url(),
    accepted: (index) => {
      const connection = server.connections[index];
      if (connection === undefined) return undefined;
      return {
        send: (text) => connection.socket.send(text),
        close: (code, reason) => connection.socket.close(code, reason),
        drop: () => connection.socket.terminate(),
        received: () => connection.received,
        closedByClient: () => connection.closed,
      };
    },
    refuseConnections: (refuse) => {
      server.refuseHandshakes = refuse;
    },
    dispose: () => server.close(),
  };
};

type SocketEvent =
  | { readonly type: 'open' }
  | { readonly type: 'message'; readonly text: string }
  | { readonly type: 'close'; readonly code: number; readonly reason: string }
  | { readonly type: 'error' };

/** Handlers that write down every event, in order. */
const recorder = () => {
  const events: SocketEvent[] = [];
  const handlers: SocketHandlers = {
    onOpen: () => events.push({ type: 'open' }),
    onMessage: (text) => events.push({ type: 'message', text }),
    onClose: (code, reason) => events.push({ type: 'close', code, reason }),
    onError: () => events.push({ type: 'error' }),
  };
  const count = (type: SocketEvent['type']) => events.filter((e) => e.type === type).length;
  const messages = () => events.flatMap((e) => (e.type === 'message' ? [e.text] : []));
  const closes = () => events.filter((e) => e.type === 'close');
  return { events, handlers, count, messages, closes };
};

/** Time enough for a stray event to show up on loopback, to check that none does. */
const SETTLE_MS = 30;

describe.each([
  { name: 'fake', makeHarness: fakeHarness },
  { name: 'real (ws server)', makeHarness: realHarness },
])('SocketPort contract: $name', ({ makeHarness }) => {
  let harness: SocketHarness;
  beforeEach(async () => {
    harness = await makeHarness();
  });
  afterEach(async () => {
    await harness.dispose();
  });

  /** Connects and waits until both ends see the link open. */
  const open = async (): Promise<{ link: SocketLink; client: ReturnType<typeof recorder>; server: ServerEnd }> => {
    const client = recorder();
    const link = harness.port.connect(harness.url, client.handlers);
    await waitUntil(() => client.count('open') === 1 && harness.accepted(0) !== undefined, { what: 'link open' });
    const server = harness.accepted(0);
    if (server === undefined) throw new Error('unreachable');
    return { link, client, server };
  };

  it('CHAT-05: connect opens a link the server sees, and calls no handler before it returns', async () => {
    const client = recorder();
    harness.port.connect(harness.url, client.handlers);
    expect(client.events).toEqual([]);
    await waitUntil(() => client.count('open') === 1, { what: 'open' });
    expect(harness.accepted(0)).toBeDefined();
    expect(client.events).toEqual([{ type: 'open' }]);
  });

  it('CHAT-05: text frames from the server arrive in order', async () => {
    const { client, server } = await open();
    const frames = ['{"type":"pong"}', '{"type":"match","matchId":"m1"}', 'ünïcødé ✓'];
    for (const frame of frames) server.send(frame);
    await waitUntil(() => client.messages().length === frames.length, { what: 'frames received' });
    expect(client.messages()).toEqual(frames);
  });

  it('CHAT-05: text frames from the client reach the server in order; frames sent before open are dropped', async () => {
    const client = recorder();
    const link = harness.port.connect(harness.url, client.handlers);
    expect(() => link.send('too early')).not.toThrow();
    await waitUntil(() => client.count('open') === 1 && harness.accepted(0) !== undefined, { what: 'open' });
    link.send('{"type":"ping"}');
    link.send('{"type":"typing","matchId":"m1"}');
    const server = harness.accepted(0);
    await waitUntil(() => server?.received().length === 2, { what: 'frames sent' });
    expect(server?.received()).toEqual(['{"type":"ping"}', '{"type":"typing","matchId":"m1"}']);
  });

  it.each([
    { code: CloseCode.SESSION_ENDED, reason: 'session ended' },
    { code: CloseCode.BAD_TOKEN, reason: 'bad token' },
    { code: 1000, reason: '' },
  ])('CHAT-06: the client sees the close code $code and reason the server sent, once', async ({ code, reason }) => {
    const { client, server } = await open();
    server.close(code, reason);
    await waitUntil(() => client.count('close') === 1, { what: 'close' });
    await sleep(SETTLE_MS);
    expect(client.closes()).toEqual([{ type: 'close', code, reason }]);
    expect(client.count('error')).toBe(0);
  });

  it('CHAT-06: a server-side drop without a close frame reaches the client as code 1006', async () => {
    const { client, server } = await open();
    server.drop();
    await waitUntil(() => client.count('close') === 1, { what: 'close' });
    await sleep(SETTLE_MS);
    expect(client.closes()).toEqual([{ type: 'close', code: 1006, reason: '' }]);
  });

  it('CHAT-06: a closing client tells the server its code, then hears its own close once', async () => {
    const { link, client, server } = await open();
    link.close(1000, 'client stopped');
    await waitUntil(() => server.closedByClient() !== undefined && client.count('close') === 1, { what: 'closed' });
    expect(server.closedByClient()).toEqual({ code: 1000, reason: 'client stopped' });
    await sleep(SETTLE_MS);
    expect(client.closes()).toEqual([{ type: 'close', code: 1000, reason: 'client stopped' }]);
    expect(() => link.send('after close')).not.toThrow();
  });

  it('CHAT-06: a refused connection never opens and ends in one close with code 1006', async () => {
    harness.refuseConnections(true);
    const client = recorder();
    harness.port.connect(harness.url, client.handlers);
    await waitUntil(() => client.count('close') === 1, { what: 'close' });
    await sleep(SETTLE_MS);
    expect(client.count('open')).toBe(0);
    expect(client.closes()).toEqual([{ type: 'close', code: 1006, reason: '' }]);
    expect(harness.accepted(0)).toBeUndefined();
  });

  it('CHAT-06: a client closing during the handshake never opens and ends in one close with code 1006', async () => {
    harness.refuseConnections(false);
    const client = recorder();
    const link = harness.port.connect(harness.url, client.handlers);
    link.close(1000, 'never mind');
    await waitUntil(() => client.count('close') === 1, { what: 'close' });
    await sleep(SETTLE_MS);
    expect(client.count('open')).toBe(0);
    expect(client.closes()).toEqual([{ type: 'close', code: 1006, reason: '' }]);
  });
});

describe('BrowserWebSocket', () => {
  it('CHAT-05: a malformed URL is reported as a failed connection, not thrown', async () => {
    const client = recorder();
    const link = new BrowserWebSocket(WebSocket).connect('not a url', client.handlers);
    expect(client.events).toEqual([]);
    await waitUntil(() => client.count('close') === 1, { what: 'close' });
    expect(client.events).toEqual([{ type: 'error' }, { type: 'close', code: 1006, reason: '' }]);
    expect(() => link.close()).not.toThrow();
  });
});
