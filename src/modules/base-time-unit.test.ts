import { describe, expect, it } from 'vitest';
import { LOCATION } from '../../core/location';
import { ROUTING } from '../../core/routing';
import { ok, SHARED } from '../../core/shared';
import { boot } from '../boot';
import { fakeApp } from '../testing/fake-app';

const MEMBER = { kind: 'login', authToken: 't-1', authTokenTtlMs: 30 * 60_000, userId: 'u-1', isNewUser: false } as const;

describe('the base time unit in the app (CONF-14)', () => {
  it('CONF-14: one unit, bound once, drives the route guards (5 units) and the location watch (a cached age of 1 unit)', async () => {
    // The levers are held, so the lever-gated route waits until its guard falls back to recs (ROUTE-27).
    const { resolver, fakes } = await fakeApp('/app/settings/levers', (f) => {
      f.hint.present = true;
      f.gateway.refreshAnswer = ok(MEMBER);
      f.startupApi.hold();
    });
    expect(resolver.get(SHARED.BaseTimeUnitMs)).toBe(1_000);
    const { restored } = await boot(resolver, { localeFromQuery: null, platformLanguages: ['en'] });
    await fakes.time.advanceAsync(4_900, 50);
    await restored;
    expect(fakes.navigation.current().pathname).toBe('/app/settings/levers');
    expect(resolver.get(ROUTING.Store).status.value.kind).toBe('waiting');
    await fakes.time.advanceAsync(200, 50);
    expect(fakes.navigation.current().pathname).toBe('/app/recs');

    resolver.get(LOCATION.TrackLocation).start();
    expect(fakes.geolocation.lastWatchOptions?.maximumAgeMs).toBe(1_000);
  });
});
