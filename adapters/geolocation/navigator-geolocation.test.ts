import { describe, expect, it } from 'vitest';
import { locationWatchOptions, type PositionObserver } from '../../core/location';
import { NavigatorGeolocation, type GeolocationLike } from './navigator-geolocation';

const silent: PositionObserver = { onPosition: () => {}, onError: () => {} };

describe('NavigatorGeolocation', () => {
  it('LOC-10: a geolocation object that throws on watchPosition counts as not supported', () => {
    const throwing: GeolocationLike = {
      watchPosition: () => {
        throw new Error('blocked by the embedding page');
      },
      clearWatch: () => {},
    };
    const watch = new NavigatorGeolocation(throwing, null).watch(locationWatchOptions(), silent);
    expect(watch.ok ? 'watching' : watch.error.code).toBe('LOC.NOT_SUPPORTED');
  });

  it('LOC-10: an unknown browser error code maps to LOC.UNAVAILABLE', () => {
    let fail: Parameters<GeolocationLike['watchPosition']>[1] = () => {};
    const device: GeolocationLike = {
      watchPosition: (_success, failure) => {
        fail = failure;
        return 1;
      },
      clearWatch: () => {},
    };
    const errors: string[] = [];
    new NavigatorGeolocation(device, null).watch(locationWatchOptions(), { ...silent, onError: (e) => errors.push(String(e.code)) });
    fail({ code: 99 });
    expect(errors).toEqual(['LOC.UNAVAILABLE']);
  });

  it('LOC-07: a failing Permissions API reads as unknown', async () => {
    const rejecting = { query: () => Promise.reject(new TypeError('unsupported permission name')) };
    const throwing = {
      query: (): Promise<{ state: string }> => {
        throw new TypeError('not allowed');
      },
    };
    expect(await new NavigatorGeolocation(null, rejecting).permission()).toBe('unknown');
    expect(await new NavigatorGeolocation(null, throwing).permission()).toBe('unknown');
  });

  it.skipIf(globalThis.navigator?.geolocation !== undefined)(
    'LOC-10: outside a browser (no navigator.geolocation) the default instance is not supported',
    () => {
      const watch = new NavigatorGeolocation().watch(locationWatchOptions(), silent);
      expect(watch.ok ? 'watching' : watch.error.code).toBe('LOC.NOT_SUPPORTED');
    },
  );
});
