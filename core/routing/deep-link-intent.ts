import { defaultRedirect } from './default-redirect';
import { KNOWN_TARGET_HOSTS, normalizeTarget, resolveDeepLinkTarget, type DeepLinkAction } from './deep-link-targets';
import type { AppLocation } from './navigation.port';
import { PRODUCT_NAME } from './page-title';
import { routeHref } from './route-href';

/** The custom URL scheme of the app's own links (`spark://gold-home`). */
export const APP_PROTOCOL = PRODUCT_NAME.toLowerCase();

/** A link taken apart: `spark://explore/selfie?x` → protocol `spark`, host `explore`, path `/selfie`. */
export interface ParsedLink {
  readonly protocol: string;
  readonly host: string;
  readonly path: string;
  readonly search: string;
}

const LINK = /^([A-Za-z][A-Za-z0-9+.-]*):(?:\/\/([^/?#]*))?([^?#]*)(\?[^#]*)?(?:#.*)?$/;

export const parseLink = (raw: string): ParsedLink | undefined => {
  const m = LINK.exec(raw.trim());
  if (!m) return undefined;
  return { protocol: m[1]!.toLowerCase(), host: m[2] ?? '', path: m[3] ?? '', search: m[4] ?? '' };
};

const isHttp = (link: ParsedLink): boolean => link.protocol === 'http' || link.protocol === 'https';

const trimSlashes = (s: string): string => s.replace(/^\/+|\/+$/g, '');

/** The path a link names; in a custom-scheme link the host is its first segment (`spark://explore/selfie`). */
export const linkTarget = (link: ParsedLink): string =>
  isHttp(link) ? trimSlashes(link.path) : [link.host, trimSlashes(link.path)].filter(Boolean).join('/');

/**
 * ROUTE-38, Q-01 (read as D1): a deep link is accepted only if it carries an http(s) protocol or a known target
 * host, **and** a path.
 */
export const isAcceptedDeepLink = (link: ParsedLink): boolean =>
  (isHttp(link) || KNOWN_TARGET_HOSTS.has(normalizeTarget(link.host))) && linkTarget(link) !== '';

export type IntentIgnoredReason = 'notAccepted' | 'nonAppProtocol' | 'unknownTarget' | 'needsUserAction';

/** What to do with an intent; the caller clears the intent afterwards in every case. */
export type IntentOutcome =
  | { readonly kind: 'openInNewTab'; readonly url: string }
  /** ROUTE-31: ignored intents go to the default redirect. */
  | { readonly kind: 'ignored'; readonly reason: IntentIgnoredReason; readonly to: string }
  | { readonly kind: 'navigate'; readonly target: string; readonly to: string }
  | { readonly kind: 'action'; readonly target: string; readonly action: DeepLinkAction };

/**
 * ROUTE-37, ROUTE-40: in order: an http(s) link from a user action opens in a new tab; any other protocol but the
 * app's is ignored; a user-action-only target without a user action is ignored; otherwise the target is routed
 * (ROUTE-39) or handed to its feature.
 */
export const handleIntent = (raw: string, context: { readonly userAction: boolean; readonly loggedIn: boolean }): IntentOutcome => {
  const ignored = (reason: IntentIgnoredReason): IntentOutcome => ({ kind: 'ignored', reason, to: defaultRedirect(context.loggedIn) });
  const link = parseLink(raw);
  if (!link || !isAcceptedDeepLink(link)) return ignored('notAccepted');
  if (isHttp(link) && context.userAction) return { kind: 'openInNewTab', url: raw.trim() };
  if (link.protocol !== APP_PROTOCOL) return ignored('nonAppProtocol');
  const resolved = resolveDeepLinkTarget(linkTarget(link));
  if (!resolved) return ignored('unknownTarget');
  if (resolved.userActionOnly && !context.userAction) return ignored('needsUserAction');
  const { destination, target } = resolved;
  return destination.kind === 'route'
    ? { kind: 'navigate', target, to: routeHref(destination.route) }
    : { kind: 'action', target, action: destination.action };
};
