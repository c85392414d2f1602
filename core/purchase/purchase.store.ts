import { computed, signal, type ReadonlySignal } from '@preact/signals-core';
import { INITIAL_PURCHASE_STATE, purchaseReducer, type PurchaseAction, type PurchaseState } from './purchase-state';
import type { TierOffer } from './purchase-api.port';
import type { ConsumablesCatalogue } from './consumables';
import type { SubscriptionsCatalogue } from './subscriptions';

/** The purchase state as signals; every change goes through the reducer (PUR-21). */
export class PurchaseStore {
  readonly #state = signal<PurchaseState>(INITIAL_PURCHASE_STATE);
  readonly #tiers = signal<readonly TierOffer[] | null>(null);
  readonly state: ReadonlySignal<PurchaseState> = this.#state;
  /** The tiers and their prices, once loaded. */
  readonly tiers: ReadonlySignal<readonly TierOffer[] | null> = this.#tiers;
  readonly step = computed(() => this.#state.value.step);
  readonly #consumables = signal<ConsumablesCatalogue | null>(null);
  /** The consumable packs on sale and what the member holds, once loaded (again after each pack bought). */
  readonly consumables: ReadonlySignal<ConsumablesCatalogue | null> = this.#consumables;

  readonly #subscriptions = signal<SubscriptionsCatalogue | null>(null);
  /** PUR-31: the subscription products on sale and the member's live subscriptions, once loaded (again after a change). */
  readonly subscriptions: ReadonlySignal<SubscriptionsCatalogue | null> = this.#subscriptions;

  setSubscriptions(catalogue: SubscriptionsCatalogue): void {
    this.#subscriptions.value = catalogue;
  }

  setConsumables(catalogue: ConsumablesCatalogue): void {
    this.#consumables.value = catalogue;
  }

  dispatch(action: PurchaseAction): void {
    this.#state.value = purchaseReducer(this.#state.value, action);
  }

  setTiers(tiers: readonly TierOffer[]): void {
    this.#tiers.value = tiers;
  }
}
