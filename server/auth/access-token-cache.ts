/**
 * Member access tokens this process looked up recently, so that a request is authenticated without a database
 * round trip (issue 11). The database stays the truth: an entry is trusted for ACCESS_CACHE_TTL_MS at most, and
 * every revocation (logout, refresh-token reuse, a ban, an ended device, account deletion) forgets the ended
 * families at once — in this process as it commits, in the other processes of a PostgreSQL server as soon as
 * the realtime bus's NOTIFY arrives. The time limit bounds what a lost notification could keep alive.
 *
 * Entries are keyed by the token as presented, not by its hash: the database keeps only hashes (its rows give no usable
 * token), while this process sees every token it is sent anyway, and hashing each request's token cost about a
 * twentieth of a health check's time. So that the process's memory holds no more live tokens than it needs, an entry
 * is gone once its time is up: when it is next asked for, or when a later token is stored. Only live member tokens
 * are kept: onboarding tokens end when onboarding completes (without a revocation), and banned or revoked answers are
 * never cached. A lookup that raced a revocation is not stored: each revocation
 * moves an epoch, and a lookup stores its answer only if the epoch did not move while it ran.
 */
import type { AccessTokenRecord } from './session.repository';

/** How long a looked-up token is trusted without asking the database again. */
export const ACCESS_CACHE_TTL_MS = 10_000;
/** Entries kept at most; the oldest goes first. */
export const ACCESS_CACHE_MAX_ENTRIES = 50_000;

interface Entry {
  readonly record: AccessTokenRecord;
  readonly cachedAt: number;
}

export class AccessTokenCache {
  readonly #byToken = new Map<string, Entry>();
  readonly #tokensByFamily = new Map<string, Set<string>>();
  #epoch = 0;

  constructor(
    private readonly ttlMs = ACCESS_CACHE_TTL_MS,
    private readonly maxEntries = ACCESS_CACHE_MAX_ENTRIES,
  ) {}

  /** Moves with every revocation; pass the value read before a lookup to `set`. */
  get epoch(): number {
    return this.#epoch;
  }

  get size(): number {
    return this.#byToken.size;
  }

  /** The record, while it is fresh (a clock that went back counts as stale). */
  get(token: string, now: number): AccessTokenRecord | undefined {
    const entry = this.#byToken.get(token);
    if (entry === undefined) return undefined;
    if (this.#fresh(entry, now)) return entry.record;
    this.#delete(token, entry.record.familyId);
    return undefined;
  }

  /** Keeps a live member token, unless a revocation happened since `epochBefore`. */
  set(token: string, record: AccessTokenRecord, now: number, epochBefore: number): void {
    if (epochBefore !== this.#epoch || record.scope !== 'member' || record.revoked || record.ban !== null) return;
    // The map is in the order entries were stored: the stale ones at its head go now (a token no longer presented is
    // not kept past its time), then the oldest when it is full.
    for (const [oldToken, entry] of this.#byToken) {
      if (this.#fresh(entry, now) && this.#byToken.size < this.maxEntries) break;
      this.#delete(oldToken, entry.record.familyId);
    }
    this.#byToken.delete(token);
    this.#byToken.set(token, { record, cachedAt: now });
    const tokens = this.#tokensByFamily.get(record.familyId) ?? new Set<string>();
    tokens.add(token);
    this.#tokensByFamily.set(record.familyId, tokens);
  }

  /** The families ended: none of their tokens is answered from here again. */
  forgetFamilies(familyIds: readonly string[]): void {
    this.#epoch += 1;
    for (const familyId of familyIds) {
      for (const token of this.#tokensByFamily.get(familyId) ?? []) this.#byToken.delete(token);
      this.#tokensByFamily.delete(familyId);
    }
  }

  /** Within its time (a clock that went back counts as stale). */
  #fresh(entry: Entry, now: number): boolean {
    return now - entry.cachedAt < this.ttlMs && now >= entry.cachedAt;
  }

  #delete(token: string, familyId: string): void {
    this.#byToken.delete(token);
    const tokens = this.#tokensByFamily.get(familyId);
    tokens?.delete(token);
    if (tokens?.size === 0) this.#tokensByFamily.delete(familyId);
  }
}
