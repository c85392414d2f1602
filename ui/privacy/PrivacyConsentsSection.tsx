import { css } from '@linaria/core';
import { useSignals } from '@preact/signals-react/runtime';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { currentChoices, PRIVACY } from '../../core/privacy';
import { Loading } from '../components/Skeleton';
import { useInjection } from '../di/resolver';
import { useFeature } from '../hooks/use-feature';
import { ConsentChoices } from './ConsentChoices';

const section = css`
  margin-block: var(--space-4);
  display: grid;
  gap: var(--space-2);
  h2 {
    margin: 0;
    padding-inline: var(--space-3);
    font-size: var(--text-sm);
    font-weight: 700;
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: var(--muted);
  }
  p {
    margin: 0;
    padding-inline: var(--space-3);
    color: var(--muted);
    font-size: var(--text-sm);
  }
`;
const notice = css`
  padding: var(--space-2) var(--space-3) !important;
  border-radius: var(--radius);
  border: 1px solid var(--border);
  background: var(--surface);
  color: var(--fg) !important;
  &[data-tone='error'] {
    border-color: var(--danger);
  }
`;

function Choices() {
  useSignals();
  const intl = useIntl();
  const store = useInjection(PRIVACY.Store);
  const update = useInjection(PRIVACY.Update);
  const [status, setStatus] = useState<'idle' | 'saving' | 'saved' | 'failed'>('idle');
  const state = store.state.value;
  const categories = store.categories.value;
  if (!store.loaded.value) return <Loading label={intl.formatMessage({ id: 'settings.loading' })}>{null}</Loading>;
  return (
    <>
      {state.gpc ? <p className={notice}>{intl.formatMessage({ id: 'privacy.page.gpc' })}</p> : null}
      <ConsentChoices
        key={state.respondedAt ?? 0}
        categories={categories}
        initial={currentChoices(state)}
        busy={status === 'saving'}
        onSave={async (choices) => {
          setStatus('saving');
          setStatus((await update.execute(choices)) ? 'saved' : 'failed');
        }}
      />
      <p role="status" className={status === 'saved' || status === 'failed' ? notice : undefined} data-tone={status === 'failed' ? 'error' : undefined}>
        {status === 'saved' ? intl.formatMessage({ id: 'privacy.page.saved' }) : status === 'failed' ? intl.formatMessage({ id: 'privacy.error.save' }) : ''}
      </p>
    </>
  );
}

/** PRIV-06: the member's consent choices on the privacy page, to change them at any time. */
export default function PrivacyConsentsSection() {
  const intl = useIntl();
  const titleId = useId();
  const ready = useFeature('privacy');
  return (
    <section className={section} aria-labelledby={titleId}>
      <h2 id={titleId}>{intl.formatMessage({ id: 'privacy.page.title' })}</h2>
      <p>{intl.formatMessage({ id: 'privacy.page.intro' })}</p>
      {ready === 'ready' ? <Choices /> : <Loading label={intl.formatMessage({ id: 'settings.loading' })}>{null}</Loading>}
    </section>
  );
}
