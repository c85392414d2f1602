import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CookieSessionHint } from '../../adapters/auth-gateway/cookie-session-hint';
import { SESSION_HINT_COOKIE } from '../../core/api/constants';
import type { SessionHintPort } from '../../core/auth';
import { FakeSessionHint } from '../../core/auth/testing';
import { StandInCookieJar } from './stand-ins/stand-in-cookie-jar';

/** Cookies of the site that are not the session marker, as `[name, value]`. */
type OtherCookies = ReadonlyArray<readonly [string, string]>;

interface Device {
  readonly hint: SessionHintPort;
  /** What else the device keeps beside the marker, which forgetting the hint must leave alone. */
  others(): readonly string[];
}

const otherCookiesArb: fc.Arbitrary<OtherCookies> = fc.uniqueArray(
  fc.tuple(
    fc.stringMatching(/^[a-z_]{1,10}$/).filter((n) => n !== SESSION_HINT_COOKIE),
    fc.stringMatching(/^[A-Za-z0-9]{0,8}$/),
  ),
  { selector: ([name]) => name, maxLength: 4 },
);

const sessionHintContract = (name: string, open: (signedIn: boolean, others: OtherCookies) => Device): void => {
  describe(`SessionHintPort contract — ${name}`, () => {
    it('AUTH-23: a device without the session marker is taken as signed out', () => {
      expect(open(false, [['theme', 'dark']]).hint.maybeSignedIn()).toBe(false);
    });

    it('AUTH-23: a device with the session marker may hold a session', () => {
      expect(open(true, [['theme', 'dark']]).hint.maybeSignedIn()).toBe(true);
    });

    it('AUTH-26: forgetting drops the marker for good; forgetting again is harmless', () => {
      const { hint } = open(true, []);
      hint.forget();
      expect(hint.maybeSignedIn()).toBe(false);
      hint.forget();
      expect(hint.maybeSignedIn()).toBe(false);
    });

    it('AUTH-23, AUTH-26: whatever else the device keeps, the hint follows the marker alone and forgetting removes only the marker', () => {
      fc.assert(
        fc.property(fc.boolean(), otherCookiesArb, (signedIn, others) => {
          const device = open(signedIn, others);
          const before = device.others();
          expect(device.hint.maybeSignedIn()).toBe(signedIn);
          device.hint.forget();
          expect(device.hint.maybeSignedIn()).toBe(false);
          expect(device.others()).toEqual(before);
        }),
      );
    });
  });
};

sessionHintContract('FakeSessionHint', (signedIn) => {
  const hint = new FakeSessionHint(signedIn);
  return { hint, others: () => [] };
});

sessionHintContract('CookieSessionHint over document.cookie', (signedIn, others) => {
  const jar = new StandInCookieJar('/app/recs');
  // What the server sets at sign-in (see server/auth/refresh-cookie.ts), beside cookies of the site.
  jar.serverSets('refresh_token=secret; Path=/v4/auth; HttpOnly; Secure; SameSite=Strict; Max-Age=2592000');
  if (signedIn) jar.serverSets(`${SESSION_HINT_COOKIE}=1; Path=/; Secure; SameSite=Strict; Max-Age=2592000`);
  for (const [name, value] of others) jar.cookie = `${name}=${value}; Path=/`;
  return {
    hint: new CookieSessionHint(jar),
    others: () => jar.stored.filter((line) => !line.startsWith(`${SESSION_HINT_COOKIE}=`)),
  };
});
