import { css } from '@linaria/core';
import type { ComponentType, ReactNode } from 'react';

const group = css`
  list-style: none;
  margin: 0 0 var(--space-4);
  padding: 0;
  max-width: 560px;
  border-radius: var(--radius-lg);
  background: var(--raised);
  box-shadow: var(--shadow-1);
  overflow: hidden;
  li + li {
    border-top: 1px solid var(--border);
  }
`;
const badge = css`
  display: inline-grid;
  flex: none;
  place-items: center;
  width: 40px;
  height: 40px;
  border-radius: var(--radius-full);
  background: var(--surface);
  color: var(--fg);
`;

/**
 * Rows that belong together on a raised card with hairlines between them (settings, devices): a `<ul>` whose
 * children are `<li>` around `ListRow`s. `label` names the list for screen readers when no heading does.
 */
export function ListGroup({ label, children, hidden = false }: { label?: string; children: ReactNode; hidden?: boolean }) {
  return (
    <ul className={group} aria-label={label} aria-hidden={hidden || undefined}>
      {children}
    </ul>
  );
}

/** The round badge of an icon at the start of a row. */
export function RowIcon({ icon: Icon }: { icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }> }) {
  return (
    <span className={badge}>
      <Icon size={20} aria-hidden />
    </span>
  );
}
