import { css } from '@linaria/core';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from './Button';

const actions = css`
  display: grid;
  gap: var(--space-2);
  margin-top: var(--space-2);
`;

/** An offer or paywall modal's main action (which takes the focus when the modal opens) and "Not now". */
export function ModalActions({ label, onAction, onClose, busy = false }: { label: ReactNode; onAction: () => void; onClose: () => void; busy?: boolean }) {
  return (
    <div className={actions}>
      <Button wide data-autofocus onClick={busy ? undefined : onAction} aria-busy={busy || undefined}>
        {label}
      </Button>
      <Button wide variant="ghost" onClick={onClose}>
        <FormattedMessage id="likes.modal.later" />
      </Button>
    </div>
  );
}
