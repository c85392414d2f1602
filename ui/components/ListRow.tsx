import { css } from '@linaria/core';
import type { ReactNode } from 'react';
import { Link } from 'wouter';

const row = css`
  display: flex;
  align-items: center;
  gap: var(--space-3);
  width: 100%;
  min-height: 64px;
  padding: var(--space-2) var(--space-3);
  border: 0;
  border-radius: var(--radius);
  background: transparent;
  color: var(--fg);
  font: inherit;
  text-align: start;
  text-decoration: none;
  &:is(a, button) {
    cursor: pointer;
    transition: background-color var(--dur-fast) var(--ease);
  }
  &:is(a, button):hover,
  &[aria-current='page'] {
    background: var(--surface);
  }
`;
const text = css`
  display: grid;
  flex: 1;
  min-width: 0;
  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  span:first-child {
    font-weight: 600;
  }
  span + span {
    color: var(--muted);
    font-size: var(--text-sm);
  }
`;
const end = css`
  flex: none;
  display: flex;
  align-items: center;
  gap: var(--space-2);
  color: var(--muted);
  font-size: var(--text-sm);
`;

/**
 * One row of a list (a match, a setting): something at the start (an avatar, an icon), a title and a line under it,
 * something at the end (a time, a chevron, a switch). With `href` it is a link (`onClick` then runs before it is
 * followed; `current` marks the page it leads to as the one shown), with `onClick` alone a button, else text.
 * Put rows in a `<ul>`/`<li>` when they form a list.
 */
export function ListRow({ title, subtitle, leading, trailing, href, onClick, label, current = false }: { title: ReactNode; subtitle?: ReactNode; leading?: ReactNode; trailing?: ReactNode; href?: string; onClick?: () => void; label?: string; current?: boolean }) {
  const content = (
    <>
      {leading}
      <span className={text}>
        <span>{title}</span>
        {subtitle ? <span>{subtitle}</span> : null}
      </span>
      {trailing ? <span className={end}>{trailing}</span> : null}
    </>
  );
  if (href !== undefined) {
    return (
      <Link href={href} className={row} aria-label={label} aria-current={current ? 'page' : undefined} onClick={onClick}>
        {content}
      </Link>
    );
  }
  if (onClick) {
    return (
      <button type="button" className={row} onClick={onClick} aria-label={label}>
        {content}
      </button>
    );
  }
  return <div className={row}>{content}</div>;
}
