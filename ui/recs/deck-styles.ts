import { css } from '@linaria/core';
import { DESKTOP, MOBILE, MOTION_OK } from '../theme/tokens';

/**
 * The deck's frame: the card takes the height the viewport leaves once the header, the title, the action buttons
 * and (on a phone) the bottom navigation are counted, so the actions are always above the fold (390x844, 1280x720).
 * A screen with more above the deck (an Explore catalog's header) says how much more in `--deck-extra`.
 */
export const deck = css`
  --card-h: clamp(300px, calc(100dvh - 262px - var(--deck-extra, 0px)), 760px);
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  justify-items: center;
  gap: var(--space-3);
  ${MOBILE} {
    --card-h: clamp(280px, calc(100dvh - 318px - var(--deck-extra, 0px) - env(safe-area-inset-bottom)), 720px);
  }
  ${DESKTOP} {
    padding-top: var(--space-1);
  }
`;

export const cardBox = css`
  position: relative;
  width: min(100%, calc(var(--card-h) * 0.72));
  height: var(--card-h);
  border-radius: var(--radius-lg);
`;

export const actionsRow = css`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: var(--space-4);
`;

/** A card: its photo full-bleed, the name and age over it (also drawn ahead of time, ui/app/DrawnDiscover.tsx). */
export const card = css`
  overflow: hidden;
  background: var(--surface2);
  box-shadow: var(--shadow-3);
  color: #ffffff;
  isolation: isolate;
  ${MOTION_OK} {
    animation: spark-pop var(--dur-slow) var(--ease);
  }
  &:focus-visible {
    outline: 3px solid var(--focus);
    outline-offset: 3px;
  }
  img {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
    z-index: -1;
    will-change: transform;
  }
  h2 {
    margin: 0;
    display: flex;
    align-items: center;
    gap: var(--space-2);
    font-size: var(--text-2xl);
    font-weight: 800;
    text-shadow: 0 1px 3px rgb(0 0 0 / 40%);
  }
  h2 > span > span {
    font-weight: 400;
  }
  @media (forced-colors: active) {
    border: 1px solid CanvasText;
  }
`;

/** The name, age and a few facts over a dark gradient at the foot of the photo (white text stays AA on it). */
export const info = css`
  position: absolute;
  inset-inline: 0;
  bottom: 0;
  display: grid;
  gap: var(--space-2);
  padding: var(--space-6) var(--space-3) var(--space-3);
  background: linear-gradient(to top, rgb(0 0 0 / 88%) 0%, rgb(0 0 0 / 72%) 45%, rgb(0 0 0 / 0%) 100%);
  p {
    margin: 0;
    display: -webkit-box;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
    overflow: hidden;
    text-shadow: 0 1px 2px rgb(0 0 0 / 50%);
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: var(--space-1);
    padding: 0;
    margin: 0;
    list-style: none;
    max-height: 72px;
    overflow: hidden;
  }
`;

/** The stack of cards: each a layer of its own, the one on top over the one under it. */
export const stack = css`
  touch-action: none;
  /* Set here, not on the card on top: a swipe changes no inherited style of a card's contents (which would restyle
     them all in its frame). The card on top covers the one under it; one flying off lets the pointer through. */
  cursor: grab;
  user-select: none;
  -webkit-user-select: none;
  &:active {
    cursor: grabbing;
  }
  /* Each card is a layer of its own: dragging, flying off or coming on top moves it without painting it again. */
  > * {
    position: absolute;
    inset: 0;
    will-change: transform;
  }
  > [data-place='under'] {
    transform: scale(0.96);
    ${MOTION_OK} {
      transition: transform var(--dur-slow) var(--ease);
    }
  }
  > [data-place='leaving'] {
    z-index: 2;
    pointer-events: none;
  }
  > [data-place='top'] {
    z-index: 1;
  }
  img {
    -webkit-user-drag: none;
    user-select: none;
  }
`;

/** The round link to the discovery settings beside the action buttons. */
export const settingsLink = css`
  display: inline-grid;
  place-items: center;
  width: 36px;
  height: 36px;
  border-radius: 50%;
  color: var(--muted);
  background: var(--raised);
  border: 1px solid var(--border);
  box-shadow: var(--shadow-2);
  &:hover {
    color: var(--fg);
  }
  &:focus-visible {
    outline: 3px solid var(--focus);
    outline-offset: 2px;
  }
`;

/** What a card's photo takes of the page's width, for its `srcset`. */
export const CARD_PHOTO_SIZES = '(max-width: 600px) 100vw, 560px';
