import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toRoutePath } from '../navigation';
import { decideRoute, usablePostLoginPath, type GuardContext, type RouteDecision } from './decide-route';
import { defaultRedirect } from './default-redirect';
import { matchRoute } from './match-route';
import { PREFERENCES_LEVER } from './route-gates';
import { appHref, routeHref, routePath, searchOf } from './route-href';
import { routeDefinition, type RouteDefinition } from './routes';
import { BTU_MS, contextArb, contextFor, factsArb, pathSpellingArb, routeWithPathArb, searchArb } from './testing/arbitraries';

/** ROUTE-27, from the spec: guards fall back after 5 BTU, remote checkout after 10 BTU. */
const GUARD_TIMEOUT_BTU = 5;
const REMOTE_CHECKOUT_TIMEOUT_BTU = 10;

const defOf = (ctx: GuardContext): RouteDefinition | undefined =>
  ctx.match.name === 'notFound' ? undefined : routeDefinition(ctx.match.name);

/** A context on a generated location of a route that satisfies `pick`. */
const contextOn = (pick: (def: RouteDefinition) => boolean): fc.Arbitrary<GuardContext> =>
  contextArb.filter((ctx) => {
    const def = defOf(ctx);
    return def !== undefined && pick(def);
  });

const redirectOf = (d: RouteDecision) => {
  if (d.kind !== 'redirect') throw new Error(`expected a redirect, got ${d.kind}`);
  return d;
};

/** Guard flags other than the sign-in ones. */
const hasOtherGuard = (def: RouteDefinition): boolean =>
  Boolean(def.lever || def.premiumFeature || def.profileEdit || def.preferences || def.username || def.remoteCheckout || def.redirectTo);

describe('decideRoute', () => {
  it('ROUTE-15: /index.html → login and the /app root → recs for a member, both with the query string unchanged', () => {
    fc.assert(
      fc.property(factsArb, searchArb, fc.constantFrom('/index.html', '/app/index.html'), (facts, search, pathname) => {
        const d = redirectOf(decideRoute(contextFor({ pathname, search }, facts)));
        expect(d).toMatchObject({ to: `/app${search}`, reason: 'redirectRoute', replace: true });
        expect(searchOf(d.to)).toBe(search);
      }),
    );
    fc.assert(
      fc.property(searchArb, pathSpellingArb('/'), (search, pathname) => {
        const d = redirectOf(decideRoute(contextFor({ pathname, search }, { loggedIn: true })));
        expect(d.to).toBe(`/app/recs${search}`);
        expect(searchOf(d.to)).toBe(search);
        // The same root is the landing for a visitor.
        expect(decideRoute(contextFor({ pathname, search }, { loggedIn: false })).kind).toBe('allow');
      }),
    );
  });

  it('ROUTE-16: the not-found page is always allowed', () => {
    fc.assert(
      fc.property(factsArb, fc.string({ maxLength: 12 }), searchArb, (facts, junk, search) => {
        const ctx = contextFor({ pathname: `/app/zz-${encodeURIComponent(junk)}`, search }, facts);
        expect(ctx.match.name).toBe('notFound');
        expect(decideRoute(ctx)).toEqual({ kind: 'allow' });
      }),
    );
  });

  it('ROUTE-18: a no-auth-check route is never sent to login, nor remembered, whatever the sign-in state', () => {
    fc.assert(
      fc.property(contextOn((d) => d.noAuthCheck === true), fc.boolean(), (ctx, initialised) => {
        const d = decideRoute({ ...ctx, initialised });
        if (d.kind === 'redirect') {
          expect(d.reason).not.toBe('signInRequired');
          expect(d.rememberPath).toBeUndefined();
        }
        if (d.kind === 'wait') expect(d.guard).not.toBe('signIn');
        // initialisation never matters to them
        expect(decideRoute({ ...ctx, initialised: !initialised })).toEqual(d);
      }),
    );
  });

  it('ROUTE-18: a no-auth-check route with no other guard is always allowed', () => {
    fc.assert(
      fc.property(contextOn((d) => d.noAuthCheck === true && !d.loggedOutOnly && !hasOtherGuard(d)), (ctx) => {
        expect(decideRoute(ctx)).toEqual({ kind: 'allow' });
      }),
    );
  });

  it('ROUTE-19: a member on a login landing goes to recs, or to the pending post-login path when one is set', () => {
    fc.assert(
      fc.property(contextOn((d) => d.loggedOutOnly === true), (raw) => {
        const ctx = { ...raw, loggedIn: true };
        const d = redirectOf(decideRoute(ctx));
        const pending = usablePostLoginPath(ctx.postLoginRedirectPath);
        if (pending) {
          expect(d).toMatchObject({ to: pending, reason: 'postLoginRedirect' });
        } else {
          expect(d).toMatchObject({ to: routeHref('recs', {}, ctx.location.search), reason: 'loggedIn' });
        }
        expect(d.rememberPath).toBeUndefined();
      }),
    );
    const pending = decideRoute(contextFor({ pathname: '/app', search: '' }, { postLoginRedirectPath: '/app/matches?tab=new' }));
    expect(pending).toMatchObject({ kind: 'redirect', to: '/app/matches?tab=new', reason: 'postLoginRedirect' });
    expect(decideRoute(contextFor({ pathname: '/app', search: '' }, { loggedIn: false, postLoginRedirectPath: '/app/matches' })).kind).toBe('allow');
  });

  it('ROUTE-19, ROUTE-27: a login landing waits while a sign-in the device remembers is restored, and shows after 5 BTU', () => {
    fc.assert(
      fc.property(contextOn((d) => d.loggedOutOnly === true && !hasOtherGuard(d)), fc.integer({ min: 0, max: 20 }), (raw, btu) => {
        const restoring = { ...raw, loggedIn: false, initialised: false, onboarding: false, maybeSignedIn: true, elapsedMs: btu * BTU_MS };
        const d = decideRoute(restoring);
        if (btu < GUARD_TIMEOUT_BTU) expect(d).toMatchObject({ kind: 'wait', guard: 'loggedOutOnly' });
        else expect(d).toEqual({ kind: 'allow' });
        // A visitor without a remembered sign-in, or once the start-up has decided, sees the landing at once.
        expect(decideRoute({ ...restoring, maybeSignedIn: false })).toEqual({ kind: 'allow' });
        expect(decideRoute({ ...restoring, initialised: true })).toEqual({ kind: 'allow' });
      }),
    );
  });

  it('PUR-45, PUR-44, ROUTE-27: remote checkout waits up to 10 BTU for its sign-in by token, and no longer once it has failed', () => {
    fc.assert(
      fc.property(contextOn((d) => d.remoteCheckout === true), fc.integer({ min: 0, max: 20 }), (raw, btu) => {
        const waiting = { ...raw, loggedIn: false, initialised: true, onboarding: false, maybeSignedIn: false, elapsedMs: btu * BTU_MS };
        const d = decideRoute(waiting);
        if (btu < 10) expect(d).toMatchObject({ kind: 'wait', guard: 'remoteCheckout', timeoutMs: 10 * BTU_MS });
        else expect(d).toEqual({ kind: 'allow' });
        expect(decideRoute({ ...waiting, remoteCheckoutFailed: true })).toEqual({ kind: 'allow' });
        expect(decideRoute({ ...waiting, loggedIn: true })).toEqual({ kind: 'allow' });
      }),
    );
  });

  it('AUTH-19, ONB-19: a new member with an unfinished onboarding who opens the landing or a member route goes to onboarding', () => {
    fc.assert(
      fc.property(contextOn((d) => d.loggedOutOnly === true || !d.noAuthCheck), (raw) => {
        const ctx = { ...raw, loggedIn: false, initialised: true, onboarding: true };
        if (ctx.match.name === 'onboarding') return;
        expect(redirectOf(decideRoute(ctx))).toMatchObject({ to: `/app/onboarding${ctx.location.search}`, reason: 'onboardingUnfinished', replace: true });
      }),
    );
    for (const pathname of ['/app', '/app/recs']) {
      expect(decideRoute(contextFor({ pathname, search: '' }, { loggedIn: false, initialised: true, onboarding: true }))).toMatchObject({ kind: 'redirect', to: '/app/onboarding' });
    }
    expect(decideRoute(contextFor({ pathname: '/app/onboarding', search: '' }, { loggedIn: false, initialised: true, onboarding: true })).kind).toBe('allow');
  });

  it('ROUTE-19: a pending path is followed only when it is an in-app route a member may open', () => {
    for (const bad of [null, '', 'recs', '//evil.example/app/recs', '/\\evil.example', '/app', '/app/login', '/index.html', '/app/nope']) {
      expect(usablePostLoginPath(bad), String(bad)).toBeUndefined();
    }
    expect(usablePostLoginPath('/matches?x=1')).toBe('/app/matches?x=1');
  });

  it('ROUTE-20: once initialised, a visitor never reaches a member route: login, query kept, wanted path remembered', () => {
    fc.assert(
      fc.property(contextOn((d) => !d.noAuthCheck), (raw) => {
        const ctx = { ...raw, loggedIn: false, initialised: true };
        const d = redirectOf(decideRoute(ctx));
        expect(d.reason).toBe('signInRequired');
        expect(d.to).toBe(`/app${ctx.location.search}`);
        expect(d.rememberPath).toBe(appHref(ctx.location.pathname, ctx.location.search));
        expect(matchRoute(d.rememberPath!)).toEqual(ctx.match);
        expect(searchOf(d.rememberPath!)).toBe(ctx.location.search);
      }),
    );
  });

  it('ROUTE-20: before initialisation the visitor waits instead of being redirected', () => {
    fc.assert(
      fc.property(contextOn((d) => !d.noAuthCheck), fc.nat({ max: GUARD_TIMEOUT_BTU * BTU_MS - 1 }), (raw, elapsedMs) => {
        const d = decideRoute({ ...raw, loggedIn: false, initialised: false, elapsedMs });
        expect(d).toEqual({ kind: 'wait', guard: 'signIn', timeoutMs: GUARD_TIMEOUT_BTU * BTU_MS });
      }),
    );
  });

  it('ROUTE-22: profile editing waits for the profile, then goes to settings without it; never opens without it', () => {
    fc.assert(
      fc.property(contextOn((d) => d.profileEdit === true), (raw) => {
        const ctx = { ...raw, loggedIn: true, profileLoaded: false };
        const d = decideRoute(ctx);
        if (ctx.elapsedMs < GUARD_TIMEOUT_BTU * BTU_MS) expect(d).toMatchObject({ kind: 'wait', guard: 'profileEdit' });
        else expect(d).toMatchObject({ kind: 'redirect', to: '/app/settings', reason: 'profileNotLoaded', fallback: true });
        expect(decideRoute({ ...ctx, profileLoaded: true })).toEqual({ kind: 'allow' });
      }),
    );
  });

  it('ROUTE-23: a premium route → recs when its feature is not enabled for the member', () => {
    fc.assert(
      fc.property(contextOn((d) => d.premiumFeature !== undefined), (raw) => {
        const ctx = { ...raw, loggedIn: true };
        const feature = defOf(ctx)!.premiumFeature!;
        const d = decideRoute(ctx);
        if (ctx.enabledFeatures?.has(feature)) expect(d).toEqual({ kind: 'allow' });
        else if (ctx.enabledFeatures === undefined && ctx.elapsedMs < GUARD_TIMEOUT_BTU * BTU_MS) expect(d).toMatchObject({ kind: 'wait', guard: 'premiumFeature' });
        else expect(d).toMatchObject({ kind: 'redirect', to: '/app/recs', reason: 'featureDisabled' });
      }),
    );
    expect(routeDefinition('goldHome').premiumFeature).toBe('gold');
    expect(routeDefinition('likesYou').premiumFeature).toBe('gold');
    expect(routeDefinition('passport').premiumFeature).toBe('plus');
  });

  it('ROUTE-24: preferences → settings unless the profile is loaded and the lever allows it', () => {
    fc.assert(
      fc.property(contextOn((d) => d.preferences === true), (raw) => {
        const ctx = { ...raw, loggedIn: true };
        const d = decideRoute(ctx);
        const known = ctx.profileLoaded && ctx.levers !== undefined;
        if (known && ctx.levers?.[PREFERENCES_LEVER] === true) expect(d).toEqual({ kind: 'allow' });
        else if (!known && ctx.elapsedMs < GUARD_TIMEOUT_BTU * BTU_MS) expect(d).toMatchObject({ kind: 'wait', guard: 'preferences' });
        else expect(d).toMatchObject({ kind: 'redirect', to: '/app/settings', reason: 'preferencesUnavailable' });
      }),
    );
  });

  it('ROUTE-25: a lever-gated route opens only with its lever on; otherwise recs (login for a visitor)', () => {
    fc.assert(
      fc.property(contextOn((d) => d.lever !== undefined), (raw) => {
        const ctx = { ...raw, initialised: true };
        const def = defOf(ctx)!;
        const d = decideRoute(ctx);
        if (!ctx.loggedIn && !def.noAuthCheck) return; // the sign-in guard answers first (ROUTE-20)
        if (ctx.levers?.[def.lever!] === true) {
          expect(d.kind === 'redirect' && d.reason === 'leverOff').toBe(false);
        } else if (ctx.levers === undefined && ctx.elapsedMs < GUARD_TIMEOUT_BTU * BTU_MS) {
          expect(d).toMatchObject({ kind: 'wait', guard: 'lever' });
        } else {
          expect(d).toMatchObject({ kind: 'redirect', to: ctx.loggedIn ? '/app/recs' : '/app', reason: 'leverOff' });
        }
      }),
    );
  });

  it('ROUTE-10: the custom ban screen is reachable only when its switch is on; the other tiers always', () => {
    fc.assert(
      fc.property(factsArb, fc.constantFrom('banned', 'underReview', 'bcBanned', 'customBanScreen'), (facts, tier) => {
        const d = decideRoute(contextFor({ pathname: `/app/${tier}`, search: '' }, facts));
        const reachable = tier !== 'customBanScreen' || facts.levers?.customBanScreen === true;
        expect(d.kind === 'allow').toBe(reachable);
      }),
    );
  });

  it('ROUTE-26: a member sees /@{username} only for their own username (any case); visitors see web profiles', () => {
    fc.assert(
      fc.property(factsArb, fc.constantFrom('alex', 'ALEX', 'sam', 'x1'), (facts, username) => {
        const ctx = contextFor({ pathname: `/app/@${username}`, search: '' }, facts);
        const d = decideRoute(ctx);
        if (!facts.loggedIn) expect(d).toEqual({ kind: 'allow' });
        else if (facts.ownUsername === undefined) expect(d).toMatchObject({ kind: 'wait', guard: 'username' });
        else if (facts.ownUsername.toLowerCase() === username.toLowerCase()) expect(d).toEqual({ kind: 'allow' });
        else expect(d).toMatchObject({ kind: 'redirect', to: '/app/recs', reason: 'notOwnUsername' });
      }),
    );
  });

  it('ROUTE-27: every wait lasts at most 5 BTU (10 BTU on remote checkout); at the timeout the guard falls back', () => {
    fc.assert(
      fc.property(contextArb, fc.integer({ min: 1, max: 60_000 }), (raw, btu) => {
        const ctx = { ...raw, baseTimeUnitMs: btu, elapsedMs: Math.round((raw.elapsedMs / BTU_MS) * btu) };
        const limit = (defOf(ctx)?.remoteCheckout ? REMOTE_CHECKOUT_TIMEOUT_BTU : GUARD_TIMEOUT_BTU) * btu;
        const d = decideRoute(ctx);
        if (d.kind === 'wait') {
          expect(d.timeoutMs).toBe(limit);
          expect(ctx.elapsedMs).toBeLessThan(limit);
        }
        expect(decideRoute({ ...ctx, elapsedMs: limit }).kind).not.toBe('wait');
      }),
    );
    // Remote checkout waits for its token sign-in, then proceeds to report the outcome itself.
    const remote = { pathname: '/app/remote', search: '?product_type=gold' };
    expect(decideRoute(contextFor(remote, { loggedIn: false, elapsedMs: 9_999 }))).toEqual({ kind: 'wait', guard: 'remoteCheckout', timeoutMs: 10_000 });
    expect(decideRoute(contextFor(remote, { loggedIn: false, elapsedMs: 10_000 }))).toEqual({ kind: 'allow' });
    expect(decideRoute(contextFor(remote, { loggedIn: true }))).toEqual({ kind: 'allow' });
  });

  it('ROUTE-31: the default redirect is login when logged out, recs when logged in', () => {
    fc.assert(
      fc.property(fc.boolean(), (loggedIn) => {
        expect(defaultRedirect(loggedIn)).toBe(loggedIn ? routeHref('recs') : routeHref('login'));
      }),
    );
    expect(defaultRedirect(false)).toBe('/app');
  });

  it('ROUTE-27: the decision is total and every redirect is a replace to another in-app route (no loops)', () => {
    fc.assert(
      fc.property(contextArb, (ctx) => {
        const d = decideRoute(ctx);
        expect(['allow', 'wait', 'redirect']).toContain(d.kind);
        if (d.kind !== 'redirect') return;
        expect(d.replace).toBe(true);
        expect(d.to.startsWith('/app')).toBe(true);
        expect(matchRoute(d.to).name).not.toBe('notFound');
        expect(toRoutePath(d.to)).not.toBe(toRoutePath(ctx.location.pathname));
      }),
    );
  });

  it('ROUTE-20: following redirects with fixed facts settles within three hops', () => {
    fc.assert(
      fc.property(contextArb, (start) => {
        let ctx = start;
        for (let hop = 0; hop <= 3; hop++) {
          const d = decideRoute(ctx);
          if (d.kind !== 'redirect') return;
          const pending = d.rememberPath ?? (d.reason === 'postLoginRedirect' ? null : ctx.postLoginRedirectPath);
          const location = { pathname: d.to.split('?', 1)[0]!, search: searchOf(d.to) };
          ctx = { ...ctx, location, match: matchRoute(location.pathname), postLoginRedirectPath: pending, elapsedMs: 0 };
        }
        throw new Error(`no settled decision from ${start.location.pathname}`);
      }),
    );
  });

  it('ROUTE-21: chat routes are allowed by the pure guards and left to the match guard', () => {
    fc.assert(
      fc.property(routeWithPathArb.filter((r) => routeDefinition(r.name).matchRoute === true), searchArb, (r, search) => {
        expect(decideRoute(contextFor({ pathname: `/app${r.path}`, search }))).toEqual({ kind: 'allow' });
      }),
    );
    expect(routePath('messages', { matchId: 'm1' })).toBe('/messages/m1');
  });
});
