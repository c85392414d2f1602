import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dispatchDeepLink, matchRoute, parseDeepLink } from './index';

const dispatchAt = (path: string, loggedIn = true) => dispatchDeepLink(parseDeepLink(matchRoute(path))!, { loggedIn });
const otpArb = fc.stringMatching(/^[A-Za-z0-9]{4,16}$/).filter((o) => o.toLowerCase() !== 'checkout');

describe('what each deep-link shape does (ROUTE-32, ROUTE-34)', () => {
  it('ROUTE-32: deeplink/checkout opens the checkout route; getGold starts the get-gold flow', () => {
    expect(dispatchAt('/deeplink/checkout')).toEqual({ kind: 'navigate', to: '/app/checkout', reason: 'route' });
    expect(dispatchAt('/app/getGold', false)).toEqual({ kind: 'flow', flow: 'getGold', otp: null });
  });

  it('ROUTE-32: a bare one-time code (link/{otp}, deeplink/{otp}) goes to the flow that asks the server; link/account-email/remove/{otp} removes the account e-mail (property)', () => {
    fc.assert(
      fc.property(otpArb, (otp) => {
        expect(dispatchAt(`/link/${otp}`)).toEqual({ kind: 'flow', flow: 'resolveOtp', otp });
        expect(dispatchAt(`/deeplink/${otp}`)).toEqual({ kind: 'flow', flow: 'resolveOtp', otp });
        expect(dispatchAt(`/link/account-email/remove/${otp}`)).toEqual({ kind: 'flow', flow: 'removeAccountEmail', otp });
      }),
    );
  });

  it('ROUTE-34: deeplink/{type}/confirm/{otp} of account-email, incentive, redirect and the student programme goes to its flow with the code, in any case (property)', () => {
    const flows: Array<[string, string]> = [
      ['account-email', 'confirmAccountEmail'],
      ['incentive', 'incentive'],
      ['redirect', 'redirect'],
      ['sparku-email', 'studentEmail'],
      ['account-recovery', 'accountRecovery'],
    ];
    fc.assert(
      fc.property(otpArb, fc.boolean(), (otp, upper) => {
        for (const [type, flow] of flows) {
          expect(dispatchAt(`/deeplink/${upper ? type.toUpperCase() : type}/confirm/${otp}`)).toEqual({ kind: 'flow', flow, otp });
        }
        expect(dispatchAt(`/deeplink/${upper ? 'SELECT' : 'select'}/confirm/${otp}`)).toEqual({ kind: 'navigate', to: '/app/select', reason: 'route' });
        expect(dispatchAt(`/deeplink/${upper ? 'WEB_DISCOUNT' : 'web_discount'}/confirm/${otp}`)).toEqual({ kind: 'navigate', to: '/app/settings/subscription', reason: 'route' });
      }),
    );
  });

  it('ROUTE-39, ROUTE-41: deeplink/navigate/{target} opens the target\'s screen, hands a feature target to its feature, and an unknown target takes the default redirect (ROUTE-31)', () => {
    expect(dispatchAt('/deeplink/navigate/settings')).toEqual({ kind: 'navigate', to: '/app/settings', reason: 'route' });
    expect(dispatchAt('/deeplink/navigate/get-gold')).toEqual({ kind: 'action', action: 'getGold' });
    expect(dispatchAt('/deeplink/navigate/nowhere', false)).toEqual({ kind: 'navigate', to: '/app', reason: 'unknownType' });
    // ROUTE-40: a link is no user action, so a user-action-only target is ignored.
    expect(dispatchAt('/deeplink/navigate/events', true)).toEqual({ kind: 'navigate', to: '/app/recs', reason: 'unknownType' });
  });

});
