import type { Clock, KeyValueStorage, Logger } from '../shared';
import type { ModalStore } from '../navigation';
import { PRIORITY_LIKES_MODAL } from './modal-kinds';
import { shouldOfferPriorityLikes } from './priority-likes';

/** Where the time of the last offer is kept, so that the 8 hours hold across reloads. */
export const PRIORITY_LIKES_SHOWN_KEY = 'spark:recs:priorityLikesShownAt';

export interface PriorityLikesOfferDeps {
  readonly clock: Clock;
  readonly storage: KeyValueStorage;
  readonly modals: Pick<ModalStore, 'open'>;
  readonly logger: Logger;
  /** Consumables are offered (CONF-04 `isConsumablesEnabled`). */
  readonly enabled: () => boolean;
}

/** RECS-17: after a right swipe, queues the priority-likes modal when the rule allows, and remembers when. */
export class PriorityLikesOffer {
  #lastShownAt: Promise<number | null> | undefined;

  constructor(private readonly deps: PriorityLikesOfferDeps) {}

  async afterRightSwipe(rightSwipes: number): Promise<boolean> {
    const { clock, storage, modals, enabled, logger } = this.deps;
    if (!enabled()) return false;
    const now = clock.now();
    const last = await this.#lastShown();
    if (!shouldOfferPriorityLikes(rightSwipes, last, now)) return false;
    this.#lastShownAt = Promise.resolve(now);
    modals.open({ kind: PRIORITY_LIKES_MODAL });
    const saved = await storage.setItem(PRIORITY_LIKES_SHOWN_KEY, String(now));
    if (!saved.ok) logger.log('warn', 'priority likes: the time of the offer was not kept', { code: saved.error.code });
    return true;
  }

  #lastShown(): Promise<number | null> {
    this.#lastShownAt ??= this.deps.storage.getItem(PRIORITY_LIKES_SHOWN_KEY).then((text) => {
      const at = text === null ? Number.NaN : Number(text);
      return Number.isFinite(at) ? at : null;
    });
    return this.#lastShownAt;
  }
}
