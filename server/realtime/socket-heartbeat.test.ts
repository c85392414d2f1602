import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { startHeartbeat } from './socket-heartbeat';

let cleanup: Array<() => void> = [];
afterEach(() => {
  for (const step of cleanup.reverse()) step();
  cleanup = [];
});

const listening = async (): Promise<{ wss: WebSocketServer; url: string }> => {
  const http: Server = createServer();
  const wss = new WebSocketServer({ server: http });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  cleanup.push(() => {
    for (const client of wss.clients) client.terminate();
    wss.close();
    http.close();
  });
  return { wss, url: `ws://127.0.0.1:${(http.address() as AddressInfo).port}` };
};

const open = async (url: string, options: WebSocket.ClientOptions = {}): Promise<WebSocket> => {
  const socket = new WebSocket(url, options);
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  return socket;
};

describe('the socket heartbeat', () => {
  it('terminates a socket whose peer stopped answering pings, and keeps the ones that answer', async () => {
    const { wss, url } = await listening();
    cleanup.push(startHeartbeat(wss, 40));
    const alive = await open(url);
    // A peer that vanished answers nothing; `autoPong: false` stands in for it.
    const silent = await open(url, { autoPong: false });
    const closed = await new Promise<number>((resolve) => silent.once('close', (code) => resolve(code)));
    expect(closed).toBe(1006);
    expect(alive.readyState).toBe(WebSocket.OPEN);
    alive.close();
  });
});
