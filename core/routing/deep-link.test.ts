import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCampaignString } from './campaign-string';
import { parseDeepLink, STUDENT_EMAIL_TYPE, type DeepLink } from './deep-link';
import { AGE_VERIFICATION_SUCCESS_STATUSES, dispatchDeepLink } from './deep-link-dispatch';
import { APP_PROTOCOL, handleIntent, isAcceptedDeepLink, parseLink } from './deep-link-intent';
import { DEEP_LINK_TARGETS, normalizeTarget, resolveDeepLinkTarget, USER_ACTION_ONLY_TARGETS } from './deep-link-targets';
import { defaultRedirect } from './default-redirect';
import { matchRoute } from './match-route';
import { routeHref } from './route-href';
import { routeDefinition } from './routes';
import { freeParamArb } from './testing/arbitraries';

const linkAt = (path: string): DeepLink | undefined => parseDeepLink(matchRoute(path));
const otpArb = fc.stringMatching(/^[A-Za-z0-9-]{4,16}$/);
const targetKeys = Object.keys(DEEP_LINK_TARGETS);
/** ROUTE-33: the deep-link types, as the spec lists them (`{product}u-email` is this product's). */
const DEEP_LINK_TYPES = ['account-email', 'account-recovery', 'campaign', 'incentive', 'redirect', 'age-verification', 'select', 'web_discount', 'sparku-email'] as const;

describe('deep links', () => {
  it('ROUTE-32: every deep-link URL shape is a no-auth route and parses to its intent, under /app or not', () => {
    fc.assert(
      // `/deeplink/checkout` is its own shape, in any case.
      fc.property(otpArb.filter((o) => o.toLowerCase() !== 'checkout'), fc.constantFrom('', '/app'), (otp, prefix) => {
        const cases: [string, DeepLink][] = [
          [`/deeplink/account-recovery/confirm/${otp}`, { kind: 'confirm', type: 'account-recovery', otp }],
          [`/link/account-email/remove/${otp}`, { kind: 'accountEmailRemove', otp }],
          ['/deeplink/checkout', { kind: 'checkout' }],
          ['/getGold', { kind: 'getGold' }],
          [`/deeplink/navigate/${otp}`, { kind: 'navigate', target: otp }],
          [`/vip/${otp}`, { kind: 'incentive', promoCode: otp }],
          ['/vip', { kind: 'incentive', promoCode: null }],
          [`/campaigns/ip_6_50/${otp}`, { kind: 'campaign', campaignInfo: 'ip_6_50', otp }],
          [`/deeplink/age-verification/${otp}`, { kind: 'ageVerification', status: otp }],
          [`/link/${otp}`, { kind: 'otp', otp }],
          [`/deeplink/${otp}`, { kind: 'otp', otp }],
        ];
        for (const [path, expected] of cases) {
          const match = matchRoute(`${prefix}${path}`);
          expect(linkAt(`${prefix}${path}`), path).toEqual(expected);
          expect(match.name !== 'notFound' && routeDefinition(match.name).noAuthCheck).toBe(true);
        }
      }),
    );
    expect(linkAt('/app/recs')).toBeUndefined();
    expect(linkAt('/app/nope')).toBeUndefined();
  });

  it('ROUTE-33: the student programme type of this product is sparku-email', () => {
    expect(STUDENT_EMAIL_TYPE).toBe('sparku-email');
  });

  it('ROUTE-34: type dispatch; any unknown type takes the default redirect', () => {
    fc.assert(
      fc.property(fc.constantFrom(...DEEP_LINK_TYPES), otpArb, fc.boolean(), (type, otp, loggedIn) => {
        const out = dispatchDeepLink({ kind: 'confirm', type, otp }, { loggedIn });
        switch (type) {
          case 'account-recovery':
            expect(out).toEqual({ kind: 'flow', flow: 'accountRecovery', otp });
            break;
          case 'select':
            expect(out).toEqual({ kind: 'navigate', to: routeHref('select'), reason: 'route' });
            break;
          case 'web_discount':
            expect(out).toEqual({ kind: 'navigate', to: routeHref('subscriptionSettings'), reason: 'route' });
            break;
          case 'campaign':
          case 'age-verification':
            // Their data comes in their own URL shapes; the bare confirm shape is not enough.
            expect(out).toEqual({ kind: 'navigate', to: defaultRedirect(loggedIn), reason: 'unknownType' });
            break;
          default:
            expect(out.kind).toBe('flow');
        }
      }),
    );
    fc.assert(
      fc.property(freeParamArb.filter((t) => !(DEEP_LINK_TYPES as readonly string[]).includes(t.toLowerCase())), otpArb, fc.boolean(), (type, otp, loggedIn) => {
        expect(dispatchDeepLink({ kind: 'confirm', type, otp }, { loggedIn })).toEqual({ kind: 'navigate', to: defaultRedirect(loggedIn), reason: 'unknownType' });
      }),
    );
  });

  it('outcomes no module acts on yet (intro offers, age verification): campaign links give their intro offer; age verification passes its status with a success or error banner', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 36 }), fc.integer({ min: 1, max: 100 }), otpArb, (term, discount, otp) => {
        const out = dispatchDeepLink({ kind: 'campaign', campaignInfo: `ip_${term}_${discount}`, otp }, { loggedIn: false });
        expect(out).toEqual({ kind: 'introOffer', offer: { introPriceTerm: term, introPriceDiscount: discount }, otp });
      }),
    );
    expect(dispatchDeepLink({ kind: 'campaign', campaignInfo: 'nonsense', otp: 'o' }, { loggedIn: true })).toEqual({ kind: 'navigate', to: '/app/recs', reason: 'invalidLink' });
    for (const status of ['not_started', 'in_review', 'unsuccessful_retry', 'failure', 'successful', 'error']) {
      expect(dispatchDeepLink({ kind: 'ageVerification', status }, { loggedIn: true })).toEqual({
        kind: 'ageVerification',
        status,
        banner: AGE_VERIFICATION_SUCCESS_STATUSES.has(status) ? 'success' : 'error',
      });
    }
  });

  it('the campaign string (its intro offer is not stored yet) reads term and discount after a letter prefix; anything else is refused', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[A-Za-z]{1,6}$/),
        fc.integer({ min: 1, max: 999 }),
        fc.integer({ min: 1, max: 100 }),
        fc.constantFrom('_', '-'),
        fc.constantFrom('', '_extra'),
        (prefix, term, discount, sep, tail) => {
          const offer = { introPriceTerm: term, introPriceDiscount: discount };
          expect(parseCampaignString(`${prefix}${sep}${term}${sep}${discount}${tail}`)).toEqual(offer);
        },
      ),
    );
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (raw) => {
        const offer = parseCampaignString(raw);
        if (offer) {
          expect(Number.isInteger(offer.introPriceTerm) && offer.introPriceTerm >= 1).toBe(true);
          expect(offer.introPriceDiscount > 0 && offer.introPriceDiscount <= 100).toBe(true);
        }
      }),
    );
    for (const bad of ['ip_0_50', 'ip_6_0', 'ip_6_101', '12_6_50', 'ip_six_50', 'ip_6', '_6_50', 'ip 6 50', '']) {
      expect(parseCampaignString(bad), bad).toBeUndefined();
    }
  });

  it('ROUTE-38: a link is accepted only with an http(s) protocol or a known target host, and a path (Q-01: D1)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('https', 'http', APP_PROTOCOL, 'mailto', 'javascript', 'ftp'),
        fc.constantFrom('', 'example.com', 'gold-home', 'explore', 'unknown-host'),
        fc.constantFrom('', '/', '/selfie', '/app/recs'),
        (protocol, host, path) => {
          const link = parseLink(`${protocol}://${host}${path}`)!;
          const http = protocol === 'http' || protocol === 'https';
          const knownHost = host === 'gold-home' || host === 'explore';
          const hasPath = http ? path.replace(/\//g, '') !== '' : host !== '' || path.replace(/\//g, '') !== '';
          expect(isAcceptedDeepLink(link)).toBe((http || knownHost) && hasPath);
        },
      ),
    );
  });

  it('intents from a user action (none in the app yet): http from a user action → new tab; other protocols ignored; user-action-only targets need one; else routed', () => {
    fc.assert(
      fc.property(fc.constantFrom(...targetKeys), fc.boolean(), fc.boolean(), (target, userAction, loggedIn) => {
        const web = handleIntent(`https://example.com/${target}`, { userAction, loggedIn });
        expect(web).toEqual(userAction ? { kind: 'openInNewTab', url: `https://example.com/${target}` } : { kind: 'ignored', reason: 'nonAppProtocol', to: defaultRedirect(loggedIn) });
        const app = handleIntent(`${APP_PROTOCOL}://${target}`, { userAction, loggedIn });
        if (USER_ACTION_ONLY_TARGETS.has(target) && !userAction) {
          expect(app).toEqual({ kind: 'ignored', reason: 'needsUserAction', to: defaultRedirect(loggedIn) });
        } else {
          const dest = DEEP_LINK_TARGETS[target]!;
          expect(app).toEqual(dest.kind === 'route' ? { kind: 'navigate', target, to: routeHref(dest.route) } : { kind: 'action', target, action: dest.action });
        }
        expect(handleIntent(`ftp://gold-home/${target}`, { userAction, loggedIn }).kind).toBe('ignored');
      }),
    );
    expect(handleIntent('not a link', { userAction: true, loggedIn: true })).toMatchObject({ kind: 'ignored', reason: 'notAccepted' });
    expect(handleIntent(`${APP_PROTOCOL}://explore/nowhere`, { userAction: true, loggedIn: true })).toMatchObject({ kind: 'ignored', reason: 'unknownTarget' });
  });

  it('ROUTE-39: deep-link targets open their screens, in any spelling', () => {
    const expected: Record<string, string> = {
      anthem: 'profileEditAnthem',
      school: 'profileEditSchool',
      topArtists: 'profileEditTopArtists',
      interests: 'profileEditInterests',
      'add interests': 'profileEditInterests',
      work: 'profileEdit',
      photos: 'profileEdit',
      add_photos: 'profileEdit',
      discovery: 'recs',
      recommendedCardStack: 'recs',
      settings: 'settings',
      messages_feed: 'matches',
      'fast-match': 'likesYou',
      catalogPage: 'explore',
      catalog: 'explore',
      explore: 'explore',
      'explore/selfie': 'profile',
      goldHome: 'goldHome',
      'plus-subscription': 'subscriptionSettings',
      passport: 'passport',
      location: 'passport',
      'mandatory-liveness': 'biometrics',
    };
    for (const [raw, route] of Object.entries(expected)) {
      expect(resolveDeepLinkTarget(raw)?.destination, raw).toEqual({ kind: 'route', route });
    }
    fc.assert(
      fc.property(fc.constantFrom(...targetKeys), (key) => {
        expect(normalizeTarget(key)).toBe(key);
        expect(normalizeTarget(`/${key.toUpperCase().replace(/-/g, '_')}/`)).toBe(key);
      }),
    );
    expect(resolveDeepLinkTarget('toString')).toBeUndefined();
    expect(resolveDeepLinkTarget('nowhere')).toBeUndefined();
  });

  it('ROUTE-40: events, curated card stack and start boost run only with a user action', () => {
    fc.assert(
      fc.property(fc.constantFrom('events', 'curatedCardStack', 'start-boost', 'curated_card_stack', 'startBoost'), fc.boolean(), (raw, userAction) => {
        const target = resolveDeepLinkTarget(raw)!;
        expect(target.userActionOnly).toBe(true);
        const out = handleIntent(`${APP_PROTOCOL}://${raw}`, { userAction, loggedIn: true });
        expect(out.kind).toBe(userAction ? 'action' : 'ignored');
      }),
    );
    expect([...USER_ACTION_ONLY_TARGETS].sort()).toEqual(['curated-card-stack', 'events', 'start-boost']);
    // A `deeplink/navigate/{target}` URL is never a user action.
    expect(dispatchDeepLink({ kind: 'navigate', target: 'start-boost' }, { loggedIn: true })).toEqual({ kind: 'navigate', to: '/app/recs', reason: 'unknownType' });
    expect(dispatchDeepLink({ kind: 'navigate', target: 'goldHome' }, { loggedIn: true })).toEqual({ kind: 'navigate', to: '/app/gold-home', reason: 'route' });
  });

  it('ROUTE-41: events, curated card stack, relationship intent, get gold, start boost, purchase and matchmaker are features, not routes', () => {
    for (const t of ['events', 'curated-card-stack', 'relationship-intent', 'get-gold', 'start-boost', 'purchase', 'matchmaker']) {
      expect(DEEP_LINK_TARGETS[t]?.kind, t).toBe('action');
    }
  });
});
