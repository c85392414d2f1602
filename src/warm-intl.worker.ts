/**
 * Builds the browser's lists of the languages its number and date formats have (src/warm-intl.ts), then says so.
 * The lists are kept once for the whole page's process, so the page's own thread finds them built. It imports
 * nothing: its script is answered with the policy of an answer that is not a page (`default-src 'none'`,
 * server/http/security-headers.ts), under which an import would be refused and the page's thread would build the
 * lists itself once the worker had failed.
 */
Intl.NumberFormat.supportedLocalesOf('en');
Intl.DateTimeFormat.supportedLocalesOf('en');
postMessage('warm');

export {};
