import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { AUTH, type OutagePhase } from '../../core/auth';
import { button, hint, primary, wide } from '../components/styles';
import { Dialog } from '../components/Dialog';
import { useInjection } from '../di/resolver';

export const OUTAGE_TITLE_ID = 'outage-title';
export const OUTAGE_DESCRIPTION_ID = 'outage-description';

/**
 * AUTH-27: what the outage modals say and offer: sign-in is not working right now, and "Try again" (pre-auth:
 * back to the login flow; re-auth: refresh again). Closing is the dialog's own Close button and Escape.
 * "Try again" takes the focus when the content appears, also inside a dialog that was already open.
 */
export function OutageContent({ phase }: { phase: OutagePhase }) {
  useSignals();
  const outage = useInjection(AUTH.Outage);
  const retry = useRef<HTMLButtonElement>(null);
  useEffect(() => retry.current?.focus(), []);
  const retrying = outage.retrying.value;
  return (
    <>
      <h2 id={OUTAGE_TITLE_ID}>
        <FormattedMessage id="auth.outage.title" />
      </h2>
      <p id={OUTAGE_DESCRIPTION_ID} className={hint}>
        <FormattedMessage id={phase === 'pre-auth' ? 'auth.outage.preAuth' : 'auth.outage.reAuth'} />
      </p>
      <p role="status" className={hint}>
        {retrying ? <FormattedMessage id="auth.outage.retrying" /> : outage.retryFailed.value ? <FormattedMessage id="auth.outage.stillDown" /> : null}
      </p>
      <button
        ref={retry}
        type="button"
        className={`${button} ${primary} ${wide}`}
        data-autofocus
        aria-disabled={retrying || undefined}
        onClick={() => void outage.retry()}
      >
        <FormattedMessage id="auth.outage.retry" />
      </button>
    </>
  );
}

/** AUTH-27, NAV-15: the outage modal of the modal queue ("outage pre-auth" and "outage re-auth"). */
export default function OutageModal({ phase }: { phase: OutagePhase }) {
  const outage = useInjection(AUTH.Outage);
  return (
    <Dialog labelledBy={OUTAGE_TITLE_ID} describedBy={OUTAGE_DESCRIPTION_ID} onClose={() => outage.close()}>
      <OutageContent phase={phase} />
    </Dialog>
  );
}
