/**
 * core/routing — the named routes under /app and route rules (page titles); guards, redirects and deep links
 * join here. Pure; needs nothing.
 */
export * from './page-title';
export * from './routes';
