import type { BanTier } from '../bans/ban-tiers';
import type { BanRecord } from '../bans/bans.repository';
import type { Queryable } from '../db/database';
import type { Position } from '../geo/position';
import type { TokenScope } from '../http/auth-guard';
import type { DeviceInfo } from './device';

export interface AccessTokenRecord {
  readonly familyId: string;
  readonly userId: string;
  readonly scope: TokenScope;
  readonly expiresAt: number;
  readonly revoked: boolean;
  /** The member's ban, when one stands (BAN-01): every call answers it. */
  readonly ban: BanRecord | null;
}

/** A live sign-in family as the member's list of devices shows it. */
export interface DeviceSessionRecord {
  readonly familyId: string;
  readonly platform: string | null;
  readonly deviceLabel: string | null;
  readonly createdAt: number;
  readonly lastSeenAt: number;
  readonly place: Position | null;
}

export interface RefreshTokenRecord {
  readonly familyId: string;
  readonly userId: string;
  readonly expiresAt: number;
  readonly used: boolean;
  readonly revoked: boolean;
}

const at = (ms: number): Date => new Date(ms);

const findRefreshToken = async (q: Queryable, hash: string, lock: string): Promise<RefreshTokenRecord | null> => {
  const [row] = await q.query<{ family_id: string; user_id: string; expires_at: Date; used: boolean; revoked: boolean }>(
    `SELECT r.family_id, f.user_id, r.expires_at, r.used_at IS NOT NULL AS used, f.revoked_at IS NOT NULL AS revoked
     FROM refresh_tokens r JOIN session_families f ON f.id = r.family_id WHERE r.token_hash = $1${lock}`,
    [hash],
  );
  return row ? { familyId: row.family_id, userId: row.user_id, expiresAt: row.expires_at.getTime(), used: row.used, revoked: row.revoked } : null;
};

export const sessionRepository = {
  async createFamily(
    q: Queryable,
    family: { readonly id: string; readonly userId: string; readonly now: number; readonly device: DeviceInfo },
  ): Promise<void> {
    await q.query(
      'INSERT INTO session_families (id, user_id, created_at, last_seen_at, platform, device_label) VALUES ($1, $2, $3, $3, $4, $5)',
      [family.id, family.userId, at(family.now), family.device.platform, family.device.label],
    );
  },

  async touchFamily(q: Queryable, familyId: string, now: number): Promise<void> {
    await q.query('UPDATE session_families SET last_seen_at = $2 WHERE id = $1 AND last_seen_at < $2', [familyId, at(now)]);
  },

  /** The place a family's device reported, already rounded to city level by the caller. */
  async placeFamily(q: Queryable, familyId: string, place: Position): Promise<void> {
    await q.query('UPDATE session_families SET place_lat = $2, place_lng = $3 WHERE id = $1', [familyId, place.lat, place.lng]);
  },

  /** The member's families that can still be used: not revoked, with a refresh token neither used nor expired. */
  async liveFamiliesOfUser(q: Queryable, userId: string, now: number): Promise<DeviceSessionRecord[]> {
    const rows = await q.query<{
      id: string;
      platform: string | null;
      device_label: string | null;
      created_at: Date;
      last_seen_at: Date;
      place_lat: number | null;
      place_lng: number | null;
    }>(
      `SELECT f.id, f.platform, f.device_label, f.created_at, f.last_seen_at, f.place_lat, f.place_lng
       FROM session_families f
       WHERE f.user_id = $1 AND f.revoked_at IS NULL
         AND EXISTS (SELECT 1 FROM refresh_tokens r WHERE r.family_id = f.id AND r.used_at IS NULL AND r.expires_at > $2)
       ORDER BY f.last_seen_at DESC, f.id`,
      [userId, at(now)],
    );
    return rows.map((row) => ({
      familyId: row.id,
      platform: row.platform,
      deviceLabel: row.device_label,
      createdAt: row.created_at.getTime(),
      lastSeenAt: row.last_seen_at.getTime(),
      place: row.place_lat !== null && row.place_lng !== null ? { lat: row.place_lat, lng: row.place_lng } : null,
    }));
  },

  /** Revokes one live family of this member; false when it is not theirs or already ended. */
  async revokeFamilyOfUser(q: Queryable, familyId: string, userId: string, reason: string, now: number): Promise<boolean> {
    const rows = await q.query(
      'UPDATE session_families SET revoked_at = $3, revoked_reason = $4 WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL RETURNING id',
      [familyId, userId, at(now), reason],
    );
    return rows.length > 0;
  },

  /** Revokes every live family of a member but one; returns their ids. */
  async revokeOtherFamiliesOfUser(q: Queryable, userId: string, keepFamilyId: string, reason: string, now: number): Promise<string[]> {
    const rows = await q.query<{ id: string }>(
      'UPDATE session_families SET revoked_at = $3, revoked_reason = $4 WHERE user_id = $1 AND id <> $2 AND revoked_at IS NULL RETURNING id',
      [userId, keepFamilyId, at(now), reason],
    );
    return rows.map((row) => row.id);
  },

  async insertRefreshToken(
    q: Queryable,
    token: { readonly hash: string; readonly familyId: string; readonly expiresAt: number; readonly now: number },
  ): Promise<void> {
    await q.query('INSERT INTO refresh_tokens (token_hash, family_id, expires_at, created_at) VALUES ($1, $2, $3, $4)', [
      token.hash,
      token.familyId,
      at(token.expiresAt),
      at(token.now),
    ]);
  },

  async insertAccessToken(
    q: Queryable,
    token: { readonly hash: string; readonly familyId: string; readonly scope: TokenScope; readonly expiresAt: number; readonly now: number },
  ): Promise<void> {
    await q.query('INSERT INTO access_tokens (token_hash, family_id, scope, expires_at, created_at) VALUES ($1, $2, $3, $4, $5)', [
      token.hash,
      token.familyId,
      token.scope,
      at(token.expiresAt),
      at(token.now),
    ]);
  },

  async findAccessToken(q: Queryable, hash: string): Promise<AccessTokenRecord | null> {
    const [row] = await q.query<{
      family_id: string;
      user_id: string;
      scope: TokenScope;
      expires_at: Date;
      revoked: boolean;
      ban_tier: BanTier | null;
      ban_policy: string | null;
      ban_appeal_token: string | null;
      ban_created_at: Date | null;
      ban_code: number | null;
      ban_expires_at: Date | null;
      ban_challenge_token: string | null;
      ban_challenge_passed_at: Date | null;
    }>(
      `SELECT a.family_id, f.user_id, a.scope, a.expires_at, f.revoked_at IS NOT NULL AS revoked,
              b.tier AS ban_tier, b.policy AS ban_policy, b.appeal_token AS ban_appeal_token, b.created_at AS ban_created_at,
              b.code AS ban_code, b.expires_at AS ban_expires_at, b.challenge_token AS ban_challenge_token, b.challenge_passed_at AS ban_challenge_passed_at
       FROM access_tokens a JOIN session_families f ON f.id = a.family_id LEFT JOIN bans b ON b.user_id = f.user_id
       WHERE a.token_hash = $1`,
      [hash],
    );
    return row
      ? {
          familyId: row.family_id,
          userId: row.user_id,
          scope: row.scope,
          expiresAt: row.expires_at.getTime(),
          revoked: row.revoked,
          ban:
            row.ban_tier === null
              ? null
              : {
                  userId: row.user_id,
                  tier: row.ban_tier,
                  policy: row.ban_policy ?? '',
                  appealToken: row.ban_appeal_token,
                  createdAt: row.ban_created_at?.getTime() ?? 0,
                  code: row.ban_code,
                  expiresAt: row.ban_expires_at?.getTime() ?? null,
                  challengeToken: row.ban_challenge_token,
                  challengePassedAt: row.ban_challenge_passed_at?.getTime() ?? null,
                },
        }
      : null;
  },

  /** Locks the token's row until the transaction ends, so one refresh token rotates once. */
  async findRefreshTokenForUpdate(q: Queryable, hash: string): Promise<RefreshTokenRecord | null> {
    return findRefreshToken(q, hash, ' FOR UPDATE OF r');
  },

  /** The token's state, read without a lock (a look that spends nothing). */
  async findRefreshToken(q: Queryable, hash: string): Promise<RefreshTokenRecord | null> {
    return findRefreshToken(q, hash, '');
  },

  async markRefreshTokenUsed(q: Queryable, hash: string, now: number): Promise<void> {
    await q.query('UPDATE refresh_tokens SET used_at = $2 WHERE token_hash = $1', [hash, at(now)]);
  },

  /**
   * A family whose member finished onboarding: its onboarding access tokens stop working and its refresh tokens
   * are used up (the answer carries the member's new pair; presenting an old one is reuse).
   */
  async retireOnboardingTokens(q: Queryable, familyId: string, now: number): Promise<void> {
    await q.query("DELETE FROM access_tokens WHERE family_id = $1 AND scope = 'onboarding'", [familyId]);
    await q.query('UPDATE refresh_tokens SET used_at = $2 WHERE family_id = $1 AND used_at IS NULL', [familyId, at(now)]);
  },

  /** Revokes one family; returns whether it was still live. */
  async revokeFamily(q: Queryable, familyId: string, reason: string, now: number): Promise<boolean> {
    const rows = await q.query(
      'UPDATE session_families SET revoked_at = $2, revoked_reason = $3 WHERE id = $1 AND revoked_at IS NULL RETURNING id',
      [familyId, at(now), reason],
    );
    return rows.length > 0;
  },

  /** Revokes every live family of a member; returns their ids. */
  async revokeFamiliesOfUser(q: Queryable, userId: string, reason: string, now: number): Promise<string[]> {
    const rows = await q.query<{ id: string }>(
      'UPDATE session_families SET revoked_at = $2, revoked_reason = $3 WHERE user_id = $1 AND revoked_at IS NULL RETURNING id',
      [userId, at(now), reason],
    );
    return rows.map((row) => row.id);
  },
};
