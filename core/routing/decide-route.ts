import { defaultRedirect } from './default-redirect';
import { guardTimeoutMs } from './guard-timeout';
import { matchRoute, type RouteMatch } from './match-route';
import type { AppLocation } from './navigation.port';
import { PREFERENCES_LEVER, type LeverStates, type PremiumFeature } from './route-gates';
import { appHref, routeHref, searchOf } from './route-href';
import { routeDefinition, type RouteDefinition } from './routes';

/** What the guards need to know about the member; `undefined` means "not known yet" (a guard waits for it). */
export interface RouteFacts {
  readonly loggedIn: boolean;
  /** The start-up sequence has decided whether the visitor is signed in. */
  readonly initialised: boolean;
  readonly profileLoaded: boolean;
  readonly enabledFeatures: ReadonlySet<PremiumFeature> | undefined;
  readonly levers: LeverStates | undefined;
  readonly ownUsername: string | undefined;
  /** AUTH-19: the visitor holds an onboarding token: a new member who has not finished onboarding. */
  readonly onboarding?: boolean;
  /** The device says a member signed in here (the session hint) and the start-up has not restored it yet. */
  readonly maybeSignedIn?: boolean;
  /** PUR-44: the remote checkout has failed: no sign-in by token is coming, so its guard waits no longer. */
  readonly remoteCheckoutFailed?: boolean;
}

/** Everything one guard decision reads. */
export interface GuardContext extends RouteFacts {
  readonly location: AppLocation;
  readonly match: RouteMatch;
  /** The browser path a visitor wanted before being sent to login (ROUTE-20), if any. */
  readonly postLoginRedirectPath: string | null;
  /** How long the guards have been waiting on this location. */
  readonly elapsedMs: number;
  readonly baseTimeUnitMs: number;
}

export type GuardName =
  | 'onboarding'
  | 'loggedOutOnly'
  | 'signIn'
  | 'remoteCheckout'
  | 'lever'
  | 'premiumFeature'
  | 'profileEdit'
  | 'preferences'
  | 'username';

export type RedirectReason =
  /** ROUTE-15: a redirect-only route. */
  | 'redirectRoute'
  /** ROUTE-19: a member on a login landing goes to recs... */
  | 'loggedIn'
  /** ...or to the path remembered before login. */
  | 'postLoginRedirect'
  /** ROUTE-20 */
  | 'signInRequired'
  /** ROUTE-25, ROUTE-14 */
  | 'leverOff'
  /** ROUTE-23 */
  | 'featureDisabled'
  /** ROUTE-22 */
  | 'profileNotLoaded'
  /** ROUTE-24 */
  | 'preferencesUnavailable'
  /** ROUTE-26 */
  | 'notOwnUsername'
  /** AUTH-19, ONB-19: a new member goes back to onboarding until it is finished. */
  | 'onboardingUnfinished';

/** The guards' verdict on a location. Every redirect replaces the history entry, so Back never re-enters a guard. */
export type RouteDecision =
  | { readonly kind: 'allow' }
  /** A guard waits for a fact; decide again when facts change or when `timeoutMs` has elapsed (ROUTE-27). */
  | { readonly kind: 'wait'; readonly guard: GuardName; readonly timeoutMs: number }
  | {
      readonly kind: 'redirect';
      /** A browser path with its query string. */
      readonly to: string;
      readonly replace: true;
      readonly reason: RedirectReason;
      /** The guard gave up waiting and took its fallback (ROUTE-27). */
      readonly fallback: boolean;
      /** Store this browser path as postLoginRedirectPath (ROUTE-20). */
      readonly rememberPath?: string;
    };

interface GuardInput {
  readonly ctx: GuardContext;
  readonly route: RouteDefinition;
  readonly params: Readonly<Record<string, string>>;
  readonly timeoutMs: number;
  readonly timedOut: boolean;
}

type Guard = (input: GuardInput) => RouteDecision | undefined;

const ALLOW: RouteDecision = { kind: 'allow' };

const redirect = (to: string, reason: RedirectReason, extra: { fallback?: boolean; rememberPath?: string } = {}): RouteDecision => ({
  kind: 'redirect',
  to,
  replace: true,
  reason,
  fallback: extra.fallback ?? false,
  ...(extra.rememberPath === undefined ? {} : { rememberPath: extra.rememberPath }),
});

/** ROUTE-27: wait for a fact until the timeout, then take the guard's fallback. */
const waitOr = (input: GuardInput, guard: GuardName, fallback: (extra: { fallback: true }) => RouteDecision): RouteDecision =>
  input.timedOut ? fallback({ fallback: true }) : { kind: 'wait', guard, timeoutMs: input.timeoutMs };

/**
 * A remembered path is honoured only if it is an in-app path of a route a member may open: never another
 * site (`//host`), never a login landing (which would send the member round in a circle).
 */
export const usablePostLoginPath = (path: string | null): string | undefined => {
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return undefined;
  const match = matchRoute(path);
  if (match.name === 'notFound') return undefined;
  const route = routeDefinition(match.name);
  if (route.loggedOutOnly || route.redirectTo) return undefined;
  return appHref(path, searchOf(path));
};

/**
 * AUTH-19, ONB-19: a new member who has not finished onboarding (an onboarding token, no login yet) and opens the
 * landing or a member's route goes back to onboarding; pages open to everyone stay open.
 */
const onboardingGuard: Guard = ({ ctx, route }) => {
  if (!ctx.onboarding || ctx.loggedIn) return undefined;
  // Pages open to everyone (onboarding itself among them) stay open.
  if (!route.loggedOutOnly && route.noAuthCheck) return undefined;
  return redirect(routeHref('onboarding', {}, ctx.location.search), 'onboardingUnfinished');
};

/**
 * ROUTE-19 (and ROUTE-15 for the /app root): a member on a login landing goes on, keeping the query string. While
 * the start-up restores a sign-in the device remembers, the landing waits (the loading screen shows) rather than
 * flash before the member's screen; past the guards' timeout (ROUTE-27) it shows.
 */
const loggedOutOnlyGuard: Guard = (input) => {
  const { ctx, route } = input;
  if (!route.loggedOutOnly) return undefined;
  // Stryker disable next-line ArrowFunction: past the timeout the landing opens; the later guards all pass a login landing as well
  if (!ctx.loggedIn) return !ctx.initialised && ctx.maybeSignedIn ? waitOr(input, 'loggedOutOnly', () => ALLOW) : undefined;
  const pending = usablePostLoginPath(ctx.postLoginRedirectPath);
  if (pending) return redirect(pending, 'postLoginRedirect');
  return redirect(routeHref('recs', {}, ctx.location.search), 'loggedIn');
};

/** ROUTE-20 (ROUTE-18: routes without the auth check are skipped): a visitor goes to login, the path remembered. */
const signInGuard: Guard = (input) => {
  const { ctx, route } = input;
  if (route.noAuthCheck || ctx.loggedIn) return undefined;
  const toLogin = (extra: { fallback?: true }) =>
    redirect(routeHref('login', {}, ctx.location.search), 'signInRequired', {
      ...extra,
      rememberPath: appHref(ctx.location.pathname, ctx.location.search),
    });
  return ctx.initialised ? toLogin({}) : waitOr(input, 'signIn', toLogin);
};

/** ROUTE-27, PUR-45: remote checkout waits for its sign-in by token, then proceeds anyway to report the outcome. */
const remoteCheckoutGuard: Guard = (input) => {
  if (!input.route.remoteCheckout || input.ctx.loggedIn || input.ctx.remoteCheckoutFailed === true) return undefined;
  return input.timedOut ? undefined : { kind: 'wait', guard: 'remoteCheckout', timeoutMs: input.timeoutMs };
};

/** ROUTE-25, ROUTE-14: a lever-gated route whose lever is off (or never loads) → the default redirect. */
const leverGuard: Guard = (input) => {
  const { ctx, route } = input;
  if (!route.lever) return undefined;
  const away = (extra: { fallback?: true }) => redirect(defaultRedirect(ctx.loggedIn), 'leverOff', extra);
  if (ctx.levers === undefined) return waitOr(input, 'lever', away);
  return ctx.levers[route.lever] === true ? undefined : away({});
};

/** ROUTE-23: a premium route whose feature is not enabled for the member → recs. */
const premiumFeatureGuard: Guard = (input) => {
  const { ctx, route } = input;
  if (!route.premiumFeature) return undefined;
  const away = (extra: { fallback?: true }) => redirect(routeHref('recs'), 'featureDisabled', extra);
  if (ctx.enabledFeatures === undefined) return waitOr(input, 'premiumFeature', away);
  return ctx.enabledFeatures.has(route.premiumFeature) ? undefined : away({});
};

/** ROUTE-22: profile editing waits for the profile, and goes to settings without it. */
const profileEditGuard: Guard = (input) => {
  if (!input.route.profileEdit || input.ctx.profileLoaded) return undefined;
  return waitOr(input, 'profileEdit', (extra) => redirect(routeHref('settings'), 'profileNotLoaded', extra));
};

/** ROUTE-24: preferences need the profile loaded and their lever on; otherwise settings. */
const preferencesGuard: Guard = (input) => {
  const { ctx, route } = input;
  if (!route.preferences) return undefined;
  const away = (extra: { fallback?: true }) => redirect(routeHref('settings'), 'preferencesUnavailable', extra);
  if (!ctx.profileLoaded || ctx.levers === undefined) return waitOr(input, 'preferences', away);
  return ctx.levers[PREFERENCES_LEVER] === true ? undefined : away({});
};

/**
 * ROUTE-26: a member sees the web profile only for their own username (compared without case); any other
 * → recs. A visitor sees the public web profile (ROUTE-12).
 */
const usernameGuard: Guard = (input) => {
  const { ctx, route, params } = input;
  if (!route.username || !ctx.loggedIn) return undefined;
  const away = (extra: { fallback?: true }) => redirect(routeHref('recs'), 'notOwnUsername', extra);
  if (ctx.ownUsername === undefined) return waitOr(input, 'username', away);
  // Stryker disable next-line StringLiteral: the username route always carries its username
  return ctx.ownUsername.toLowerCase() === (params['username'] ?? '').toLowerCase() ? undefined : away({});
};

/** The guards in the order they run; the first that does not pass decides. */
const GUARDS: readonly Guard[] = [
  onboardingGuard,
  loggedOutOnlyGuard,
  signInGuard,
  remoteCheckoutGuard,
  leverGuard,
  premiumFeatureGuard,
  profileEditGuard,
  preferencesGuard,
  usernameGuard,
];

/**
 * The route guards as one pure, total decision (ROUTE-15, ROUTE-18..20, ROUTE-22..27): allow the location,
 * wait for a fact, or redirect. The not-found page is always allowed (ROUTE-16); the match guard (ROUTE-21)
 * needs I/O and runs after an allow, in MatchRouteGuardUseCase.
 */
export const decideRoute = (ctx: GuardContext): RouteDecision => {
  if (ctx.match.name === 'notFound') return ALLOW;
  const route = routeDefinition(ctx.match.name);
  if (route.redirectTo) return redirect(routeHref(route.redirectTo, {}, ctx.location.search), 'redirectRoute');
  const timeoutMs = guardTimeoutMs(route, ctx.baseTimeUnitMs);
  const input: GuardInput = { ctx, route, params: ctx.match.params, timeoutMs, timedOut: ctx.elapsedMs >= timeoutMs };
  for (const guard of GUARDS) {
    const decision = guard(input);
    if (decision) return decision;
  }
  return ALLOW;
};
