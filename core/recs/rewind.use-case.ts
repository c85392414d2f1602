import { ErrorCode } from '../errors/error-codes';
import type { ModalStore } from '../navigation';
import { PAYWALL_MODAL } from './modal-kinds';
import type { RecCard } from './rec-card';
import type { RecsApiPort } from './recs-api.port';
import type { RecsStore } from './recs.store';
import type { SwipeUseCase } from './swipe.use-case';

export interface RewindDeps {
  readonly api: RecsApiPort;
  readonly store: RecsStore;
  readonly swipes: Pick<SwipeUseCase, 'settled'>;
  readonly modals: Pick<ModalStore, 'open'>;
}

export type RewindOutcome =
  /** The previous rec is back on top. */
  | { readonly kind: 'rewound'; readonly card: RecCard }
  /** Nothing to rewind: no swipe yet, the last one was rewound already, or it made a match. */
  | { readonly kind: 'nothing' }
  /** RECS-14: the member's tier lacks `undo`: the paywall opened. */
  | { readonly kind: 'paywall'; readonly requiredTier?: string }
  | { readonly kind: 'failed'; readonly code: string | number }
  | { readonly kind: 'dropped' };

/**
 * RECS-14: rewind undoes the previous rec's swipe (`previousRec`): once the server took it back, the card is on
 * top again and the allowances are as the server says. Gated by the paywall feature `undo`: a member whose tier
 * lacks it gets the paywall modal. A swipe still out is waited for first, so the rewind undoes what it means to.
 */
export class RewindUseCase {
  #running: Promise<RewindOutcome> | undefined;

  constructor(private readonly deps: RewindDeps) {}

  /** Rewinds, or joins the rewind under way. */
  execute(): Promise<RewindOutcome> {
    this.#running ??= this.#rewind().finally(() => {
      this.#running = undefined;
    });
    return this.#running;
  }

  async #rewind(): Promise<RewindOutcome> {
    const { api, store, swipes, modals } = this.deps;
    const previous = store.previousRec.value;
    const epoch = store.epoch.value;
    if (previous === null) return { kind: 'nothing' };
    await swipes.settled(previous.card.id);
    if (store.epoch.peek() !== epoch) return { kind: 'dropped' };
    // The swipe may have made a match or come back meanwhile.
    if (store.previousRec.peek()?.card.id !== previous.card.id) return { kind: 'nothing' };
    const result = await api.rewind(previous.card.id, previous.action);
    if (store.epoch.peek() !== epoch) return { kind: 'dropped' };
    if (result.ok) {
      store.dispatch({ type: 'rewind', allowances: result.value });
      return { kind: 'rewound', card: previous.card };
    }
    if (result.error.code === ErrorCode.PAYWALL_REQUIRED) {
      const requiredTier = result.error.paywall?.requiredTier;
      modals.open({ kind: PAYWALL_MODAL, title: 'undo', props: { feature: 'undo', ...(requiredTier === undefined ? {} : { requiredTier }) } });
      return { kind: 'paywall', ...(requiredTier === undefined ? {} : { requiredTier }) };
    }
    return { kind: 'failed', code: result.error.code };
  }
}
