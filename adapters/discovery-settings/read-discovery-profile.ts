/**
 * The provider's profile read into discovery settings (SET-04, SET-07, SET-10, RECS-11), and a change written in
 * its names. Tolerant: a field that is missing or of the wrong type keeps the default (core/discovery-settings).
 *
 * - `GET /v2/profile` → `data.user{age_filter_min, age_filter_max, distance_filter, interested_in_genders,
 *   auto_expansion{age_toggle, distance_toggle}, global_mode{is_enabled}, discoverable, user_presence_disabled,
 *   preference_filters{number_of_photos, has_bio, is_verified, user_interests}}`, `data.plus_control{hide_age,
 *   hide_distance, hide_ads, discoverable_party, blend}`, `data.feature_access.preference_filters`,
 *   `data.likes{likes_remaining, rate_limited_until}`, `data.super_likes{remaining, resets_at}`.
 * - `POST /v2/profile/user` takes the same names; its answer carries `user` and `plus_control`; a refusal carries
 *   `error.fields[{field, reason, min, max}]` (SET-02) or `error.paywall{feature, required_tier}` (PUR-08).
 */
import {
  DEFAULT_DISCOVERY_SETTINGS,
  DEFAULT_VISIBILITY,
  GENDERS,
  type BoundedField,
  type DiscoveryProfile,
  type DiscoverySettings,
  type DiscoveryUpdate,
  type FieldError,
  type Gender,
  type Visibility,
} from '../../core/discovery-settings';
import { readTime } from '../../core/recs';

type Json = Readonly<Record<string, unknown>>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const obj = (v: unknown): Json => (isObject(v) ? v : {});
const num = (v: unknown, fallback: number): number => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);
const bool = (v: unknown, fallback: boolean): boolean => (typeof v === 'boolean' ? v : fallback);
const strings = (v: unknown, fallback: readonly string[]): readonly string[] =>
  Array.isArray(v) && v.every((s) => typeof s === 'string') ? (v as string[]) : fallback;
const optionalNumber = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

export const readSettings = (user: unknown): DiscoverySettings => {
  const u = obj(user);
  const d = DEFAULT_DISCOVERY_SETTINGS;
  const auto = obj(u['auto_expansion']);
  const prefs = obj(u['preference_filters']);
  const genders = Array.isArray(u['interested_in_genders']) ? u['interested_in_genders'].filter((g): g is Gender => GENDERS.includes(g as Gender)) : d.genders;
  return {
    ageMin: num(u['age_filter_min'], d.ageMin),
    ageMax: num(u['age_filter_max'], d.ageMax),
    distanceMax: num(u['distance_filter'], d.distanceMax),
    genders,
    global: bool(obj(u['global_mode'])['is_enabled'], d.global),
    autoExpansion: { age: bool(auto['age_toggle'], d.autoExpansion.age), distance: bool(auto['distance_toggle'], d.autoExpansion.distance) },
    preferences: {
      minPhotos: num(prefs['number_of_photos'], d.preferences.minPhotos),
      hasBio: bool(prefs['has_bio'], d.preferences.hasBio),
      isVerified: bool(prefs['is_verified'], d.preferences.isVerified),
      passions: strings(prefs['user_interests'], d.preferences.passions),
    },
  };
};

export const readVisibility = (user: unknown, plusControl: unknown): Visibility => {
  const u = obj(user);
  const p = obj(plusControl);
  const d = DEFAULT_VISIBILITY;
  return {
    discoverable: bool(u['discoverable'], d.discoverable),
    presenceHidden: bool(u['user_presence_disabled'], d.presenceHidden),
    plusControl: {
      hideAge: bool(p['hide_age'], d.plusControl.hideAge),
      hideDistance: bool(p['hide_distance'], d.plusControl.hideDistance),
      hideAds: bool(p['hide_ads'], d.plusControl.hideAds),
      discoverableParty: p['discoverable_party'] === 'liked' ? 'liked' : 'everyone',
      blend: p['blend'] === 'recent_activity' ? 'recent_activity' : 'optimal',
    },
  };
};

export const readDiscoveryProfile = (data: unknown): DiscoveryProfile => {
  const d = obj(data);
  const likes = obj(d['likes']);
  const superLikes = obj(d['super_likes']);
  const access = obj(d['feature_access'])['preference_filters'];
  const swipeNotes = optionalNumber(obj(obj(d['feature_access'])['swipe_note'])['amount']);
  const bouncerBypasses = optionalNumber(obj(d['bouncerBypass'])['total_bouncer_bypass_remaining']);
  const likesRemaining = optionalNumber(likes['likes_remaining']);
  const rateLimitedUntil = readTime(likes['rate_limited_until']);
  const superRemaining = optionalNumber(superLikes['remaining']);
  const resetsAt = readTime(superLikes['resets_at']);
  const perDay = optionalNumber(superLikes['per_day']);
  const purchased = optionalNumber(superLikes['purchased']);
  return {
    settings: readSettings(d['user']),
    visibility: readVisibility(d['user'], d['plus_control']),
    preferenceFilterAccess: isObject(access) ? access : null,
    allowances: {
      ...(likesRemaining === undefined ? {} : { likesRemaining }),
      ...(rateLimitedUntil === undefined ? {} : { rateLimitedUntil }),
      ...(swipeNotes === undefined ? {} : { swipeNotes }),
      ...(bouncerBypasses === undefined ? {} : { bouncerBypasses }),
      ...(superRemaining === undefined
        ? {}
        : {
            superLikes: {
              remaining: superRemaining,
              ...(resetsAt === undefined ? {} : { resetsAt }),
              ...(perDay === undefined ? {} : { perDay }),
              ...(purchased === undefined ? {} : { purchased }),
            },
          }),
    },
  };
};

const defined = (value: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined && !(isObject(v) && Object.keys(v).length === 0)));

/** A change in the provider's names (only the fields it changes). */
export const changeBody = (update: DiscoveryUpdate): Record<string, unknown> => {
  const c = update.discovery ?? {};
  const v = update.visibility ?? {};
  const p = c.preferences;
  const plus = v.plusControl;
  return defined({
    age_filter_min: c.ageMin,
    age_filter_max: c.ageMax,
    distance_filter: c.distanceMax,
    interested_in_genders: c.genders,
    auto_expansion: c.autoExpansion && defined({ age_toggle: c.autoExpansion.age, distance_toggle: c.autoExpansion.distance }),
    global_mode: c.global === undefined ? undefined : { is_enabled: c.global },
    preference_filters: p && defined({ number_of_photos: p.minPhotos, has_bio: p.hasBio, is_verified: p.isVerified, user_interests: p.passions }),
    discoverable: v.discoverable,
    user_presence_disabled: v.presenceHidden,
    plus_control:
      plus && defined({ hide_age: plus.hideAge, hide_distance: plus.hideDistance, hide_ads: plus.hideAds, discoverable_party: plus.discoverableParty, blend: plus.blend }),
  });
};

const DOMAIN_FIELD: Readonly<Record<string, BoundedField>> = {
  age_filter_min: 'ageMin',
  age_filter_max: 'ageMax',
  distance_filter: 'distanceMax',
  'preference_filters.number_of_photos': 'numPhotosMin',
};

/** SET-02: the refused fields of an answer's `error.fields`, by their domain names. */
export const readFieldErrors = (error: unknown): readonly FieldError[] =>
  (Array.isArray(obj(error)['fields']) ? (obj(error)['fields'] as unknown[]) : []).flatMap((raw): FieldError[] => {
    const f = obj(raw);
    const field = typeof f['field'] === 'string' ? DOMAIN_FIELD[f['field']] : undefined;
    if (field === undefined) return [];
    if (f['reason'] === 'order') return [{ field, reason: 'order' }];
    return [{ field, reason: 'range', min: num(f['min'], 0), max: num(f['max'], 0) }];
  });
