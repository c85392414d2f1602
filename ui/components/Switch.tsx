import { css } from '@linaria/core';
import { useId, type ReactNode } from 'react';

const rowClass = css`
  display: flex;
  align-items: center;
  gap: var(--space-3);
  min-height: 64px;
  padding: var(--space-2) var(--space-3);
  border-radius: var(--radius);
`;
const text = css`
  display: grid;
  flex: 1;
  min-width: 0;
  gap: 2px;
  span:first-child {
    font-weight: 600;
  }
  span + span {
    color: var(--muted);
    font-size: var(--text-sm);
  }
`;
const track = css`
  position: relative;
  flex: none;
  width: 52px;
  height: 32px;
  border: 2px solid var(--border-strong);
  border-radius: var(--radius-full);
  background: var(--surface2);
  cursor: pointer;
  padding: 0;
  transition: background-color var(--dur-fast) var(--ease);
  &::after {
    content: '';
    position: absolute;
    top: 2px;
    inset-inline-start: 2px;
    width: 24px;
    height: 24px;
    border-radius: 50%;
    background: var(--fg);
    transition: inset-inline-start var(--dur-fast) var(--ease);
  }
  &[aria-checked='true'] {
    background: var(--accent-fill);
    border-color: var(--accent-fill);
  }
  &[aria-checked='true']::after {
    inset-inline-start: 22px;
    background: var(--on-accent);
  }
  &[aria-disabled='true'] {
    opacity: 0.6;
    cursor: progress;
  }
  &:focus-visible {
    outline: 3px solid var(--focus);
    outline-offset: 2px;
  }
  @media (forced-colors: active) {
    &[aria-checked='true']::after {
      background: Highlight;
    }
  }
`;

/**
 * A setting that is on or off: a switch (`role="switch"`, Space or Enter flips it) named by its title and described
 * by its subtitle. `busy` keeps it from being flipped again while a change is saved.
 */
export function Switch({
  title,
  subtitle,
  checked,
  onChange,
  busy = false,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  busy?: boolean;
}) {
  const id = useId();
  return (
    <div className={rowClass}>
      <span className={text}>
        <span id={`${id}-title`}>{title}</span>
        {subtitle ? <span id={`${id}-subtitle`}>{subtitle}</span> : null}
      </span>
      <button
        type="button"
        role="switch"
        className={track}
        aria-checked={checked}
        aria-labelledby={`${id}-title`}
        aria-describedby={subtitle ? `${id}-subtitle` : undefined}
        aria-disabled={busy || undefined}
        onClick={() => {
          if (!busy) onChange(!checked);
        }}
      />
    </div>
  );
}
