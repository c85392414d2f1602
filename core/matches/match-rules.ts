/**
 * The rules of the match lists (MATCH-03..07, MATCH-09, MATCH-11), pure. Q-09: a match whose latest message is
 * the member's own is never unseen (they wrote it: there is nothing of the other member's to read), so the
 * "last seen message differs" clause counts only a latest message from the other member.
 */
import { isArchivedV2 } from './match-expiry';
import type { Match, MatchFilter, MatchNotificationType } from './match';

/** MATCH-03: a server date (ISO 8601, or epoch ms or s) as epoch ms; undefined when it is no date. */
export const parseServerDate = (value: unknown): number | undefined => {
  // Stryker disable next-line ConditionalExpression: equivalent, Number.isFinite is false for every non-number (the typeof test narrows the type)
  if (typeof value === 'number' && Number.isFinite(value)) return value < 1e11 ? value * 1000 : value;
  // Date.parse('') is NaN: an empty text is no date either.
  if (typeof value !== 'string') return undefined;
  const parsed = Date.parse(value);
  return Number.isNaN(parsed) ? undefined : parsed;
};

type UnseenFacts = Pick<Match, 'seen' | 'lastMessage'>;

/**
 * MATCH-06 with Q-09: unseen when (not `match_seen` and the latest message is not the member's own) or (the
 * latest message is the other member's and `last_seen_msg_id` is not it).
 */
export const isUnseen = (match: UnseenFacts, ownId: string): boolean => {
  const last = match.lastMessage;
  const lastIsOwn = last !== undefined && last.fromId === ownId;
  if (!match.seen.matchSeen && !lastIsOwn) return true;
  return last !== undefined && !lastIsOwn && match.seen.lastSeenMsgId !== last.id;
};

/** MATCH-04: the matches that still count: every unmatched id left out. */
export const withoutUnmatched = <M extends Pick<Match, 'id'>>(matches: readonly M[], unmatched: ReadonlySet<string>): readonly M[] =>
  matches.filter((match) => !unmatched.has(match.id));

/** MATCH-05: new matches are the unseen matches with no messages (unmatched ones left out, MATCH-04). */
export const newMatchesCount = (matches: readonly (UnseenFacts & Pick<Match, 'id'>)[], ownId: string, unmatched: ReadonlySet<string> = new Set()): number =>
  withoutUnmatched(matches, unmatched).filter((match) => match.lastMessage === undefined && isUnseen(match, ownId)).length;

/** NAV-05: conversations with something unread: the unseen matches that have messages (unmatched left out). */
export const unreadConversationsCount = (matches: readonly (UnseenFacts & Pick<Match, 'id'>)[], ownId: string, unmatched: ReadonlySet<string> = new Set()): number =>
  withoutUnmatched(matches, unmatched).filter((match) => match.lastMessage !== undefined && isUnseen(match, ownId)).length;

/** Which list a match belongs in at `now`: archived once archived (MATCH-02), else by whether it has messages. */
export const filterOf = (match: Pick<Match, 'lastMessage' | 'lastSeq' | 'archiveAt'>, now: number): MatchFilter =>
  isArchivedV2(match.archiveAt, now) ? 'archivedMatches' : match.lastMessage !== undefined || match.lastSeq > 0 ? 'withMessages' : 'withoutMessages';

/** The time a list is sorted by (MATCH-07): the latest message's (else the match's own) time; the archive time for the archive. */
export const sortTime = (match: Pick<Match, 'lastMessage' | 'lastActivityDate' | 'createdDate' | 'archiveAt'>, filter: MatchFilter): number =>
  filter === 'archivedMatches' ? (match.archiveAt ?? match.createdDate) : (match.lastMessage?.sentAt ?? match.lastActivityDate ?? match.createdDate);

/** MATCH-07: newest first by the list's time; ties by id, higher first (as the server pages them). */
export const sortForList = <M extends Pick<Match, 'id' | 'lastMessage' | 'lastActivityDate' | 'createdDate' | 'archiveAt'>>(matches: readonly M[], filter: MatchFilter): M[] =>
  // Stryker disable next-line EqualityOperator: equivalent, the ids of a list are unique, so a.id === b.id never happens
  [...matches].sort((a, b) => sortTime(b, filter) - sortTime(a, filter) || (a.id < b.id ? 1 : -1));

/** MATCH-09: a list has ended when a page comes without a next page token. */
export const isEndOfList = (nextPageToken: string | undefined | null): boolean => nextPageToken === undefined || nextPageToken === null || nextPageToken === '';

/** MATCH-11: the notification type of a match, the strongest reason first. */
export const notificationType = (match: Pick<Match, 'isSuperBoostMatch' | 'isBoostMatch' | 'superLiker' | 'isFastMatch'>): MatchNotificationType =>
  match.isSuperBoostMatch ? 'superboost' : match.isBoostMatch ? 'boost' : match.superLiker !== undefined ? 'super_like' : match.isFastMatch ? 'fastmatch' : 'normal';
