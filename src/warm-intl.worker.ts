/**
 * Builds the browser's lists of the languages its number and date formats have (src/warm-intl.ts), then says so.
 * The lists are kept once for the whole page's process, so the page's own thread finds them built.
 */
Intl.NumberFormat.supportedLocalesOf('en');
Intl.DateTimeFormat.supportedLocalesOf('en');
postMessage('warm');

export {};
