import type { Queryable } from '../db/database';
import type { TokenScope } from '../http/auth-guard';

export interface AccessTokenRecord {
  readonly familyId: string;
  readonly userId: string;
  readonly scope: TokenScope;
  readonly expiresAt: number;
  readonly revoked: boolean;
}

export interface RefreshTokenRecord {
  readonly familyId: string;
  readonly userId: string;
  readonly expiresAt: number;
  readonly used: boolean;
  readonly revoked: boolean;
}

const at = (ms: number): Date => new Date(ms);

export const sessionRepository = {
  async createFamily(q: Queryable, family: { readonly id: string; readonly userId: string; readonly now: number }): Promise<void> {
    await q.query('INSERT INTO session_families (id, user_id, created_at) VALUES ($1, $2, $3)', [family.id, family.userId, at(family.now)]);
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
    const [row] = await q.query<{ family_id: string; user_id: string; scope: TokenScope; expires_at: Date; revoked: boolean }>(
      `SELECT a.family_id, f.user_id, a.scope, a.expires_at, f.revoked_at IS NOT NULL AS revoked
       FROM access_tokens a JOIN session_families f ON f.id = a.family_id WHERE a.token_hash = $1`,
      [hash],
    );
    return row
      ? { familyId: row.family_id, userId: row.user_id, scope: row.scope, expiresAt: row.expires_at.getTime(), revoked: row.revoked }
      : null;
  },

  /** Locks the token's row until the transaction ends, so one refresh token rotates once. */
  async findRefreshTokenForUpdate(q: Queryable, hash: string): Promise<RefreshTokenRecord | null> {
    const [row] = await q.query<{ family_id: string; user_id: string; expires_at: Date; used: boolean; revoked: boolean }>(
      `SELECT r.family_id, f.user_id, r.expires_at, r.used_at IS NOT NULL AS used, f.revoked_at IS NOT NULL AS revoked
       FROM refresh_tokens r JOIN session_families f ON f.id = r.family_id WHERE r.token_hash = $1 FOR UPDATE OF r`,
      [hash],
    );
    return row
      ? { familyId: row.family_id, userId: row.user_id, expiresAt: row.expires_at.getTime(), used: row.used, revoked: row.revoked }
      : null;
  },

  async markRefreshTokenUsed(q: Queryable, hash: string, now: number): Promise<void> {
    await q.query('UPDATE refresh_tokens SET used_at = $2 WHERE token_hash = $1', [hash, at(now)]);
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
