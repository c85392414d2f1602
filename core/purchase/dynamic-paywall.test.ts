import { describe, expect, it } from 'vitest';
import { apiFailure } from '../api/api-failure';
import { DynamicPaywallUseCase, dynamicPaywallPlans, readDynamicPaywall, startingTerms, type DynamicPaywallContent } from './dynamic-paywall';
import { PurchaseStore } from './purchase.store';
import { FakeDynamicUiApi } from './testing/fake-dynamic-ui-api';
import { FakePurchaseApi } from './testing/fake-purchase-api';
import type { TierOffer } from './purchase-api.port';

const UNDO: DynamicPaywallContent = { feature: 'undo', heading: 'undo', perks: ['rewindPassport', 'likesYou'], tiers: ['plus', 'gold', 'platinum'], highlighted: 'gold', terms: 6 };
const tier = (name: TierOffer['tier'], prices: Array<[1 | 6 | 12, number]>): TierOffer => ({
  tier: name,
  features: [],
  superLikesPerDay: 0,
  boostsPerMonth: 0,
  readReceiptsPerMonth: 0,
  preferenceFilters: false,
  prices: prices.map(([terms, price]) => ({ terms, price, currency: 'USD' })),
});

const setUp = (content?: DynamicPaywallContent) => {
  const api = new FakeDynamicUiApi(new Map(content === undefined ? [] : [[content.feature, content]]));
  const purchaseApi = new FakePurchaseApi();
  purchaseApi.tierTerms = [1, 6, 12];
  const store = new PurchaseStore();
  const logged: string[] = [];
  const useCase = new DynamicPaywallUseCase({
    api,
    store,
    loadTiers: async () => {
      const tiers = await purchaseApi.tiers();
      if (tiers.ok) store.setTiers(tiers.value);
    },
    logger: { log: (_level, message) => logged.push(message) },
  });
  return { api, store, useCase, logged };
};

describe('the dynamic paywall (PUR-35, MISC-02)', () => {
  it("PUR-35: reads the provider's content as the API answers it (its `features` the perks listed)", () => {
    expect(readDynamicPaywall({ placement: 'paywall', feature: 'undo', heading: 'undo', features: ['rewindPassport', 'likesYou', 'somethingNew'], tiers: ['plus', 'gold', 'platinum'], highlighted: 'gold', terms: 6 })).toEqual(UNDO);
  });

  it('PUR-35: content that is not whole is not read: no tier, a tier twice or unknown, a highlighted tier not offered, a term other than 1, 6 or 12', () => {
    const base = { feature: 'undo', heading: 'undo', features: [], tiers: ['gold'], highlighted: 'gold', terms: 1 };
    expect(readDynamicPaywall(base)).not.toBeNull();
    for (const broken of [
      { ...base, tiers: [] },
      { ...base, tiers: ['gold', 'gold'] },
      { ...base, tiers: ['gold', 'diamond'] },
      { ...base, highlighted: 'platinum' },
      { ...base, terms: 3 },
      { ...base, feature: '' },
      { ...base, heading: 7 },
      null,
      'undo',
    ])
      expect(readDynamicPaywall(broken), JSON.stringify(broken)).toBeNull();
  });

  it("PUR-35: a feature with content opens the dynamic paywall: the provider's tiers in its order with their prices per term, the highlighted one and the term", async () => {
    const { useCase, api } = setUp(UNDO);
    const paywall = await useCase.paywallFor('undo');
    expect(api.asked).toEqual(['undo']);
    expect(paywall?.content).toEqual(UNDO);
    // The fake catalogue: Plus 9.99, Gold 24.99, Platinum 29.99 a month, for 1, 6 and 12 months.
    expect(paywall?.plans.map((p) => [p.tier, p.prices.map((x) => [x.terms, x.price])])).toEqual([
      ['plus', [[1, 999], [6, 5994], [12, 11988]]],
      ['gold', [[1, 2499], [6, 14994], [12, 29988]]],
      ['platinum', [[1, 2999], [6, 17994], [12, 35988]]],
    ]);
  });

  it("PUR-35: no content for the feature, or the provider's answer failing, keeps the paywall of before (null; the failure logged)", async () => {
    const none = setUp(UNDO);
    expect(await none.useCase.paywallFor('passport')).toBeNull();
    const failing = setUp(UNDO);
    failing.api.failure = apiFailure.network();
    expect(await failing.useCase.paywallFor('undo')).toBeNull();
    expect(failing.logged).toEqual(['dynamic paywall: the content could not be read']);
  });

  it('PUR-35: a tier not on sale is left out, and when it was the highlighted one the first left is highlighted; none on sale keeps the paywall of before', async () => {
    const content: DynamicPaywallContent = { ...UNDO, tiers: ['platinum', 'gold'], highlighted: 'platinum' };
    const plans = dynamicPaywallPlans(content, [tier('gold', [[1, 2499]]), tier('plus', [[1, 999]])]);
    expect(plans.map((p) => p.tier)).toEqual(['gold']);

    const store = new PurchaseStore();
    const onlyGold = new DynamicPaywallUseCase({ api: new FakeDynamicUiApi(new Map([['undo', content]])), store, loadTiers: async () => store.setTiers([tier('gold', [[1, 2499]])]) });
    expect((await onlyGold.paywallFor('undo'))?.content).toMatchObject({ tiers: ['gold'], highlighted: 'gold' });
    const nothing = new DynamicPaywallUseCase({ api: new FakeDynamicUiApi(new Map([['undo', content]])), store: new PurchaseStore(), loadTiers: async () => undefined });
    expect(await nothing.paywallFor('undo')).toBeNull();
  });

  it("PUR-35: each tier starts on the provider's term when it is sold for it, else on its first", () => {
    expect(startingTerms({ tier: 'gold', prices: tier('gold', [[1, 2499], [6, 14994]]).prices }, 6)).toBe(6);
    expect(startingTerms({ tier: 'gold', prices: tier('gold', [[1, 2499], [12, 29988]]).prices }, 6)).toBe(1);
  });
});
