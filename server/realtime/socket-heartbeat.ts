/**
 * Finds sockets whose peer vanished without closing (a laptop lid shut, a dropped network): every interval each
 * socket gets a protocol-level ping, which browsers answer by themselves; one that did not answer the previous
 * ping is terminated, which removes it from the hub.
 */
import type { WebSocket, WebSocketServer } from 'ws';

export const HEARTBEAT_INTERVAL_MS = 30_000;

export const startHeartbeat = (server: WebSocketServer, intervalMs = HEARTBEAT_INTERVAL_MS): (() => void) => {
  const answered = new WeakSet<WebSocket>();
  const onConnection = (socket: WebSocket) => {
    answered.add(socket);
    socket.on('pong', () => answered.add(socket));
  };
  server.on('connection', onConnection);
  const timer = setInterval(() => {
    for (const socket of server.clients) {
      if (!answered.has(socket)) {
        socket.terminate();
        continue;
      }
      answered.delete(socket);
      socket.ping();
    }
  }, intervalMs);
  // The heartbeat alone never keeps the process alive.
  timer.unref();
  return () => {
    clearInterval(timer);
    server.off('connection', onConnection);
  };
};
