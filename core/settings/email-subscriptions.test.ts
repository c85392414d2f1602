import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EmailSubscriptionsUseCase } from './email-subscriptions.use-case';
import { canFetchSubscriptions, canUpdateSubscriptions, INITIAL_EMAIL_SUBSCRIPTIONS, reduceEmailSubscriptions } from './email-subscriptions';
import { SettingsStore } from './settings.store';
import { FakeSettingsApi } from './testing/fake-settings-api';

const token = fc.option(fc.string({ maxLength: 12 }), { nil: null });
const subscription = fc.record({ id: fc.constantFrom('matches', 'messages', 'promotions'), subscribed: fc.boolean() });

describe('e-mail subscriptions', () => {
  it('SET-13: the state is {isError, hasFetched, isUpdating, subscriptions, userToken}', () => {
    expect(INITIAL_EMAIL_SUBSCRIPTIONS).toEqual({ isError: false, hasFetched: false, isUpdating: false, subscriptions: [], userToken: null });
  });

  it('SET-13: fetching requires a token; an update requires a token and at least one subscription', () => {
    fc.assert(
      fc.property(token, fc.array(subscription, { maxLength: 4 }), (userToken, changes) => {
        const state = { ...INITIAL_EMAIL_SUBSCRIPTIONS, userToken };
        const hasToken = userToken !== null && userToken !== '';
        expect(canFetchSubscriptions(state)).toBe(hasToken);
        expect(canUpdateSubscriptions(state, changes)).toBe(hasToken && changes.length >= 1);
        // A refused update changes nothing.
        const after = reduceEmailSubscriptions(state, { type: 'update-started', changes });
        if (!(hasToken && changes.length >= 1)) expect(after).toBe(state);
        else expect(after.isUpdating).toBe(true);
      }),
    );
  });

  it('SET-13: the use-case asks the provider only when the rules allow, and rolls a refused update back', async () => {
    await fc.assert(
      fc.asyncProperty(token, fc.array(subscription, { maxLength: 3 }), fc.boolean(), async (userToken, changes, refuse) => {
        const api = new FakeSettingsApi();
        const store = new SettingsStore();
        const subscriptions = new EmailSubscriptionsUseCase({ api, store });
        subscriptions.useToken(userToken);
        const fetched = await subscriptions.fetch();
        const hasToken = userToken !== null && userToken !== '';
        expect(fetched).toBe(hasToken);
        expect(api.subscriptionCalls.filter((c) => c.startsWith('fetch'))).toHaveLength(hasToken ? 1 : 0);
        const before = store.subscriptions.value.subscriptions;
        if (refuse) api.refuseNext();
        await subscriptions.update(changes);
        const asked = hasToken && changes.length >= 1;
        expect(api.subscriptionCalls.filter((c) => c.startsWith('update'))).toHaveLength(asked ? 1 : 0);
        if (asked && refuse) expect(store.subscriptions.value).toMatchObject({ isError: true, isUpdating: false, subscriptions: before });
        if (asked && !refuse) expect(store.subscriptions.value.isError).toBe(false);
      }),
      { numRuns: 50 },
    );
  });
});
