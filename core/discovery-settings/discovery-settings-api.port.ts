import type { Paywall } from '../recs/recs-api.port';
import type { AppError, Result } from '../shared';
import type { FieldError } from './bounds';
import type { DiscoveryChange, DiscoverySettings } from './discovery-settings';
import type { PreferenceFilterAccess } from './preference-access';
import type { Visibility, VisibilityChange } from './visibility';

/** The allowances the profile carries (RECS-11, RECS-12), as recs reads them. */
export interface ProfileAllowances {
  readonly likesRemaining?: number;
  readonly rateLimitedUntil?: number;
  /** RECS-12: with the tier's super likes per day and the bought ones held, when the server tells them. */
  readonly superLikes?: { readonly remaining: number; readonly resetsAt?: number; readonly perDay?: number; readonly purchased?: number };
  /** RECS-15 `featureAccess.swipe_note.amount`. */
  readonly swipeNotes?: number;
  /** RECS-16 `bouncerBypass.total_bouncer_bypass_remaining`. */
  readonly bouncerBypasses?: number;
}

/** What discovery reads from the member's profile (`GET /v2/profile`). */
export interface DiscoveryProfile {
  readonly settings: DiscoverySettings;
  readonly visibility: Visibility;
  /** SET-07 `featureAccess.preference_filters`, as sent (null when absent). */
  readonly preferenceFilterAccess: PreferenceFilterAccess | null;
  readonly allowances: ProfileAllowances;
}

export type { Paywall };

/** A refused load or save: the server's code, with the refused fields (SET-02) or the paywall (PUR-08). */
export interface DiscoverySettingsError extends AppError {
  readonly fields?: readonly FieldError[];
  readonly paywall?: Paywall;
}

export interface DiscoveryUpdate {
  readonly discovery?: DiscoveryChange;
  readonly visibility?: VisibilityChange;
}

/** What the discovery settings need from the provider (SET-04, SET-10), in domain words. */
export interface DiscoverySettingsApiPort {
  load(): Promise<Result<DiscoveryProfile, DiscoverySettingsError>>;
  /** Saves a change; answers the settings and visibility as stored. */
  save(update: DiscoveryUpdate): Promise<Result<{ readonly settings: DiscoverySettings; readonly visibility: Visibility }, DiscoverySettingsError>>;
}
