/**
 * server/matches — a member's matches (MATCH items; EP-084..086, EP-088, EP-091..093, EP-159).
 * Owns: the matches table (made by server/recs when likes meet), each member's view of a match (seen markers,
 * read receipts) and the read-receipt allowance, the lists and their pages, unmatch, and the changes since a
 * date (POST /updates).
 * Needs: the database and clock, the member guard, members' cards (server/users), messages (server/chat), blocks
 * (server/safety) and the realtime nudge.
 * Exposes: the service, the repository (recs makes matches through it), and `registerRoutes(api)`.
 */
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ServerContext } from '../context';
import type { Nudger } from '../realtime';
import type { MemberCards } from '../users';
import { registerMatchesRoutes } from './matches.routes';
import { MatchesService } from './matches.service';

export { MATCH_EXPIRY_MS, matchRepository, otherMember, type Match, type MatchFilter } from './match.repository';
export { MAX_MATCHES_PAGE, UPDATES_LIMIT, UPDATES_LOOKBACK_MS, UPDATES_POLL_MS, type MatchDetails, type MatchesService, type Updates } from './matches.service';
export { matchPartnerLookup } from './match-partner';

export interface MatchesModule {
  readonly matches: MatchesService;
  registerRoutes(api: FastifyInstance): void;
}

export interface MatchesModuleDeps {
  readonly member: preHandlerAsyncHookHandler;
  readonly nudge: Nudger;
  /** Members' cards (server/users), a page at a time. */
  readonly cards: MemberCards;
}

export const createMatchesModule = (ctx: Pick<ServerContext, 'db' | 'clock'>, deps: MatchesModuleDeps): MatchesModule => {
  const { db, clock } = ctx;
  const matches = new MatchesService({ db, clock, nudge: deps.nudge });
  return { matches, registerRoutes: (api) => registerMatchesRoutes(api, { db, clock, member: deps.member, matches, cards: deps.cards }) };
};
