import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contactRequestPayload } from './contact-request';

describe('the contact request (PL-05)', () => {
  it('PL-05: the short fields carry platform, OS, app version, user id, location, locale, the two flags as 0/1 and the social id', () => {
    expect(
      contactRequestPayload({
        platform: 'web',
        os: 'Linux',
        appVersion: '1.0.0',
        userId: 'u-1',
        position: { lat: 52.52, lng: 13.4 },
        locale: 'en-GB',
        isNewUser: true,
        hasEmail: false,
        socialId: null,
      }),
    ).toEqual({ pf: 'web', os: 'Linux', av: '1.0.0', uid: 'u-1', lat: 52.52, lon: 13.4, lc: 'en-GB', nu: 1, em: 0, sid: null });
  });

  it('PL-05: no position sends null coordinates; every flag is 0 or 1 and nothing else is sent', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.option(fc.record({ lat: fc.double({ min: -90, max: 90, noNaN: true }), lng: fc.double({ min: -180, max: 180, noNaN: true }) })), (isNewUser, hasEmail, position) => {
        const p = contactRequestPayload({ platform: 'web', os: null, appVersion: '1', userId: 'u', position, locale: 'en', isNewUser, hasEmail, socialId: null });
        expect(Object.keys(p).sort()).toEqual(['av', 'em', 'lat', 'lc', 'lon', 'nu', 'os', 'pf', 'sid', 'uid']);
        expect([p.nu, p.em]).toEqual([isNewUser ? 1 : 0, hasEmail ? 1 : 0]);
        expect([p.lat, p.lon]).toEqual(position === null ? [null, null] : [position.lat, position.lng]);
      }),
    );
  });
});
