import type { PageVisibilityPort } from '../../core/location';
import type { Unsubscribe } from '../../core/shared';

/** The part of `document` this adapter uses; a browser's `Document` fits. */
export interface VisibilityDocumentLike {
  readonly visibilityState: string;
  addEventListener(type: 'visibilitychange', listener: () => void): void;
  removeEventListener(type: 'visibilitychange', listener: () => void): void;
}

/** PageVisibilityPort over `document.visibilityState` and `visibilitychange`; without a document the page counts as visible. */
export class DocumentVisibility implements PageVisibilityPort {
  constructor(private readonly document: VisibilityDocumentLike | null = globalThis.document ?? null) {}

  isVisible(): boolean {
    // A prerendering page is not in front of the member either, so only 'visible' counts.
    return this.document ? this.document.visibilityState === 'visible' : true;
  }

  subscribe(listener: (visible: boolean) => void): Unsubscribe {
    const document = this.document;
    if (!document) return () => {};
    let last = this.isVisible();
    // Listeners hear changes only, even if an event arrives without one.
    const onChange = (): void => {
      const visible = this.isVisible();
      if (visible === last) return;
      last = visible;
      listener(visible);
    };
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }
}
