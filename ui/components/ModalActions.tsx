import { css } from '@linaria/core';
import type { ReactNode, Ref } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from './Button';

/** A queued modal's content: heading, text and actions one under the other. */
export const modalBody = css`
  display: grid;
  gap: var(--space-3);
  h2 {
    margin: 0;
  }
  p {
    margin: 0;
  }
`;
/** The round icon at the top of an offer or paywall modal. */
export const modalBadge = css`
  display: inline-grid;
  place-items: center;
  justify-self: center;
  width: 64px;
  height: 64px;
  border-radius: 50%;
  background: var(--brand);
  color: var(--on-brand, #fff);
`;
const actions = css`
  display: grid;
  gap: var(--space-2);
  margin-top: var(--space-2);
`;

/**
 * A modal's actions, full width one under the other: its main action (which takes the focus when the modal opens,
 * or through `actionRef` when it appears later; `busy` while what it started is under way), any others
 * (`children`), and the way out (`later`, by default "Not now").
 */
export function ModalActions({
  label,
  onAction,
  later,
  onClose,
  actionRef,
  busy = false,
  children,
}: {
  label: ReactNode;
  onAction: () => void;
  later?: ReactNode;
  onClose: () => void;
  actionRef?: Ref<HTMLButtonElement>;
  busy?: boolean;
  children?: ReactNode;
}) {
  return (
    <div className={actions}>
      <Button ref={actionRef} wide data-autofocus onClick={busy ? undefined : onAction} aria-busy={busy || undefined}>
        {label}
      </Button>
      {children}
      <Button wide variant="ghost" onClick={onClose}>
        {later ?? <FormattedMessage id="likes.modal.later" />}
      </Button>
    </div>
  );
}
