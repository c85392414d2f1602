import type { RecCard } from '../recs';
import type { MatchId, UserId } from '../shared';

/** The other member of a match: their public card (PROF-01), as discovery shows it. */
export type MatchPerson = RecCard;

/** The latest message of a match, as the lists show it and the unseen rule reads it (MATCH-06). */
export interface LastMessage {
  readonly id: string;
  readonly fromId: string;
  /** Epoch ms. */
  readonly sentAt: number;
  readonly seq: number;
  readonly type: string;
  readonly text: string;
}

/** MATCH-12: what the member has seen of a match. */
export interface SeenState {
  readonly matchSeen: boolean;
  readonly lastSeenMsgId?: string;
}

/** CHAT-08: read receipts of one match: on or off for the member, and how far the other member read. */
export interface ReadReceipt {
  readonly enabled: boolean;
  readonly lastReadMsgId?: string;
}

/** MATCH-01: a match as the member sees it. Times are epoch ms (MATCH-03: parsed from the server's dates). */
export interface Match {
  readonly id: MatchId;
  readonly person: MatchPerson;
  readonly createdDate: number;
  readonly lastActivityDate: number;
  /** `messages[0]` of the provider's match: the latest message, if any. */
  readonly lastMessage?: LastMessage;
  /** The sequence number of the latest message (0: none). */
  readonly lastSeq: number;
  readonly seen: SeenState;
  readonly isSuperBoostMatch: boolean;
  readonly isBoostMatch: boolean;
  readonly isFastMatch: boolean;
  readonly isPrimetimeBoostMatch: boolean;
  /** Who super-liked, when a super like made the match. */
  readonly superLiker?: UserId | string;
  readonly expireAt?: number;
  readonly archiveAt?: number;
  readonly readReceipt: ReadReceipt;
}

/** MATCH-08: the lists, by filter. */
export type MatchFilter = 'withMessages' | 'withoutMessages' | 'archivedMatches';

export const MATCH_FILTERS: readonly MatchFilter[] = ['withMessages', 'withoutMessages', 'archivedMatches'];

/** MATCH-11: how a match is announced. */
export type MatchNotificationType = 'superboost' | 'boost' | 'super_like' | 'fastmatch' | 'normal';
