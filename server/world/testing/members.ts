/** Members and matches written straight into a test database, for tests below the HTTP layer. */
import type { Queryable } from '../../db/database';
import { matchRepository, type Match } from '../../matches/match.repository';

export const insertMember = async (q: Queryable, id: string, options: { readonly demo?: boolean; readonly name?: string } = {}): Promise<string> => {
  await q.query("INSERT INTO users (id, name, onboarding_state, created_at, is_demo) VALUES ($1, $2, 'complete', $3, $4)", [
    id,
    options.name ?? id,
    new Date(Date.UTC(2026, 0, 1)),
    options.demo ?? false,
  ]);
  return id;
};

export const insertMatch = (q: Queryable, id: string, a: string, b: string, now = Date.UTC(2026, 0, 1)): Promise<Match> =>
  matchRepository.findOrCreate(q, { id, between: [a, b], now });
