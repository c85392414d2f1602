import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LOCALES } from '../i18n';
import { matchRoute } from './match-route';
import { appHref, routeHref, routePath, searchOf } from './route-href';
import { ROUTE_NAMES, ROUTE_TABLE, ROUTES, routeDefinition, WARDEN_TIERS, type RouteName } from './routes';
import { freeParamArb, pathSpellingArb, routeWithPathArb, searchArb } from './testing/arbitraries';

/** Each named route opens at the path the spec gives it. */
const expectPaths = (expected: Partial<Record<RouteName, string>>) => {
  for (const [name, path] of Object.entries(expected)) {
    expect(ROUTES[name as RouteName], name).toBe(path);
    const sample = routePath(name as RouteName, Object.fromEntries([...path.matchAll(/:(\w+)/g)].map(([, k]) => [k, `x${k}`])));
    expect(matchRoute(`/app${sample}`).name, sample).toBe(name);
  }
};

const names = (predicate: (name: RouteName) => boolean): RouteName[] => ROUTE_NAMES.filter(predicate);

describe('route table', () => {
  it('ROUTE-01: the login landing is the root of /app (with or without a slash), the legacy login is /login', () => {
    for (const p of ['/app', '/app/', '/', '/app?x=1', '/app/#top']) expect(matchRoute(p)).toEqual({ name: 'login', params: {} });
    for (const p of ['/app/login', '/app/login/', '/login']) expect(matchRoute(p).name).toBe('legacyLogin');
    expect(routeHref('login')).toBe('/app');
    fc.assert(
      fc.property(routeWithPathArb, ({ path }) => {
        expect(appHref(path).startsWith('/app')).toBe(true);
      }),
    );
  });

  it('ROUTE-03: discovery, match and chat routes', () => {
    expectPaths({
      recs: '/recs',
      recsProfile: '/recs/profile',
      matches: '/matches',
      archivedMatches: '/matches/archived',
      messages: '/messages/:matchId',
      messagesProfile: '/messages/:matchId/profile/:userId',
    });
    expect(matchRoute('/app/messages/m1/profile/u2')).toEqual({ name: 'messagesProfile', params: { matchId: 'm1', userId: 'u2' } });
  });

  it('ROUTE-04: likes routes', () => {
    expectPaths({ myLikes: '/my-likes', likesYou: '/likes-you', goldHome: '/gold-home' });
  });

  it('ROUTE-05: profile routes and the edit sub-pages; named sub-pages win over {option}', () => {
    expectPaths({
      profile: '/profile',
      profilePreview: '/profile/preview',
      profileEdit: '/profile/edit',
      profileEditGender: '/profile/edit/gender',
      profileEditGenderSearch: '/profile/edit/gender/search',
      profileEditLivingIn: '/profile/edit/living-in',
      profileEditInterests: '/profile/edit/interests',
      profileEditOption: '/profile/edit/:option',
      profileEditOrientation: '/profile/edit/orientation',
      profileEditPrompts: '/profile/edit/prompts',
      profileEditAnthem: '/profile/edit/anthem',
      profileEditTopArtists: '/profile/edit/top-artists',
      profileEditSchool: '/profile/edit/school',
      profileEditSticker: '/profile/edit/sticker',
    });
    expect(matchRoute('/app/profile/edit/gender').name).toBe('profileEditGender');
    expect(matchRoute('/app/profile/edit/job')).toEqual({ name: 'profileEditOption', params: { option: 'job' } });
    // PROF-06: the quizzes page is the {option} page `quizzes` (docs/decisions.md).
    expect(matchRoute('/app/profile/edit/quizzes')).toEqual({ name: 'profileEditOption', params: { option: 'quizzes' } });
  });

  it('ROUTE-06: settings routes; constrained sub-pages accept only their values', () => {
    expectPaths({
      settings: '/settings',
      accountSettings: '/settings/account',
      emailAccountSettings: '/settings/email-account',
      phoneAccountSettings: '/settings/phone-account',
      emailSettings: '/settings/email',
      pushSettings: '/settings/push',
      privacySettings: '/settings/privacy',
      readReceiptsSettings: '/settings/read-receipts',
      recentlyActiveSettings: '/settings/recently-active',
      messageControlsSettings: '/settings/message-controls',
      messageDataConsentSettings: '/settings/message-data-consent',
      friendsOfFriendsSettings: '/settings/friends-of-friends',
      webProfileSettings: '/settings/web-profile',
      subscriptionSettings: '/settings/subscription',
      studentSettings: '/settings/student',
      stacksUtil: '/settings/stacks-util',
      levers: '/settings/levers',
      languageSettings: '/settings/global/languages',
      connectedAccounts: '/settings/connected-accounts',
      addContacts: '/settings/add-contacts',
      passport: '/settings/plus/passport',
      preference: '/settings/preference/:descriptorId',
      preferenceInterests: '/settings/preference/interests',
      addCard: '/settings/add-card/:returnPage',
      updateCard: '/settings/update-card/:returnPage',
    });
    for (const tab of ['tab-contacts', 'tab-blocked']) {
      expect(matchRoute(`/app/settings/block-contacts/${tab}`)).toEqual({ name: 'blockContacts', params: { tab } });
    }
    expect(matchRoute('/app/settings/block-contacts/tab-other').name).toBe('notFound');
    for (const setting of ['distance', 'gender', 'language']) {
      expect(matchRoute(`/app/settings/${setting}`)).toEqual({ name: 'discoverySetting', params: { setting } });
    }
    expect(matchRoute('/app/settings/colour').name).toBe('notFound');
    expect(matchRoute('/app/settings/preference/interests').name).toBe('preferenceInterests');
  });

  it('the signed-in devices page (beyond ROUTE-06) answers at /settings/devices', () => {
    expectPaths({ devicesSettings: '/settings/devices' });
  });

  it('ROUTE-07: purchase routes', () => {
    expectPaths({
      checkout: '/checkout',
      productSubscription: '/product/subscription/:productType',
      select: '/select',
      selectSubscription: '/select/subscription',
      selectCheckout: '/select/checkout',
      gift: '/gift',
      giftcard: '/giftcard',
      giftcardRedeem: '/giftcard/redeem',
      promo: '/promo/:promoCode?',
      deeplinkRemoteCheckout: '/remote',
    });
    expect(matchRoute('/app/promo')).toEqual({ name: 'promo', params: {} });
    expect(matchRoute('/app/promo/SUMMER')).toEqual({ name: 'promo', params: { promoCode: 'SUMMER' } });
  });

  it('ROUTE-08: verification routes', () => {
    expectPaths({
      verify: '/verify/:reason',
      verifyIdentity: '/verify/identity',
      identityV2: '/v2/identity',
      biometrics: '/biometrics',
      selfieChallenge: '/selfie-challenge',
      selfieChallengeV2: '/v2/selfie-challenge',
    });
    expect(matchRoute('/app/verify/captcha')).toEqual({ name: 'verify', params: { reason: 'captcha' } });
  });

  it('ROUTE-09: other routes', () => {
    expectPaths({
      explore: '/explore',
      exploreCatalog: '/explore/:catalogId',
      matchmaker: '/matchmaker/:id',
      matchmakerProfile: '/matchmaker/:id/profile',
      vault: '/vault',
      vaultFeatures: '/vault/features',
      error: '/error',
      emailRemove: '/email-remove',
      emailSubscription: '/email-subscription',
      appealsCenter: '/appeals-center',
      vip: '/vip/:promoCode?',
      onboarding: '/onboarding',
    });
  });

  it('ROUTE-10: each warden tier has its screen; only the custom ban screen is lever-gated', () => {
    fc.assert(
      fc.property(fc.constantFrom(...WARDEN_TIERS), pathSpellingArb('/'), (tier, prefix) => {
        const match = matchRoute(`${prefix.replace(/\/$/, '')}/${tier}`);
        expect(match.name).toBe(tier === 'customBanScreen' ? 'customBanScreen' : 'warden');
        if (match.name === 'warden') expect(match.params).toEqual({ tier });
        if (match.name !== 'notFound') expect(routeDefinition(match.name).noAuthCheck).toBe(true);
        expect(match.name !== 'notFound' && routeDefinition(match.name).lever).toBe(tier === 'customBanScreen' ? 'customBanScreen' : undefined);
      }),
    );
    expect(matchRoute('/app/suspended').name).toBe('notFound');
  });

  it('ROUTE-11: the login-related named routes', () => {
    expectPaths({
      login: '/',
      recs: '/recs',
      matches: '/matches',
      settings: '/settings',
      accountSettings: '/settings/account',
      profile: '/profile',
      verify: '/verify/:reason',
      appealsCenter: '/appeals-center',
      select: '/select',
      subscriptionSettings: '/settings/subscription',
      emailRemove: '/email-remove',
      deeplinkRemoteCheckout: '/remote',
    });
  });

  it('ROUTE-12: the no-auth-check routes are exactly the spec list plus the public pages', () => {
    const specList: RouteName[] = [
      'login', 'internationalRoot', 'legacyLogin', 'indexHtml', 'warden', 'customBanScreen', 'selfieChallengeV2', 'verify',
      'onboarding', 'promo', 'emailRemove', 'emailSubscription', 'webProfile', 'campaign', 'appealsCenter', 'biometrics',
      'deeplinkRemoteCheckout', 'matchmaker', 'matchmakerProfile',
    ];
    const deepLinks = names((n) => routeDefinition(n).deepLink === true);
    const publicPages = names((n) => routeDefinition(n).localized === true);
    expect(deepLinks.length).toBeGreaterThanOrEqual(10);
    expect(new Set(names((n) => routeDefinition(n).noAuthCheck === true))).toEqual(new Set([...specList, ...deepLinks, ...publicPages]));
    expect(matchRoute('/app/@alex')).toEqual({ name: 'webProfile', params: { username: 'alex' } });
    expect(matchRoute('/app/c/summer')).toEqual({ name: 'campaign', params: { name: 'summer' } });
    // Every login landing skips the sign-in check, so a visitor is never sent away from one.
    for (const n of names((x) => routeDefinition(x).loggedOutOnly === true)) expect(routeDefinition(n).noAuthCheck).toBe(true);
  });

  it('ROUTE-13: public marketing pages, places with three optional parts', () => {
    expectPaths({
      about: '/about',
      download: '/download',
      faq: '/faq',
      featureGold: '/feature/gold',
      featurePlatinum: '/feature/platinum',
      featurePlus: '/feature/plus',
      featureStandOut: '/feature/stand-out',
      featureSubscriptionTiers: '/feature/subscription-tiers',
      featureSwipe: '/feature/swipe',
      places: '/places/:country?/:state?/:city?',
      giftcard: '/giftcard',
      giftcardRedeem: '/giftcard/redeem',
    });
    expect(matchRoute('/app/places')).toEqual({ name: 'places', params: {} });
    expect(matchRoute('/app/places/us/ca/los%20angeles')).toEqual({ name: 'places', params: { country: 'us', state: 'ca', city: 'los angeles' } });
    expect(matchRoute('/app/places/us/ca/la/more').name).toBe('notFound');
    expect(routePath('places', { country: 'us' })).toBe('/places/us');
  });

  it('ROUTE-14: flag-gated routes name their lever', () => {
    const gated = Object.fromEntries(names((n) => routeDefinition(n).lever !== undefined).map((n) => [n, routeDefinition(n).lever]));
    expect(gated).toEqual({
      stacksUtil: 'developerTools',
      levers: 'developerTools',
      matchmaker: 'matchmaker',
      matchmakerProfile: 'matchmaker',
      select: 'select',
      selectSubscription: 'select',
      selectCheckout: 'select',
      giftcard: 'giftCard',
      giftcardRedeem: 'giftCard',
      customBanScreen: 'customBanScreen',
    });
  });

  it('ROUTE-02: a public page answers under every supported language prefix; login and member routes never do', () => {
    fc.assert(
      fc.property(routeWithPathArb, fc.constantFrom(...SUPPORTED_LOCALES), fc.boolean(), ({ name, params, path }, locale, upper) => {
        const prefix = upper ? locale.toUpperCase() : locale;
        const match = matchRoute(`/app/${prefix}${path === '/' ? '' : path}`);
        expect(match.name).not.toBe('login');
        if (routeDefinition(name).localized) {
          expect(match).toEqual({ name, params, locale });
          expect(routePath(name, params, { locale })).toBe(`/${locale}${path}`);
        } else if (name !== 'login') {
          expect(match.name).not.toBe(name);
        }
      }),
    );
    expect(matchRoute('/app/de')).toEqual({ name: 'internationalRoot', params: { locale: 'de' } });
    expect(matchRoute('/app/zh-hans/')).toEqual({ name: 'internationalRoot', params: { locale: 'zh-Hans' } });
    expect(matchRoute('/app/de/login').name).toBe('notFound');
    expect(matchRoute('/app/xx/about').name).toBe('notFound');
    expect(() => routePath('recs', {}, { locale: 'de' })).toThrow();
  });

  it('ROUTE-16: every generated route path, in any spelling, finds its own route with its decoded parameters', () => {
    fc.assert(
      fc.property(
        routeWithPathArb.chain((r) => fc.tuple(fc.constant(r), pathSpellingArb(r.path), searchArb, fc.constantFrom('', '#frag'))),
        ([{ name, params }, spelled, search, hash]) => {
          expect(matchRoute(`${spelled}${search}${hash}`)).toEqual({ name, params });
        },
      ),
    );
  });

  it('ROUTE-16: matching is total, and a path that fits no route is not found', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (raw) => {
        const match = matchRoute(raw);
        if (match.name !== 'notFound') expect(isRouteNameOf(match.name)).toBe(true);
      }),
    );
    const firstSegments = new Set(Object.values(ROUTE_TABLE).map((d) => d.path.split('/')[1]!.toLowerCase()));
    fc.assert(
      fc.property(
        freeParamArb.filter((s) => !firstSegments.has(s.toLowerCase())),
        fc.array(freeParamArb, { maxLength: 3 }),
        (first, rest) => {
          const path = `/app/${[first, ...rest].map(encodeURIComponent).join('/')}`;
          expect(matchRoute(path).name).toBe('notFound');
        },
      ),
    );
    for (const p of ['/app/nope', '/app/recs/extra', '/app//recs', '/app/messages', '/app/messages/%E0%A4%A', '/app/@', '/app/c']) {
      expect(matchRoute(p).name, p).toBe('notFound');
    }
  });

  it('ROUTE-16: hrefs keep their query string; searchOf reads it back', () => {
    fc.assert(
      fc.property(routeWithPathArb, searchArb, ({ path }, search) => {
        expect(searchOf(appHref(path, search))).toBe(search);
      }),
    );
    expect(appHref('/recs', 'a=1')).toBe('/app/recs?a=1');
    expect(() => routePath('messages', {})).toThrow();
    expect(() => routePath('messages', { matchId: '' })).toThrow();
    expect(() => routePath('blockContacts', { tab: 'tab-other' })).toThrow();
  });
});

const isRouteNameOf = (name: string): boolean => (ROUTE_NAMES as readonly string[]).includes(name);
