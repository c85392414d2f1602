import { css } from '@linaria/core';
import { useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useFocusTrap } from '../hooks/use-focus-trap';
import { iconButton } from './styles';
import { Icon } from '../shell/icons';
import { DESKTOP } from '../theme/tokens';

const backdrop = css`
  position: fixed;
  inset: 0;
  z-index: 40;
  display: grid;
  place-items: end center;
  background: rgb(0 0 0 / 50%);
  ${DESKTOP} {
    place-items: center;
  }
`;
const panel = css`
  position: relative;
  width: min(100%, 440px);
  max-height: 100dvh;
  overflow: auto;
  background: var(--bg);
  color: var(--fg);
  border-radius: 20px 20px 0 0;
  padding: var(--space-5) var(--space-4) var(--space-4);
  display: grid;
  gap: var(--space-3);
  ${DESKTOP} {
    border-radius: 20px;
  }
  h2 {
    margin: 0;
    font-size: 1.5rem;
    line-height: 1.2;
  }
`;
const closeButton = css`
  position: absolute;
  top: var(--space-2);
  inset-inline-end: var(--space-2);
`;

/**
 * A modal dialog: labelled by its heading, focus kept inside while open and given back on close, Escape and
 * the close button both close it. Content with `data-autofocus` gets the focus first.
 */
export function Dialog({
  labelledBy,
  describedBy,
  onClose,
  children,
}: {
  labelledBy: string;
  /** The id of the text that says what the dialog is about, read with its name. */
  describedBy?: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const intl = useIntl();
  const ref = useRef<HTMLDivElement>(null);
  useFocusTrap(ref, true, onClose);
  return (
    <div className={backdrop} onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div ref={ref} className={panel} role="dialog" aria-modal="true" aria-labelledby={labelledBy} aria-describedby={describedBy}>
        <button type="button" className={`${iconButton} ${closeButton}`} aria-label={intl.formatMessage({ id: 'dialog.close' })} onClick={onClose}>
          <Icon name="close" />
        </button>
        {children}
      </div>
    </div>
  );
}
