/**
 * Consents and terms (PRIV-12, PRIV-13, PRIV-19): the geo catalogue with its defaults, a member's answers (every
 * one kept with its time, source and consent version), the messaging consent, and terms acceptance.
 */
import { MESSAGING_CONSENT, type ConsentAction, type ConsentStatus } from '../../core/privacy/consent';
import { messagingConsentReducer } from '../../core/privacy/messaging-consent';
import type { WireConsentUpdate } from '../../core/privacy/payload';
import { ErrorCode } from '../../core/errors/error-codes';
import { err, ok, type Clock, type Result } from '../../core/shared';
import type { Database } from '../db/database';
import { failure, type Failure } from '../http/failure';
import { TERMS_VERSION } from '../startup/app-settings';
import { ANSWERABLE_CATEGORIES, CONSENT_VERSION, categoriesFor, defaultValueIn, MESSAGE_CATEGORY } from './consent-catalogue';

/** PRIV-19: the date the current terms took effect: members who joined since accepted them when they signed up. */
export const TERMS_EFFECTIVE_AT = Date.UTC(2026, 0, 1);

type Source = 'member' | 'guest' | 'messaging';

interface AnswerRow {
  readonly subject: 'category' | 'consent';
  readonly category_code: string;
  readonly code: string;
  readonly enabled: boolean;
  readonly consent_version: string;
  readonly source: Source;
  readonly answered_at: Date | string;
}

const iso = (value: Date | string): string => new Date(value).toISOString();

/** PRIV-13: a refused messaging consent answers 40302, the message-consent error (ERR-02). */
const messageConsentFailure = (message: string): Failure => ({ status: 400, code: ErrorCode.DEVICE_FLAGGED_DOB, message });

export class PrivacyService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  /** PRIV-12: the categories of a country with their defaults (PRIV-01's fields, snake_case on the wire). */
  geo(country: string | null) {
    const categories = categoriesFor(country).map((category) => {
      const defaultValue = defaultValueIn(category, country);
      const requiresInput = category.changeable && !defaultValue;
      return {
        code: category.code,
        default_value: defaultValue,
        requires_input: requiresInput,
        changeable: category.changeable,
        consents: category.consents.map((c) => ({
          code: c.code,
          category_code: category.code,
          enabled: defaultValue,
          default_value: defaultValue,
          requires_input: requiresInput && c.requiresInput,
          metadata: c.metadata,
        })),
      };
    });
    return { country, consent_version: CONSENT_VERSION, category_order: categories.map((c) => c.code), categories };
  }

  /** The member's current answers: the latest to each category and consent, and the messaging consent. */
  async consentsOf(userId: string) {
    const rows = await this.db.query<AnswerRow>(
      `SELECT DISTINCT ON (subject, code) subject, category_code, code, enabled, consent_version, source, answered_at
         FROM consent_answers WHERE user_id = $1 ORDER BY subject, code, answered_at DESC, id DESC`,
      [userId],
    );
    const json = (r: AnswerRow) => ({ code: r.code, category_code: r.category_code, enabled: r.enabled, responded: true, consent_version: r.consent_version, answered_at: iso(r.answered_at) });
    const messaging = rows.find((r) => r.subject === 'consent' && r.code === MESSAGING_CONSENT.code && r.category_code === MESSAGING_CONSENT.categoryCode);
    const answers = rows.filter((r) => r.category_code !== MESSAGING_CONSENT.categoryCode);
    const times = answers.map((r) => new Date(r.answered_at).getTime());
    const termsNeeded = await this.termsAcceptanceNeeded(userId);
    return {
      consent_version: CONSENT_VERSION,
      responded_at: times.length === 0 ? null : new Date(Math.max(...times)).toISOString(),
      categories: answers.filter((r) => r.subject === 'category').map(({ category_code: _c, ...rest }) => json({ ...rest, category_code: rest.code })),
      consents: answers.filter((r) => r.subject === 'consent').map(json),
      // PRIV-19: the app settings' terms fields for this member, read here again after sign-in.
      terms: { is_terms_acceptance_needed: termsNeeded, show_terms: termsNeeded, terms_version: TERMS_VERSION },
      messaging: { code: MESSAGING_CONSENT.code, category_code: MESSAGING_CONSENT.categoryCode, consent_status: (messaging?.enabled === true ? 'accepted' : 'not_accepted') satisfies ConsentStatus },
    };
  }

  /** PRIV-02, PRIV-06: records an update (from the member, or a guest's answers sent at sign-in). */
  async update(userId: string, update: WireConsentUpdate, source: 'member' | 'guest'): Promise<Result<Awaited<ReturnType<PrivacyService['consentsOf']>>, Failure>> {
    const byCode = new Map(ANSWERABLE_CATEGORIES.map((c) => [c.code, c]));
    for (const answer of update.categories) {
      const category = byCode.get(answer.code);
      if (category === undefined) return err(failure.badRequest(`Unknown consent category ${answer.code}`));
      if (!category.changeable && !answer.enabled) return err(failure.badRequest(`The category ${answer.code} cannot be turned off`));
    }
    for (const answer of update.consents) {
      const category = byCode.get(answer.category_code);
      if (category === undefined || !category.consents.some((c) => c.code === answer.code)) return err(failure.badRequest(`Unknown consent ${answer.code}`));
      if (!category.changeable && !answer.enabled) return err(failure.badRequest(`The consent ${answer.code} cannot be turned off`));
    }
    const now = new Date(this.clock.now());
    await this.db.transaction(async (tx) => {
      const insert = 'INSERT INTO consent_answers (user_id, subject, category_code, code, enabled, consent_version, source, answered_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)';
      for (const a of update.categories.filter((c) => c.responded)) await tx.query(insert, [userId, 'category', a.code, a.code, a.enabled, CONSENT_VERSION, source, now]);
      for (const a of update.consents.filter((c) => c.responded)) await tx.query(insert, [userId, 'consent', a.category_code, a.code, a.enabled, CONSENT_VERSION, source, now]);
    });
    return ok(await this.consentsOf(userId));
  }

  /** PRIV-13, PRIV-14: the messaging variant: accept or revoke the messaging consent. */
  async messaging(userId: string, answer: { code: string; category_code: string; consent_action: ConsentAction }): Promise<Result<{ consent_status: ConsentStatus }, Failure>> {
    if (answer.category_code !== MESSAGE_CATEGORY.code || answer.code !== MESSAGING_CONSENT.code) return err(messageConsentFailure('Unknown messaging consent'));
    const status = messagingConsentReducer('not_accepted', answer.consent_action);
    await this.db.query(
      'INSERT INTO consent_answers (user_id, subject, category_code, code, enabled, consent_version, source, answered_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)',
      [userId, 'consent', answer.category_code, answer.code, status === 'accepted', CONSENT_VERSION, 'messaging', new Date(this.clock.now())],
    );
    return ok({ consent_status: status });
  }

  /** PRIV-19: whether the member must accept the current terms: not accepted yet, and joined before they took effect or accepted an earlier version. */
  async termsAcceptanceNeeded(userId: string): Promise<boolean> {
    const [row] = await this.db.query<{ current: boolean; earlier: boolean; joined: Date | string }>(
      `SELECT EXISTS (SELECT 1 FROM terms_acceptances WHERE user_id = $1 AND terms_version = $2) AS current,
              EXISTS (SELECT 1 FROM terms_acceptances WHERE user_id = $1 AND terms_version <> $2) AS earlier,
              (SELECT created_at FROM users WHERE id = $1) AS joined`,
      [userId, TERMS_VERSION],
    );
    if (row === undefined || row.current) return false;
    return row.earlier || new Date(row.joined).getTime() < TERMS_EFFECTIVE_AT;
  }

  /** PRIV-19: accepts a terms version: only the current one can be accepted. */
  async acceptTerms(userId: string, version: string): Promise<Result<{ terms_version: string; accepted_at: string }, Failure>> {
    if (version !== TERMS_VERSION) return err(failure.badRequest('These are not the current terms'));
    const now = new Date(this.clock.now());
    await this.db.query('INSERT INTO terms_acceptances (user_id, terms_version, accepted_at) VALUES ($1, $2, $3) ON CONFLICT (user_id, terms_version) DO NOTHING', [userId, version, now]);
    return ok({ terms_version: version, accepted_at: now.toISOString() });
  }
}
