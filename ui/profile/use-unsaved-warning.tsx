import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'wouter';
import { Button, Dialog } from '../components';
import { css } from '@linaria/core';

const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-2);
  justify-content: flex-end;
  margin-top: var(--space-3);
`;

/**
 * Unsaved changes warn before leaving: closing or reloading the page asks the browser's question; following a
 * link inside the app asks ours (stay, or leave and lose the changes).
 */
export function useUnsavedWarning(dirty: boolean) {
  const [leavingTo, setLeavingTo] = useState<string | null>(null);
  const [, navigate] = useLocation();
  useEffect(() => {
    if (!dirty) return undefined;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    const click = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.origin !== window.location.origin) return;
      event.preventDefault();
      event.stopPropagation();
      setLeavingTo(link.pathname + link.search);
    };
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', click, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', click, true);
    };
  }, [dirty]);

  const dialog =
    leavingTo === null ? null : (
      <Dialog labelledBy="unsaved-title" describedBy="unsaved-body" size="sm" onClose={() => setLeavingTo(null)}>
        <h2 id="unsaved-title">
          <FormattedMessage id="profile.edit.unsaved.title" />
        </h2>
        <p id="unsaved-body">
          <FormattedMessage id="profile.edit.unsaved.body" />
        </p>
        <div className={actions}>
          <Button variant="secondary" data-autofocus onClick={() => setLeavingTo(null)}>
            <FormattedMessage id="profile.edit.unsaved.stay" />
          </Button>
          <Button
            variant="danger"
            onClick={() => {
              const to = leavingTo;
              setLeavingTo(null);
              navigate(`~${to}`);
            }}
          >
            <FormattedMessage id="profile.edit.unsaved.leave" />
          </Button>
        </div>
      </Dialog>
    );
  return dialog;
}
