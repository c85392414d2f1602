import { css } from '@linaria/core';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { RECS, type RateMethod, type RecCard, type SwipeOutcome } from '../../core/recs';
import { SHARED } from '../../core/shared';
import { button, hint, primary, secondary } from '../components/styles';
import { useInjection } from '../di/resolver';

const deck = css`
  display: grid;
  gap: var(--space-3);
  max-width: 420px;
  margin: 0 auto;
`;
const card = css`
  border: 1px solid var(--border);
  border-radius: var(--radius);
  background: var(--surface);
  overflow: hidden;
  &:focus-visible {
    outline: 3px solid var(--focus);
    outline-offset: 2px;
  }
  img {
    display: block;
    width: 100%;
    aspect-ratio: 3 / 4;
    max-height: 52vh;
    object-fit: cover;
    background: var(--border);
  }
  h2 {
    margin: 0;
    font-size: 1.5rem;
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: var(--space-1);
    padding: 0;
    margin: 0;
    list-style: none;
  }
  li {
    padding: 2px var(--space-2);
    border: 1px solid var(--border);
    border-radius: 999px;
    font-size: 0.875rem;
  }
`;
const body = css`
  display: grid;
  gap: var(--space-2);
  padding: var(--space-3);
  p {
    margin: 0;
  }
`;
const actions = css`
  display: flex;
  justify-content: center;
  gap: var(--space-2);
  flex-wrap: wrap;
`;

/** What the live region says after a swipe, as a message id and its values. */
type Said = { readonly id: string; readonly values?: Readonly<Record<string, string | number>> } | null;

const sayAfter = (outcome: SwipeOutcome, intlTime: (ms: number) => string): Said => {
  switch (outcome.kind) {
    case 'swiped':
      if (outcome.match) return { id: 'recs.said.match', values: { name: outcome.card.name } };
      return { id: `recs.said.${outcome.action}`, values: { name: outcome.card.name } };
    case 'blocked':
    case 'rate-limited':
      return outcome.until === undefined ? { id: 'recs.said.outOfLikes' } : { id: 'recs.said.outOfLikesUntil', values: { time: intlTime(outcome.until) } };
    case 'failed':
      return { id: 'recs.said.failed' };
    default:
      return null;
  }
};

function Card({ rec, onKeyDown }: { rec: RecCard; onKeyDown: (event: KeyboardEvent) => void }) {
  const intl = useIntl();
  const photo = rec.photos[0];
  const job = rec.jobs?.[0];
  return (
    <article className={card} aria-labelledby="rec-name" aria-describedby="rec-keys" tabIndex={0} onKeyDown={onKeyDown}>
      {photo ? <img src={photo.url} alt={photo.altText ?? intl.formatMessage({ id: 'recs.photoOf' }, { name: rec.name })} /> : null}
      <div className={body}>
        <h2 id="rec-name">
          <bdi>{rec.name}</bdi>
          {rec.age === undefined ? null : `, ${rec.age}`}
        </h2>
        {rec.distance ? (
          <p className={hint}>
            <FormattedMessage id={rec.distance.unit === 'mi' ? 'recs.milesAway' : 'recs.kilometresAway'} values={{ count: rec.distance.value }} />
          </p>
        ) : null}
        {job ? <p>{[job.title, job.company].filter(Boolean).join(' · ')}</p> : null}
        {rec.schools?.[0] ? <p>{rec.schools[0]}</p> : null}
        {rec.bio ? <p>{rec.bio}</p> : null}
        {rec.interests && rec.interests.length > 0 ? (
          <ul aria-label={intl.formatMessage({ id: 'recs.interests' })}>
            {rec.interests.map((interest) => (
              <li key={interest.id}>{interest.name}</li>
            ))}
          </ul>
        ) : null}
      </div>
    </article>
  );
}

/**
 * RECS-03, RECS-09, RECS-10, RECS-12: the card on top of the stack and what can be done with it. Swiping works by
 * buttons, and by the arrow keys on the focused card (left: pass, right: like, up: super like); what happened is
 * said in a polite live region. API-08: the answers fill the queue and the allowances shown here.
 */
export function RecsDeck() {
  useSignals();
  const intl = useIntl();
  const store = useInjection(RECS.Store);
  const load = useInjection(RECS.Load);
  const enter = useInjection(RECS.Enter);
  const swipe = useInjection(RECS.Swipe);
  const clock = useInjection(SHARED.Clock);
  const [said, setSaid] = useState<Said>(null);

  useEffect(() => void enter.enter(), [enter]);

  const rec = store.current.value;
  const status = store.status.value;
  const likes = store.likesRemaining.value;
  const superLikes = store.superLikes.value?.remaining;
  const likesBlocked = (store.rateLimitedUntil.value ?? 0) > clock.now();
  const time = (ms: number) => intl.formatTime(ms, { hour: 'numeric', minute: '2-digit' });

  const act = async (action: 'like' | 'superLike' | 'pass', method: RateMethod = 'button') => {
    const outcome = await (action === 'like' ? swipe.like(method) : action === 'superLike' ? swipe.superLike(method) : swipe.pass(method));
    setSaid(sayAfter(outcome, time));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const action = event.key === 'ArrowLeft' ? 'pass' : event.key === 'ArrowRight' ? 'like' : event.key === 'ArrowUp' ? 'superLike' : null;
    if (action === null) return;
    event.preventDefault();
    void act(action, 'keyboard');
  };

  return (
    <div className={deck}>
      <p role="status" className={hint}>
        {said ? intl.formatMessage({ id: said.id }, said.values) : null}
      </p>
      {rec ? (
        <>
          <Card key={rec.id} rec={rec} onKeyDown={onKeyDown} />
          <div className={actions}>
            <button type="button" className={`${button} ${secondary}`} aria-label={intl.formatMessage({ id: 'recs.pass' }, { name: rec.name })} onClick={() => void act('pass')}>
              <FormattedMessage id="recs.passShort" />
            </button>
            <button
              type="button"
              className={`${button} ${secondary}`}
              aria-label={intl.formatMessage({ id: 'recs.superLike' }, { name: rec.name })}
              aria-disabled={superLikes === 0 || undefined}
              onClick={() => void act('superLike')}
            >
              <FormattedMessage id="recs.superLikeShort" />
            </button>
            <button
              type="button"
              className={`${button} ${primary}`}
              aria-label={intl.formatMessage({ id: 'recs.like' }, { name: rec.name })}
              aria-disabled={likesBlocked || undefined}
              onClick={() => void act('like')}
            >
              <FormattedMessage id="recs.likeShort" />
            </button>
          </div>
          <p id="rec-keys" className={hint}>
            <FormattedMessage id="recs.keys" />
          </p>
          <p className={hint}>
            {likes === undefined ? null : <FormattedMessage id="recs.likesLeft" values={{ count: likes }} />}{' '}
            {superLikes === undefined ? null : <FormattedMessage id="recs.superLikesLeft" values={{ count: superLikes }} />}
          </p>
        </>
      ) : status.kind === 'error' ? (
        <div role="alert">
          <p>
            <FormattedMessage id="recs.error" />
          </p>
          <button type="button" className={`${button} ${secondary}`} onClick={() => void load.execute()}>
            <FormattedMessage id="recs.retry" />
          </button>
        </div>
      ) : status.kind === 'empty' ? (
        <p>
          <FormattedMessage id="recs.empty" />
        </p>
      ) : (
        <p className={hint}>
          <FormattedMessage id="recs.loading" />
        </p>
      )}
    </div>
  );
}
