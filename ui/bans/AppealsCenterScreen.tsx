import { css } from '@linaria/core';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { BANS, type AppealCase } from '../../core/bans';
import { routePath } from '../../core/routing';
import { Button, buttonClass, FeatureGate, Loading, Skeleton } from '../components';
import { useInjection } from '../di/resolver';
import { useAfterRender } from '../hooks/use-after-render';
import { ScreenFrame } from '../screens/ScreenFrame';
import { AppealStatementForm } from './AppealStatementForm';

const page = css`
  max-width: 640px;
  display: grid;
  gap: var(--space-4);
`;
const card = css`
  background: var(--surface);
  border: 1px solid var(--border);
  border-radius: var(--radius-lg);
  padding: var(--space-3) var(--space-4);
  h2 {
    margin: 0 0 var(--space-2);
    font-size: var(--text-lg);
  }
  p {
    margin: 0 0 var(--space-2);
  }
`;
const caseList = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: var(--space-2);
  li {
    border-top: 1px solid var(--border);
    padding-top: var(--space-2);
  }
  li:first-child {
    border-top: none;
    padding-top: 0;
  }
`;
const statusLine = css`
  font-weight: 600;
`;
const statementText = css`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  color: var(--muted);
`;
const said = css`
  &:focus {
    outline: none;
  }
`;

function CaseItem({ appeal }: { appeal: AppealCase }) {
  const intl = useIntl();
  return (
    <li>
      <p className={statusLine}>
        <FormattedMessage id={`appeals.status.${appeal.status}`} />
        {' · '}
        {intl.formatDate(appeal.createdAt, { dateStyle: 'medium' })}
      </p>
      <p className={statementText}>{appeal.statement}</p>
    </li>
  );
}

/** The form of a new appeal of the ban this device heard of. */
function AppealForm({ onFiled }: { onFiled: () => void }) {
  const appeals = useInjection(BANS.Appeals);
  return (
    <AppealStatementForm
      file={(statement) => appeals.appeal(statement)}
      onFiled={onFiled}
      className={card}
      heading={
        <h2>
          <FormattedMessage id="appeals.formTitle" />
        </h2>
      }
      rows={5}
      submitVariant="primary"
    />
  );
}

/**
 * BAN-13, BAN-14 (ROUTE `appeals-center`, no sign-in): the ban this device heard of, its appeals and their state,
 * and a form for a new appeal while none is open.
 */
function AppealsCenter() {
  useSignals();
  const intl = useIntl();
  const appeals = useInjection(BANS.Appeals);
  const state = useInjection(BANS.Store).appeals.value;
  const note = useRef<HTMLParagraphElement>(null);
  const afterRender = useAfterRender();
  useEffect(() => void appeals.load(), [appeals]);

  if (state.kind === 'idle' || state.kind === 'loading')
    return (
      <Loading label={intl.formatMessage({ id: 'appeals.loading' })}>
        <Skeleton height={120} />
      </Loading>
    );
  if (state.kind === 'no-ban' || state.kind === 'failed')
    return (
      <div className={page}>
        <div className={card} role={state.kind === 'failed' ? 'alert' : undefined}>
          <p>
            <FormattedMessage id={state.kind === 'failed' ? 'appeals.loadFailed' : 'appeals.noBan'} />
          </p>
          {state.kind === 'failed' ? (
            <Button variant="secondary" onClick={() => void appeals.load()}>
              <FormattedMessage id="appeals.retry" />
            </Button>
          ) : (
            <Link href={routePath('login')} className={buttonClass({ variant: 'primary' })}>
              <FormattedMessage id="appeals.signIn" />
            </Link>
          )}
        </div>
      </div>
    );
  const open = state.cases.some((c) => c.status === 'open');
  return (
    <div className={page}>
      <section className={card} aria-labelledby="appeals-ban">
        <h2 id="appeals-ban">
          <FormattedMessage id={`warden.${state.ban.tier}.title`} />
        </h2>
        <p>
          <FormattedMessage id="warden.policy" values={{ policy: state.ban.policy }} />
        </p>
      </section>
      {state.cases.length > 0 ? (
        <section className={card} aria-labelledby="appeals-cases">
          <h2 id="appeals-cases">
            <FormattedMessage id="appeals.casesTitle" />
          </h2>
          <ul className={caseList}>
            {state.cases.map((appeal) => (
              <CaseItem key={appeal.id} appeal={appeal} />
            ))}
          </ul>
        </section>
      ) : null}
      {state.ban.appealable && !open ? <AppealForm onFiled={() => afterRender(() => note.current?.focus())} /> : null}
      <p ref={note} role="status" tabIndex={-1} className={said}>
        {open ? <FormattedMessage id="appeals.openNote" /> : null}
      </p>
    </div>
  );
}

export default function AppealsCenterScreen() {
  const intl = useIntl();
  return (
    <ScreenFrame titleId="appeals.title">
      <FeatureGate feature="bans" loading={<Loading label={intl.formatMessage({ id: 'appeals.loading' })}>{null}</Loading>}>
        <AppealsCenter />
      </FeatureGate>
    </ScreenFrame>
  );
}
