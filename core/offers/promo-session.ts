/**
 * Promo codes in the session (PUR-16): `pendingPromoCode`, the code a `vip/{promoCode}` link or the `promo` route
 * brought before it could be redeemed (kept on the device across the sign-up), `promoCode`, the code the member
 * redeemed, and `showPromo`, whether its offer is still to be shown. Bound with the routing at start, which reads
 * the links; redeeming (PUR-15, promo.ts) comes with the offers chunk.
 */
import { signal, type ReadonlySignal } from '@preact/signals-core';
import type { KeyValueStorage } from '../shared';

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

  constructor(private readonly storage: KeyValueStorage) {}

  /** A stored pending code comes back (a reload during the sign-up). */
  async restore(): Promise<void> {
    const stored = await this.storage.getItem(PROMO_STORAGE_KEY);
    if (stored !== null && isPromoCode(stored) && this.#pending.peek() === null) this.#pending.value = stored;
  }

  /** A link brought a code: it waits for a member to redeem it. A malformed code is no code. */
  remember(code: string): void {
    if (!isPromoCode(code)) return;
    this.#pending.value = code;
    void this.storage.setItem(PROMO_STORAGE_KEY, code);
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
    void this.storage.removeItem(PROMO_STORAGE_KEY);
  }
}
