import type { ApiFailure } from '../../api/api-failure';
import { err, ok, type Result } from '../../shared';
import type { ConsentAction, ConsentCategory, ConsentStatus } from '../consent';
import { messagingConsentReducer } from '../messaging-consent';
import type { ConsentUpdate } from '../payload';
import type { GeoConsents, GpcSignalPort, MemberConsents, PrivacyApiPort } from '../privacy-api.port';
import { answersOf } from '../privacy-state';
import type { TermsSettings } from '../terms';

const category = (code: string, changeable: boolean, consents: string[]): ConsentCategory => ({
  code,
  defaultValue: !changeable,
  requiresInput: changeable,
  changeable,
  consents: consents.map((c) => ({ code: c, categoryCode: code, enabled: !changeable, defaultValue: !changeable, requiresInput: changeable, metadata: {} })),
});

/** The reference server's catalogue in an opt-in country. */
export const FAKE_CATEGORIES: readonly ConsentCategory[] = [
  category('strictly_necessary', false, []),
  category('functional', true, ['functional:mg_sharing']),
  category('analytics', true, ['google_analytics', 'mg_reporting']),
  category('advertising', true, ['google_floodlight', 'partnerize', 'advertising:mg_sharing']),
  category('social', true, ['social:mg_sharing']),
];

const failure = (): ApiFailure => ({ kind: 'network', code: 'API.NETWORK', message: 'offline' }) as ApiFailure;

/** An in-memory provider of consents: it records every update, and can fail the next ones. */
export class FakePrivacyApi implements PrivacyApiPort {
  constructor(public categories: readonly ConsentCategory[] = FAKE_CATEGORIES) {}
  answers: Record<string, boolean> = {};
  respondedAt: number | null = null;
  messagingStatus: ConsentStatus = 'not_accepted';
  readonly updates: { readonly kind: 'member' | 'guest'; readonly update: ConsentUpdate }[] = [];
  readonly termsAccepted: string[] = [];
  failing = false;
  terms: TermsSettings = { isTermsAcceptanceNeeded: false, showTerms: false, termsVersion: '2026-01-01' };
  now = 0;

  async geo(): Promise<Result<GeoConsents, ApiFailure>> {
    return this.failing ? err(failure()) : ok({ categories: this.categories, consentVersion: '2026-11-01' });
  }
  async memberConsents(): Promise<Result<MemberConsents, ApiFailure>> {
    return this.failing ? err(failure()) : ok(this.#current());
  }
  async update(update: ConsentUpdate) {
    return this.#record('member', update);
  }
  async sendGuestConsents(update: ConsentUpdate) {
    return this.#record('guest', update);
  }
  async messaging(action: ConsentAction): Promise<Result<ConsentStatus, ApiFailure>> {
    if (this.failing) return err(failure());
    this.messagingStatus = messagingConsentReducer(this.messagingStatus, action);
    return ok(this.messagingStatus);
  }
  async acceptTerms(version: string): Promise<Result<void, ApiFailure>> {
    if (this.failing) return err(failure());
    if (version !== this.terms.termsVersion) return err({ kind: 'http', code: 40000, status: 400, message: 'These are not the current terms' } as unknown as ApiFailure);
    this.termsAccepted.push(version);
    return ok(undefined);
  }
  #record(kind: 'member' | 'guest', update: ConsentUpdate): Result<MemberConsents, ApiFailure> {
    if (this.failing) return err(failure());
    this.updates.push({ kind, update });
    this.answers = { ...this.answers, ...answersOf(update) };
    this.respondedAt = this.now;
    return ok(this.#current());
  }
  #current(): MemberConsents {
    return { answers: { ...this.answers }, respondedAt: this.respondedAt, messaging: this.messagingStatus, terms: this.terms };
  }
}

/** PRIV-04: a browser whose GPC signal a test sets. */
export class FakeGpcSignal implements GpcSignalPort {
  constructor(public on = false) {}
  present(): boolean {
    return this.on;
  }
}
