import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';
import { parseClientFrame, type Nudge } from '../../../core/realtime';

const PONG = JSON.stringify({ type: 'pong' } satisfies Nudge);

/** The server's end of one accepted connection. */
export interface ServerConnection {
  readonly url: string;
  readonly socket: WebSocket;
  /** Text frames received from the client, in order. */
  readonly received: string[];
  /** How many pongs the server answered. */
  pongs: number;
  /** The close code and reason the server saw, once the link is gone. */
  closed: { readonly code: number; readonly reason: string } | undefined;
}

/**
 * A real WebSocket server on an ephemeral loopback port for adapter tests. It speaks the realtime protocol
 * as far as keep-alive goes (answers pings with pongs unless told not to) and records everything.
 */
export class WsTestServer {
  readonly connections: ServerConnection[] = [];
  /** Handshakes attempted, refused ones included. */
  handshakes = 0;
  /** When true, every handshake is answered with HTTP 503. */
  refuseHandshakes = false;
  answerPings = true;
  /** Called with each new connection, after it is recorded. */
  onConnection: ((connection: ServerConnection) => void) | undefined;

  private constructor(private readonly server: WebSocketServer) {
    server.on('connection', (socket, request) => this.#accept(socket, request.url ?? ''));
  }

  static async start(): Promise<WsTestServer> {
    let testServer: WsTestServer | undefined;
    const server = new WebSocketServer({
      host: '127.0.0.1',
      port: 0,
      verifyClient: (_info, done) => {
        const self = testServer;
        if (self === undefined) return done(false, 503);
        self.handshakes += 1;
        if (self.refuseHandshakes) done(false, 503);
        else done(true);
      },
    });
    testServer = new WsTestServer(server);
    await new Promise<void>((resolve, reject) => {
      server.once('listening', resolve);
      server.once('error', reject);
    });
    return testServer;
  }

  /** The URL of the socket endpoint on this server. */
  url(path = '/socket'): string {
    const { port } = this.server.address() as AddressInfo;
    return `ws://127.0.0.1:${port}${path}`;
  }

  /** The n-th accepted connection; throws when it does not exist yet. */
  connection(index: number): ServerConnection {
    const connection = this.connections[index];
    if (connection === undefined) throw new Error(`ws test server: no connection #${index}`);
    return connection;
  }

  /** Drops every client without a close frame and stops listening. */
  async close(): Promise<void> {
    for (const { socket } of this.connections) socket.terminate();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  #accept(socket: WebSocket, url: string): void {
    const connection: ServerConnection = { url, socket, received: [], pongs: 0, closed: undefined };
    this.connections.push(connection);
    socket.on('message', (data, isBinary) => {
      if (isBinary) return;
      const text = data.toString();
      connection.received.push(text);
      if (this.answerPings && parseClientFrame(text)?.type === 'ping') {
        connection.pongs += 1;
        socket.send(PONG);
      }
    });
    socket.on('close', (code, reason) => {
      connection.closed = { code, reason: reason.toString() };
    });
    socket.on('error', () => undefined);
    this.onConnection?.(connection);
  }
}
