/**
 * Saving a member's discovery settings and visibility (SET-02..07, SET-10). Every value out of its SET-02 bounds is
 * refused with a field error naming it (400/40000, `error.fields`), with the same rule the client checks with
 * (core/discovery-settings); preference filters and plus controls are turned on only with a tier that has them
 * (403 with the paywall code otherwise); unknown interests are refused. Nothing is written for a refused change.
 */
import { ErrorCode } from '../../core/errors/error-codes';
import {
  applyDiscoveryChange,
  applyVisibilityChange,
  checkBounds,
  featuresTurnedOn,
  turnsPreferenceFiltersOn,
  type DiscoverySettings,
  type Visibility,
} from '../../core/discovery-settings';
import { err, ok, type Result } from '../../core/shared';
import type { Database } from '../db/database';
import { failure, type Failure } from '../http/failure';
import { changeFromBody, WIRE_FIELD, type DiscoverySettingsBody } from './discovery-settings.wire';
import { discoveryRepository } from './discovery.repository';
import { interestById } from './interest-catalogue';
import { paywallFailure, preferenceFilterAccess, tierHas } from './tier';

export interface SavedDiscovery {
  readonly settings: DiscoverySettings;
  readonly visibility: Visibility;
}

const fieldsFailure = (fields: ReturnType<typeof checkBounds>): Failure => ({
  status: 400,
  code: ErrorCode.BAD_REQUEST,
  message: 'Some settings are out of bounds',
  details: { fields: fields.map(({ field, ...problem }) => ({ field: WIRE_FIELD[field], ...problem })) },
});

export class DiscoverySettingsService {
  constructor(private readonly db: Database) {}

  async update(userId: string, body: DiscoverySettingsBody): Promise<Result<SavedDiscovery, Failure>> {
    const { discovery, visibility } = changeFromBody(body);
    return this.db.transaction(async (tx) => {
      const member = await discoveryRepository.find(tx, userId, { lock: true });
      if (member === null) return err(failure.notFound());
      const fields = checkBounds(
        { ...discovery, ...(discovery.preferences?.minPhotos === undefined ? {} : { numPhotosMin: discovery.preferences.minPhotos }) },
        member.settings,
      );
      if (fields.length > 0) return err(fieldsFailure(fields));
      if ((discovery.preferences?.passions ?? []).some((id) => interestById(id) === undefined)) return err(failure.badRequest('Unknown interest'));
      if (turnsPreferenceFiltersOn(discovery) && !preferenceFilterAccess(member.tier).allow) return err(paywallFailure('preference_filters'));
      const missing = featuresTurnedOn(visibility).find((feature) => !tierHas(member.tier, feature));
      if (missing !== undefined) return err(paywallFailure(missing));
      const settings = applyDiscoveryChange(member.settings, discovery);
      const saved = applyVisibilityChange(member.visibility, visibility);
      await discoveryRepository.save(tx, userId, settings, saved);
      return ok({ settings, visibility: saved });
    });
  }
}
