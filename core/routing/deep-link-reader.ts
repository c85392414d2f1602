/**
 * What reads a deep link once its route is entered (ROUTE-32, ROUTE-34): the parser and the dispatcher, with the
 * targets and the intents they know. A link is opened rarely, so the app may load this on demand (a chunk of its own,
 * src/modules/routing.module.ts); `enterDeepLinks` is handed it.
 */
export { parseDeepLink } from './deep-link';
export { dispatchDeepLink } from './deep-link-dispatch';
