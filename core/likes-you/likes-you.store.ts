import { batch, computed, signal, type ReadonlySignal } from '@preact/signals-core';
import { likesBadge } from '../navigation';
import type { AppError } from '../shared';
import { filtersOffered, INITIAL_LIKES_YOU_STATE, newLikesSince, type GoldHomeTab, type LikesYouAccess, type LikesYouState, type Liker, type QuickFilterPassion, type Teaser } from './likes-you';

export type LikesYouStatus = { readonly kind: 'idle' } | { readonly kind: 'loading' } | { readonly kind: 'ready' } | { readonly kind: 'failed'; readonly error: AppError };

/** The likes-you state (LIKES-01) as signals, with whom the member sees (LIKES-02) and the chosen filter (LIKES-07). */
export class LikesYouStore {
  readonly #state = signal<LikesYouState>(INITIAL_LIKES_YOU_STATE);
  readonly #access = signal<LikesYouAccess | null>(null);
  readonly #status = signal<LikesYouStatus>({ kind: 'idle' });
  readonly #passion = signal<QuickFilterPassion | null>(null);
  readonly #myLikes = signal<readonly Liker[]>([]);
  readonly #myLikesNext = signal<string | null>(null);
  readonly #partial = signal(false);

  readonly state: ReadonlySignal<LikesYouState> = this.#state;
  /** null until the count answered. */
  readonly access: ReadonlySignal<LikesYouAccess | null> = this.#access;
  readonly status: ReadonlySignal<LikesYouStatus> = this.#status;
  readonly passion: ReadonlySignal<QuickFilterPassion | null> = this.#passion;
  readonly myLikes: ReadonlySignal<readonly Liker[]> = this.#myLikes;
  readonly myLikesNext: ReadonlySignal<string | null> = this.#myLikesNext;
  /** NAV-03: the navigation's badge: the new likes, capped at 99, with a plus when partial; none without new likes. */
  readonly badge: ReadonlySignal<string | undefined> = computed(() => likesBadge(this.#state.value.newLikesCount, this.#partial.value));
  /** LIKES-05: filters only from five likes. */
  readonly filtersOffered = computed(() => filtersOffered(this.#state.value.count));

  #patch(patch: Partial<LikesYouState>): void {
    this.#state.value = { ...this.#state.value, ...patch };
  }

  loading(): void {
    this.#status.value = { kind: 'loading' };
  }

  failed(error: AppError): void {
    this.#status.value = { kind: 'failed', error };
  }

  /** The provider's count (`partial`: there are more likes than it counted, so the new likes may be more too). */
  counted(count: number, access: LikesYouAccess, partial = false): void {
    batch(() => {
      this.#access.value = access;
      this.#partial.value = partial;
      this.#patch({ count, newLikesCount: newLikesSince(count, this.#state.value.prevSessionLikeCount) });
    });
  }

  teasersLoaded(teasers: readonly Teaser[]): void {
    this.#patch({ teasers });
  }

  /** A page of the list: the first replaces, a later one appends. */
  likersLoaded(likers: readonly Liker[], nextPageToken: string | null, append: boolean): void {
    batch(() => {
      const fastMatches = append ? [...this.#state.value.fastMatches, ...likers] : likers;
      const first = fastMatches[0];
      this.#patch({
        fastMatches,
        nextPageToken,
        recentlyActiveGoldTeaser: first?.photoUrl ? { url: first.photoUrl, name: first.name } : this.#state.value.recentlyActiveGoldTeaser,
      });
      this.#status.value = { kind: 'ready' };
    });
  }

  ready(): void {
    this.#status.value = { kind: 'ready' };
  }

  /** A liker answered from the list leaves it. */
  answered(userId: string): void {
    const { fastMatches, count } = this.#state.value;
    if (!fastMatches.some((liker) => liker.id === userId)) return;
    this.#patch({ fastMatches: fastMatches.filter((liker) => liker.id !== userId), count: Math.max(0, count - 1) });
  }

  choosePassion(passion: QuickFilterPassion | null): void {
    this.#passion.value = passion;
  }

  tabChosen(lastTab: GoldHomeTab): void {
    this.#patch({ lastTab, goldHomeSeen: true });
  }

  restored(saved: { readonly lastTab: GoldHomeTab; readonly goldHomeSeen: boolean; readonly prevSessionLikeCount: number }): void {
    this.#patch(saved);
  }

  myLikesLoaded(likers: readonly Liker[], next: string | null, append: boolean): void {
    batch(() => {
      this.#myLikes.value = append ? [...this.#myLikes.value, ...likers] : likers;
      this.#myLikesNext.value = next;
    });
  }

  clear(): void {
    batch(() => {
      this.#state.value = INITIAL_LIKES_YOU_STATE;
      this.#access.value = null;
      this.#partial.value = false;
      this.#status.value = { kind: 'idle' };
      this.#passion.value = null;
      this.#myLikes.value = [];
      this.#myLikesNext.value = null;
    });
  }
}
