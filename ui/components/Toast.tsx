import { css } from '@linaria/core';
import { useEffect, useRef, type ReactNode } from 'react';
import X from 'lucide-react/icons/x';
import { MOBILE, MOTION_OK } from '../theme/tokens';
import { IconButton } from './IconButton';

const region = css`
  position: fixed;
  z-index: 50;
  inset-inline: var(--space-3);
  bottom: var(--space-4);
  display: grid;
  justify-items: center;
  gap: var(--space-2);
  pointer-events: none;
  ${MOBILE} {
    bottom: calc(var(--nav-h) + var(--space-3) + env(safe-area-inset-bottom));
  }
`;
const toast = css`
  pointer-events: auto;
  display: flex;
  align-items: center;
  gap: var(--space-2);
  max-width: min(480px, 100%);
  min-height: 48px;
  padding: var(--space-2) var(--space-2) var(--space-2) var(--space-3);
  border-radius: var(--radius);
  background: var(--inverse);
  color: var(--on-inverse);
  box-shadow: var(--shadow-3);
  font-weight: 600;
  ${MOTION_OK} {
    animation: spark-rise var(--dur) var(--ease);
  }
  p {
    margin: 0;
    flex: 1;
  }
  button {
    color: inherit;
  }
  button:hover:not([disabled]) {
    background: rgb(127 127 127 / 25%);
  }
  @media (forced-colors: active) {
    border: 1px solid CanvasText;
  }
`;

/**
 * Where toasts show: above the bottom navigation on a phone, at the bottom on a desktop. A polite live region,
 * so what a toast says is read without moving focus. Mount it once, with the toasts as children.
 */
export function ToastRegion({ label, children }: { label: string; children?: ReactNode }) {
  return (
    <div className={region} role="status" aria-live="polite" aria-label={label}>
      {children}
    </div>
  );
}

/**
 * A short message that needs no answer ("Saved", "You liked Lena"): it goes away by itself after `durationMs`
 * (never while hovered or focused), or by its close button; an optional action ("Undo") sits beside it.
 */
export function Toast({ children, onDismiss, action, closeLabel, durationMs = 5000 }: { children: ReactNode; onDismiss: () => void; action?: ReactNode; closeLabel: string; durationMs?: number | null }) {
  const ref = useRef<HTMLDivElement>(null);
  const dismiss = useRef(onDismiss);
  dismiss.current = onDismiss;
  useEffect(() => {
    if (durationMs === null) return;
    const timer = setTimeout(() => {
      const el = ref.current;
      if (el && (el.matches(':hover') || el.contains(document.activeElement))) return;
      dismiss.current();
    }, durationMs);
    return () => clearTimeout(timer);
  }, [durationMs]);
  return (
    <div ref={ref} className={toast}>
      <p>{children}</p>
      {action}
      <IconButton label={closeLabel} icon={X} size="sm" onClick={onDismiss} />
    </div>
  );
}
