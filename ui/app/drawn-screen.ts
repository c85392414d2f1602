import { css } from '@linaria/core';
import { effect } from '@preact/signals-core';
import { DRAWN_SCREEN_ID } from '../../core/routing';
import { whenIdle } from '../hooks/use-idle';
import { VISUALLY_HIDDEN } from '../theme/tokens';

/**
 * The drawn Discover over the page (ui/app/DrawnDiscover.tsx): what the member sees, nothing they can reach. Its
 * rule lives here, in the app's own stylesheets, which the drawn page carries.
 */
export const drawnLayer = css`
  position: fixed;
  inset: 0;
  z-index: 100;
  overflow: hidden;
  background: var(--bg);
  pointer-events: none;
`;

/** What a screen reader finds of a drawn Discover until the app is in: the screen's title and that cards are coming. */
export const drawnStatus = css`
  ${VISUALLY_HIDDEN}
`;

/**
 * A member's Discover drawn by the server (server/web/drawn-discover.ts) covers the page until the app shows its own
 * first card, its empty stack or its error (RecsDeck), or until the member acts or the first screen gives up waiting
 * (src/app-start.tsx): then it goes, and the app under it is what the member sees and uses. It is hidden at once
 * (one attribute, in the task that drew the app's card) and taken out of the page in an idle moment after.
 */
export function dismissDrawnScreen(doc: Document = document): void {
  const layer = doc.getElementById(DRAWN_SCREEN_ID);
  if (layer === null || layer.hidden) return;
  layer.hidden = true;
  whenIdle(() => layer.remove());
}

/** Whether the page still shows a drawn Discover over the app. */
export const hasDrawnScreen = (doc: Document = document): boolean => {
  const layer = doc.getElementById(DRAWN_SCREEN_ID);
  return layer !== null && !layer.hidden;
};

/** How long after the first screen had what it needed a drawn Discover may still wait for the app's first card. */
export const DRAWN_SCREEN_LATEST_MS = 1_000;

/**
 * The app has taken the page over: a drawn Discover goes as soon as the app's page is another screen (`onDiscover`
 * turns false: a guard sent the member elsewhere), at the member's first touch or key (what they reach is the app's),
 * and at the latest DRAWN_SCREEN_LATEST_MS after `firstScreenPassed` (the cards did not come); the deck itself takes
 * it away as soon as it shows its own (RecsDeck). `onDiscover` may read signals: it is watched.
 */
export function releaseDrawnScreen(firstScreenPassed: Promise<void>, onDiscover: () => boolean = () => true, doc: Document = document): void {
  if (!hasDrawnScreen(doc)) return;
  const view = doc.defaultView;
  let watching: (() => void) | undefined;
  const gone = () => {
    dismissDrawnScreen(doc);
    view?.removeEventListener('pointerdown', gone, true);
    view?.removeEventListener('keydown', gone, true);
    watching?.();
  };
  view?.addEventListener('pointerdown', gone, true);
  view?.addEventListener('keydown', gone, true);
  watching = effect(() => {
    if (!onDiscover()) gone();
  });
  if (!hasDrawnScreen(doc)) watching();
  void firstScreenPassed.then(() => setTimeout(gone, DRAWN_SCREEN_LATEST_MS));
}
