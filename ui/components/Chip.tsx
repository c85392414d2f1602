import { css } from '@linaria/core';
import type { ReactNode } from 'react';

const chip = css`
  display: inline-flex;
  align-items: center;
  gap: var(--space-1);
  min-height: 32px;
  padding: 0 var(--space-3);
  border-radius: var(--radius-full);
  border: 1px solid var(--border);
  background: var(--surface);
  color: var(--fg);
  font: inherit;
  font-size: var(--text-sm);
  font-weight: 600;
  line-height: 1.2;
  white-space: nowrap;
  /* No backdrop blur: on a card that moves, each blurred chip is a layer of its own whose backdrop the compositor
     blurs again at every frame (Discover's swipe, README "Discover's swipe budget"). */
  &[data-tone='onMedia'] {
    background: rgb(255 255 255 / 18%);
    border-color: rgb(255 255 255 / 35%);
    color: #ffffff;
  }
  &[data-tone='accent'] {
    background: color-mix(in srgb, var(--brand) 14%, var(--raised));
    border-color: transparent;
    color: var(--accent-text);
  }
  &:is(button) {
    cursor: pointer;
    min-height: 40px;
  }
  &:is(button):hover {
    border-color: var(--border-strong);
  }
  &:is(button)[aria-pressed='true'] {
    background: var(--accent-fill);
    border-color: var(--accent-fill);
    color: var(--on-accent);
  }
  svg {
    flex: none;
  }
`;

/**
 * A small rounded label (an interest, a fact) or, with `onToggle`, a toggle button whose state is `aria-pressed`.
 * `onMedia` reads on a photo.
 */
export function Chip({ children, icon, selected, onToggle, tone = 'plain' }: { children: ReactNode; icon?: ReactNode; selected?: boolean; onToggle?: () => void; tone?: 'plain' | 'accent' | 'onMedia' }) {
  if (onToggle) {
    return (
      <button type="button" className={chip} data-tone={tone} aria-pressed={selected ?? false} onClick={onToggle}>
        {icon}
        {children}
      </button>
    );
  }
  return (
    <span className={chip} data-tone={tone}>
      {icon}
      {children}
    </span>
  );
}
