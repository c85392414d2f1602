import { css } from '@linaria/core';
import type { ComponentType, ReactNode } from 'react';

const wrap = css`
  display: grid;
  justify-items: center;
  gap: var(--space-3);
  padding: var(--space-5) var(--space-3);
  text-align: center;
  h2 {
    margin: 0;
    font-size: var(--text-xl);
  }
  p {
    margin: 0;
    max-width: 38ch;
    color: var(--muted);
  }
`;
const art = css`
  position: relative;
  display: grid;
  place-items: center;
  width: 152px;
  height: 152px;
  margin-bottom: var(--space-2);
  color: #ffffff;
  &::before,
  &::after {
    content: '';
    position: absolute;
    border-radius: 50%;
  }
  /* Two soft rings around a gradient disc. */
  &::before {
    inset: 0;
    background: radial-gradient(circle, color-mix(in srgb, var(--brand) 10%, transparent) 55%, color-mix(in srgb, var(--brand) 18%, transparent) 56%, transparent 70%);
  }
  &::after {
    inset: 30px;
    background: linear-gradient(135deg, var(--brand), var(--brand2));
    box-shadow: 0 10px 30px color-mix(in srgb, var(--brand) 40%, transparent);
  }
  svg {
    position: relative;
    z-index: 1;
  }
  i {
    position: absolute;
    border-radius: 50%;
    background: var(--brand2);
  }
  i:nth-of-type(1) {
    width: 14px;
    height: 14px;
    top: 14px;
    inset-inline-end: 22px;
  }
  i:nth-of-type(2) {
    width: 9px;
    height: 9px;
    bottom: 22px;
    inset-inline-start: 14px;
    background: var(--brand);
  }
  i:nth-of-type(3) {
    width: 6px;
    height: 6px;
    top: 36px;
    inset-inline-start: 20px;
    opacity: 0.6;
  }
  @media (forced-colors: active) {
    color: CanvasText;
  }
`;
const actionsRow = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: var(--space-2);
  margin-top: var(--space-2);
`;

/**
 * What a screen shows when it has nothing to show: an illustration (a lucide icon on the brand's disc), a heading,
 * one or two sentences that say why and what next, and the action that leads on. Never a blank screen.
 */
export function EmptyState({
  illustration: Illustration,
  title,
  body,
  actions,
  headingLevel = 2,
  titleId,
  className,
}: {
  illustration: ComponentType<{ size?: number; strokeWidth?: number; 'aria-hidden'?: boolean }>;
  title: ReactNode;
  body?: ReactNode;
  /** One or two buttons or links. */
  actions?: ReactNode;
  headingLevel?: 1 | 2 | 3;
  titleId?: string;
  className?: string;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={`${wrap}${className ? ` ${className}` : ''}`}>
      <div className={art} aria-hidden="true">
        <i />
        <i />
        <i />
        <Illustration size={44} strokeWidth={2.25} aria-hidden />
      </div>
      <Heading id={titleId} tabIndex={-1}>
        {title}
      </Heading>
      {body ? <p>{body}</p> : null}
      {actions ? <div className={actionsRow}>{actions}</div> : null}
    </div>
  );
}
