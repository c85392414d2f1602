/** How the last recs load went. */
export type RecsLoad =
  | { readonly kind: 'idle' }
  | { readonly kind: 'loading' }
  | { readonly kind: 'loaded' }
  | { readonly kind: 'error'; readonly code: string | number };

/**
 * What the card stack shows (APP-10's async-load statuses): a card is `ready` whenever one is queued, even while
 * more load behind it; with none queued, the load's phase says whether they are coming, ran out or failed.
 */
export type RecsStatus =
  | { readonly kind: 'idle' }
  | { readonly kind: 'loading' }
  | { readonly kind: 'ready' }
  /** RECS-04 `outOfRecs`: the server had no more candidates. */
  | { readonly kind: 'empty' }
  | { readonly kind: 'error'; readonly code: string | number };

export const recsStatus = (queueLength: number, load: RecsLoad): RecsStatus => {
  if (queueLength > 0) return { kind: 'ready' };
  switch (load.kind) {
    case 'idle':
      return { kind: 'idle' };
    case 'loading':
      return { kind: 'loading' };
    case 'loaded':
      return { kind: 'empty' };
    case 'error':
      return { kind: 'error', code: load.code };
  }
};

/** RECS-02: the interactions of the card stack and the session activity each one is (SESS-03). */
export type SwipeAction = 'like' | 'superlike' | 'dislike';
