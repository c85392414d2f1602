import fc from 'fast-check';
import { compiledRoute } from '../compiled-routes';
import type { GuardContext, RouteFacts } from '../decide-route';
import { matchRoute } from '../match-route';
import type { AppLocation } from '../navigation.port';
import { PREMIUM_FEATURES, ROUTE_LEVERS, type LeverStates } from '../route-gates';
import { appHref, routePath } from '../route-href';
import { ROUTE_NAMES, routeDefinition, type RouteName } from '../routes';

// Test support only: the property tests of the routing rules share these generators.

export const routeNameArb = fc.constantFrom(...ROUTE_NAMES);

/**
 * A free parameter value: any text (slashes, percent signs, question marks, emoji...) behind an `x`, so that it
 * never spells a static sibling segment (`/profile/edit/gender` beside `/profile/edit/:option`).
 */
export const freeParamArb = fc
  .oneof(fc.string({ minLength: 1, maxLength: 12 }), fc.string({ unit: 'grapheme', minLength: 1, maxLength: 6 }))
  .map((s) => `x${s}`);

/** Parameters for a route: constrained ones from their list, optional ones sometimes left out. */
export const paramsArb = (name: RouteName): fc.Arbitrary<Record<string, string>> => {
  const { segments } = compiledRoute(name).pattern;
  const params = segments.flatMap((s) => (s.kind === 'param' ? [s] : []));
  return fc
    .tuple(...params.map((p) => (p.values ? fc.constantFrom(...p.values) : freeParamArb)), fc.nat({ max: params.length }))
    .map((generated) => {
      const values = generated.slice(0, params.length);
      const keep = generated[params.length] as number;
      const firstOptional = params.findIndex((p) => p.optional);
      const limit = firstOptional === -1 ? params.length : firstOptional + Math.min(keep, params.length - firstOptional);
      return Object.fromEntries(params.slice(0, limit).map((p, i) => [p.name, values[i] as string]));
    });
};

/** A route with parameters and its path relative to /app. */
export const routeWithPathArb = routeNameArb.chain((name) =>
  paramsArb(name).map((params) => ({ name, params, path: routePath(name, params) })),
);

/** A query string as a location carries it: '' or starting with '?', never a hash. */
export const searchArb = fc.oneof(
  fc.constant(''),
  fc.string({ maxLength: 16 }).map((s) => `?${s.replace(/#/g, '')}`),
  fc.constantFrom('?utm_source=mail', '?a=1&b=%20x', '?intent=recs'),
);

/** The same path written the ways a browser or wouter may hand it over. */
export const pathSpellingArb = (path: string): fc.Arbitrary<string> =>
  fc
    .tuple(fc.constantFrom('/app', ''), fc.constantFrom('', '/'))
    .map(([prefix, trailing]) => (path === '/' ? `${prefix}/` : `${prefix}${path}${trailing}`));

export const locationArb: fc.Arbitrary<AppLocation> = fc.oneof(
  { weight: 6, arbitrary: routeWithPathArb.chain((r) => fc.record({ pathname: pathSpellingArb(r.path), search: searchArb })) },
  { weight: 1, arbitrary: fc.record({ pathname: fc.string({ maxLength: 20 }).map((s) => `/app/${s}`), search: searchArb }) },
);

const leversArb: fc.Arbitrary<LeverStates> = fc.dictionary(fc.constantFrom(...ROUTE_LEVERS), fc.boolean());

export const factsArb: fc.Arbitrary<RouteFacts> = fc.record({
  loggedIn: fc.boolean(),
  initialised: fc.boolean(),
  profileLoaded: fc.boolean(),
  enabledFeatures: fc.option(fc.subarray([...PREMIUM_FEATURES]).map((f) => new Set(f)), { nil: undefined }),
  levers: fc.option(leversArb, { nil: undefined }),
  ownUsername: fc.option(fc.constantFrom('alex', 'Sam', 'x1'), { nil: undefined }),
});

/** Paths a visitor may have been sent away from, plus values that must never be followed. */
export const postLoginPathArb = fc.option(
  fc.oneof(
    routeWithPathArb.filter((r) => !routeDefinition(r.name).noAuthCheck).map((r) => appHref(r.path, '?from=x')),
    fc.constantFrom('/app', '/app/login', '//evil.example/app/recs', 'https://evil.example', '/app/no-such-page'),
  ),
  { nil: null },
);

export const BTU_MS = 1_000;

export const contextArb: fc.Arbitrary<GuardContext> = fc
  .record({
    facts: factsArb,
    location: locationArb,
    postLoginRedirectPath: postLoginPathArb,
    elapsedMs: fc.oneof(fc.nat({ max: 12 * BTU_MS }), fc.constantFrom(0, 5 * BTU_MS - 1, 5 * BTU_MS, 10 * BTU_MS - 1, 10 * BTU_MS)),
  })
  .map(({ facts, location, postLoginRedirectPath, elapsedMs }) => ({
    ...facts,
    location,
    match: matchRoute(location.pathname),
    postLoginRedirectPath,
    elapsedMs,
    baseTimeUnitMs: BTU_MS,
  }));

/** A context for a given location, with everything known and open unless overridden. */
export const contextFor = (location: AppLocation, overrides: Partial<GuardContext> = {}): GuardContext => ({
  loggedIn: true,
  initialised: true,
  profileLoaded: true,
  enabledFeatures: new Set(PREMIUM_FEATURES),
  levers: Object.fromEntries(ROUTE_LEVERS.map((l) => [l, true])),
  ownUsername: 'alex',
  location,
  match: matchRoute(location.pathname),
  postLoginRedirectPath: null,
  elapsedMs: 0,
  baseTimeUnitMs: BTU_MS,
  ...overrides,
});
