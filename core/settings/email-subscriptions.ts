/**
 * SET-13: the e-mail subscriptions page's state `{isError, hasFetched, isUpdating, subscriptions, userToken}`,
 * read from `data.subscriptions.email`. Fetching requires a token; an update requires a token and at least one
 * subscription.
 */

export interface EmailSubscription {
  readonly id: string;
  readonly subscribed: boolean;
}

export interface EmailSubscriptionsState {
  readonly isError: boolean;
  readonly hasFetched: boolean;
  readonly isUpdating: boolean;
  readonly subscriptions: readonly EmailSubscription[];
  readonly userToken: string | null;
}

export const INITIAL_EMAIL_SUBSCRIPTIONS: EmailSubscriptionsState = {
  isError: false,
  hasFetched: false,
  isUpdating: false,
  subscriptions: [],
  userToken: null,
};

const hasToken = (token: string | null): token is string => token !== null && token.length > 0;

/** A state that holds the member's token. */
export type WithSubscriptionToken = EmailSubscriptionsState & { readonly userToken: string };

/** SET-13: fetching requires a token. */
export const canFetchSubscriptions = (s: EmailSubscriptionsState): s is WithSubscriptionToken => hasToken(s.userToken);

/** SET-13: an update requires a token and at least one subscription. */
export const canUpdateSubscriptions = (s: EmailSubscriptionsState, changes: readonly EmailSubscription[]): s is WithSubscriptionToken =>
  hasToken(s.userToken) && changes.length >= 1;

export type EmailSubscriptionsEvent =
  | { readonly type: 'token'; readonly token: string | null }
  | { readonly type: 'fetched'; readonly subscriptions: readonly EmailSubscription[] }
  | { readonly type: 'fetch-failed' }
  | { readonly type: 'update-started'; readonly changes: readonly EmailSubscription[] }
  | { readonly type: 'updated'; readonly subscriptions: readonly EmailSubscription[] }
  | { readonly type: 'update-failed'; readonly before: readonly EmailSubscription[] };

const merge = (list: readonly EmailSubscription[], changes: readonly EmailSubscription[]): EmailSubscription[] =>
  list.map((s) => changes.find((c) => c.id === s.id) ?? s);

/** The state after an event; an update that its rule refuses changes nothing. */
export const reduceEmailSubscriptions = (s: EmailSubscriptionsState, e: EmailSubscriptionsEvent): EmailSubscriptionsState => {
  switch (e.type) {
    case 'token':
      return { ...INITIAL_EMAIL_SUBSCRIPTIONS, userToken: e.token };
    case 'fetched':
      return { ...s, hasFetched: true, isError: false, subscriptions: e.subscriptions };
    case 'fetch-failed':
      return { ...s, hasFetched: true, isError: true };
    case 'update-started':
      if (!canUpdateSubscriptions(s, e.changes)) return s;
      // Shown at once; rolled back if the server refuses.
      return { ...s, isUpdating: true, isError: false, subscriptions: merge(s.subscriptions, e.changes) };
    case 'updated':
      return { ...s, isUpdating: false, isError: false, subscriptions: e.subscriptions };
    case 'update-failed':
      return { ...s, isUpdating: false, isError: true, subscriptions: e.before };
  }
};
