import { batch, computed, signal, type ReadonlySignal, type Signal } from '@preact/signals-core';
import type { AsyncLoadStatus } from '../app';
import { LruCache, MATCHES_CACHE_SIZE, MATCH_LIST_ENTITY_CACHE_SIZE, memoByKey } from './lru-cache';
import { MATCH_FILTERS, type LastMessage, type Match, type MatchFilter, type SeenState } from './match';
import { isExpiryUrgent } from './match-expiry';
import { filterOf, isEndOfList, isUnseen, newMatchesCount, notificationType, sortForList, unreadConversationsCount } from './match-rules';

/** MATCH-08: one list's paging state; its status is the shared async-load status (APP-10). */
export interface ListState {
  readonly status: AsyncLoadStatus;
  /** Where the next page starts; absent before the first page and at the end. */
  readonly nextPageToken?: string;
  /** MATCH-09: no further page. */
  readonly isEndOfList: boolean;
  readonly error?: string | number;
}

/** What a list row shows of a match: made once per change of the match (MATCH-16 list entity cache). */
export interface MatchListItem {
  readonly match: Match;
  readonly unseen: boolean;
  /** MATCH-17: it expires within a day. */
  readonly urgent: boolean;
  readonly notificationType: ReturnType<typeof notificationType>;
}

/** MATCH-10: how often updates are polled while the socket is down (D2 section 9: 2 s). */
export const UPDATES_POLL_DELAY_MS = 2_000;

const NOT_LOADED: ListState = { status: 'not-loaded', isEndOfList: false };
const EMPTY_LISTS: Readonly<Record<MatchFilter, ListState>> = { withMessages: NOT_LOADED, withoutMessages: NOT_LOADED, archivedMatches: NOT_LOADED };

/**
 * The member's matches as signals (MATCH-08): the matches of the lists by id, each list's paging state, the
 * unmatched ids (MATCH-04: left out of every list and count), `lastActivityDate` (where updates continue from),
 * `newFlags` (matches that arrived after the lists loaded) and `pollInterval`. The lists are derived: each match
 * sits in the list its state says (MATCH-02: archived once its archive time passed), sorted (MATCH-07). Matches
 * fetched one by one (a link to a chat) are kept apart, at most MATCHES_CACHE_SIZE of them (MATCH-16).
 * `ownId` is the signed-in member's id: the unseen rule needs it (MATCH-06).
 */
export class MatchesStore {
  readonly #matches = signal<ReadonlyMap<string, Match>>(new Map());
  readonly #lists = signal<Readonly<Record<MatchFilter, ListState>>>(EMPTY_LISTS);
  readonly #unmatched = signal<ReadonlySet<string>>(new Set());
  readonly #newFlags = signal<ReadonlySet<string>>(new Set());
  readonly #lastActivityDate = signal<number | undefined>(undefined);
  readonly #pollInterval = signal(UPDATES_POLL_DELAY_MS);
  readonly #now: Signal<number>;
  readonly #single = new LruCache<string, Match>(MATCHES_CACHE_SIZE);
  readonly #singleVersion = signal(0);
  readonly #epoch = signal(0);
  readonly #item = memoByKey<string, { readonly match: Match; readonly ownId: string; readonly now: number }, MatchListItem>(MATCH_LIST_ENTITY_CACHE_SIZE, ({ match, ownId, now }) => ({
    match,
    unseen: isUnseen(match, ownId),
    urgent: isExpiryUrgent(match.expireAt, now),
    notificationType: notificationType(match),
  }));

  /** MATCH-08 `lists`: each filter's paging state. */
  readonly lists: ReadonlySignal<Readonly<Record<MatchFilter, ListState>>> = this.#lists;
  readonly unmatched: ReadonlySignal<ReadonlySet<string>> = this.#unmatched;
  /** MATCH-08 `newFlags`: ids of matches that arrived after the lists were loaded, until cleared. */
  readonly newFlags: ReadonlySignal<ReadonlySet<string>> = this.#newFlags;
  readonly lastActivityDate: ReadonlySignal<number | undefined> = this.#lastActivityDate;
  /** Changes at every reset: an answer to a call made before it is dropped. */
  readonly epoch: ReadonlySignal<number> = this.#epoch;
  readonly pollInterval: ReadonlySignal<number> = this.#pollInterval;
  /** Every match of the lists, unmatched ones left out (MATCH-04). */
  readonly all: ReadonlySignal<readonly Match[]>;
  readonly withMessages: ReadonlySignal<readonly Match[]>;
  readonly withoutMessages: ReadonlySignal<readonly Match[]>;
  readonly archived: ReadonlySignal<readonly Match[]>;
  /** MATCH-05: unseen matches with no messages. */
  readonly newMatchesCount: ReadonlySignal<number>;
  /** NAV-05: unseen matches with messages. */
  readonly unreadConversationsCount: ReadonlySignal<number>;

  constructor(
    private readonly ownId: ReadonlySignal<string | undefined>,
    now: number,
  ) {
    this.#now = signal(now);
    // Stryker disable next-line MethodExpression: equivalent, an unmatched id never stays among the matches (remove drops it, #put skips it); the filter guards the derivation
    this.all = computed(() => [...this.#matches.value.values()].filter((match) => !this.#unmatched.value.has(match.id)));
    const listOf = (filter: MatchFilter) => computed(() => sortForList(this.all.value.filter((match) => filterOf(match, this.#now.value) === filter), filter));
    this.withMessages = listOf('withMessages');
    this.withoutMessages = listOf('withoutMessages');
    this.archived = listOf('archivedMatches');
    const live = computed(() => this.all.value.filter((match) => filterOf(match, this.#now.value) !== 'archivedMatches'));
    // Stryker disable next-line LogicalOperator,StringLiteral: equivalent, new matches have no message, so whose id is own never matters to them
    this.newMatchesCount = computed(() => newMatchesCount(live.value, this.ownId.value ?? '', this.#unmatched.value));
    // Stryker disable next-line StringLiteral: equivalent, signed out no message is own and no member's id is empty or any other made-up text
    this.unreadConversationsCount = computed(() => unreadConversationsCount(live.value, this.ownId.value ?? '', this.#unmatched.value));
  }

  /** A list's matches (MATCH-07 order). */
  list(filter: MatchFilter): ReadonlySignal<readonly Match[]> {
    return filter === 'withMessages' ? this.withMessages : filter === 'withoutMessages' ? this.withoutMessages : this.archived;
  }

  /** A list's rows: the same row object for a match until the match changes (MATCH-16). */
  items(filter: MatchFilter): MatchListItem[] {
    // Stryker disable next-line StringLiteral: equivalent, signed out no message is own and no member's id is empty or any other made-up text
    const ownId = this.ownId.value ?? '';
    const now = this.#now.value;
    return this.list(filter).value.map((match) => this.#item(match.id, { match, ownId, now }));
  }

  /** A match of the lists, or one fetched by id; never an unmatched one. */
  match(id: string): Match | undefined {
    if (this.#unmatched.value.has(id)) return undefined;
    this.#singleVersion.value;
    return this.#matches.value.get(id) ?? this.#single.peek(id);
  }

  /** Whether the member has an unseen match (MATCH-06). */
  isUnseen(id: string): boolean {
    const match = this.match(id);
    // Stryker disable next-line StringLiteral: equivalent, signed out no message is own and no member's id is empty or any other made-up text
    return match !== undefined && isUnseen(match, this.ownId.value ?? '');
  }

  /** Time moved on: archived matches move to the archive, urgent ones show it. */
  setNow(now: number): void {
    this.#now.value = now;
  }

  startLoading(filter: MatchFilter): void {
    this.#setList(filter, { ...this.#lists.peek()[filter], status: 'loading' });
  }

  /** MATCH-09: a page arrived; `first` when it is the list's first page (a reload). */
  pageLoaded(filter: MatchFilter, matches: readonly Match[], nextPageToken: string | undefined, first: boolean): void {
    batch(() => {
      this.#put(matches, false);
      this.#setList(filter, {
        status: 'loaded',
        ...(isEndOfList(nextPageToken) ? {} : { nextPageToken: nextPageToken! }),
        isEndOfList: isEndOfList(nextPageToken),
      });
      if (first) this.#newFlags.value = new Set([...this.#newFlags.peek()].filter((id) => !matches.some((match) => match.id === id)));
    });
  }

  pageFailed(filter: MatchFilter, code: string | number): void {
    this.#setList(filter, { ...this.#lists.peek()[filter], status: 'error', error: code });
  }

  /** Matches new or changed (updates, a match answer): they join or move within the lists. */
  upsert(matches: readonly Match[]): void {
    this.#put(matches, true);
  }

  /** A match fetched by id (MATCH-10): kept beside the lists, at most MATCHES_CACHE_SIZE of them. */
  putSingle(match: Match): void {
    if (this.#matches.peek().has(match.id)) {
      // Stryker disable next-line BooleanLiteral: equivalent, a listed match is never flagged new
      this.#put([match], false);
      return;
    }
    this.#single.set(match.id, match);
    // Stryker disable next-line AssignmentOperator: equivalent, the version only has to change (down counts as well as up)
    this.#singleVersion.value += 1;
  }

  /** MATCH-04: matches that ended (unmatched, blocked): out of every list and count, for good. */
  remove(ids: readonly string[]): void {
    if (ids.length === 0) return;
    batch(() => {
      this.#unmatched.value = new Set([...this.#unmatched.peek(), ...ids]);
      const matches = new Map(this.#matches.peek());
      // Stryker disable next-line BlockStatement: equivalent, the ids are among the unmatched, which every reader of the matches leaves out
      for (const id of ids) {
        matches.delete(id);
        this.#single.delete(id);
      }
      this.#matches.value = matches;
      // Stryker disable next-line AssignmentOperator: equivalent, the version only has to change (down counts as well as up)
      this.#singleVersion.value += 1;
    });
  }

  /** A newer latest message (sent or received): the match moves to the top of the conversations. */
  setLastMessage(matchId: string, last: LastMessage): void {
    this.#update(matchId, (match) => {
      if (match.lastMessage !== undefined && match.lastMessage.seq >= last.seq) return match;
      // The first message ends the match's expiry, as on the server.
      const { expireAt: _expireAt, archiveAt: _archiveAt, ...rest } = match;
      return { ...rest, lastMessage: last, lastSeq: Math.max(match.lastSeq, last.seq), lastActivityDate: Math.max(match.lastActivityDate, last.sentAt) };
    });
  }

  /** MATCH-12: what the member saw, applied at once (the server is told separately). */
  markSeen(matchId: string, seen: Partial<SeenState>): void {
    this.#update(matchId, (match) => ({ ...match, seen: { ...match.seen, ...seen } }));
  }

  /** CHAT-08: the member turned read receipts on for a match (the server agreed). */
  enableReadReceipt(matchId: string): void {
    this.#update(matchId, (match) => (match.readReceipt.enabled ? match : { ...match, readReceipt: { enabled: true } }));
  }

  /** CHAT-08: the other member read up to a message. */
  setLastRead(matchId: string, messageId: string): void {
    this.#update(matchId, (match) => (match.readReceipt.enabled ? { ...match, readReceipt: { enabled: true, lastReadMsgId: messageId } } : match));
  }

  setLastActivityDate(date: number): void {
    this.#lastActivityDate.value = date;
  }

  setPollInterval(ms: number): void {
    if (Number.isFinite(ms) && ms > 0) this.#pollInterval.value = ms;
  }

  clearNewFlags(): void {
    this.#newFlags.value = new Set();
  }

  /** Forgets everything (logout). */
  reset(): void {
    batch(() => {
      this.#matches.value = new Map();
      this.#lists.value = EMPTY_LISTS;
      this.#unmatched.value = new Set();
      this.#newFlags.value = new Set();
      this.#lastActivityDate.value = undefined;
      this.#pollInterval.value = UPDATES_POLL_DELAY_MS;
      this.#single.clear();
      // Stryker disable next-line AssignmentOperator: equivalent, the version only has to change (down counts as well as up)
      this.#singleVersion.value += 1;
      // Stryker disable next-line AssignmentOperator: equivalent, the epoch is only compared for equality; it only has to change
      this.#epoch.value += 1;
    });
  }

  #put(matches: readonly Match[], flagNew: boolean): void {
    const unmatched = this.#unmatched.peek();
    const fresh = matches.filter((match) => !unmatched.has(match.id));
    if (fresh.length === 0) return;
    batch(() => {
      const all = new Map(this.#matches.peek());
      const flags = new Set(this.#newFlags.peek());
      const anyListLoaded = MATCH_FILTERS.some((filter) => this.#lists.peek()[filter].status === 'loaded');
      for (const match of fresh) {
        if (flagNew && anyListLoaded && !all.has(match.id) && !this.#single.has(match.id)) flags.add(match.id);
        all.set(match.id, match);
        this.#single.delete(match.id);
      }
      this.#matches.value = all;
      if (flags.size !== this.#newFlags.peek().size) this.#newFlags.value = flags;
    });
  }

  #update(matchId: string, change: (match: Match) => Match): void {
    const listed = this.#matches.peek().get(matchId);
    if (listed !== undefined) {
      const next = change(listed);
      if (next !== listed) this.#matches.value = new Map(this.#matches.peek()).set(matchId, next);
      return;
    }
    const single = this.#single.peek(matchId);
    if (single !== undefined) {
      this.#single.set(matchId, change(single));
      // Stryker disable next-line AssignmentOperator: equivalent, the version only has to change (down counts as well as up)
      this.#singleVersion.value += 1;
    }
  }

  #setList(filter: MatchFilter, state: ListState): void {
    this.#lists.value = { ...this.#lists.peek(), [filter]: state };
  }
}
