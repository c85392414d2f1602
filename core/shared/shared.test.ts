import { describe, expect, it } from 'vitest';
import { appError, err, latLng, mapResult, matchId, meters, ok, userId } from './index';

describe('shared vocabulary', () => {
  it('a result carries its value or its error', () => {
    expect(ok(3)).toEqual({ ok: true, value: 3 });
    expect(err({ code: 'X' })).toEqual({ ok: false, error: { code: 'X' } });
    expect(mapResult(ok(2), (n) => n * 2)).toEqual({ ok: true, value: 4 });
    const failed = err({ code: 'X' });
    expect(mapResult(failed, (n: number) => n * 2)).toBe(failed);
  });

  it('an error has only the parts it was given', () => {
    expect(appError('A')).toStrictEqual({ code: 'A' });
    expect(Object.keys(appError('A'))).toEqual(['code']);
    expect(appError('A', 'why')).toStrictEqual({ code: 'A', message: 'why' });
    expect(appError(40000, undefined, { field: 'x' })).toStrictEqual({ code: 40000, details: { field: 'x' } });
    expect(appError('A', 'why', { n: 1 })).toStrictEqual({ code: 'A', message: 'why', details: { n: 1 } });
  });

  it('ids are 1 to 64 letters, digits, _ or -; anything else is refused with a message naming the kind', () => {
    expect(userId('u_1-A')).toEqual({ ok: true, value: 'u_1-A' });
    expect(matchId('m-1')).toEqual({ ok: true, value: 'm-1' });
    expect(userId('a'.repeat(64)).ok).toBe(true);
    expect(userId('a'.repeat(65)).ok).toBe(false);
    expect(userId('')).toEqual({ ok: false, error: { code: 'SHARED.INVALID_VALUE', message: 'invalid user id' } });
    expect(matchId('m 1')).toEqual({ ok: false, error: { code: 'SHARED.INVALID_VALUE', message: 'invalid match id' } });
  });

  it('a distance is a finite number of metres, zero or more', () => {
    expect(meters(0)).toBe(0);
    expect(meters(12.5)).toBe(12.5);
    expect(() => meters(-1)).toThrow(new RangeError('meters must be finite and >= 0, got -1'));
    expect(() => meters(Number.NaN)).toThrow(RangeError);
    expect(() => meters(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('a point has a latitude in [-90, 90] and a longitude in [-180, 180]', () => {
    expect(latLng(90, 180)).toEqual({ ok: true, value: { lat: 90, lng: 180 } });
    expect(latLng(-90, -180)).toEqual({ ok: true, value: { lat: -90, lng: -180 } });
    const refused = { ok: false, error: { code: 'SHARED.INVALID_VALUE', message: 'invalid coordinates' } };
    expect(latLng(90.5, 0)).toEqual(refused);
    expect(latLng(-91, 0)).toEqual(refused);
    expect(latLng(0, 180.5)).toEqual(refused);
    expect(latLng(0, -181)).toEqual(refused);
    expect(latLng(Number.NaN, 0)).toEqual(refused);
    expect(latLng(0, Number.NaN)).toEqual(refused);
    expect(latLng(Number.POSITIVE_INFINITY, 0)).toEqual(refused);
  });
});
