/** NAV-16: in-app notifications are not shown on these paths (relative to the /app prefix) or below them. */
export const NOTIFICATION_SUPPRESSED_PATHS = [
  '/remote',
  '/checkout',
  '/deeplink/checkout',
  '/settings/account',
  '/settings/update-card',
] as const;

const APP_PREFIX = '/app';

/** Reduces a location path to the route path: no query or hash, no /app prefix, no trailing slash. */
export const toRoutePath = (path: string): string => {
  // Stryker disable next-line StringLiteral: unreachable, split always gives a first part
  let p = path.split(/[?#]/, 1)[0] ?? '';
  if (!p.startsWith('/')) p = `/${p}`;
  const lower = p.toLowerCase();
  if (lower === APP_PREFIX || lower.startsWith(`${APP_PREFIX}/`)) p = p.slice(APP_PREFIX.length) || '/';
  // Stryker disable next-line ConditionalExpression,LogicalOperator,EqualityOperator,MethodExpression: equivalent, the test only skips a replace that would change nothing
  if (p.length > 1 && p.endsWith('/')) p = p.replace(/\/+$/, '') || '/';
  return p;
};

/**
 * NAV-16: whether an in-app notification must be held back on this path. Letter case is ignored, as the router
 * ignores it for static segments (`/app/Checkout` shows the checkout, so it suppresses too).
 */
export const isNotificationSuppressed = (path: string): boolean => {
  const route = toRoutePath(path).toLowerCase();
  return NOTIFICATION_SUPPRESSED_PATHS.some((p) => route === p || route.startsWith(`${p}/`));
};
