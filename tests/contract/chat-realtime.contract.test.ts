import { randomBytes } from 'node:crypto';
import WebSocket from 'ws';
import { afterAll, beforeAll, beforeEach, afterEach, describe, expect, it } from 'vitest';
import { ConnectionChatRealtime } from '../../adapters/realtime/connection-chat-realtime';
import { HttpSocketTicket } from '../../adapters/realtime/http-socket-ticket';
import { BrowserWebSocket } from '../../adapters/websocket/browser-websocket';
import { waitUntil } from '../../adapters/websocket/testing/wait-until';
import { FakeAuthTokenSource } from '../../core/api/testing';
import type { ChatNudge, ChatRealtimePort } from '../../core/chat';
import { FakeInbox } from '../../core/chat/testing';
import { RealtimeConnection, RealtimeStore } from '../../core/realtime';
import { MemoryLogger, SeededRandom, FakeTime } from '../../core/shared/testing';
import { clientMessageId } from '../../server/chat/testing/send-text';
import { matchRepository } from '../../server/matches/match.repository';
import { TestSocket } from '../../server/realtime/testing/test-socket';
import { pageClient, referenceServerWorld, type ContractWorld } from './support/reference-server-world';
import { memberSignedInByPhone } from './support/signed-in-member';

/** A ChatRealtimePort of a signed-in member with a match, and what plays the far end. */
interface RealtimeHarness {
  readonly port: ChatRealtimePort;
  readonly matchId: string;
  readonly otherId: string;
  /** Resolves once the link is open. */
  connect(): Promise<void>;
  theyWrite(text: string): Promise<string>;
  theyType(): Promise<void>;
  theyUnmatch(): Promise<void>;
  /** Whether the other member has received a typing pulse of the member. */
  typingReceived(): Promise<boolean>;
  /** The link drops (the server goes away for a moment). */
  drop(): Promise<void>;
  close(): Promise<void>;
}

const fakeWorld: ContractWorld<RealtimeHarness> = {
  start: async () => {},
  open: async () => {
    const inbox = new FakeInbox('me', new FakeTime());
    inbox.realtime.down();
    const matchId = inbox.addMatch('Lena', { personId: 'lena' });
    return {
      port: inbox.realtime,
      matchId,
      otherId: 'lena',
      connect: async () => inbox.realtime.up(),
      theyWrite: async (text) => inbox.receiveFrom(matchId, text).id,
      theyType: async () => inbox.typingFrom(matchId),
      theyUnmatch: async () => inbox.unmatchBy(matchId),
      typingReceived: async () => inbox.realtime.typingSent.includes(matchId),
      drop: async () => inbox.realtime.down(),
      close: async () => undefined,
    };
  },
  stop: async () => {},
};

/**
 * ConnectionChatRealtime over the app's RealtimeConnection, the ws package as the browser's WebSocket, and socket
 * tickets from the reference server in-process; the other member has a socket of their own there.
 */
const serverWorld = (): ContractWorld<RealtimeHarness> =>
  referenceServerWorld(async (t) => {
    const db = t.database.db;
    const tokens = new FakeAuthTokenSource();
    const http = pageClient(t, tokens);
    const origin = new URL(t.baseUrl).origin;
    const me = await memberSignedInByPhone(t.client(), db, '+14155550881', 'Jane');
    tokens.set(me.authToken);
    const other = await memberSignedInByPhone(t.client(), db, '+14155550882', 'Lena');
    const { id: matchId } = await matchRepository.findOrCreate(db, { id: randomBytes(12).toString('hex'), between: [me.userId, other.userId], now: t.time.now() });
    const store = new RealtimeStore();
    const connection = new RealtimeConnection({
      socket: new BrowserWebSocket(WebSocket),
      tickets: new HttpSocketTicket(http, () => origin),
      store,
      clock: t.time,
      scheduler: t.time,
      random: new SeededRandom(3),
      logger: new MemoryLogger(),
    });
    const theirTicket = await t.client().get('/ws/generate', { token: other.authToken });
    const theirs = new TestSocket(t.baseUrl, theirTicket.body.data.url);
    await theirs.opened();
    await theirs.drain();
    return {
      port: new ConnectionChatRealtime(connection, store),
      matchId,
      otherId: other.userId,
      connect: async () => {
        connection.start();
        await waitUntil(() => store.isConnected.value, { what: 'the link open' });
        // The server has the socket in its hub once it answers a ping: give it the moment.
        await new Promise((resolve) => setTimeout(resolve, 50));
      },
      theyWrite: async (text) => {
        const sent = await t.server.chat.messages.send({ matchId, fromId: other.userId, clientId: clientMessageId(t.time.now()), content: { kind: 'text', text } });
        if (!sent.ok) throw new Error(sent.error.message);
        return sent.value.message.id;
      },
      theyType: async () => {
        theirs.send({ type: 'typing', matchId });
      },
      theyUnmatch: async () => {
        await t.server.matches.matches.unmatch(other.userId, matchId);
      },
      typingReceived: async () => {
        try {
          for (;;) if (((await theirs.next(1000)) as { type?: string }).type === 'typing') return true;
        } catch {
          return false;
        }
      },
      drop: async () => {
        for (const client of t.server.app.websocketServer.clients) client.terminate();
        await waitUntil(() => !store.isConnected.value, { what: 'the link down' });
      },
      close: async () => {
        connection.dispose();
        await theirs.close();
      },
    };
  });

const realtimeContract = (name: string, world: ContractWorld<RealtimeHarness>) =>
  describe(`ChatRealtimePort contract: ${name}`, () => {
    let h: RealtimeHarness;
    let heard: ChatNudge[];
    beforeAll(() => world.start(), 60_000);
    afterAll(() => world.stop());
    beforeEach(async () => {
      h = await world.open();
      heard = [];
      h.port.onNudge((nudge) => heard.push(nudge));
    });
    afterEach(async () => {
      await h.close();
    });

    const heardOf = (type: ChatNudge['type']) => waitUntil(() => heard.some((nudge) => nudge.type === type), { what: `a ${type} nudge` });

    it('CHAT-05: connected turns true once the link is open, and false when it drops', async () => {
      expect(h.port.connected.value).toBe(false);
      await h.connect();
      expect(h.port.connected.value).toBe(true);
      await h.drop();
      expect(h.port.connected.value).toBe(false);
    });

    it('CHAT-05: a message the other member writes arrives as a message nudge naming the match and the message', async () => {
      await h.connect();
      const messageId = await h.theyWrite('Hi Jane');
      await heardOf('message');
      expect(heard).toContainEqual({ type: 'message', matchId: h.matchId, messageId });
    });

    it('CHAT-07: the other member typing arrives as a typing nudge; the member`s typing reaches the other member', async () => {
      await h.connect();
      await h.theyType();
      await heardOf('typing');
      expect(heard).toContainEqual({ type: 'typing', matchId: h.matchId, userId: h.otherId });
      expect(h.port.sendTyping(h.matchId)).toBe(true);
      expect(await h.typingReceived()).toBe(true);
    });

    it('MATCH-13: the other member unmatching arrives as an unmatch nudge', async () => {
      await h.connect();
      await h.theyUnmatch();
      await heardOf('unmatch');
      expect(heard).toContainEqual({ type: 'unmatch', matchId: h.matchId });
    });

    it('CHAT-07: no typing pulse goes while the link is down', async () => {
      expect(h.port.sendTyping(h.matchId)).toBe(false);
    });
  });

realtimeContract('FakeChatRealtime', fakeWorld);
realtimeContract('ConnectionChatRealtime over RealtimeConnection against the reference server', serverWorld());
