import { css } from '@linaria/core';
import type { CSSProperties, ReactNode } from 'react';
import { MOTION_OK, VISUALLY_HIDDEN } from '../theme/tokens';

const block = css`
  display: block;
  background: var(--surface);
  border-radius: var(--radius-sm);
  ${MOTION_OK} {
    background: linear-gradient(90deg, var(--surface) 0%, var(--surface2) 50%, var(--surface) 100%);
    background-size: 200% 100%;
    animation: spark-shimmer 1.4s linear infinite;
  }
  @media (forced-colors: active) {
    border: 1px solid GrayText;
  }
`;
const hidden = css`
  ${VISUALLY_HIDDEN}
`;

/** A grey placeholder block in the shape of what is loading; invisible to screen readers. */
export function Skeleton({ width = '100%', height = '1em', radius, style, className }: { width?: string | number; height?: string | number; radius?: string; style?: CSSProperties; className?: string }) {
  return <span aria-hidden="true" className={`${block}${className ? ` ${className}` : ''}`} style={{ width, height, borderRadius: radius, ...style }} />;
}

/**
 * A loading region: its skeleton blocks for the eye, and one status sentence (`label`) for screen readers;
 * `aria-busy` while it waits.
 */
export function Loading({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={className} aria-busy="true">
      <span role="status" className={hidden}>
        {label}
      </span>
      {children}
    </div>
  );
}
