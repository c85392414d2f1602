import { describe, expect, it } from 'vitest';
import { FakeAuthTokenSource, FakeHttp } from '../../core/api/testing';
import { ErrorCode } from '../../core/errors/error-codes';
import { RATE_LIMITED, readTime } from '../../core/recs';
import { HttpRecsApi } from './http-recs-api';
import { readSwipeAnswer } from './read-recs-answer';

const envelope = (data: unknown) => ({ status: 200, body: { meta: { status: 200 }, data } });

const LENA = {
  _id: 'u-lena',
  name: 'Lena',
  age: 29,
  bio: 'Board games and long walks',
  gender: 1,
  jobs: [{ company: { name: 'Studio Nord', displayed: true }, title: { name: 'Product Designer', displayed: true } }],
  schools: [{ name: 'University of Potsdam', displayed: true }],
  photos: [{ id: 'p1', type: 'photo', url: '/media/demo/u-lena/0.svg', content_type: 'image/svg+xml', width: 600, height: 750, alt_text: 'Lena on a hike' }],
  user_interests: { selected_interests: [{ id: 'it_7', name: 'Board games' }] },
  badges: [{ type: 'selfie_verified' }],
  distance: 12,
  distance_unit: 'km',
};

const setup = () => {
  const http = new FakeHttp({ tokens: new FakeAuthTokenSource('tok') });
  return { http, api: new HttpRecsApi(http) };
};

describe('HttpRecsApi', () => {
  it('RECS-03, API-08: GET /v2/recs/core answers the cards of data.results[].user in domain words', async () => {
    const { http, api } = setup();
    http.route('GET', '/v2/recs/core', envelope({ results: [{ type: 'user', user: LENA }, { type: 'user', user: { _id: 'u-kai', name: 'Kai' } }, { user: { name: 'no id' } }] }));
    const r = await api.fetchRecs();
    expect(r).toEqual({
      ok: true,
      value: [
        {
          id: 'u-lena',
          name: 'Lena',
          age: 29,
          bio: 'Board games and long walks',
          photos: [{ url: '/media/demo/u-lena/0.svg', altText: 'Lena on a hike', width: 600, height: 750 }],
          distance: { value: 12, unit: 'km' },
          jobs: [{ company: 'Studio Nord', title: 'Product Designer' }],
          schools: ['University of Potsdam'],
          interests: [{ id: 'it_7', name: 'Board games' }],
          badges: ['selfie_verified'],
          verified: true,
          isSuperLike: false,
          isBoost: false,
          isSuperBoost: false,
        },
        { id: 'u-kai', name: 'Kai', photos: [], badges: [], verified: false, isSuperLike: false, isBoost: false, isSuperBoost: false },
      ],
    });
    expect(http.requests[0]?.headers['x-auth-token']).toBe('tok');
  });

  it('API-08: a like answer gives likes_remaining and the match with its person; POST /like/{id}', async () => {
    const { http, api } = setup();
    http.route('POST', '/like/u-lena', envelope({ likes_remaining: 99, match: { _id: 'm-1', person: LENA } }));
    const r = await api.like('u-lena');
    expect(r.ok && r.value.likesRemaining).toBe(99);
    expect(r.ok && r.value.match?.id).toBe('m-1');
    expect(r.ok && r.value.match?.person.name).toBe('Lena');
    expect(http.requests[0]).toMatchObject({ method: 'POST', path: '/like/u-lena' });
  });

  it('API-08, RECS-12: a super like answer gives super_likes { remaining, resets_at }; POST /like/{id}/super and POST /pass/{id}', async () => {
    const { http, api } = setup();
    http.route('POST', '/like/u-lena/super', envelope({ super_likes: { remaining: 2, resets_at: '2026-11-23T12:00:00.000Z' }, match: false }));
    http.route('POST', '/pass/u-kai', envelope({}));
    expect(await api.superLike('u-lena')).toEqual({ ok: true, value: { superLikes: { remaining: 2, resetsAt: Date.UTC(2026, 10, 23, 12) } } });
    expect(await api.pass('u-kai')).toEqual({ ok: true, value: {} });
  });

  it('RECS-11: a 429/42901 refusal is the 42901 code with rate_limited_until, or the Retry-After wait', async () => {
    const { http, api } = setup();
    http.route('POST', '/like/u-1', {
      status: 429,
      body: { meta: { status: 429 }, error: { code: 42901, message: 'Out of likes' }, data: { rate_limited_until: 1_800_000_000_000 } },
    });
    http.route('POST', '/like/u-2', { status: 429, headers: { 'retry-after': '30' }, body: { meta: { status: 429 }, error: { code: 42901, message: 'Slow down' } } });
    http.route('POST', '/like/u-3', { status: 500, body: { meta: { status: 500 }, error: { code: 50000, message: 'Boom' } } });
    http.route('POST', '/like/u-4/super', {
      status: 429,
      headers: { 'retry-after': '82800' },
      body: { meta: { status: 429 }, error: { code: 42901, message: 'Out of super likes', super_likes: { remaining: 0, resets_at: '2026-11-24T10:00:00.000Z' } } },
    });
    expect(await api.like('u-1')).toMatchObject({ ok: false, error: { code: RATE_LIMITED, rateLimitedUntil: 1_800_000_000_000 } });
    expect(await api.like('u-2')).toMatchObject({ ok: false, error: { code: RATE_LIMITED, retryAfterMs: 30_000 } });
    expect(await api.like('u-3')).toMatchObject({ ok: false, error: { code: 50000 } });
    // RECS-12: a refused super like says when super likes come back.
    expect(await api.superLike('u-4')).toMatchObject({ ok: false, error: { code: RATE_LIMITED, rateLimitedUntil: Date.parse('2026-11-24T10:00:00.000Z') } });
  });

  it('API-08: missing or mistyped fields read as undefined, never as a failure', () => {
    expect(readSwipeAnswer(undefined)).toEqual({});
    expect(readSwipeAnswer({ likes_remaining: '3', super_likes: { remaining: null }, rate_limited_until: 'soon', match: { _id: 'm-1' } })).toEqual({});
    expect(readTime(1_800_000_000)).toBe(1_800_000_000_000);
  });

  it('RECS-05, RECS-22: GET /user/{id} answers one member`s card', async () => {
    const { http, api } = setup();
    http.route('GET', '/user/u-lena', envelope(LENA));
    expect(await api.fetchPerson('u-lena')).toMatchObject({ ok: true, value: { id: 'u-lena', name: 'Lena', verified: true } });
    http.route('GET', '/user/u-gone', { status: 404, body: { meta: { status: 404 }, error: { code: 40400, message: 'No such member' } } });
    expect(await api.fetchPerson('u-gone')).toMatchObject({ ok: false, error: { code: 40400 } });
  });

  it('RECS-14: rewind is DELETE on the path of the swipe it undoes; it answers the allowances; a paywall refusal says which feature and tier', async () => {
    const { http, api } = setup();
    http.route('DELETE', '/like/u-1', envelope({ likes_remaining: 100, super_likes: { remaining: 1, resets_at: null } }));
    http.route('DELETE', '/like/u-2/super', envelope({ likes_remaining: 100, super_likes: { remaining: 1, resets_at: null } }));
    http.route('DELETE', '/pass/u-3', envelope({ likes_remaining: 99, super_likes: { remaining: 0, resets_at: '2026-11-24T10:00:00.000Z' } }));
    http.route('DELETE', '/like/u-4', { status: 403, body: { meta: { status: 403 }, error: { code: ErrorCode.PAYWALL_REQUIRED, message: 'This needs plus', paywall: { feature: 'undo', required_tier: 'plus' } } } });
    expect(await api.rewind('u-1', 'like')).toEqual({ ok: true, value: { likesRemaining: 100, superLikes: { remaining: 1 } } });
    expect(await api.rewind('u-2', 'superlike')).toMatchObject({ ok: true });
    expect(await api.rewind('u-3', 'dislike')).toEqual({ ok: true, value: { likesRemaining: 99, superLikes: { remaining: 0, resetsAt: Date.parse('2026-11-24T10:00:00.000Z') } } });
    expect(await api.rewind('u-4', 'like')).toMatchObject({ ok: false, error: { code: ErrorCode.PAYWALL_REQUIRED, paywall: { feature: 'undo', requiredTier: 'plus' } } });
    expect(http.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['DELETE /like/u-1', 'DELETE /like/u-2/super', 'DELETE /pass/u-3', 'DELETE /like/u-4']);
  });
});
