/**
 * The provider's swipe answers read into domain words (the persons are read by core/recs `normalisePerson`,
 * RECS-07). Tolerant: a field that is missing or of the wrong type reads as undefined.
 *
 * - `POST /like/{id}`, `POST /like/{id}/super`, `POST /pass/{id}` → `data.likes_remaining`,
 *   `data.super_likes{remaining, consumption_expiry, resets_at}`, `data.rate_limited_until`, `data.match{_id, person}`.
 * - `POST /v2/consumables/bouncer-bypass` (RECS-16) → the like's fields and `data.bouncerBypass.total_bouncer_bypass_remaining`.
 * - `DELETE /like/{id}`, `DELETE /like/{id}/super`, `DELETE /pass/{id}` (rewind) → the same allowance fields.
 * - A refusal's `error`: `rate_limited_until` (or `super_likes.resets_at`), `paywall{feature, required_tier}`.
 */
import type { RecMatch, SwipeAnswer } from '../../core/recs';
import { readCard, readTime } from '../../core/recs';
import { matchId } from '../../core/shared';
import type { Paywall } from '../../core/recs';

type Json = Readonly<Record<string, unknown>>;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string | undefined => (typeof v === 'string' && v.length > 0 ? v : undefined);
const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);
const optional = <K extends string, T>(key: K, value: T | undefined): Partial<Record<K, T>> =>
  value === undefined ? {} : ({ [key]: value } as Record<K, T>);

const readMatch = (v: unknown): RecMatch | undefined => {
  if (!isObject(v)) return undefined;
  const id = str(v['_id']) ?? str(v['id']);
  const mid = id === undefined ? undefined : matchId(id);
  const person = readCard(v['person']);
  return mid?.ok && person ? { id: mid.value, person } : undefined;
};

/** API-08: the allowances and the match of a like, super like, pass or rewind answer's `data`. */
export const readSwipeAnswer = (data: unknown): SwipeAnswer => {
  if (!isObject(data)) return {};
  const superLikes = isObject(data['super_likes']) ? data['super_likes'] : undefined;
  const superRemaining = num(superLikes?.['remaining']);
  return {
    ...optional('likesRemaining', num(data['likes_remaining'])),
    ...optional(
      'superLikes',
      superRemaining === undefined
        ? undefined
        : {
            remaining: superRemaining,
            ...optional('consumptionExpiry', readTime(superLikes?.['consumption_expiry'])),
            ...optional('resetsAt', readTime(superLikes?.['resets_at'])),
            ...optional('perDay', num(superLikes?.['per_day'])),
            ...optional('purchased', num(superLikes?.['purchased'])),
          },
    ),
    ...optional('rateLimitedUntil', readTime(data['rate_limited_until'])),
    ...optional('swipeNotes', num(field(data['swipe_note'], 'amount'))),
    ...optional('bouncerBypasses', num(field(data['bouncerBypass'], 'total_bouncer_bypass_remaining'))),
    ...optional('match', readMatch(data['match'])),
  };
};

const field = (source: unknown, name: string): unknown => (isObject(source) ? source[name] : undefined);

/** The end of a rate limit, when a refusal's body says it (`rate_limited_until` in `data` or in `error`). */
export const readRateLimitedUntil = (data: unknown, error: unknown): number | undefined =>
  readTime(field(data, 'rate_limited_until')) ??
  readTime(field(error, 'rate_limited_until')) ??
  // A refused super like says when super likes come back.
  readTime(field(field(error, 'super_likes'), 'resets_at'));

/** PUR-08: the paywall a refusal names (`error.paywall{feature, required_tier}`). */
export const readPaywall = (error: unknown): Paywall | undefined => {
  const paywall = field(error, 'paywall');
  const feature = str(field(paywall, 'feature'));
  return feature === undefined ? undefined : { feature, ...optional('requiredTier', str(field(paywall, 'required_tier'))) };
};
