import { signal } from '@preact/signals-core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FakeTime } from '../shared/testing';
import { DEFAULT_SIGN_IN_METHODS, SIGN_IN_METHODS, signInMethods, type SignInMethod } from './sign-in-methods';
import { FakeAuthTab } from './testing';

describe('sign-in methods', () => {
  it('LAND-08: phone and e-mail codes are always offered, account recovery exactly while its lever is on, nothing else', () => {
    fc.assert(
      fc.property(fc.boolean(), (accountRecovery) => {
        const methods = signInMethods({ accountRecovery });
        expect(methods.slice(0, 2)).toEqual(['phone', 'email']);
        expect(methods.includes('account-recovery')).toBe(accountRecovery);
        expect(new Set(methods).size).toBe(methods.length);
        expect(methods.every((m) => (SIGN_IN_METHODS as readonly string[]).includes(m))).toBe(true);
      }),
    );
    // The reference provider's levers (docs/api.md: accountRecovery false), and no levers at all.
    expect(signInMethods({ accountRecovery: false })).toEqual(['phone', 'email']);
    expect(DEFAULT_SIGN_IN_METHODS).toEqual(['phone', 'email']);
  });

  it('LAND-08: the login flow starts only a method it offers; account recovery opens its step without starting a login', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.constantFrom<SignInMethod>(...SIGN_IN_METHODS), (accountRecovery, method) => {
        const methods = signal(signInMethods({ accountRecovery }));
        const tab = new FakeAuthTab({ time: new FakeTime(), methods });
        tab.flow.openChooser();
        tab.flow.choose(method);
        const offered = methods.value.includes(method);
        expect(tab.flow.choosing.value).toBe(!offered);
        expect(tab.flow.step.value?.step ?? null).toBe(offered ? method : null);
        expect(tab.session.state.value.loginType).toBe(offered && method !== 'account-recovery' ? method : undefined);
        tab.dispose();
      }),
    );
  });

});
