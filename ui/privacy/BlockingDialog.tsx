import { css } from '@linaria/core';
import { useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from '../hooks/use-focus-trap';
import { DESKTOP } from '../theme/tokens';

const backdrop = css`
  position: fixed;
  inset: 0;
  z-index: 45;
  display: grid;
  place-items: end center;
  background: var(--scrim);
  ${DESKTOP} {
    place-items: center;
    padding: var(--space-4);
  }
`;
const panel = css`
  width: min(100%, 480px);
  max-height: 100dvh;
  overflow: auto;
  background: var(--raised);
  color: var(--fg);
  border-radius: var(--radius-lg) var(--radius-lg) 0 0;
  box-shadow: var(--shadow-3);
  padding: var(--space-5) var(--space-4) max(var(--space-4), env(safe-area-inset-bottom));
  display: grid;
  gap: var(--space-3);
  ${DESKTOP} {
    border-radius: var(--radius-lg);
  }
  h2 {
    margin: 0;
    font-size: var(--text-2xl);
  }
  p {
    margin: 0;
  }
`;

/**
 * A modal that must be answered (South Korea's consents, new terms): no close button, Escape does nothing; focus
 * moves in and stays inside until it is answered, then goes back where it was.
 */
export function BlockingDialog({ labelledBy, describedBy, children }: { labelledBy: string; describedBy?: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useFocusTrap(ref, true, () => undefined);
  return createPortal(
    <div className={backdrop}>
      <div ref={ref} className={panel} role="dialog" aria-modal="true" aria-labelledby={labelledBy} aria-describedby={describedBy}>
        {children}
      </div>
    </div>,
    document.body,
  );
}
