/**
 * core/matches — the member's matches (MATCH items, NAV-05, SAFE-01, SAFE-02).
 * Owns: the match entity (MATCH-01), the list rules (archived MATCH-02, dates MATCH-03, unmatched MATCH-04,
 * new-matches count MATCH-05, unseen MATCH-06 with Q-09, sort MATCH-07, paging MATCH-09, notification types
 * MATCH-11, urgency MATCH-17), the bounded caches (MATCH-16), the lists as signals (MATCH-08), loading them,
 * one match for the chat route's guard (ROUTE-21), unmatch, seen markers, block and report, the match profile
 * (MATCH-14), and the unread counts behind the matches dot (NAV-05).
 * Needs: MatchesApiPort, Clock, Logger, the navigation's InboxBadgeStore, the signed-in member's id.
 * Exposes: the rules, MatchesStore, the use-cases and the MATCHES tokens; the fake lives in core/chat/testing
 * (one in-memory provider for matches and chat).
 */
import { token } from '../shared';
import type { LoadMatchesUseCase } from './load-matches.use-case';
import type { MarkMatchSeenUseCase } from './mark-match-seen.use-case';
import type { MatchLookup } from './match-lookup';
import type { MatchProfileUseCase } from './match-profile.use-case';
import type { MatchesApiPort } from './matches-api.port';
import type { MatchesStore } from './matches.store';
import type { SafetyUseCase } from './safety.use-case';
import type { UnmatchUseCase } from './unmatch.use-case';

export * from './match';
export * from './match-rules';
export * from './match-expiry';
export * from './lru-cache';
export type { MatchesApiPort, MatchesError, MatchPage, ReportDraft, ReportReason } from './matches-api.port';
export { MatchesStore, UPDATES_POLL_DELAY_MS, type ListState, type MatchListItem } from './matches.store';
export { LoadMatchesUseCase, type LoadMatchesDeps } from './load-matches.use-case';
export { MatchLookup } from './match-lookup';
export { UnmatchUseCase, NOT_FOUND } from './unmatch.use-case';
export { MarkMatchSeenUseCase } from './mark-match-seen.use-case';
export { SafetyUseCase } from './safety.use-case';
export { MatchProfileUseCase } from './match-profile.use-case';
export { syncUnreadBadge } from './unread-badge';

export const MATCHES = {
  Api: token<MatchesApiPort>('matches.Api'),
  Store: token<MatchesStore>('matches.Store'),
  Load: token<LoadMatchesUseCase>('matches.Load'),
  Lookup: token<MatchLookup>('matches.Lookup'),
  Unmatch: token<UnmatchUseCase>('matches.Unmatch'),
  MarkSeen: token<MarkMatchSeenUseCase>('matches.MarkSeen'),
  Safety: token<SafetyUseCase>('matches.Safety'),
  Profile: token<MatchProfileUseCase>('matches.Profile'),
} as const;
