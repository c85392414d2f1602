/**
 * SET-11: what a push notification says and where it leads, the same rules for the server that sends it and the
 * client that shows it. A notification is text only: the service worker passes title and body to the browser's
 * notification, which never reads them as HTML.
 */
import { routeHref } from '../routing';
import type { PushNotifications } from '../settings';

/** The events that send a push notification. */
export const PUSH_KINDS = ['match', 'message'] as const;
export type PushKind = (typeof PUSH_KINDS)[number];

/** The most characters of a message a notification shows (docs/decisions.md, SET-11). */
export const PUSH_TEXT_MAX = 100;

/** A text for a notification: white space collapsed, at most `max` characters (code points), cut with an ellipsis. */
export const shortenPushText = (text: string, max: number = PUSH_TEXT_MAX): string => {
  const flat = text.replace(/\s+/g, ' ').trim();
  const points = [...flat];
  return points.length <= max ? flat : `${points.slice(0, Math.max(0, max - 1)).join('').trimEnd()}…`;
};

/** Whether the member's push preferences (SET-01 `pushNotifications`) let this event through. */
export const pushWanted = (preferences: Pick<PushNotifications, 'match' | 'message'>, kind: PushKind): boolean =>
  kind === 'match' ? preferences.match : preferences.message;

/** Where a click on the notification leads: the conversation for a message, the matches page for a match. */
export const pushTarget = (kind: PushKind, matchId: string): string => (kind === 'message' ? routeHref('messages', { matchId }) : routeHref('matches'));

/** The words of the notifications, in the member's language (locales `push.*`); `{name}` is the other member's name. */
export interface PushWords {
  readonly matchTitle: string;
  readonly matchBody: string;
  readonly messageTitle: string;
}

/** What the service worker shows: the payload of a push message (JSON). */
export interface PushPayload {
  readonly kind: PushKind;
  readonly title: string;
  readonly body: string;
  /** A path of the app (`/app/...`) opened or focused by a click. */
  readonly url: string;
  /** One notification per conversation or match: a newer one replaces it. */
  readonly tag: string;
}

const fill = (template: string, name: string): string => template.split('{name}').join(name);

/** The notification of an event: the other member's name and, for a message, its text shortened. */
export const pushPayload = (event: { readonly kind: PushKind; readonly matchId: string; readonly name: string; readonly text?: string }, words: PushWords): PushPayload => {
  const name = shortenPushText(event.name, 40);
  return event.kind === 'match'
    ? { kind: 'match', title: fill(words.matchTitle, name), body: fill(words.matchBody, name), url: pushTarget('match', event.matchId), tag: `match-${event.matchId}` }
    : { kind: 'message', title: fill(words.messageTitle, name), body: shortenPushText(event.text ?? ''), url: pushTarget('message', event.matchId), tag: `message-${event.matchId}` };
};
