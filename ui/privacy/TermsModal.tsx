import { css } from '@linaria/core';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { PRIVACY } from '../../core/privacy';
import { Button } from '../components';
import { useInjection } from '../di/resolver';
import { Dialog } from '../components/Dialog';
import { VISUALLY_HIDDEN } from '../theme/tokens';

const hidden = css`
  ${VISUALLY_HIDDEN}
`;

const link = css`
  color: var(--accent-text);
  font-weight: 600;
  text-underline-offset: 3px;
`;

/** PRIV-19: new terms of service to accept before going on. */
export function TermsModal({ version }: { version: string }) {
  const intl = useIntl();
  const calls = useInjection(PRIVACY.Calls);
  const [state, setState] = useState<'idle' | 'sending' | 'failed'>('idle');
  const titleId = useId();
  const bodyId = useId();
  const accept = async () => {
    setState('sending');
    setState((await calls.acceptTerms(version)) ? 'idle' : 'failed');
  };
  return (
    <Dialog size="lg" labelledBy={titleId} describedBy={bodyId}>
      <h2 id={titleId}>{intl.formatMessage({ id: 'privacy.terms.title' })}</h2>
      <p id={bodyId}>{intl.formatMessage({ id: 'privacy.terms.body' }, { version })}</p>
      <p>
        <a className={link} href={`${import.meta.env.BASE_URL}legal/terms.html`} target="_blank" rel="noopener">
          {intl.formatMessage({ id: 'privacy.terms.read' })} <span className={hidden}>{intl.formatMessage({ id: 'auth.newTab' })}</span>
        </a>
      </p>
      {state === 'failed' ? <p role="alert">{intl.formatMessage({ id: 'privacy.terms.error' })}</p> : null}
      <Button wide data-autofocus aria-disabled={state === 'sending'} onClick={() => state !== 'sending' && void accept()}>
        {intl.formatMessage({ id: 'privacy.terms.accept' })}
      </Button>
    </Dialog>
  );
}
