/**
 * Redeeming a promo code (PUR-15, PUR-16): the code a `vip/{promoCode}` link or the `promo` route brought waits in
 * the session (promo-session.ts) until a member is signed in. Redeeming asks the provider, which checks the code; an
 * eligible code's offer is then shown in the checkout for the campaign's product.
 */
import type { ApiFailure } from '../api/api-failure';
import { checkoutHref } from '../purchase/checkout-destination';
import type { Logger, Result } from '../shared';
import type { Incentive } from './incentives';
import type { PromoSession } from './promo-session';

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
