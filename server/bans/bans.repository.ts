/** Bans and appeals (migration 100). */
import type { Queryable } from '../db/database';
import type { BanTier } from './ban-tiers';

export interface BanRecord {
  readonly userId: string;
  readonly tier: BanTier;
  readonly policy: string;
  readonly appealToken: string | null;
  readonly createdAt: number;
  /** BAN-05: the code an underage ban answers (null: the tier's code). */
  readonly code?: number | null;
  /** BAN-03: when the ban ends by itself (a temporary ban); null: it stands until lifted. */
  readonly expiresAt?: number | null;
  /** BAN-06: the token of the ban's challenge (the `challenge` tier), and when it was passed. */
  readonly challengeToken?: string | null;
  readonly challengePassedAt?: number | null;
}

export interface AppealRecord {
  readonly id: string;
  readonly userId: string;
  readonly policy: string;
  readonly statement: string;
  readonly status: 'open' | 'granted' | 'denied';
  readonly createdAt: number;
  readonly decidedAt: number | null;
  /** BAN-13: the warning a signed-in member appealed; null for the appeal of a ban. */
  readonly alertId: string | null;
}

/** BAN-11: an alert shown at sign-in. */
export interface AlertRecord {
  readonly id: string;
  readonly userId: string;
  readonly type: 'banned' | 'warning';
  readonly tier: string;
  readonly policy: string;
  readonly createdAt: number;
  readonly acknowledgedAt: number | null;
}
interface AlertRow {
  id: string;
  user_id: string;
  type: AlertRecord['type'];
  tier: string;
  policy: string;
  created_at: Date;
  acknowledged_at: Date | null;
}
const alert = (row: AlertRow): AlertRecord => ({
  id: row.id,
  userId: row.user_id,
  type: row.type,
  tier: row.tier,
  policy: row.policy,
  createdAt: row.created_at.getTime(),
  acknowledgedAt: row.acknowledged_at?.getTime() ?? null,
});

interface BanRow {
  user_id: string;
  tier: BanTier;
  policy: string;
  appeal_token: string | null;
  created_at: Date;
  code: number | null;
  expires_at: Date | null;
  challenge_token: string | null;
  challenge_passed_at: Date | null;
}
interface AppealRow {
  id: string;
  user_id: string;
  policy: string;
  statement: string;
  status: AppealRecord['status'];
  created_at: Date;
  decided_at: Date | null;
  alert_id: string | null;
}

const ban = (row: BanRow): BanRecord => ({
  userId: row.user_id,
  tier: row.tier,
  policy: row.policy,
  appealToken: row.appeal_token,
  createdAt: row.created_at.getTime(),
  code: row.code,
  expiresAt: row.expires_at?.getTime() ?? null,
  challengeToken: row.challenge_token,
  challengePassedAt: row.challenge_passed_at?.getTime() ?? null,
});

const orNull = (ms: number | null | undefined): Date | null => (ms === null || ms === undefined ? null : new Date(ms));
const appeal = (row: AppealRow): AppealRecord => ({
  id: row.id,
  userId: row.user_id,
  policy: row.policy,
  statement: row.statement,
  status: row.status,
  createdAt: row.created_at.getTime(),
  decidedAt: row.decided_at?.getTime() ?? null,
  alertId: row.alert_id,
});

export const bansRepository = {
  /** Bans the member, or changes the ban they have. */
  async put(q: Queryable, record: BanRecord): Promise<void> {
    await q.query(
      `INSERT INTO bans (user_id, tier, policy, appeal_token, created_at, code, expires_at, challenge_token, challenge_passed_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, NULL)
       ON CONFLICT (user_id) DO UPDATE SET tier = $2, policy = $3, appeal_token = $4, created_at = $5, code = $6, expires_at = $7,
         challenge_token = $8, challenge_passed_at = NULL`,
      [record.userId, record.tier, record.policy, record.appealToken, new Date(record.createdAt), record.code ?? null, orNull(record.expiresAt), record.challengeToken ?? null],
    );
  },

  /**
   * The member's ban as it stands at `now`: a ban past its end (BAN-03, a temporary ban) is lifted here, in the
   * caller's transaction, and the member is no longer marked banned.
   */
  async current(q: Queryable, userId: string, now: number): Promise<BanRecord | null> {
    const [row] = await q.query<BanRow>('SELECT * FROM bans WHERE user_id = $1', [userId]);
    if (!row) return null;
    if (row.expires_at !== null && row.expires_at.getTime() <= now) {
      await q.query('DELETE FROM bans WHERE user_id = $1', [userId]);
      await q.query('UPDATE users SET banned_at = NULL WHERE id = $1', [userId]);
      return null;
    }
    return ban(row);
  },

  async byChallengeToken(q: Queryable, token: string): Promise<BanRecord | null> {
    const [row] = await q.query<BanRow>('SELECT * FROM bans WHERE challenge_token = $1 FOR UPDATE', [token]);
    return row ? ban(row) : null;
  },

  /** BAN-06: the ban's challenge is passed (the first time counts). */
  async passChallenge(q: Queryable, userId: string, now: number): Promise<void> {
    await q.query('UPDATE bans SET challenge_passed_at = COALESCE(challenge_passed_at, $2) WHERE user_id = $1', [userId, new Date(now)]);
  },

  async of(q: Queryable, userId: string): Promise<BanRecord | null> {
    const [row] = await q.query<BanRow>('SELECT * FROM bans WHERE user_id = $1', [userId]);
    return row ? ban(row) : null;
  },

  async byAppealToken(q: Queryable, token: string): Promise<BanRecord | null> {
    const [row] = await q.query<BanRow>('SELECT * FROM bans WHERE appeal_token = $1', [token]);
    return row ? ban(row) : null;
  },

  /** Lifts the ban; false when there was none. */
  async lift(q: Queryable, userId: string): Promise<boolean> {
    return (await q.query('DELETE FROM bans WHERE user_id = $1 RETURNING user_id', [userId])).length > 0;
  },

  async insertAppeal(q: Queryable, record: Omit<AppealRecord, 'status' | 'decidedAt'>): Promise<void> {
    await q.query('INSERT INTO appeals (id, user_id, policy, statement, created_at, alert_id) VALUES ($1, $2, $3, $4, $5, $6)', [
      record.id,
      record.userId,
      record.policy,
      record.statement,
      new Date(record.createdAt),
      record.alertId,
    ]);
  },

  async insertAlert(q: Queryable, record: Omit<AlertRecord, 'acknowledgedAt'>): Promise<void> {
    await q.query('INSERT INTO member_alerts (id, user_id, type, tier, policy, created_at) VALUES ($1, $2, $3, $4, $5, $6)', [
      record.id,
      record.userId,
      record.type,
      record.tier,
      record.policy,
      new Date(record.createdAt),
    ]);
  },

  /** The member's alerts not yet acknowledged, oldest first. */
  async openAlerts(q: Queryable, userId: string): Promise<AlertRecord[]> {
    return (await q.query<AlertRow>('SELECT * FROM member_alerts WHERE user_id = $1 AND acknowledged_at IS NULL ORDER BY created_at, id', [userId])).map(alert);
  },

  async alertOf(q: Queryable, userId: string, id: string): Promise<AlertRecord | null> {
    const [row] = await q.query<AlertRow>('SELECT * FROM member_alerts WHERE user_id = $1 AND id = $2', [userId, id]);
    return row ? alert(row) : null;
  },

  async acknowledge(q: Queryable, userId: string, id: string, now: number): Promise<boolean> {
    return (
      await q.query('UPDATE member_alerts SET acknowledged_at = COALESCE(acknowledged_at, $3) WHERE user_id = $1 AND id = $2 RETURNING id', [userId, id, new Date(now)])
    ).length > 0;
  },

  async appealsOf(q: Queryable, userId: string): Promise<AppealRecord[]> {
    return (await q.query<AppealRow>('SELECT * FROM appeals WHERE user_id = $1 ORDER BY created_at DESC, id', [userId])).map(appeal);
  },

  async openAppeals(q: Queryable): Promise<AppealRecord[]> {
    return (await q.query<AppealRow>("SELECT * FROM appeals WHERE status = 'open' ORDER BY created_at, id")).map(appeal);
  },

  /** Decides the member's open appeals. */
  async decideOpen(q: Queryable, userId: string, status: 'granted' | 'denied', now: number): Promise<number> {
    return (
      await q.query("UPDATE appeals SET status = $2, decided_at = $3 WHERE user_id = $1 AND status = 'open' RETURNING id", [userId, status, new Date(now)])
    ).length;
  },
};
