import { css } from '@linaria/core';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { acceptAll, currentChoices, PRIVACY, rejectOptional, type ConsentChoices as Choices } from '../../core/privacy';
import { Button, Dialog } from '../components';
import { useInjection } from '../di/resolver';
import { DESKTOP, MOTION_OK } from '../theme/tokens';
import { ConsentChoices } from './ConsentChoices';

const panel = css`
  position: fixed;
  inset-inline: 0;
  bottom: 0;
  z-index: 30;
  background: var(--raised);
  color: var(--fg);
  border-top: 1px solid var(--border);
  box-shadow: var(--shadow-3);
  padding: var(--space-3) var(--space-3) max(var(--space-3), env(safe-area-inset-bottom));
  display: grid;
  gap: var(--space-2);
  ${DESKTOP} {
    inset-inline: auto var(--space-4);
    bottom: var(--space-4);
    width: min(620px, calc(100vw - 2 * var(--space-4)));
    border: 1px solid var(--border);
    border-radius: var(--radius-lg);
    padding: var(--space-4);
  }
  ${MOTION_OK} {
    animation: spark-rise var(--dur-slow) var(--ease);
  }
  h2 {
    margin: 0;
    font-size: var(--text-lg);
  }
  /* The heading takes the focus only to bring the screen reader here; it is not a control. */
  h2:focus {
    outline: none;
  }
  p {
    margin: 0;
    color: var(--muted);
    font-size: var(--text-sm);
    line-height: var(--leading);
  }
  @media (forced-colors: active) {
    border: 1px solid CanvasText;
  }
`;
const actions = css`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: var(--space-2);
  margin-top: var(--space-1);
  button {
    white-space: nowrap;
    padding-inline: var(--space-2);
  }
  button:last-child {
    grid-column: 1 / -1;
  }
  ${DESKTOP} {
    button {
      padding-inline: var(--space-4);
    }
    display: flex;
    flex-wrap: wrap;
    button:last-child {
      margin-inline-start: auto;
    }
  }
`;
const errorClass = css`
  color: var(--danger);
  font-size: var(--text-sm);
`;

/**
 * NAV-12, PRIV-05, PRIV-07: the consent prompt: a panel at the bottom that leaves the page usable. Accepting all and
 * rejecting the optional categories are one press each, with the same weight; "Manage choices" opens a switch per
 * category. Focus moves to its heading when it shows and back to where it was when it goes.
 */
export function ConsentPrompt() {
  useSignals();
  const intl = useIntl();
  const store = useInjection(PRIVACY.Store);
  const update = useInjection(PRIVACY.Update);
  const state = store.state.value;
  const categories = store.categories.value;
  const titleId = useId();
  const bodyId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [managing, setManaging] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const before = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
    heading.current?.focus();
    return () => {
      // Back where it was, or to the page's main heading.
      const target = before?.isConnected ? before : document.querySelector<HTMLElement>('main h1, h1');
      target?.focus();
    };
  }, []);

  const answer = async (choices: Choices) => {
    setBusy(true);
    await update.execute(choices);
    setBusy(false);
  };

  return (
    <section className={panel} role="dialog" aria-modal="false" aria-labelledby={titleId} aria-describedby={bodyId}>
      <h2 id={titleId} ref={heading} tabIndex={-1}>
        {intl.formatMessage({ id: 'privacy.prompt.title' })}
      </h2>
      <p id={bodyId}>{intl.formatMessage({ id: 'privacy.prompt.body' })}</p>
      {state.error === null ? null : (
        <p role="alert" className={errorClass}>
          {intl.formatMessage({ id: state.error.messageKey })}
        </p>
      )}
      <div className={actions}>
        <Button variant="secondary" aria-disabled={busy} onClick={() => !busy && void answer(acceptAll(categories))}>
          {intl.formatMessage({ id: 'privacy.prompt.acceptAll' })}
        </Button>
        <Button variant="secondary" aria-disabled={busy} onClick={() => !busy && void answer(rejectOptional(categories))}>
          {intl.formatMessage({ id: 'privacy.prompt.rejectOptional' })}
        </Button>
        <Button variant="ghost" aria-haspopup="dialog" onClick={() => setManaging(true)}>
          {intl.formatMessage({ id: 'privacy.prompt.manage' })}
        </Button>
      </div>
      {managing ? (
        <Dialog labelledBy={`${titleId}-manage`} onClose={() => setManaging(false)} size="lg">
          <h2 id={`${titleId}-manage`}>{intl.formatMessage({ id: 'privacy.manage.title' })}</h2>
          <p>{intl.formatMessage({ id: 'privacy.manage.intro' })}</p>
          <ConsentChoices
            categories={categories}
            initial={currentChoices(state)}
            busy={busy}
            onSave={(choices) => {
              setManaging(false);
              void answer(choices);
            }}
          />
        </Dialog>
      ) : null}
    </section>
  );
}
