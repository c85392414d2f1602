/**
 * Promo codes in the session (PUR-16): `pendingPromoCode`, the code a `vip/{promoCode}` link or the `promo` route
 * brought before it could be redeemed (kept on the device across the sign-up), `promoCode`, the code the member
 * redeemed, and `showPromo`, whether its offer is still to be shown. Redeeming (PUR-15) asks the provider, which
 * checks the code; an eligible code's offer is then shown in the checkout for the campaign's product.
 */
import { signal, type ReadonlySignal } from '@preact/signals-core';
import type { ApiFailure } from '../api/api-failure';
import { checkoutHref } from '../purchase/checkout-destination';
import type { KeyValueStorage, Logger, Result } from '../shared';
import type { Incentive } from './incentives';

/** Where the pending promo code is kept on the device. */
export const PROMO_STORAGE_KEY = 'offers.pendingPromoCode';

/** A promo code as links carry it: letters, digits, `-` and `_`, at most 64 (the provider's own rule). */
export const isPromoCode = (code: string): boolean => /^[A-Za-z0-9_-]{1,64}$/.test(code);

export class PromoSession {
  readonly #promoCode = signal<string | null>(null);
  readonly #pending = signal<string | null>(null);
  readonly #show = signal(false);
  readonly promoCode: ReadonlySignal<string | null> = this.#promoCode;
  readonly pendingPromoCode: ReadonlySignal<string | null> = this.#pending;
  readonly showPromo: ReadonlySignal<boolean> = this.#show;

  constructor(private readonly storage?: KeyValueStorage) {}

  /** A stored pending code comes back (a reload during the sign-up). */
  async restore(): Promise<void> {
    const stored = (await this.storage?.getItem(PROMO_STORAGE_KEY)) ?? null;
    if (stored !== null && isPromoCode(stored) && this.#pending.peek() === null) this.#pending.value = stored;
  }

  /** A link brought a code: it waits for a member to redeem it. A malformed code is no code. */
  remember(code: string): void {
    if (!isPromoCode(code)) return;
    this.#pending.value = code;
    void this.storage?.setItem(PROMO_STORAGE_KEY, code);
  }

  /** The provider took the code: its offer is to be shown. */
  redeemed(code: string): void {
    this.#promoCode.value = code;
    this.#show.value = true;
    this.#dropPending();
  }

  /** The offer was shown. */
  shown(): void {
    this.#show.value = false;
  }

  /** The code was refused, or the member signed out. */
  clear(): void {
    this.#promoCode.value = null;
    this.#show.value = false;
    this.#dropPending();
  }

  #dropPending(): void {
    this.#pending.value = null;
    void this.storage?.removeItem(PROMO_STORAGE_KEY);
  }
}

export interface RedeemPromoDeps {
  readonly api: { redeem(promoCode: string): Promise<Result<Incentive, ApiFailure>> };
  readonly session: PromoSession;
  readonly logger: Logger;
  /** Goes to an href of the app (the route named `checkout`, PUR-32). */
  readonly navigate: (href: string) => void;
}

/**
 * PUR-15, PUR-16: a signed-in member with a pending code redeems it; an eligible code opens the checkout for the
 * campaign's product (where its trial or intro price is the member's offer), a refused one is logged and dropped.
 */
export class RedeemPromoUseCase {
  #running: Promise<Incentive | null> | null = null;

  constructor(private readonly deps: RedeemPromoDeps) {}

  execute(): Promise<Incentive | null> {
    this.#running ??= this.#redeem().finally(() => {
      this.#running = null;
    });
    return this.#running;
  }

  async #redeem(): Promise<Incentive | null> {
    const { session, api, logger, navigate } = this.deps;
    const code = session.pendingPromoCode.peek();
    if (code === null) return null;
    const answer = await api.redeem(code);
    if (!answer.ok || !answer.value.eligible || answer.value.offer === null) {
      logger.log('info', 'promo code not redeemed', { reason: answer.ok ? 'not eligible' : answer.error.code });
      session.clear();
      return null;
    }
    session.redeemed(answer.value.code || code);
    navigate(checkoutHref({ product: answer.value.offer.productType, from: 'promo' }));
    return answer.value;
  }
}
