/**
 * The one place where the provider's recs and swipe answers are read into domain words. Tolerant: a field that is
 * missing or of the wrong type reads as undefined (a card without a valid id is left out).
 *
 * - `GET /v2/recs/core` → `data.results[]`, each `{ user: card, ...top-level fields }` (RECS-07: the user object
 *   is merged over the top-level fields; the id is `id` or `_id`; interests may come under `experiment_info`).
 * - A card (PROF-01, as `GET /user/{id}`): `_id`, `name`, `age`, `bio`, `photos[{url, alt_text}]`, `distance` and
 *   `distance_unit`, `jobs[{company{name}, title{name}}]`, `schools[{name}]`, `user_interests.selected_interests`.
 * - `POST /like/{id}`, `POST /like/{id}/super`, `POST /pass/{id}` → `data.likes_remaining`,
 *   `data.super_likes{remaining, resets_at}`, `data.rate_limited_until`, `data.match{_id, person}`.
 * - Times are an ISO date string or epoch milliseconds (a number below 10^11 is taken as epoch seconds).
 */
import type { RecCard, RecInterest, RecJob, RecMatch, RecPhoto, SwipeAnswer } from '../../core/recs';
import { matchId, userId } from '../../core/shared';

type Json = Readonly<Record<string, unknown>>;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string | undefined => (typeof v === 'string' && v.length > 0 ? v : undefined);
const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);
const list = (v: unknown): readonly unknown[] => (Array.isArray(v) ? v : []);
const objects = (v: unknown): readonly Json[] => list(v).filter(isObject);
const optional = <K extends string, T>(key: K, value: T | undefined): Partial<Record<K, T>> =>
  value === undefined ? {} : ({ [key]: value } as Record<K, T>);
const nonEmpty = <T>(items: readonly T[]): readonly T[] | undefined => (items.length === 0 ? undefined : items);

/** An ISO date or epoch milliseconds (or seconds) as epoch milliseconds. */
export const readTime = (v: unknown): number | undefined => {
  const n = num(v);
  if (n !== undefined) return n < 1e11 ? n * 1000 : n;
  const s = str(v);
  if (s === undefined) return undefined;
  const parsed = Date.parse(s);
  return Number.isNaN(parsed) ? undefined : parsed;
};

const readPhoto = (p: Json): RecPhoto | undefined => {
  const url = str(p['url']);
  return url === undefined ? undefined : { url, ...optional('altText', str(p['alt_text'])) };
};

const readJob = (j: Json): RecJob | undefined => {
  const field = (f: unknown) => (isObject(f) && f['displayed'] !== false ? str(f['name']) : undefined);
  const company = field(j['company']);
  const title = field(j['title']);
  return company === undefined && title === undefined ? undefined : { ...optional('company', company), ...optional('title', title) };
};

const readInterests = (v: unknown): readonly RecInterest[] =>
  objects(isObject(v) ? v['selected_interests'] : undefined).flatMap((i) => {
    const id = str(i['id']);
    const name = str(i['name']);
    return id === undefined || name === undefined ? [] : [{ id, name }];
  });

const present = <T>(items: readonly (T | undefined)[]): readonly T[] => items.filter((x): x is T => x !== undefined);

/** A member card (PROF-01 names) as a candidate; undefined without a valid id. */
export const readCard = (raw: unknown): RecCard | undefined => {
  if (!isObject(raw)) return undefined;
  const rawId = str(raw['id']) ?? str(raw['_id']);
  const id = rawId === undefined ? undefined : userId(rawId);
  if (!id?.ok) return undefined;
  const distance = num(raw['distance']);
  const unit = raw['distance_unit'] === 'mi' ? 'mi' : raw['distance_unit'] === 'km' ? 'km' : undefined;
  const age = num(raw['age']);
  return {
    id: id.value,
    name: str(raw['name']) ?? '',
    ...optional('age', age === undefined ? undefined : Math.floor(age)),
    ...optional('bio', str(raw['bio'])),
    photos: present(objects(raw['photos']).map(readPhoto)),
    ...optional('distance', distance !== undefined && unit !== undefined ? { value: Math.round(distance), unit } : undefined),
    ...optional('jobs', nonEmpty(present(objects(raw['jobs']).map(readJob)))),
    ...optional('schools', nonEmpty(present(objects(raw['schools']).map((s) => str(s['name']))))),
    ...optional('interests', nonEmpty(readInterests(raw['user_interests']))),
  };
};

/** RECS-07: one recs result: the nested `user` merged over the top-level fields; interests from `experiment_info`. */
export const readRec = (result: unknown): RecCard | undefined => {
  if (!isObject(result)) return undefined;
  const user = isObject(result['user']) ? result['user'] : {};
  const experiment = isObject(result['experiment_info']) ? result['experiment_info'] : {};
  const merged: Json = { ...result, ...user };
  return readCard(merged['user_interests'] === undefined && experiment['user_interests'] !== undefined ? { ...merged, user_interests: experiment['user_interests'] } : merged);
};

/** RECS-03: the candidates of a `GET /v2/recs/core` answer's `data`. */
export const readRecs = (data: unknown): readonly RecCard[] => present(list(isObject(data) ? data['results'] : undefined).map(readRec));

const readMatch = (v: unknown): RecMatch | undefined => {
  if (!isObject(v)) return undefined;
  const id = str(v['_id']) ?? str(v['id']);
  const mid = id === undefined ? undefined : matchId(id);
  const person = readCard(v['person']);
  return mid?.ok && person ? { id: mid.value, person } : undefined;
};

/** API-08: the allowances and the match of a like, super like or pass answer's `data`. */
export const readSwipeAnswer = (data: unknown): SwipeAnswer => {
  if (!isObject(data)) return {};
  const superLikes = isObject(data['super_likes']) ? data['super_likes'] : undefined;
  const superRemaining = num(superLikes?.['remaining']);
  return {
    ...optional('likesRemaining', num(data['likes_remaining'])),
    ...optional(
      'superLikes',
      superRemaining === undefined ? undefined : { remaining: superRemaining, ...optional('resetsAt', readTime(superLikes?.['resets_at'])) },
    ),
    ...optional('rateLimitedUntil', readTime(data['rate_limited_until'])),
    ...optional('match', readMatch(data['match'])),
  };
};

/** The end of a rate limit, when a refusal's body says it (`rate_limited_until` in `data` or in `error`). */
export const readRateLimitedUntil = (data: unknown, error: unknown): number | undefined => {
  const field = (source: unknown, name: string) => (isObject(source) ? source[name] : undefined);
  return (
    readTime(field(data, 'rate_limited_until')) ??
    readTime(field(error, 'rate_limited_until')) ??
    // A refused super like says when super likes come back.
    readTime(field(field(error, 'super_likes'), 'resets_at'))
  );
};
