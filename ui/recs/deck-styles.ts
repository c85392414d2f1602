import { css } from '@linaria/core';
import { DESKTOP, MOBILE } from '../theme/tokens';

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
