import { describe, expect, it } from 'vitest';
import { AUTH } from '../../core/auth';
import { LOCATION } from '../../core/location';
import { ONBOARDING } from '../../core/onboarding';
import { SHARED } from '../../core/shared';
import { boot } from '../boot';
import { fakeApp } from '../testing/fake-app';

const MEMBER = 'sam@example.com';
const NEWCOMER = 'nia@example.com';

describe('the pages after onboarding in the app (ONB-16)', () => {
  it('ONB-16: a member who signs in sees no pages; a newcomer who goes in gets location then notifications; a location denial puts the location page back; sign-out forgets them', async () => {
    const { resolver, fakes } = await fakeApp('/app', (f) => f.gateway.members.add(MEMBER));
    const { restored } = await boot(resolver, { localeFromQuery: null, platformLanguages: ['en'] });
    await fakes.time.advanceAsync(300, 50);
    await restored;
    const pages = resolver.get(ONBOARDING.PagesQueue);
    const login = resolver.get(AUTH.LoginFlow);
    login.open('email');
    await login.submitEmail(MEMBER);
    await login.submitCode(fakes.gateway.codeFor(MEMBER)!);
    expect(pages.state.value).toBeNull();
    await resolver.get(AUTH.Logout).execute('member');

    login.open('email');
    await login.submitEmail(NEWCOMER);
    await login.submitCode(fakes.gateway.codeFor(NEWCOMER)!);
    const onboarding = resolver.get(ONBOARDING.Flow);
    await onboarding.init();
    await onboarding.complete();
    expect(pages.state.value).toBeNull();
    await onboarding.enter();
    expect(pages.state.value).toEqual({ pagesQueue: ['location', 'notifications'], completedPages: [], onboardingOpen: true, didSkipOnboarding: false, swipeDemoShown: false });

    pages.complete('location');
    expect(pages.state.value?.pagesQueue).toEqual(['notifications']);
    // Discover starts the location watch (the location module loads with it); the member refuses.
    await resolver.get(SHARED.Features).load('location');
    resolver.get(LOCATION.TrackLocation).start();
    fakes.geolocation.deny();
    expect(pages.state.value).toMatchObject({ pagesQueue: ['location', 'notifications'], completedPages: [], onboardingOpen: true });
    pages.complete('location');
    pages.complete('notifications');
    expect(pages.state.value).toMatchObject({ pagesQueue: [], completedPages: ['location', 'notifications'], onboardingOpen: false });

    await resolver.get(AUTH.Logout).execute('member');
    expect(pages.state.value).toBeNull();
  });
});
