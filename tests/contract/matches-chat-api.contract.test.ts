import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HttpChatApi } from '../../adapters/chat/http-chat-api';
import { HttpMatchesApi } from '../../adapters/chat/http-matches-api';
import { FakeAuthTokenSource } from '../../core/api/testing';
import type { ChatApiPort } from '../../core/chat';
import { FakeInbox } from '../../core/chat/testing';
import type { MatchesApiPort } from '../../core/matches';
import type { MatchId, Result } from '../../core/shared';
import { FakeTime } from '../../core/shared/testing';
import { clientMessageId } from '../../server/chat/testing/send-text';
import { matchRepository } from '../../server/matches/match.repository';
import { pageClient, referenceServerWorld, type ContractWorld } from './support/reference-server-world';
import { memberSignedInByPhone } from './support/signed-in-member';

/** The matches and chat ports with the far end they talk to, as the contract sees them. */
interface InboxHarness {
  readonly matches: MatchesApiPort;
  readonly chat: ChatApiPort;
  /** The member signs in; the ports act as them. */
  signIn(): Promise<void>;
  /** A new member matched with the member. */
  matchWith(name: string): Promise<{ readonly matchId: MatchId; readonly personId: string }>;
  theyWrite(matchId: string, text: string): Promise<string>;
  theyRead(matchId: string, messageId: string): Promise<void>;
  theyUnmatch(matchId: string): Promise<void>;
  later(ms: number): void;
}

type InboxWorld = ContractWorld<InboxHarness>;

const fakeWorld: InboxWorld = {
  start: async () => {},
  open: async () => {
    const time = new FakeTime();
    const inbox = new FakeInbox('me', time);
    let n = 0;
    return {
      matches: inbox,
      chat: inbox,
      signIn: async () => {},
      matchWith: async (name) => {
        n += 1;
        const personId = `person-${n}`;
        return { matchId: inbox.addMatch(name, { personId }) as MatchId, personId };
      },
      theyWrite: async (matchId, text) => inbox.receiveFrom(matchId, text).id,
      theyRead: async (matchId, messageId) => inbox.readBy(matchId, messageId),
      theyUnmatch: async (matchId) => inbox.unmatchBy(matchId),
      later: (ms) => time.advance(ms),
    };
  },
  stop: async () => {},
};

/**
 * The HTTP adapters over the real ky client against the reference server in-process. The member signs in through
 * the server's own steps; other members and their matches are written into the database as the server's tests do,
 * and those members act through the server's services (the same code their requests would run).
 */
const serverWorld = (): InboxWorld =>
  referenceServerWorld((t) => {
    const db = t.database.db;
    const tokens = new FakeAuthTokenSource();
    const http = pageClient(t, tokens);
    let memberId: string | undefined;
    let n = 0;
    const personOf = new Map<string, string>();
    return {
      matches: new HttpMatchesApi(http),
      chat: new HttpChatApi(http, t.time),
      signIn: async () => {
        const login = await memberSignedInByPhone(t.client(), db, '+14155550777', 'Jane');
        tokens.set(login.authToken);
        memberId = login.userId;
      },
      matchWith: async (name) => {
        if (memberId === undefined) throw new Error('the member has not signed in');
        n += 1;
        const personId = `person-${String(n).padStart(3, '0')}`;
        await db.query("INSERT INTO users (id, name, onboarding_state, created_at) VALUES ($1, $2, 'complete', $3)", [personId, name, new Date(t.time.now())]);
        const match = await matchRepository.findOrCreate(db, { id: randomBytes(12).toString('hex'), between: [memberId, personId], now: t.time.now() });
        personOf.set(match.id, personId);
        return { matchId: match.id as MatchId, personId };
      },
      theyWrite: async (matchId, text) => {
        const sent = await t.server.chat.messages.send({ matchId, fromId: personOf.get(matchId)!, clientId: clientMessageId(t.time.now()), content: { kind: 'text', text } });
        if (!sent.ok) throw new Error(sent.error.message);
        return sent.value.message.id;
      },
      theyRead: async (matchId, messageId) => {
        await t.server.matches.matches.markMessageSeen(personOf.get(matchId)!, matchId, messageId);
      },
      theyUnmatch: async (matchId) => {
        await t.server.matches.matches.unmatch(personOf.get(matchId)!, matchId);
      },
      later: (ms) => t.time.advance(ms),
    };
  });

const valueOf = <T>(result: Result<T, { readonly code: string | number }>, what: string): T => {
  if (!result.ok) throw new Error(`${what} failed with ${String(result.error.code)}`);
  return result.value;
};

const codeOf = (result: Result<unknown, { readonly code: string | number }>): string | number => (result.ok ? 'ok' : result.error.code);

const CLIENT_ID = (n: number) => `contract${n}_1767225600000`;

const inboxContract = (name: string, world: InboxWorld) =>
  describe(`MatchesApiPort and ChatApiPort contract: ${name}`, () => {
    let h: InboxHarness;
    beforeAll(() => world.start(), 60_000);
    afterAll(() => world.stop());
    beforeEach(async () => {
      h = await world.open();
      await h.signIn();
    });

    const list = async (filter: 'withMessages' | 'withoutMessages' | 'archivedMatches') => valueOf(await h.matches.listMatches(filter), `listing ${filter}`).matches;

    it('MATCH-01, MATCH-08: a new match is listed without messages, with its person, unseen; after they write it has messages', async () => {
      const { matchId, personId } = await h.matchWith('Lena');
      const fresh = await list('withoutMessages');
      expect(fresh.map((match) => match.id)).toEqual([matchId]);
      expect(fresh[0]).toMatchObject({ person: { id: personId, name: 'Lena' }, seen: { matchSeen: false }, lastSeq: 0, readReceipt: { enabled: false } });
      expect(fresh[0]?.lastMessage).toBeUndefined();
      h.later(1000);
      await h.theyWrite(matchId, 'Hi Jane');
      const talking = await list('withMessages');
      expect(talking.map((match) => match.id)).toEqual([matchId]);
      expect(talking[0]?.lastMessage).toMatchObject({ fromId: personId, text: 'Hi Jane', seq: 1 });
      expect(await list('withoutMessages')).toEqual([]);
      expect(await list('archivedMatches')).toEqual([]);
    });

    it('MATCH-10, MATCH-14: one match by id, and its person`s card; someone else`s or an unknown one is 40400', async () => {
      const { matchId, personId } = await h.matchWith('Lena');
      expect(valueOf(await h.matches.getMatch(matchId), 'getting the match').person.name).toBe('Lena');
      expect(codeOf(await h.matches.getMatch('0123456789abcdef01234567' as MatchId))).toBe(40400);
      expect(valueOf(await h.matches.fetchPerson(personId), 'fetching the person').name).toBe('Lena');
    });

    it('CHAT-15, CHAT-02: a message sent under the device`s id comes back stored; the same id again answers the same message', async () => {
      const { matchId } = await h.matchWith('Lena');
      const first = valueOf(await h.chat.sendMessage(matchId, CLIENT_ID(1), { kind: 'text', text: 'Hello <b>Lena</b>' }), 'sending');
      expect(first).toMatchObject({ matchId, clientId: CLIENT_ID(1), text: 'Hello <b>Lena</b>', seq: 1, type: 'text' });
      expect(first.id).toMatch(/^.+_\d{13}$/);
      const again = valueOf(await h.chat.sendMessage(matchId, CLIENT_ID(1), { kind: 'text', text: 'Hello <b>Lena</b>' }), 'sending again');
      expect(again.id).toBe(first.id);
      const page = valueOf(await h.chat.fetchMessages(matchId), 'reading');
      expect(page.messages.map((message) => message.id)).toEqual([first.id]);
    });

    it('CHAT-15: an empty or too long text is 40000; a message to an ended match is 40400', async () => {
      const { matchId } = await h.matchWith('Lena');
      expect(codeOf(await h.chat.sendMessage(matchId, CLIENT_ID(2), { kind: 'text', text: '   ' }))).toBe(40000);
      expect(codeOf(await h.chat.sendMessage(matchId, CLIENT_ID(3), { kind: 'text', text: 'x'.repeat(5001) }))).toBe(40000);
      await h.theyUnmatch(matchId);
      expect(codeOf(await h.chat.sendMessage(matchId, CLIENT_ID(4), { kind: 'text', text: 'still there?' }))).toBe(40400);
    });

    it('CHAT-15: a conversation reads oldest first in its page, in the order it was written', async () => {
      const { matchId } = await h.matchWith('Lena');
      await h.theyWrite(matchId, 'one');
      await h.chat.sendMessage(matchId, CLIENT_ID(5), { kind: 'text', text: 'two' });
      await h.theyWrite(matchId, 'three');
      const page = valueOf(await h.chat.fetchMessages(matchId), 'reading');
      expect(page.messages.map((message) => [message.text, message.seq])).toEqual([
        ['one', 1],
        ['two', 2],
        ['three', 3],
      ]);
      expect(page.olderPageToken).toBeUndefined();
    });

    it('MATCH-10, CHAT-04: updates without a date give the date; since it, the new messages as events and the changed matches', async () => {
      const { matchId, personId } = await h.matchWith('Lena');
      const start = valueOf(await h.chat.fetchUpdates(undefined), 'first updates');
      expect(start).toMatchObject({ matches: [], inbox: [], blocks: [], deleted: [] });
      h.later(10_000);
      const messageId = await h.theyWrite(matchId, 'Hi!');
      h.later(10_000);
      const since = valueOf(await h.chat.fetchUpdates(start.lastActivityDate), 'updates');
      expect(since.inbox).toEqual([expect.objectContaining({ messageId, userId: personId, text: 'Hi!', conversationId: matchId, seq: 1 })]);
      expect(since.matches.map((match) => match.id)).toEqual([matchId]);
      expect(since.lastActivityDate).toBeGreaterThan(start.lastActivityDate);
      h.later(10_000);
      await h.theyUnmatch(matchId);
      const ended = valueOf(await h.chat.fetchUpdates(since.lastActivityDate), 'updates after the unmatch');
      expect(ended.deleted).toEqual([matchId]);
      expect(ended.matches).toEqual([]);
    });

    it('MATCH-12: seeing the match and reading up to a message are kept', async () => {
      const { matchId } = await h.matchWith('Lena');
      valueOf(await h.matches.markMatchSeen(matchId), 'marking the match seen');
      expect(valueOf(await h.matches.getMatch(matchId), 'getting').seen).toEqual({ matchSeen: true });
      const messageId = await h.theyWrite(matchId, 'read me');
      valueOf(await h.chat.markMessageSeen(matchId, messageId), 'marking the message seen');
      expect(valueOf(await h.matches.getMatch(matchId), 'getting').seen).toEqual({ matchSeen: true, lastSeenMsgId: messageId });
      expect(codeOf(await h.chat.markMessageSeen(matchId, 'nope_1767225600000'))).toBe(40400);
    });

    it('CHAT-08: 10 read receipts; turning them on for a match spends one; then their reading shows', async () => {
      const { matchId } = await h.matchWith('Lena');
      expect(valueOf(await h.chat.readReceiptsRemaining(), 'reading the allowance')).toBe(10);
      expect(valueOf(await h.chat.enableReadReceipts(matchId), 'turning receipts on')).toBe(9);
      expect(valueOf(await h.chat.enableReadReceipts(matchId), 'turning them on again')).toBe(9);
      const mine = valueOf(await h.chat.sendMessage(matchId, CLIENT_ID(6), { kind: 'text', text: 'did you read this?' }), 'sending');
      await h.theyRead(matchId, mine.id);
      expect(valueOf(await h.matches.getMatch(matchId), 'getting').readReceipt).toEqual({ enabled: true, lastReadMsgId: mine.id });
    });

    it('MATCH-13: unmatching ends the match for good', async () => {
      const { matchId } = await h.matchWith('Lena');
      valueOf(await h.matches.unmatch(matchId), 'unmatching');
      expect(codeOf(await h.matches.getMatch(matchId))).toBe(40400);
      expect(await list('withoutMessages')).toEqual([]);
    });

    it('SAFE-01, SAFE-02: blocking or reporting ends the match; a report names a leaf reason of the tree', async () => {
      const lena = await h.matchWith('Lena');
      const sami = await h.matchWith('Sami');
      const reasons = valueOf(await h.matches.reportReasons(), 'reading the reasons');
      const leaves = reasons.flatMap((reason) => reason.children ?? [reason]).map((reason) => reason.id);
      expect(leaves).toEqual(expect.arrayContaining(['spam', 'other']));
      valueOf(await h.matches.block(lena.personId), 'blocking');
      expect(codeOf(await h.matches.getMatch(lena.matchId))).toBe(40400);
      expect(codeOf(await h.matches.report({ userId: sami.personId, reason: 'not-a-reason' }))).toBe(40000);
      expect(valueOf(await h.matches.report({ userId: sami.personId, reason: 'spam', matchId: sami.matchId }), 'reporting')).toMatch(/./);
      expect(codeOf(await h.matches.getMatch(sami.matchId))).toBe(40400);
    });

    it('CHAT-09, CHAT-10: trending GIFs and stickers, and a search, come from the catalogue, at most the limit asked', async () => {
      const gifs = valueOf(await h.chat.trendingMedia('gif', 40), 'trending GIFs');
      expect(gifs.map((gif) => gif.id)).toEqual(expect.arrayContaining(['gif_hello', 'gif_coffee']));
      for (const gif of gifs) expect(gif).toMatchObject({ type: 'gif', url: expect.stringMatching(/\.svg$/), width: 200, height: 150 });
      expect(valueOf(await h.chat.trendingMedia('gif', 2), 'two GIFs')).toHaveLength(2);
      expect(valueOf(await h.chat.searchMedia('gif', 'coffee', 40), 'searching').map((gif) => gif.id)).toEqual(['gif_coffee']);
      expect(valueOf(await h.chat.trendingMedia('sticker', 40), 'stickers').map((sticker) => sticker.id)).toEqual(expect.arrayContaining(['sticker_heart']));
      const { matchId } = await h.matchWith('Lena');
      const heart = gifs.find((gif) => gif.id === 'gif_hello')!;
      expect(valueOf(await h.chat.sendMessage(matchId, CLIENT_ID(7), { kind: 'gif', item: heart }), 'sending a GIF')).toMatchObject({ type: 'gif', media: { id: 'gif_hello' } });
    });
  });

inboxContract('FakeInbox', fakeWorld);
inboxContract('HttpMatchesApi and HttpChatApi against the reference server', serverWorld());
