/**
 * The discovery settings on the wire, in the provider's profile names (PROF-01, SET-04, SET-10):
 * - read, in `GET /v2/profile`: `data.user` gains `age_filter_min`, `age_filter_max` (1000: no upper bound),
 *   `distance_filter` (miles), `interested_in_genders`, `gender_filter` (PROF-08 code), `auto_expansion`,
 *   `global_mode`, `discoverable`, `user_presence_disabled`, `preference_filters`; `data.plus_control` the plus
 *   controls; `data.feature_access.preference_filters` (SET-07);
 * - written, by `POST /v2/profile/user`: any of those fields (not `gender_filter`, which is derived), and
 *   `plus_control`. Bounds are checked by the service, so that every refused field is named (SET-02).
 */
import { Type, type Static } from '@sinclair/typebox';
import { genderFilterCode, type BoundedField, type DiscoveryChange, type DiscoverySettings, type Gender, type Visibility, type VisibilityChange } from '../../core/discovery-settings';
import { body } from '../http/schemas';

const Flag = Type.Boolean();
/** Numbers, not integers: a fraction is a field error of the bounds (SET-02), not a shape error. */
const Bounded = Type.Number();
const Genders = Type.Array(Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)]), { maxItems: 3, uniqueItems: true });

export const DiscoverySettingsBody = body({
  age_filter_min: Type.Optional(Bounded),
  age_filter_max: Type.Optional(Bounded),
  distance_filter: Type.Optional(Bounded),
  interested_in_genders: Type.Optional(Genders),
  auto_expansion: Type.Optional(body({ age_toggle: Type.Optional(Flag), distance_toggle: Type.Optional(Flag) })),
  global_mode: Type.Optional(body({ is_enabled: Type.Optional(Flag) })),
  discoverable: Type.Optional(Flag),
  user_presence_disabled: Type.Optional(Flag),
  preference_filters: Type.Optional(
    body({
      number_of_photos: Type.Optional(Bounded),
      has_bio: Type.Optional(Flag),
      is_verified: Type.Optional(Flag),
      user_interests: Type.Optional(Type.Array(Type.String({ pattern: '^it_[0-9]{1,4}$' }), { maxItems: 10, uniqueItems: true })),
    }),
  ),
  plus_control: Type.Optional(
    body({
      hide_age: Type.Optional(Flag),
      hide_distance: Type.Optional(Flag),
      hide_ads: Type.Optional(Flag),
      discoverable_party: Type.Optional(Type.Union([Type.Literal('everyone'), Type.Literal('liked')])),
      blend: Type.Optional(Type.Union([Type.Literal('optimal'), Type.Literal('recent_activity')])),
    }),
  ),
});
export type DiscoverySettingsBody = Static<typeof DiscoverySettingsBody>;

/** The provider's name of each bounded field (the names field errors carry). */
export const WIRE_FIELD: Readonly<Record<BoundedField, string>> = {
  ageMin: 'age_filter_min',
  ageMax: 'age_filter_max',
  distanceMax: 'distance_filter',
  numPhotosMin: 'preference_filters.number_of_photos',
};

const defined = <T extends object>(value: T): Partial<T> =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;

export const changeFromBody = (b: DiscoverySettingsBody): { readonly discovery: DiscoveryChange; readonly visibility: VisibilityChange } => ({
  discovery: defined({
    ageMin: b.age_filter_min,
    ageMax: b.age_filter_max,
    distanceMax: b.distance_filter,
    genders: b.interested_in_genders as Gender[] | undefined,
    global: b.global_mode?.is_enabled,
    autoExpansion: b.auto_expansion && defined({ age: b.auto_expansion.age_toggle, distance: b.auto_expansion.distance_toggle }),
    preferences:
      b.preference_filters &&
      defined({
        minPhotos: b.preference_filters.number_of_photos,
        hasBio: b.preference_filters.has_bio,
        isVerified: b.preference_filters.is_verified,
        passions: b.preference_filters.user_interests,
      }),
  }),
  visibility: defined({
    discoverable: b.discoverable,
    presenceHidden: b.user_presence_disabled,
    plusControl:
      b.plus_control &&
      defined({
        hideAge: b.plus_control.hide_age,
        hideDistance: b.plus_control.hide_distance,
        hideAds: b.plus_control.hide_ads,
        discoverableParty: b.plus_control.discoverable_party,
        blend: b.plus_control.blend,
      }),
  }),
});

/** The settings' fields of `data.user`. */
export const settingsJson = (s: DiscoverySettings, v: Visibility) => ({
  age_filter_min: s.ageMin,
  age_filter_max: s.ageMax,
  distance_filter: s.distanceMax,
  interested_in_genders: [...s.genders].sort(),
  gender_filter: genderFilterCode(s.genders),
  auto_expansion: { age_toggle: s.autoExpansion.age, distance_toggle: s.autoExpansion.distance },
  global_mode: { is_enabled: s.global, language_preferences: [] },
  discoverable: v.discoverable,
  user_presence_disabled: v.presenceHidden,
  preference_filters: {
    number_of_photos: s.preferences.minPhotos,
    has_bio: s.preferences.hasBio,
    is_verified: s.preferences.isVerified,
    user_interests: s.preferences.passions,
  },
});

/** PROF-02 `plusControl`. */
export const plusControlJson = (v: Visibility) => ({
  hide_age: v.plusControl.hideAge,
  hide_distance: v.plusControl.hideDistance,
  hide_ads: v.plusControl.hideAds,
  discoverable_party: v.plusControl.discoverableParty,
  blend: v.plusControl.blend,
});
