import { ok, type Result } from '../shared';
import { LruCache, USER_CACHE_SIZE } from './lru-cache';
import type { MatchPerson } from './match';
import type { MatchesApiPort, MatchesError } from './matches-api.port';
import type { MatchesStore } from './matches.store';

/**
 * MATCH-14: the profile of a match's person (route `messages/{matchId}/profile/{userId}`, `GET /user/{userId}`).
 * Cards fetched are kept for the next visit, at most USER_CACHE_SIZE of them (MATCH-16); until the card arrives
 * the person of the match stands in (`placeholder`).
 */
export class MatchProfileUseCase {
  readonly #cards = new LruCache<string, MatchPerson>(USER_CACHE_SIZE);

  constructor(private readonly deps: { readonly api: MatchesApiPort; readonly store: MatchesStore }) {}

  /** What is known of the person now: a fetched card, else the match's person. */
  placeholder(userId: string): MatchPerson | undefined {
    return this.#cards.peek(userId) ?? this.deps.store.all.peek().find((match) => match.person.id === userId)?.person;
  }

  /** The card: from the cache, else fetched (and cached). */
  async load(userId: string): Promise<Result<MatchPerson, MatchesError>> {
    const cached = this.#cards.get(userId);
    if (cached !== undefined) return ok(cached);
    const fetched = await this.deps.api.fetchPerson(userId);
    if (fetched.ok) this.#cards.set(userId, fetched.value);
    return fetched;
  }

  /** Forgets every card (logout). */
  clear(): void {
    this.#cards.clear();
  }
}
