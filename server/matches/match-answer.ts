/**
 * A match in the provider's shape (MATCH-01) as one of its members sees it: the other member as `person` (their
 * public card), the latest message in `messages`, the member's own seen markers, and, only when the member
 * turned read receipts on for it (CHAT-08), how far the other member has read.
 */
import { isArchivedV2 } from '../../core/matches/match-expiry';
import { messageAnswer } from '../chat/message-answer';
import type { MemberCard } from '../users/member-card';
import type { MatchDetails } from './matches.service';

const iso = (ms: number): string => new Date(ms).toISOString();
const isoOrNull = (ms: number | null): string | null => (ms === null ? null : iso(ms));

export const matchAnswer = (details: MatchDetails, person: MemberCard, now: number) => {
  const { match, mine, theirs, lastMessage } = details;
  return {
    _id: match.id,
    id: match.id,
    created_date: iso(match.createdAt),
    last_activity_date: iso(match.lastMessageAt ?? match.createdAt),
    person,
    messages: lastMessage === null ? [] : [messageAnswer(lastMessage)],
    last_seq: match.lastSeq,
    seen: { match_seen: mine.matchSeen, last_seen_msg_id: mine.lastSeenMsgId },
    is_super_boost_match: false,
    is_boost_match: false,
    is_fast_match: false,
    is_primetime_boost_match: false,
    ...(details.superLikerId === null ? {} : { super_liker: details.superLikerId }),
    expire_at: isoOrNull(match.expireAt),
    archive_at: isoOrNull(match.archiveAt),
    is_archived_v2: isArchivedV2(match.archiveAt, now),
    read_receipt: mine.readReceipts ? { enabled: true, last_read_msg_id: theirs.lastSeenMsgId } : { enabled: false },
  };
};
