import type { Queryable } from '../db/database';
import { DEFAULT_MEMBER_SETTINGS, type MemberSettings, type SettingsColumns } from './member-settings';

interface SettingsRow {
  readonly push_match: boolean;
  readonly push_message: boolean;
  readonly push_message_like: boolean;
  readonly push_super_like: boolean;
  readonly email_matches: boolean;
  readonly email_messages: boolean;
  readonly email_promotions: boolean;
  readonly only_verified_messages: boolean;
  readonly read_receipts: boolean;
  readonly subscription_token: string | null;
  readonly new_account_email: string | null;
  readonly new_phone: string | null;
  readonly email_verified: boolean;
}

const COLUMNS = `push_match, push_message, push_message_like, push_super_like, email_matches, email_messages, email_promotions,
  only_verified_messages, read_receipts, subscription_token, new_account_email, new_phone, email_verified`;

const WRITABLE: ReadonlySet<string> = new Set([
  'push_match',
  'push_message',
  'push_message_like',
  'push_super_like',
  'email_matches',
  'email_messages',
  'email_promotions',
  'only_verified_messages',
  'read_receipts',
  'new_account_email',
  'new_phone',
  'email_verified',
]);

const toSettings = (row: SettingsRow | undefined): MemberSettings =>
  row === undefined
    ? DEFAULT_MEMBER_SETTINGS
    : {
        push: { match: row.push_match, message: row.push_message, messageLike: row.push_message_like, superLike: row.push_super_like },
        email: { matches: row.email_matches, messages: row.email_messages, promotions: row.email_promotions },
        onlyVerifiedMessages: row.only_verified_messages,
        readReceipts: row.read_receipts,
        subscriptionToken: row.subscription_token,
        newAccountEmail: row.new_account_email,
        newPhone: row.new_phone,
        emailVerified: row.email_verified,
      };

export const settingsRepository = {
  async find(q: Queryable, userId: string): Promise<MemberSettings> {
    const [row] = await q.query<SettingsRow>(`SELECT ${COLUMNS} FROM member_settings WHERE user_id = $1`, [userId]);
    return toSettings(row);
  },

  /** Writes the given columns (the row is made with every default first); answers the settings after. */
  async update(q: Queryable, userId: string, columns: SettingsColumns, now: number): Promise<MemberSettings> {
    const entries = Object.entries(columns).filter(([name, value]) => WRITABLE.has(name) && value !== undefined);
    const names = entries.map(([name]) => name);
    const values = entries.map(([, value]) => value);
    const sets = ['updated_at = EXCLUDED.updated_at', ...names.map((name) => `${name} = EXCLUDED.${name}`)].join(', ');
    const [row] = await q.query<SettingsRow>(
      `INSERT INTO member_settings (user_id, updated_at${names.map((name) => `, ${name}`).join('')})
       VALUES ($1, $2${names.map((_, i) => `, $${i + 3}`).join('')})
       ON CONFLICT (user_id) DO UPDATE SET ${sets} RETURNING ${COLUMNS}`,
      [userId, new Date(now), ...values],
    );
    return toSettings(row);
  },

  /** The member's e-mail subscription token, made on first use. */
  async ensureSubscriptionToken(q: Queryable, userId: string, fresh: string, now: number): Promise<MemberSettings> {
    const [row] = await q.query<SettingsRow>(
      `INSERT INTO member_settings (user_id, subscription_token, updated_at) VALUES ($1, $2, $3)
       ON CONFLICT (user_id) DO UPDATE SET subscription_token = COALESCE(member_settings.subscription_token, EXCLUDED.subscription_token)
       RETURNING ${COLUMNS}`,
      [userId, fresh, new Date(now)],
    );
    return toSettings(row);
  },

  async memberBySubscriptionToken(q: Queryable, token: string): Promise<string | null> {
    const [row] = await q.query<{ user_id: string }>('SELECT user_id FROM member_settings WHERE subscription_token = $1', [token]);
    return row?.user_id ?? null;
  },
};

export interface PushDevice {
  readonly endpoint: string;
  readonly p256dh: string | null;
  readonly auth: string | null;
  /** SET-11: the language the device's notifications are worded in. */
  readonly language: string;
  /** The sign-in family that registered it: the device goes when that session ends. */
  readonly familyId: string | null;
}

/** A registered device, by its parameter. */
export interface StoredPushDevice extends PushDevice {
  readonly deviceParam: string;
}

export const pushDeviceRepository = {
  async count(q: Queryable, userId: string): Promise<number> {
    const [row] = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM push_devices WHERE user_id = $1', [userId]);
    return row?.n ?? 0;
  },

  /** Registers or renews a device; answers whether it was new. */
  async save(q: Queryable, userId: string, deviceParam: string, device: PushDevice, now: number): Promise<boolean> {
    const rows = await q.query<{ inserted: boolean }>(
      `INSERT INTO push_devices (user_id, device_param, endpoint, p256dh, auth, created_at, language, family_id) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (user_id, device_param) DO UPDATE SET endpoint = EXCLUDED.endpoint, p256dh = EXCLUDED.p256dh, auth = EXCLUDED.auth,
         language = EXCLUDED.language, family_id = EXCLUDED.family_id
       RETURNING (xmax = 0) AS inserted`,
      [userId, deviceParam, device.endpoint, device.p256dh, device.auth, new Date(now), device.language, device.familyId],
    );
    return rows[0]?.inserted ?? false;
  },

  async listOf(q: Queryable, userId: string): Promise<StoredPushDevice[]> {
    const rows = await q.query<{ device_param: string; endpoint: string; p256dh: string | null; auth: string | null; language: string; family_id: string | null }>(
      'SELECT device_param, endpoint, p256dh, auth, language, family_id FROM push_devices WHERE user_id = $1 ORDER BY created_at',
      [userId],
    );
    return rows.map((r) => ({ deviceParam: r.device_param, endpoint: r.endpoint, p256dh: r.p256dh, auth: r.auth, language: r.language, familyId: r.family_id }));
  },

  /** An expired subscription: removed only if the device still holds that endpoint (it may have renewed meanwhile). */
  async removeExpired(q: Queryable, userId: string, deviceParam: string, endpoint: string): Promise<boolean> {
    const rows = await q.query('DELETE FROM push_devices WHERE user_id = $1 AND device_param = $2 AND endpoint = $3 RETURNING device_param', [userId, deviceParam, endpoint]);
    return rows.length > 0;
  },

  /** The devices registered by sessions that ended. */
  async removeFamilies(q: Queryable, userId: string, familyIds: readonly string[]): Promise<number> {
    const rows = await q.query('DELETE FROM push_devices WHERE user_id = $1 AND family_id = ANY($2::text[]) RETURNING device_param', [userId, [...familyIds]]);
    return rows.length;
  },

  async remove(q: Queryable, userId: string, deviceParam: string): Promise<boolean> {
    const rows = await q.query<{ device_param: string }>('DELETE FROM push_devices WHERE user_id = $1 AND device_param = $2 RETURNING device_param', [userId, deviceParam]);
    return rows.length > 0;
  },
};
