import type { Logger, Unsubscribe } from '../shared';
import type { DeepLinkFlow } from './deep-link-dispatch';
import type * as DeepLinkReader from './deep-link-reader';
import { defaultRedirect } from './default-redirect';
import type { OnEnterActions } from './on-enter-actions';
import { ROUTE_NAMES, routeDefinition } from './routes';

export interface DeepLinkEntryDeps {
  readonly actions: OnEnterActions;
  readonly loggedIn: () => boolean;
  /** Replaces the current location (the guards decide again there). */
  readonly go: (href: string) => void;
  readonly logger: Logger;
  /** The flows the app has: each is started, then the link takes the default redirect (LIKES-09: `getGold`). */
  readonly flows?: Readonly<Partial<Record<DeepLinkFlow, (link: { readonly promoCode?: string }) => void>>>;
  /** What reads the link (deep-link-reader.ts), loaded when a link is entered: the guards wait for it. */
  readonly reader: () => Promise<typeof DeepLinkReader>;
}

/**
 * ROUTE-32, ROUTE-34, ROUTE-39: entering a deep-link route (the app's first navigation, ROUTE-28) reads the link
 * and goes where it leads: a screen of the app, or the default redirect (ROUTE-31) for an unknown type. The flows
 * a link may start are started by their handler in `flows` (the Gold deep link, PUR-16's `vip/{promoCode}`) and take the default redirect; those
 * of modules the app does not have yet (account recovery, account e-mail, incentives, age verification) are logged
 * and take the default redirect too. The link's reader may have to load first: until it has read the link, the
 * guards hold the route (the loading screen shows, ROUTE-29).
 */
export const enterDeepLinks = (deps: DeepLinkEntryDeps): Unsubscribe => {
  const stops = ROUTE_NAMES.filter((name) => routeDefinition(name).deepLink === true).map((name) =>
    deps.actions.register(name, async (entered) => {
      let reader: typeof DeepLinkReader;
      try {
        reader = await deps.reader();
      } catch (error) {
        deps.logger.log('warn', 'deep link not read', { route: name, error: String(error) });
        const to = defaultRedirect(deps.loggedIn());
        void Promise.resolve().then(() => deps.go(to));
        return;
      }
      const link = reader.parseDeepLink({ name, params: entered.params });
      // Stryker disable next-line ConditionalExpression: every deep-link route parses to a link; the check narrows the type
      if (link === undefined) return;
      const loggedIn = deps.loggedIn();
      const outcome = reader.dispatchDeepLink(link, { loggedIn });
      const to = outcome.kind === 'navigate' ? outcome.to : defaultRedirect(loggedIn);
      // Stryker disable next-line ConditionalExpression: an outcome that is no flow names none, so no flow is found either
      const flow = outcome.kind === 'flow' ? deps.flows?.[outcome.flow] : undefined;
      if (flow !== undefined && outcome.kind === 'flow') flow(outcome.promoCode === undefined ? {} : { promoCode: outcome.promoCode });
      else if (outcome.kind !== 'navigate') deps.logger.log('info', 'deep link not handled yet', { kind: outcome.kind, route: name });
      // After the entry in progress has settled: the guards then decide on the new location.
      void Promise.resolve().then(() => deps.go(to));
    }),
  );
  return () => stops.forEach((stop) => stop());
};
