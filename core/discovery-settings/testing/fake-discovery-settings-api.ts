import { ErrorCode } from '../../errors/error-codes';
import { err, ok, type Result } from '../../shared';
import { checkBounds } from '../bounds';
import { applyDiscoveryChange, DEFAULT_DISCOVERY_SETTINGS, turnsPreferenceFiltersOn, type DiscoverySettings } from '../discovery-settings';
import type { DiscoveryProfile, DiscoverySettingsApiPort, DiscoverySettingsError, DiscoveryUpdate, ProfileAllowances } from '../discovery-settings-api.port';
import { applyVisibilityChange, DEFAULT_VISIBILITY, featuresTurnedOn, type Visibility } from '../visibility';

type Tier = 'none' | 'plus' | 'gold' | 'platinum';

/**
 * An in-memory profile with discovery settings: bounds checked as the server checks them (SET-02, field errors
 * with code 40000), plus controls and preference filters refused with the paywall code for a member without a tier
 * (`tier` 'none'), and the allowances the profile carries. `failNext` makes the next call fail with a code.
 */
export class FakeDiscoverySettingsApi implements DiscoverySettingsApiPort {
  settings: DiscoverySettings = DEFAULT_DISCOVERY_SETTINGS;
  visibility: Visibility = DEFAULT_VISIBILITY;
  tier: Tier = 'none';
  allowances: ProfileAllowances = { likesRemaining: 100, superLikes: { remaining: 1, perDay: 1, purchased: 0 }, swipeNotes: 0, bouncerBypasses: 0 };
  readonly saves: DiscoveryUpdate[] = [];
  loads = 0;
  #failNext: DiscoverySettingsError | undefined;

  failNext(code: string | number): void {
    this.#failNext = { code };
  }

  async load(): Promise<Result<DiscoveryProfile, DiscoverySettingsError>> {
    this.loads += 1;
    const failure = this.#take();
    if (failure) return err(failure);
    const paid = this.tier !== 'none';
    return ok({
      settings: this.settings,
      visibility: this.visibility,
      preferenceFilterAccess: { unlimited: paid, required_tier: 'plus', allow: paid },
      allowances: this.allowances,
    });
  }

  async save(update: DiscoveryUpdate): Promise<Result<{ settings: DiscoverySettings; visibility: Visibility }, DiscoverySettingsError>> {
    this.saves.push(update);
    const failure = this.#take();
    if (failure) return err(failure);
    const change = update.discovery ?? {};
    const fields = checkBounds(
      { ...change, ...(change.preferences?.minPhotos === undefined ? {} : { numPhotosMin: change.preferences.minPhotos }) },
      this.settings,
    );
    if (fields.length > 0) return err({ code: ErrorCode.BAD_REQUEST, fields });
    if (this.tier === 'none') {
      const feature = turnsPreferenceFiltersOn(change) ? 'preference_filters' : featuresTurnedOn(update.visibility ?? {})[0];
      if (feature !== undefined) return err({ code: ErrorCode.PAYWALL_REQUIRED, paywall: { feature, requiredTier: 'plus' } });
    }
    this.settings = applyDiscoveryChange(this.settings, change);
    this.visibility = applyVisibilityChange(this.visibility, update.visibility ?? {});
    return ok({ settings: this.settings, visibility: this.visibility });
  }

  #take(): DiscoverySettingsError | undefined {
    const failure = this.#failNext;
    this.#failNext = undefined;
    return failure;
  }
}
