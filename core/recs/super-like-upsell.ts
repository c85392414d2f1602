/**
 * RECS-13: the super-like upsell: after a super like that used the member's last one, the offer to buy more, at most
 * once per user session (the rate unit `SESSION`). The spec's list of the 15 countries the offer is enabled in is not
 * given: it is offered in every country (docs/decisions.md RECS-13); like every consumable offer it needs
 * consumables enabled (CONF-04 `isConsumablesEnabled`).
 */
import type { ModalStore } from '../navigation';
import { SUPER_LIKE_UPSELL_MODAL } from './modal-kinds';

/** RECS-13: how often the upsell may show: once per user session. */
export const SUPER_LIKE_UPSELL_RATE_UNIT = 'SESSION';

/**
 * RECS-13: the upsell is due after a super like that left none (`remaining` 0) when it has not shown in the current
 * user session (`shownIn`, the session it last showed in); without a session nothing is offered.
 */
export const shouldOfferSuperLikeUpsell = (remaining: number | undefined, shownIn: string | null, session: string | null): boolean =>
  remaining === 0 && session !== null && shownIn !== session;

export interface SuperLikeUpsellDeps {
  readonly modals: Pick<ModalStore, 'open'>;
  /** The current user session's id (null when none). */
  readonly session: () => string | null;
  readonly enabled: () => boolean;
}

/** RECS-13: queues the super-like upsell after a super like when the rule allows. */
export class SuperLikeUpsellOffer {
  #shownIn: string | null = null;

  constructor(private readonly deps: SuperLikeUpsellDeps) {}

  afterSuperLike(remaining: number | undefined): boolean {
    const session = this.deps.session();
    if (!this.deps.enabled() || !shouldOfferSuperLikeUpsell(remaining, this.#shownIn, session)) return false;
    this.#shownIn = session;
    this.deps.modals.open({ kind: SUPER_LIKE_UPSELL_MODAL });
    return true;
  }
}
