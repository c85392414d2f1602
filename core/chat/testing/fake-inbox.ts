import { signal, type ReadonlySignal } from '@preact/signals-core';
import type { Match, MatchesApiPort, MatchesError, MatchFilter, MatchPage, MatchPerson, ReportDraft, ReportReason } from '../../matches';
import { filterOf, sortForList } from '../../matches';
import { fakeRec } from '../../recs/testing/fake-recs-api';
import { appError, err, ok, type Clock, type MatchId, type Result, type Unsubscribe } from '../../shared';
import type { ChatApiPort, ChatError, ChatUpdates, MessagePage } from '../chat-api.port';
import type { ChatNudge, ChatRealtimePort } from '../chat-realtime.port';
import type { IncomingMessageEvent } from '../incoming-message';
import { isMessageId, MAX_MESSAGE_LENGTH, type ChatMessage, type MediaItem, type MessageContent } from '../message';

const NOT_FOUND = 40400;
const BAD_REQUEST = 40000;
const CONFLICT = 40900;
/** As the reference server: matches nobody wrote in expire after 14 days; 10 read receipts; pages of 60 and 50. */
const EXPIRY_MS = 14 * 86_400_000;
const LOOKBACK_MS = 5_000;

interface FakeMatchRecord {
  readonly id: string;
  readonly person: MatchPerson;
  readonly createdAt: number;
  archiveAt?: number;
  updatedAt: number;
  ended?: number;
  messages: ChatMessage[];
  seenByMe: { matchSeen: boolean; lastSeenMsgId?: string; lastSeenSeq: number };
  seenByThem: { lastSeenMsgId?: string; lastSeenSeq: number };
  receipts: boolean;
  superLiker?: string;
}

/** What the fake catalogue holds: three GIFs and two stickers. */
export const FAKE_MEDIA: readonly MediaItem[] = [
  { id: 'gif_hello', type: 'gif', title: 'Hello!', url: '/api/gif/assets/gif_hello.svg', width: 200, height: 150 },
  { id: 'gif_coffee', type: 'gif', title: 'Coffee?', url: '/api/gif/assets/gif_coffee.svg', width: 200, height: 150 },
  { id: 'gif_lol', type: 'gif', title: 'LOL', url: '/api/gif/assets/gif_lol.svg', width: 200, height: 150 },
  { id: 'sticker_heart', type: 'sticker', title: 'Heart', url: '/api/sticker/assets/sticker_heart.svg', width: 160, height: 160 },
  { id: 'sticker_star', type: 'sticker', title: 'Star', url: '/api/sticker/assets/sticker_star.svg', width: 160, height: 160 },
];

const REASONS: readonly ReportReason[] = [
  { id: 'fake', title: 'Fake profile or scam', children: [{ id: 'spam', title: 'Spam or advertising' }] },
  { id: 'other', title: 'Something else' },
];

type Call = { readonly kind: string; readonly matchId?: string; readonly clientId?: string };

/**
 * An in-memory provider of matches and chat for one member (`me`), with the reference server's rules: matches
 * with other members, conversations numbered per match, sends answered once per sender id (a repeat answers the
 * stored message), seen markers, read receipts (10), updates since a date (5 s look-back), unmatch, block and
 * report, a small GIF and sticker catalogue. Its other members act through `receiveFrom`, `unmatchBy`, `readBy`.
 * The network is played too: `offline` fails every call before it reaches the provider; `loseNextAnswers(n)`
 * lets calls reach it and drops their answers; `failNext(code)` refuses the next call. Nudges go to `realtime`.
 */
export class FakeInbox implements MatchesApiPort, ChatApiPort {
  readonly matches = new Map<string, FakeMatchRecord>();
  readonly blocked = new Set<string>();
  readonly reports: ReportDraft[] = [];
  readonly calls: Call[] = [];
  readReceipts = 10;
  offline = false;
  pageSize = 60;
  messagePageSize = 50;
  #lostAnswers = 0;
  #failNext: ChatError | undefined;
  #ids = 0;
  #blocksAt = new Map<string, number>();

  constructor(
    /** The signed-in member (a test signing someone else in sets it). */
    public me: string,
    private readonly clock: Clock,
    readonly realtime: FakeChatRealtime = new FakeChatRealtime(),
  ) {}

  // ——— the far side acting ———

  /** A match with a new person (as likes meeting make one); answers its id. */
  addMatch(personName: string, options: { readonly personId?: string; readonly superLiker?: string } = {}): string {
    this.#ids += 1;
    const id = `match-${this.#ids}`;
    const now = this.clock.now();
    this.matches.set(id, {
      id,
      person: fakeRec(options.personId ?? `person-${this.#ids}`, personName),
      createdAt: now,
      archiveAt: now + EXPIRY_MS,
      updatedAt: now,
      messages: [],
      seenByMe: { matchSeen: false, lastSeenSeq: 0 },
      seenByThem: { lastSeenSeq: 0 },
      receipts: false,
      ...(options.superLiker === undefined ? {} : { superLiker: options.superLiker }),
    });
    this.realtime.nudge({ type: 'match', matchId: id });
    return id;
  }

  /** The match's person writes to the member. */
  receiveFrom(matchId: string, text: string): ChatMessage {
    const match = this.#live(matchId);
    if (match === undefined) throw new Error(`fake inbox: no live match ${matchId}`);
    const message = this.#store(match, match.person.id, `their-${this.#ids++}_${String(this.clock.now()).padStart(13, '0')}`, 'text', text);
    this.realtime.nudge({ type: 'message', matchId, messageId: message.id });
    return message;
  }

  /** The person typed. */
  typingFrom(matchId: string): void {
    const match = this.#live(matchId);
    if (match !== undefined) this.realtime.nudge({ type: 'typing', matchId, userId: match.person.id });
  }

  /** The person read the conversation up to a message. */
  readBy(matchId: string, messageId: string): void {
    const match = this.#live(matchId);
    const seq = match?.messages.find((message) => message.id === messageId)?.seq;
    if (match === undefined || seq === undefined || seq <= match.seenByThem.lastSeenSeq) return;
    match.seenByThem = { lastSeenMsgId: messageId, lastSeenSeq: seq };
    match.updatedAt = this.clock.now();
    if (match.receipts) this.realtime.nudge({ type: 'read', matchId, messageId });
  }

  /** The person unmatched. */
  unmatchBy(matchId: string): void {
    const match = this.#live(matchId);
    if (match === undefined) return;
    match.ended = this.clock.now();
    match.updatedAt = this.clock.now();
    this.realtime.nudge({ type: 'unmatch', matchId });
  }

  /** Every message the provider holds of a conversation, in order. */
  conversation(matchId: string): readonly ChatMessage[] {
    return this.matches.get(matchId)?.messages ?? [];
  }

  failNext(code: string | number, extra: Omit<ChatError, 'code'> = {}): void {
    this.#failNext = { code, ...extra };
  }

  /** The next `n` calls reach the provider, and their answers are lost on the way back. */
  loseNextAnswers(n: number): void {
    this.#lostAnswers = n;
  }

  // ——— MatchesApiPort ———

  listMatches(filter: MatchFilter, pageToken?: string): Promise<Result<MatchPage, MatchesError>> {
    return this.#call({ kind: 'list' }, () => {
      const now = this.clock.now();
      const all = sortForList(
        [...this.matches.values()].filter((record) => this.#visible(record)).map((record) => this.#match(record)).filter((match) => filterOf(match, now) === filter),
        filter,
      );
      const start = pageToken === undefined ? 0 : Number(pageToken);
      const page = all.slice(start, start + this.pageSize);
      return ok({ matches: page, ...(start + this.pageSize < all.length ? { nextPageToken: String(start + this.pageSize) } : {}) });
    });
  }

  getMatch(id: MatchId): Promise<Result<Match, MatchesError>> {
    return this.#call({ kind: 'get', matchId: id }, () => {
      const record = this.#live(id);
      return record === undefined ? this.#notFound() : ok(this.#match(record));
    });
  }

  unmatch(id: MatchId): Promise<Result<void, MatchesError>> {
    return this.#call({ kind: 'unmatch', matchId: id }, () => {
      const record = this.matches.get(id);
      if (record === undefined) return this.#notFound();
      if (record.ended === undefined) {
        record.ended = this.clock.now();
        record.updatedAt = record.ended;
        this.realtime.nudge({ type: 'unmatch', matchId: id });
      }
      return ok(undefined);
    });
  }

  markMatchSeen(id: MatchId): Promise<Result<void, MatchesError>> {
    return this.#call({ kind: 'seen', matchId: id }, () => {
      const record = this.#live(id);
      if (record === undefined) return this.#notFound();
      record.seenByMe = { ...record.seenByMe, matchSeen: true };
      record.updatedAt = this.clock.now();
      return ok(undefined);
    });
  }

  fetchPerson(userId: string): Promise<Result<MatchPerson, MatchesError>> {
    return this.#call({ kind: 'person' }, () => {
      const person = [...this.matches.values()].find((record) => record.person.id === userId && !this.blocked.has(userId))?.person;
      return person === undefined ? this.#notFound() : ok(person);
    });
  }

  block(userId: string): Promise<Result<void, MatchesError>> {
    return this.#call({ kind: 'block' }, () => {
      if (userId === this.me) return err(appError(BAD_REQUEST, 'yourself'));
      this.#block(userId);
      return ok(undefined);
    });
  }

  report(draft: ReportDraft): Promise<Result<string, MatchesError>> {
    return this.#call({ kind: 'report' }, () => {
      if (!['spam', 'other'].includes(draft.reason)) return err(appError(BAD_REQUEST, 'unknown reason'));
      this.reports.push(draft);
      this.#block(draft.userId);
      return ok(`report-${this.reports.length}`);
    });
  }

  reportReasons(): Promise<Result<readonly ReportReason[], MatchesError>> {
    return this.#call({ kind: 'reasons' }, () => ok(REASONS));
  }

  // ——— ChatApiPort ———

  fetchUpdates(since: number | undefined): Promise<Result<ChatUpdates, ChatError>> {
    return this.#call({ kind: 'updates' }, () => {
      const now = this.clock.now();
      if (since === undefined) return ok({ matches: [], inbox: [], blocks: [], deleted: [], lastActivityDate: now, pollIntervalMs: 2000, truncated: false });
      const from = since - LOOKBACK_MS;
      const records = [...this.matches.values()];
      const inbox: IncomingMessageEvent[] = records
        .filter((record) => this.#visible(record))
        .flatMap((record) => record.messages)
        .filter((message) => message.sentAt > from)
        .sort((a, b) => a.sentAt - b.sentAt || a.seq - b.seq)
        .map((message) => ({
          messageId: message.id,
          userId: message.fromId,
          createdDate: message.sentAt,
          text: message.text,
          conversationId: message.matchId,
          type: message.type,
          seq: message.seq,
          ...(message.clientId === undefined ? {} : { clientMessageId: message.clientId }),
          ...(message.media === undefined ? {} : { media: message.media }),
        }));
      return ok({
        matches: records.filter((record) => this.#visible(record) && record.updatedAt > from).map((record) => this.#match(record)),
        inbox,
        blocks: [...this.#blocksAt].filter(([, at]) => at > from).map(([id]) => id),
        deleted: records.filter((record) => record.ended !== undefined && record.ended > from).map((record) => record.id),
        lastActivityDate: now,
        pollIntervalMs: 2000,
        truncated: false,
      });
    });
  }

  fetchMessages(matchId: string, pageToken?: string): Promise<Result<MessagePage, ChatError>> {
    return this.#call({ kind: 'messages', matchId }, () => {
      const record = this.#live(matchId);
      if (record === undefined) return this.#notFound();
      const before = pageToken === undefined ? Number.POSITIVE_INFINITY : Number(pageToken);
      const older = record.messages.filter((message) => message.seq < before);
      const page = older.slice(-this.messagePageSize);
      const first = page[0];
      return ok({ messages: page, ...(first !== undefined && first.seq > 1 ? { olderPageToken: String(first.seq) } : {}) });
    });
  }

  sendMessage(matchId: string, clientId: string, content: MessageContent): Promise<Result<ChatMessage, ChatError>> {
    return this.#call({ kind: 'send', matchId, clientId }, () => {
      if (!isMessageId(clientId)) return err(appError(BAD_REQUEST, 'bad client id'));
      const earlier = [...this.matches.values()].flatMap((record) => record.messages).find((message) => message.fromId === this.me && message.clientId === clientId);
      if (earlier !== undefined) return earlier.matchId === matchId ? ok(earlier) : err(appError(CONFLICT, 'id used in another match'));
      const record = this.#live(matchId);
      if (record === undefined) return this.#notFound();
      if (content.kind === 'text') {
        const text = content.text.trim();
        if (text.length === 0 || text.length > MAX_MESSAGE_LENGTH) return err(appError(BAD_REQUEST, 'bad text'));
        return ok(this.#sent(record, clientId, 'text', text));
      }
      const item = FAKE_MEDIA.find((candidate) => candidate.id === content.item.id && candidate.type === content.kind);
      return item === undefined ? err(appError(BAD_REQUEST, 'no such item')) : ok(this.#sent(record, clientId, content.kind, item.url, item));
    });
  }

  markMessageSeen(matchId: string, messageId: string): Promise<Result<void, ChatError>> {
    return this.#call({ kind: 'seen-message', matchId }, () => {
      const record = this.#live(matchId);
      const seq = record?.messages.find((message) => message.id === messageId)?.seq;
      if (record === undefined || seq === undefined) return this.#notFound();
      if (seq > record.seenByMe.lastSeenSeq) {
        record.seenByMe = { matchSeen: true, lastSeenMsgId: messageId, lastSeenSeq: seq };
        record.updatedAt = this.clock.now();
      }
      return ok(undefined);
    });
  }

  trendingMedia(type: MediaItem['type'], limit: number): Promise<Result<readonly MediaItem[], ChatError>> {
    return this.#call({ kind: 'trending' }, () => ok(FAKE_MEDIA.filter((item) => item.type === type).slice(0, limit)));
  }

  searchMedia(type: MediaItem['type'], query: string, limit: number): Promise<Result<readonly MediaItem[], ChatError>> {
    return this.#call({ kind: 'search' }, () => {
      const words = query.toLowerCase().split(/\s+/).filter((word) => word !== '');
      return ok(
        FAKE_MEDIA.filter((item) => item.type === type && words.length > 0 && words.every((word) => item.title.toLowerCase().split(/\W+/).some((own) => own.startsWith(word)))).slice(0, limit),
      );
    });
  }

  readReceiptsRemaining(): Promise<Result<number, ChatError>> {
    return this.#call({ kind: 'receipts' }, () => ok(this.readReceipts));
  }

  enableReadReceipts(matchId: string): Promise<Result<number, ChatError>> {
    return this.#call({ kind: 'enable-receipts', matchId }, () => {
      const record = this.#live(matchId);
      if (record === undefined) return this.#notFound();
      if (record.receipts) return ok(this.readReceipts);
      if (this.readReceipts === 0) return err(appError(CONFLICT, 'No read receipts left'));
      this.readReceipts -= 1;
      record.receipts = true;
      record.updatedAt = this.clock.now();
      return ok(this.readReceipts);
    });
  }

  // ——— inside ———

  async #call<T>(call: Call, answer: () => Result<T, ChatError>): Promise<Result<T, ChatError>> {
    this.calls.push(call);
    await Promise.resolve();
    if (this.offline) return err(appError('API.NETWORK', 'offline'));
    const failure = this.#failNext;
    if (failure !== undefined) {
      this.#failNext = undefined;
      return err(failure);
    }
    const result = answer();
    if (this.#lostAnswers > 0) {
      this.#lostAnswers -= 1;
      return err(appError('API.NETWORK', 'the answer was lost'));
    }
    return result;
  }

  #notFound(): Result<never, ChatError> {
    return err(appError(NOT_FOUND, 'No such match'));
  }

  #visible(record: FakeMatchRecord): boolean {
    return record.ended === undefined && !this.blocked.has(record.person.id);
  }

  #live(matchId: string): FakeMatchRecord | undefined {
    const record = this.matches.get(matchId);
    return record !== undefined && this.#visible(record) ? record : undefined;
  }

  #block(userId: string): void {
    this.blocked.add(userId);
    this.#blocksAt.set(userId, this.clock.now());
    for (const record of this.matches.values()) {
      if (record.person.id === userId && record.ended === undefined) {
        record.ended = this.clock.now();
        record.updatedAt = record.ended;
        this.realtime.nudge({ type: 'unmatch', matchId: record.id });
      }
    }
  }

  #sent(record: FakeMatchRecord, clientId: string, type: string, text: string, media?: MediaItem): ChatMessage {
    const message = this.#store(record, this.me, clientId, type, text, media);
    this.realtime.nudge({ type: 'message', matchId: record.id, messageId: message.id });
    return message;
  }

  #store(record: FakeMatchRecord, fromId: string, clientId: string, type: string, text: string, media?: MediaItem): ChatMessage {
    const now = this.clock.now();
    this.#ids += 1;
    const message: ChatMessage = {
      id: `msg${this.#ids}_${String(now).padStart(13, '0')}`,
      clientId,
      matchId: record.id,
      fromId,
      sentAt: now,
      seq: record.messages.length + 1,
      type,
      text,
      ...(media === undefined ? {} : { media }),
    };
    record.messages.push(message);
    record.updatedAt = now;
    delete record.archiveAt;
    return message;
  }

  #match(record: FakeMatchRecord): Match {
    const last = record.messages.at(-1);
    return {
      id: record.id as MatchId,
      person: record.person,
      createdDate: record.createdAt,
      lastActivityDate: last?.sentAt ?? record.createdAt,
      ...(last === undefined ? {} : { lastMessage: { id: last.id, fromId: last.fromId, sentAt: last.sentAt, seq: last.seq, type: last.type, text: last.text } }),
      lastSeq: last?.seq ?? 0,
      seen: { matchSeen: record.seenByMe.matchSeen, ...(record.seenByMe.lastSeenMsgId === undefined ? {} : { lastSeenMsgId: record.seenByMe.lastSeenMsgId }) },
      isSuperBoostMatch: false,
      isBoostMatch: false,
      isFastMatch: false,
      isPrimetimeBoostMatch: false,
      ...(record.superLiker === undefined ? {} : { superLiker: record.superLiker }),
      ...(record.archiveAt === undefined ? {} : { expireAt: record.archiveAt, archiveAt: record.archiveAt }),
      readReceipt: record.receipts
        ? { enabled: true, ...(record.seenByThem.lastSeenMsgId === undefined ? {} : { lastReadMsgId: record.seenByThem.lastSeenMsgId }) }
        : { enabled: false },
    };
  }
}

/** An in-memory realtime link: nudges reach listeners only while it is connected; typing pulses are recorded. */
export class FakeChatRealtime implements ChatRealtimePort {
  readonly #connected = signal(true);
  readonly #listeners = new Set<(nudge: ChatNudge) => void>();
  readonly connected: ReadonlySignal<boolean> = this.#connected;
  /** Match ids of the typing pulses sent. */
  readonly typingSent: string[] = [];
  /** Nudges sent while the link was down: lost, as on a real socket. */
  lost = 0;

  onNudge(listener: (nudge: ChatNudge) => void): Unsubscribe {
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  }

  sendTyping(matchId: string): boolean {
    if (!this.#connected.peek()) return false;
    this.typingSent.push(matchId);
    return true;
  }

  /** The provider nudges the member. */
  nudge(nudge: ChatNudge): void {
    if (!this.#connected.peek()) {
      this.lost += 1;
      return;
    }
    for (const listener of [...this.#listeners]) listener(nudge);
  }

  down(): void {
    this.#connected.value = false;
  }

  up(): void {
    this.#connected.value = true;
  }
}
