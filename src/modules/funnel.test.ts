import { describe, expect, it } from 'vitest';
import { AUTH } from '../../core/auth';
import { ONBOARDING } from '../../core/onboarding';
import { boot } from '../boot';
import { fakeApp } from '../testing/fake-app';

const MEMBER = 'sam@example.com';
const NEWCOMER = 'nia@example.com';

describe('the funnel session and its events (ANA-11)', () => {
  it('ANA-11: one funnel session id on every event: the start-up sign-out decision, sign-in and login, logout, then sign-in and new-user after onboarding; and on the onboarding calls', async () => {
    const { resolver, fakes } = await fakeApp('/app', (f) => f.gateway.members.add(MEMBER));
    const { restored } = await boot(resolver, { localeFromQuery: null, platformLanguages: ['en'] });
    await fakes.time.advanceAsync(300, 50);
    await restored;
    const funnel = resolver.get(AUTH.Session).state.value.funnelSessionId;
    expect(funnel).not.toBe('');
    expect(fakes.analytics.events).toEqual([{ type: 'decision', decision: 'sign-out', funnelSessionId: funnel }]);

    const flow = resolver.get(AUTH.LoginFlow);
    flow.open('email');
    await flow.submitEmail(MEMBER);
    await flow.submitCode(fakes.gateway.codeFor(MEMBER)!);
    await resolver.get(AUTH.Logout).execute('member');

    flow.open('email');
    await flow.submitEmail(NEWCOMER);
    await flow.submitCode(fakes.gateway.codeFor(NEWCOMER)!);
    expect(resolver.get(AUTH.Session).state.value.status).toBe('onboarding');
    const onboarding = resolver.get(ONBOARDING.Flow);
    await onboarding.init();
    await onboarding.complete();
    await onboarding.enter();
    await fakes.time.advanceAsync(300, 50);

    expect(fakes.analytics.events.slice(1)).toEqual([
      { type: 'decision', decision: 'sign-in', funnelSessionId: funnel },
      { type: 'login', userId: `u-${MEMBER}`, funnelSessionId: funnel },
      { type: 'logout', funnelSessionId: funnel },
      { type: 'decision', decision: 'sign-in', funnelSessionId: funnel },
      { type: 'new-user', userId: 'newcomer-1', funnelSessionId: funnel },
    ]);
    expect(fakes.onboardingApi.completions.map((c) => c.funnelSessionId)).toEqual([funnel]);
  });

  it('ANA-11: a start-up with an expired token reports the token-expired decision under the funnel session', async () => {
    const { resolver, fakes } = await fakeApp('/app');
    const session = resolver.get(AUTH.Session);
    session.applyLogin({ kind: 'login', authToken: 'old', authTokenTtlMs: 1_000, userId: 'u-1', isNewUser: false });
    await fakes.time.advanceAsync(2_000);
    const { restored } = await boot(resolver, { localeFromQuery: null, platformLanguages: ['en'] });
    await fakes.time.advanceAsync(300, 50);
    await restored;
    expect(fakes.analytics.events).toEqual([{ type: 'decision', decision: 'token-expired', funnelSessionId: session.state.value.funnelSessionId }]);
  });
});
