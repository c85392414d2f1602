import type { ApiFailure } from '../api/api-failure';
import type { Result } from '../shared';
import type { ConsentAction, ConsentCategory, ConsentStatus } from './consent';
import type { ConsentUpdate } from './payload';
import type { TermsSettings } from './terms';

/** PRIV-12: the consent categories of the visitor's country, in their order. */
export interface GeoConsents {
  readonly categories: readonly ConsentCategory[];
  readonly consentVersion: string;
}

/** The member's answers as the provider keeps them. */
export interface MemberConsents {
  /** Category and consent code → enabled; empty when the member never answered. */
  readonly answers: Readonly<Record<string, boolean>>;
  readonly respondedAt: number | null;
  readonly messaging: ConsentStatus;
  /** PRIV-19: the terms settings as they are for this member (null when the answer has none). */
  readonly terms: TermsSettings | null;
}

/** What privacy needs from the provider (PRIV-12, PRIV-13, PRIV-19). */
export interface PrivacyApiPort {
  geo(): Promise<Result<GeoConsents, ApiFailure>>;
  memberConsents(): Promise<Result<MemberConsents, ApiFailure>>;
  /** The member's answers (the privacy page, the prompt). */
  update(update: ConsentUpdate): Promise<Result<MemberConsents, ApiFailure>>;
  /** PRIV-06: a guest's answers, sent once they signed in. */
  sendGuestConsents(update: ConsentUpdate): Promise<Result<MemberConsents, ApiFailure>>;
  messaging(action: ConsentAction): Promise<Result<ConsentStatus, ApiFailure>>;
  acceptTerms(version: string): Promise<Result<void, ApiFailure>>;
}

/** PRIV-04: whether the platform sends the Global Privacy Control signal (in a browser, read by adapters/privacy). */
export interface GpcSignalPort {
  present(): boolean;
}
