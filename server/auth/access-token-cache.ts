/**
 * Member access tokens this process looked up recently, so that a request is authenticated without a database
 * round trip (issue 11). The database stays the truth: an entry is trusted for ACCESS_CACHE_TTL_MS at most, and
 * every revocation (logout, refresh-token reuse, a ban, an ended device, account deletion) forgets the ended
 * families at once — in this process as it commits, in the other processes of a PostgreSQL server as soon as
 * the realtime bus's NOTIFY arrives. The time limit bounds what a lost notification could keep alive.
 *
 * Only live member tokens are kept: onboarding tokens end when onboarding completes (without a revocation), and
 * banned or revoked answers are never cached. A lookup that raced a revocation is not stored: each revocation
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
  readonly #byHash = new Map<string, Entry>();
  readonly #hashesByFamily = new Map<string, Set<string>>();
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
    return this.#byHash.size;
  }

  /** The record, while it is fresh (a clock that went back counts as stale). */
  get(hash: string, now: number): AccessTokenRecord | undefined {
    const entry = this.#byHash.get(hash);
    if (entry === undefined) return undefined;
    if (now - entry.cachedAt < this.ttlMs && now >= entry.cachedAt) return entry.record;
    this.#delete(hash, entry.record.familyId);
    return undefined;
  }

  /** Keeps a live member token, unless a revocation happened since `epochBefore`. */
  set(hash: string, record: AccessTokenRecord, now: number, epochBefore: number): void {
    if (epochBefore !== this.#epoch || record.scope !== 'member' || record.revoked || record.ban !== null) return;
    if (this.#byHash.size >= this.maxEntries) {
      const oldest = this.#byHash.entries().next().value;
      if (oldest !== undefined) this.#delete(oldest[0], oldest[1].record.familyId);
    }
    this.#byHash.set(hash, { record, cachedAt: now });
    const hashes = this.#hashesByFamily.get(record.familyId) ?? new Set<string>();
    hashes.add(hash);
    this.#hashesByFamily.set(record.familyId, hashes);
  }

  /** The families ended: none of their tokens is answered from here again. */
  forgetFamilies(familyIds: readonly string[]): void {
    this.#epoch += 1;
    for (const familyId of familyIds) {
      for (const hash of this.#hashesByFamily.get(familyId) ?? []) this.#byHash.delete(hash);
      this.#hashesByFamily.delete(familyId);
    }
  }

  #delete(hash: string, familyId: string): void {
    this.#byHash.delete(hash);
    const hashes = this.#hashesByFamily.get(familyId);
    hashes?.delete(hash);
    if (hashes?.size === 0) this.#hashesByFamily.delete(familyId);
  }
}
