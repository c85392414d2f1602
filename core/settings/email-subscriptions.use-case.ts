import { canFetchSubscriptions, canUpdateSubscriptions, type EmailSubscription } from './email-subscriptions';
import type { SettingsApiPort } from './settings-api.port';
import type { SettingsStore } from './settings.store';

/** SET-13: reads and changes the e-mail subscriptions with the member's token, within the rules of the state. */
export class EmailSubscriptionsUseCase {
  constructor(private readonly deps: { readonly api: SettingsApiPort; readonly store: SettingsStore }) {}

  /** An e-mail's link brings its own token. */
  useToken(token: string | null): void {
    this.deps.store.dispatchSubscriptions({ type: 'token', token });
  }

  /** Fetches the subscriptions; without a token nothing is asked (answers false). */
  async fetch(): Promise<boolean> {
    const { api, store } = this.deps;
    const state = store.subscriptions.peek();
    if (!canFetchSubscriptions(state)) return false;
    const fetched = await api.fetchSubscriptions(state.userToken);
    store.dispatchSubscriptions(fetched.ok ? { type: 'fetched', subscriptions: fetched.value } : { type: 'fetch-failed' });
    return fetched.ok;
  }

  /** Changes subscriptions (shown at once, rolled back when refused); without a token or a change nothing is sent. */
  async update(changes: readonly EmailSubscription[]): Promise<boolean> {
    const { api, store } = this.deps;
    const state = store.subscriptions.peek();
    if (!canUpdateSubscriptions(state, changes)) return false;
    const before = state.subscriptions;
    store.dispatchSubscriptions({ type: 'update-started', changes });
    const updated = await api.updateSubscriptions(state.userToken, changes);
    store.dispatchSubscriptions(updated.ok ? { type: 'updated', subscriptions: updated.value } : { type: 'update-failed', before });
    return updated.ok;
  }
}
