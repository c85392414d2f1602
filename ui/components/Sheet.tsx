import { css } from '@linaria/core';
import { createPortal } from 'react-dom';
import { useRef, type ReactNode, type RefObject } from 'react';
import X from 'lucide-react/icons/x';
import { useFocusTrap } from '../hooks/use-focus-trap';
import { MOTION_OK } from '../theme/tokens';
import { IconButton } from './IconButton';

const backdrop = css`
  position: fixed;
  inset: 0;
  z-index: 45;
  background: var(--scrim);
  ${MOTION_OK} {
    animation: spark-fade var(--dur) var(--ease);
  }
`;
const panel = css`
  position: fixed;
  z-index: 46;
  background: var(--raised);
  color: var(--fg);
  box-shadow: var(--shadow-3);
  display: flex;
  flex-direction: column;
  gap: var(--space-3);
  padding: var(--space-3);
  overflow: auto;
  &[data-side='end'] {
    top: 0;
    bottom: 0;
    inset-inline-end: 0;
    width: min(340px, 88vw);
    padding-bottom: max(var(--space-3), env(safe-area-inset-bottom));
  }
  &[data-side='bottom'] {
    inset-inline: 0;
    bottom: 0;
    max-height: 85dvh;
    border-radius: var(--radius-lg) var(--radius-lg) 0 0;
    padding-bottom: max(var(--space-4), env(safe-area-inset-bottom));
  }
  ${MOTION_OK} {
    &[data-side='end'] {
      animation: spark-slide-in var(--dur) var(--ease);
    }
    &[data-side='bottom'] {
      animation: spark-rise var(--dur-slow) var(--ease);
    }
  }
  [dir='rtl'] & {
    --slide-from: -100%;
  }
  @media (forced-colors: active) {
    border: 1px solid CanvasText;
  }
`;
const top = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: var(--space-2);
  h2 {
    margin: 0;
    font-size: var(--text-xl);
  }
`;

/**
 * A modal sheet sliding in from the inline end (a menu) or rising from the bottom (choices on a phone). It sits above
 * the header and the bottom navigation; focus stays inside while open and goes back on close (Escape, the close
 * button or the backdrop).
 */
export function Sheet({
  title,
  titleId,
  closeLabel,
  onClose,
  side = 'end',
  returnFocusTo,
  id,
  children,
}: {
  /** The heading; also the sheet's accessible name. */
  title: ReactNode;
  titleId: string;
  closeLabel: string;
  onClose: () => void;
  side?: 'end' | 'bottom';
  returnFocusTo?: RefObject<HTMLElement | null>;
  id?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useFocusTrap(ref, true, onClose, returnFocusTo);
  // In <body>, so no ancestor's stacking context (the sticky header) can put the bottom navigation above it.
  return createPortal(
    <>
      <div className={backdrop} onClick={onClose} aria-hidden="true" />
      <div ref={ref} id={id} className={panel} data-side={side} role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <div className={top}>
          <h2 id={titleId}>{title}</h2>
          <IconButton label={closeLabel} icon={X} onClick={onClose} />
        </div>
        {children}
      </div>
    </>,
    document.body,
  );
}
