import { css } from '@linaria/core';
import { createPortal } from 'react-dom';
import { useRef, type ReactNode, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import X from 'lucide-react/icons/x';
import { useFocusTrap } from '../hooks/use-focus-trap';
import { DESKTOP, MOTION_OK } from '../theme/tokens';
import { IconButton } from './IconButton';

const backdrop = css`
  position: fixed;
  inset: 0;
  z-index: 40;
  display: grid;
  place-items: end center;
  background: var(--scrim);
  ${DESKTOP} {
    place-items: center;
    padding: var(--space-4);
  }
  ${MOTION_OK} {
    animation: spark-fade var(--dur) var(--ease);
  }
  /* A dialog that must be answered stays above the others. */
  &[data-required='true'] {
    z-index: 45;
  }
`;
const panel = css`
  position: relative;
  width: min(100%, var(--dialog-w, 440px));
  max-height: 100dvh;
  overflow: auto;
  background: var(--raised);
  color: var(--fg);
  border-radius: var(--radius-lg) var(--radius-lg) 0 0;
  box-shadow: var(--shadow-3);
  padding: var(--space-5) var(--space-4) max(var(--space-4), env(safe-area-inset-bottom));
  display: grid;
  /* One column no wider than the panel, whatever a child's own width (a wide photo, a long word). */
  grid-template-columns: minmax(0, 1fr);
  gap: var(--space-3);
  ${DESKTOP} {
    border-radius: var(--radius-lg);
    max-height: calc(100dvh - 2 * var(--space-4));
  }
  ${MOTION_OK} {
    animation: spark-rise var(--dur-slow) var(--ease);
  }
  &[data-media='true'] {
    padding-top: 0;
  }
  h2 {
    margin: 0;
    font-size: var(--text-2xl);
  }
  @media (forced-colors: active) {
    border: 1px solid CanvasText;
  }
`;
const closeButton = css`
  position: absolute;
  top: var(--space-2);
  inset-inline-end: var(--space-2);
  z-index: 1;
  &[data-on-media='true'] {
    background: rgb(0 0 0 / 45%);
    color: #ffffff;
  }
`;

const ignore = (): void => undefined;

const WIDTHS = { sm: '400px', md: '440px', lg: '560px' } as const;

/**
 * A modal dialog: labelled by its heading, focus kept inside while open and given back on close, Escape, the
 * backdrop and the close button all close it. Content with `data-autofocus` gets the focus first. On a phone it
 * rises from the bottom; on a desktop it sits in the middle. `media` is a full-bleed top (photos). Without
 * `onClose` it must be answered (new terms, South Korea's consents, a required e-mail address): no close button,
 * Escape and the backdrop do nothing, and it stays above other dialogs.
 */
export function Dialog({
  labelledBy,
  describedBy,
  onClose,
  children,
  size = 'md',
  media,
  returnFocusTo,
}: {
  labelledBy: string;
  /** The id of the text that says what the dialog is about, read with its name. */
  describedBy?: string;
  /** Absent: the dialog must be answered by its own buttons. */
  onClose?: () => void;
  children: ReactNode;
  size?: keyof typeof WIDTHS;
  /** Shown edge to edge above the content (under the close button). */
  media?: ReactNode;
  /** Where focus goes when it closes; default: what had it when it opened. */
  returnFocusTo?: RefObject<HTMLElement | null>;
}) {
  const intl = useIntl();
  const ref = useRef<HTMLDivElement>(null);
  useFocusTrap(ref, true, onClose ?? ignore, returnFocusTo);
  return createPortal(
    <div className={backdrop} data-required={onClose === undefined ? true : undefined} onMouseDown={(e) => e.target === e.currentTarget && onClose?.()}>
      <div
        ref={ref}
        className={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        data-media={media ? true : undefined}
        style={{ ['--dialog-w' as string]: WIDTHS[size] }}
      >
        {onClose === undefined ? null : (
          <IconButton className={closeButton} data-on-media={media ? true : undefined} label={intl.formatMessage({ id: 'dialog.close' })} icon={X} onClick={onClose} />
        )}
        {media}
        {children}
      </div>
    </div>,
    document.body,
  );
}
