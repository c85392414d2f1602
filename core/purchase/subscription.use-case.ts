/**
 * The subscription settings (PUR-25..29): loading the saved card, billing info and latest payment; auto-renew on
 * and off (cancelling is turning it off); adding, replacing and deleting the saved card; restoring; the billing
 * e-mail. Each failure is stored under its kind (PUR-33).
 */
import type { ApiFailure } from '../api/api-failure';
import { ok, type Result } from '../shared';
import type { CardInput, PurchaseApiPort } from './purchase-api.port';
import type { PurchaseStore } from './purchase.store';

export class SubscriptionUseCase {
  constructor(private readonly deps: { readonly api: PurchaseApiPort; readonly store: PurchaseStore }) {}

  async loadTiers(): Promise<void> {
    if (this.deps.store.tiers.value !== null) return;
    const tiers = await this.deps.api.tiers();
    if (tiers.ok) this.deps.store.setTiers(tiers.value);
  }

  /** The consumable packs and what the member holds (read again each time: a purchase or a use changes it). */
  async loadConsumables(): Promise<Result<void, ApiFailure>> {
    const catalogue = await this.deps.api.consumables();
    if (!catalogue.ok) return catalogue;
    this.deps.store.setConsumables(catalogue.value);
    return ok(undefined);
  }

  /** PUR-31: the subscription products and the member's live subscriptions (read again each time). */
  async loadSubscriptions(): Promise<Result<void, ApiFailure>> {
    const catalogue = await this.deps.api.subscriptions();
    if (!catalogue.ok) return catalogue;
    this.deps.store.setSubscriptions(catalogue.value);
    return ok(undefined);
  }

  /** PUR-31, PUR-25: auto-renew of one live subscription (the boost subscription) on or off; the list is read again. */
  async setSubscriptionAutoRenew(id: string, enabled: boolean): Promise<Result<void, ApiFailure>> {
    const done = await this.deps.api.setAutoRenew(id, enabled);
    if (!done.ok) {
      this.deps.store.dispatch({ type: 'error', kind: 'provider', error: done.error, retryable: false });
      return done;
    }
    return this.loadSubscriptions();
  }

  async load(): Promise<Result<void, ApiFailure>> {
    const methods = await this.deps.api.paymentMethods();
    if (!methods.ok) {
      this.deps.store.dispatch({ type: 'error', kind: 'provider', error: methods.error, retryable: true });
      return methods;
    }
    const { card, billingInfo, latest, tier } = methods.value;
    this.deps.store.dispatch({ type: 'paymentMethodsLoaded', card, billingInfo, latest, tier });
    return ok(undefined);
  }

  async setAutoRenew(enabled: boolean): Promise<Result<void, ApiFailure | { readonly code: 'PURCHASE.NO_SUBSCRIPTION' }>> {
    const latest = this.deps.store.state.value.latestPayment;
    if (latest === null) return { ok: false, error: { code: 'PURCHASE.NO_SUBSCRIPTION' } };
    const done = await this.deps.api.setAutoRenew(latest.purchaseId, enabled);
    if (!done.ok) this.deps.store.dispatch({ type: 'error', kind: 'provider', error: done.error, retryable: false });
    else this.deps.store.dispatch({ type: 'autoRenew', enabled });
    return done;
  }

  async saveCard(card: CardInput, replacing: boolean): Promise<Result<void, ApiFailure>> {
    const saved = await this.deps.api.saveCard(card);
    if (!saved.ok) {
      this.deps.store.dispatch({ type: 'error', kind: replacing ? 'cardUpdate' : 'vaulting', error: saved.error, retryable: false });
      return saved;
    }
    this.deps.store.dispatch({ type: 'cardAdded', card: saved.value });
    return ok(undefined);
  }

  async deleteCard(): Promise<Result<void, ApiFailure>> {
    const done = await this.deps.api.deleteCard();
    if (!done.ok) this.deps.store.dispatch({ type: 'error', kind: 'cardUpdate', error: done.error, retryable: false });
    else this.deps.store.dispatch({ type: 'cardDeleted' });
    return done;
  }

  async restore(): Promise<Result<void, ApiFailure | { readonly code: 'PURCHASE.NO_RESTORE_TOKEN' }>> {
    const token = this.deps.store.state.value.restoreToken;
    if (token === null) return { ok: false, error: { code: 'PURCHASE.NO_RESTORE_TOKEN' } };
    const tier = await this.deps.api.restore(token);
    if (!tier.ok) {
      this.deps.store.dispatch({ type: 'error', kind: 'restore', error: tier.error, retryable: false });
      return tier;
    }
    this.deps.store.dispatch({ type: 'restored', tier: tier.value });
    return ok(undefined);
  }

  async updateEmail(email: string): Promise<Result<void, ApiFailure>> {
    const done = await this.deps.api.updateEmail(email);
    if (!done.ok) this.deps.store.dispatch({ type: 'error', kind: 'emailUpdate', error: done.error, retryable: false });
    else this.deps.store.dispatch({ type: 'emailUpdated', email });
    return done;
  }
}
