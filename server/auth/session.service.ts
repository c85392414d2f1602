/**
 * Sessions (AUTH-18, AUTH-19, AUTH-25, AUTH-26, AUTH-33): every sign-in starts a family; the family issues
 * short-lived access tokens (or an onboarding token while the member has not finished onboarding) and refresh
 * tokens that rotate on every use. Presenting a refresh token that was already rotated means it leaked, so the
 * whole family is revoked. Logout and bans revoke families too, and every revocation is announced on
 * `events` for the socket layer.
 */
import { err, ok, type Clock, type Result } from '../../core/shared';
import type { AuthConfig } from '../config';
import type { Database, Queryable } from '../db/database';
import type { Authenticated, TokenScope } from '../http/auth-guard';
import type { Position } from '../geo/position';
import { failure, type Failure } from '../http/failure';
import { newId, newToken, sha256 } from '../platform/secrets';
import type { User } from '../users/user';
import { userRepository } from '../users/user.repository';
import { banFailure } from '../bans/ban-failure';
import { bansRepository } from '../bans/bans.repository';
import { AccessTokenCache } from './access-token-cache';
import { authFailure } from './auth-failures';
import { UNKNOWN_DEVICE, type DeviceInfo } from './device';
import { sessionRepository as sessions, type AccessTokenRecord, type DeviceSessionRecord } from './session.repository';
import type { SessionEndReason, SessionEvents } from './session-events';

export type IssuedSession =
  | {
      readonly kind: 'member';
      readonly userId: string;
      readonly authToken: string;
      readonly authTokenTtlMs: number;
      readonly refreshToken: string;
    }
  | {
      readonly kind: 'onboarding';
      readonly userId: string;
      readonly onboardingToken: string;
      readonly onboardingTokenTtlMs: number;
      readonly refreshToken: string;
    };

/** A signed-in device in the member's list: one live sign-in family. */
export interface DeviceSession extends DeviceSessionRecord {
  /** The family of the token that asked. */
  readonly current: boolean;
}

/** How often the last-active time of a family is written: a list of devices needs minutes, not every request. */
export const LAST_SEEN_RESOLUTION_MS = 5 * 60 * 1000;

/** City level: a tenth of a degree, about 11 km. */
const cityLevel = (value: number): number => Math.round(value * 10) / 10;

const accessHash = (token: string): string => sha256(`access:${token}`);
const refreshHash = (token: string): string => sha256(`refresh:${token}`);

export interface SessionServiceDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly config: AuthConfig;
  readonly events: SessionEvents;
}

export class SessionService {
  /** When each family's last-active time was last written by this process. */
  readonly #lastTouched = new Map<string, number>();
  /** Live member tokens looked up lately: most requests are authenticated without the database. */
  readonly #tokens = new AccessTokenCache();

  constructor(private readonly deps: SessionServiceDeps) {}

  get events(): SessionEvents {
    return this.deps.events;
  }

  /** Starts a family for a member who just proved a factor (inside the caller's transaction). */
  async start(q: Queryable, user: User, device: DeviceInfo = UNKNOWN_DEVICE): Promise<IssuedSession> {
    const now = this.deps.clock.now();
    const familyId = newId();
    await sessions.createFamily(q, { id: familyId, userId: user.id, now, device });
    return this.#issue(q, familyId, user, now);
  }

  /**
   * ONB-13: the member of the family just finished onboarding (inside the caller's transaction, after the
   * member's row says so): the family's onboarding tokens end and a member's token pair is issued in the same
   * family, so the signed-in devices list shows one sign-in.
   */
  async completeOnboarding(q: Queryable, familyId: string, user: User): Promise<IssuedSession> {
    if (user.onboardingState !== 'complete') throw new Error('completeOnboarding: the member has not completed onboarding');
    const now = this.deps.clock.now();
    await sessions.retireOnboardingTokens(q, familyId, now);
    await sessions.touchFamily(q, familyId, now);
    return this.#issue(q, familyId, user, now);
  }

  /** AUTH-25: a new token pair for a refresh token, which is used up. */
  async refresh(refreshToken: string): Promise<Result<IssuedSession, Failure>> {
    if (refreshToken === '') return err(authFailure.refreshRefused());
    const now = this.deps.clock.now();
    const hash = refreshHash(refreshToken);
    const outcome = await this.deps.db.transaction(async (tx) => {
      const record = await sessions.findRefreshTokenForUpdate(tx, hash);
      if (!record || record.expiresAt <= now) return { kind: 'refused' } as const;
      // BAN-02: the ban revoked every family of the member; their refresh token (a reload on the warden page) still
      // hears the ban and its appeal token, as their sign-in does.
      const banned = await bansRepository.current(tx, record.userId, now);
      if (banned) return { kind: 'banned', ban: banned } as const;
      if (record.revoked) return { kind: 'refused' } as const;
      if (record.used) {
        const revoked = await sessions.revokeFamily(tx, record.familyId, 'refresh-reuse', now);
        return { kind: 'reused', userId: record.userId, familyIds: revoked ? [record.familyId] : [] } as const;
      }
      const user = await userRepository.findById(tx, record.userId);
      const ban = user ? await bansRepository.current(tx, user.id, now) : null;
      if (ban) return { kind: 'banned', ban } as const;
      if (!user || user.bannedAt !== null) return { kind: 'refused' } as const;
      await sessions.markRefreshTokenUsed(tx, hash, now);
      await sessions.touchFamily(tx, record.familyId, now);
      return { kind: 'issued', session: await this.#issue(tx, record.familyId, user, now) } as const;
    });
    switch (outcome.kind) {
      case 'issued':
        return ok(outcome.session);
      case 'reused':
        this.#announce(outcome.userId, outcome.familyIds, 'refresh-reuse');
        return err(authFailure.refreshRefused());
      case 'banned':
        return err(banFailure(outcome.ban, now));
      case 'refused':
        return err(authFailure.refreshRefused());
    }
  }

  /**
   * The member a browser's refresh token (its cookie) would restore, looked at without spending it: a live token
   * (unused, unexpired, its sign-in not ended) of a member who finished onboarding and is not banned. A server-drawn
   * first screen uses it (server/web/drawn-discover.ts); the page's script still refreshes the session as before.
   */
  async memberOfRefreshToken(refreshToken: string): Promise<string | undefined> {
    if (refreshToken === '') return undefined;
    const now = this.deps.clock.now();
    const record = await sessions.findRefreshToken(this.deps.db, refreshHash(refreshToken));
    if (!record || record.expiresAt <= now || record.used || record.revoked) return undefined;
    const user = await userRepository.findById(this.deps.db, record.userId);
    if (!user || user.bannedAt !== null || user.onboardingState !== 'complete') return undefined;
    if (await bansRepository.current(this.deps.db, user.id, now)) return undefined;
    return user.id;
  }

  /** What an access token grants: 401 when missing, unknown or expired; 403 + logout when revoked. */
  async authenticate(token: string | undefined, scope: TokenScope | readonly TokenScope[]): Promise<Result<Authenticated, Failure>> {
    if (token === undefined) return err(failure.unauthorized('Missing auth token'));
    const record = this.#tokens.get(token, this.deps.clock.now()) ?? (await this.#lookUp(token));
    if (!record) return err(failure.unauthorized('Unknown auth token'));
    // BAN-01: while a ban stands, every call of the member answers it (its sessions ended with it).
    // A ban past its end (BAN-03, a temporary ban) no longer answers: the ended session does (403 + logout).
    const now = this.deps.clock.now();
    if (record.ban && (record.ban.expiresAt ?? Infinity) > now) return err(banFailure(record.ban, now));
    if (record.revoked) return err(failure.sessionRevoked());
    if (record.expiresAt <= this.deps.clock.now()) return err(failure.unauthorized('Auth token expired'));
    const scopes: readonly TokenScope[] = typeof scope === 'string' ? [scope] : scope;
    if (!scopes.includes(record.scope)) return err(failure.forbidden(`This call needs a ${scopes.join(' or ')} token`));
    const touching = this.#touch(record.familyId);
    if (touching !== undefined) await touching;
    return ok({ userId: record.userId, familyId: record.familyId, scope: record.scope });
  }

  /** The member's signed-in devices (live families), most recently active first. */
  async devices(caller: Authenticated): Promise<DeviceSession[]> {
    const live = await sessions.liveFamiliesOfUser(this.deps.db, caller.userId, this.deps.clock.now());
    return live.map((record) => ({ ...record, current: record.familyId === caller.familyId }));
  }

  /** Where the device of a family is, at city level (from the position it reported). */
  async notePlace(familyId: string, position: Position): Promise<void> {
    await sessions.placeFamily(this.deps.db, familyId, { lat: cityLevel(position.lat), lng: cityLevel(position.lng) });
  }

  /**
   * Ends one of the member's other sessions: its refresh family is revoked, its access tokens answer 403 +
   * logout, and its sockets close now. 404 for a session that is not theirs or already ended (the two look
   * alike); 409 for the session asking, which logs out instead.
   */
  async endDevice(caller: Authenticated, familyId: string): Promise<Result<void, Failure>> {
    if (familyId === caller.familyId) return err(authFailure.currentSession());
    const now = this.deps.clock.now();
    const ended = await this.deps.db.transaction((tx) => sessions.revokeFamilyOfUser(tx, familyId, caller.userId, 'revoked', now));
    if (!ended) return err(failure.notFound('No such session'));
    this.#announce(caller.userId, [familyId], 'revoked');
    return ok(undefined);
  }

  /** Ends every session of the member but the one asking; returns how many ended. */
  async endOtherDevices(caller: Authenticated): Promise<number> {
    const now = this.deps.clock.now();
    const familyIds = await this.deps.db.transaction((tx) => sessions.revokeOtherFamiliesOfUser(tx, caller.userId, caller.familyId, 'revoked', now));
    if (familyIds.length > 0) this.#announce(caller.userId, familyIds, 'revoked');
    return familyIds.length;
  }

  /** AUTH-24: whether the token is a live member token. */
  async isHealthy(token: string | undefined): Promise<boolean> {
    return (await this.authenticate(token, 'member')).ok;
  }

  /**
   * AUTH-33: ends the family of the presented access token (expired ones still name their family) and of the
   * refresh token, when given. Ending a family twice is fine; presenting nothing known is 401.
   */
  async logout(presented: { readonly accessToken?: string; readonly refreshToken?: string }): Promise<Result<void, Failure>> {
    const now = this.deps.clock.now();
    const ended = await this.deps.db.transaction(async (tx) => {
      const families = new Map<string, string>();
      if (presented.accessToken !== undefined) {
        const access = await sessions.findAccessToken(tx, accessHash(presented.accessToken));
        if (access) families.set(access.familyId, access.userId);
      }
      if (presented.refreshToken !== undefined && presented.refreshToken !== '') {
        const refresh = await sessions.findRefreshTokenForUpdate(tx, refreshHash(presented.refreshToken));
        if (refresh) families.set(refresh.familyId, refresh.userId);
      }
      const revoked: Array<{ familyId: string; userId: string }> = [];
      for (const [familyId, userId] of families) {
        if (await sessions.revokeFamily(tx, familyId, 'logout', now)) revoked.push({ familyId, userId });
      }
      return { known: families.size > 0, revoked };
    });
    for (const { familyId, userId } of ended.revoked) this.#announce(userId, [familyId], 'logout');
    return ended.known ? ok(undefined) : err(failure.unauthorized('No session to end'));
  }

  /**
   * Bans a member: every session ends now (the next call is refused, sockets closed) and sign-in is refused.
   * `record` writes the ban itself (server/bans) in the same transaction.
   */
  async banUser(userId: string, record?: (tx: Queryable) => Promise<void>): Promise<readonly string[]> {
    const now = this.deps.clock.now();
    const familyIds = await this.deps.db.transaction(async (tx) => {
      await userRepository.markBanned(tx, userId, now);
      await record?.(tx);
      return sessions.revokeFamiliesOfUser(tx, userId, 'ban', now);
    });
    this.#announce(userId, familyIds, 'ban');
    return familyIds;
  }

  /**
   * PROF-26: the member's account is deleted. `remove` deletes their rows in the same transaction that ends every
   * session of theirs; once committed, every device hears it (sockets close, the next call is refused).
   */
  async deleteMember(userId: string, remove: (tx: Queryable) => Promise<void>): Promise<void> {
    const now = this.deps.clock.now();
    const familyIds = await this.deps.db.transaction(async (tx) => {
      const ended = await sessions.revokeFamiliesOfUser(tx, userId, 'account-deleted', now);
      await remove(tx);
      return ended;
    });
    // Heard as a logout: every device of the member signs out.
    this.#announce(userId, familyIds, 'logout');
  }

  async #issue(q: Queryable, familyId: string, user: User, now: number): Promise<IssuedSession> {
    const { config } = this.deps;
    const refreshToken = newToken();
    await sessions.insertRefreshToken(q, { hash: refreshHash(refreshToken), familyId, expiresAt: now + config.refreshTokenTtlMs, now });
    const accessToken = newToken();
    if (user.onboardingState === 'onboarding') {
      const ttl = config.onboardingTokenTtlMs;
      await sessions.insertAccessToken(q, { hash: accessHash(accessToken), familyId, scope: 'onboarding', expiresAt: now + ttl, now });
      return { kind: 'onboarding', userId: user.id, onboardingToken: accessToken, onboardingTokenTtlMs: ttl, refreshToken };
    }
    const ttl = config.accessTokenTtlMs;
    await sessions.insertAccessToken(q, { hash: accessHash(accessToken), familyId, scope: 'member', expiresAt: now + ttl, now });
    return { kind: 'member', userId: user.id, authToken: accessToken, authTokenTtlMs: ttl, refreshToken };
  }

  /** The token's record from the database (found by its hash), kept for the next requests when it is a live member token. */
  async #lookUp(token: string): Promise<AccessTokenRecord | null> {
    const epoch = this.#tokens.epoch;
    const record = await sessions.findAccessToken(this.deps.db, accessHash(token));
    if (record) this.#tokens.set(token, record, this.deps.clock.now(), epoch);
    return record;
  }

  /**
   * Sessions that ended in another server process (heard through the realtime bus): their tokens are no longer
   * answered from this process's memory.
   */
  forgetEndedFamilies(familyIds: readonly string[]): void {
    this.#tokens.forgetFamilies(familyIds);
  }

  /** Writes the family's last-active time when it is due; undefined (no promise to wait for) when it is not. */
  #touch(familyId: string): Promise<void> | undefined {
    const now = this.deps.clock.now();
    const last = this.#lastTouched.get(familyId);
    if (last !== undefined && now - last < LAST_SEEN_RESOLUTION_MS && now >= last) return undefined;
    if (this.#lastTouched.size > 100_000) this.#lastTouched.clear();
    this.#lastTouched.set(familyId, now);
    return sessions.touchFamily(this.deps.db, familyId, now);
  }

  #announce(userId: string, familyIds: readonly string[], reason: SessionEndReason): void {
    this.#tokens.forgetFamilies(familyIds);
    this.deps.events.emit({ userId, familyIds, reason });
  }
}
