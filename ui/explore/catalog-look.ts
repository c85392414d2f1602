import { css } from '@linaria/core';
import Coffee from 'lucide-react/icons/coffee';
import Compass from 'lucide-react/icons/compass';
import Heart from 'lucide-react/icons/heart';
import MoonStar from 'lucide-react/icons/moon-star';
import Mountain from 'lucide-react/icons/mountain';
import Music from 'lucide-react/icons/music';
import UtensilsCrossed from 'lucide-react/icons/utensils-crossed';
import type { ComponentType } from 'react';

type Icon = ComponentType<{ size?: number; strokeWidth?: number; 'aria-hidden'?: boolean; className?: string }>;

/** The look of a catalog's tile and header by its theme (the provider names it): a gradient and an illustration. */
const LOOKS: Readonly<Record<string, { readonly gradient: string; readonly icon: Icon }>> = {
  rose: { gradient: 'linear-gradient(140deg, #ff4f7b 0%, #ff8a5c 100%)', icon: Heart },
  dusk: { gradient: 'linear-gradient(140deg, #2f2a8f 0%, #8d3fc9 60%, #e0559c 100%)', icon: MoonStar },
  latte: { gradient: 'linear-gradient(140deg, #6b3f26 0%, #b57a4c 100%)', icon: Coffee },
  violet: { gradient: 'linear-gradient(140deg, #5b21b6 0%, #c026d3 100%)', icon: Music },
  forest: { gradient: 'linear-gradient(140deg, #115e44 0%, #3f9d5a 100%)', icon: Mountain },
  citrus: { gradient: 'linear-gradient(140deg, #c2410c 0%, #f59e0b 100%)', icon: UtensilsCrossed },
};
const FALLBACK = { gradient: 'linear-gradient(140deg, #444 0%, #777 100%)', icon: Compass };

export const catalogLook = (theme: string) => LOOKS[theme] ?? FALLBACK;

/** The illustration: the theme's icon drawn large, faint, off the tile's corner. */
export const illustration = css`
  position: absolute;
  inset-block-start: -12%;
  inset-inline-end: -10%;
  width: 70%;
  height: auto;
  color: #ffffff;
  opacity: 0.22;
  transform: rotate(-12deg);
  pointer-events: none;
`;

/** The line under a catalog's name on its tile and its page: how many joined, and whether the member did. */
export const catalogMeta = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--space-2);
  margin-top: var(--space-1);
  font-size: var(--text-sm);
  font-weight: 600;
  span {
    display: inline-flex;
    align-items: center;
    gap: 4px;
  }
`;

/** "Joined", white on the catalog's gradient. */
export const joinedChip = css`
  padding: 2px var(--space-2);
  border-radius: var(--radius-full);
  background: #ffffff;
  color: #1f1f1f;
  font-weight: 700;
`;
