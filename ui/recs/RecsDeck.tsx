import { css } from '@linaria/core';
import { useSignals } from '@preact/signals-react/runtime';
import BadgeCheck from 'lucide-react/icons/badge-check';
import Heart from 'lucide-react/icons/heart';
import MapPin from 'lucide-react/icons/map-pin';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import SearchX from 'lucide-react/icons/search-x';
import Star from 'lucide-react/icons/star';
import WifiOff from 'lucide-react/icons/wifi-off';
import X from 'lucide-react/icons/x';
import { useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { RECS, type RateMethod, type RecCard, type SwipeOutcome } from '../../core/recs';
import { SHARED } from '../../core/shared';
import { Button, buttonClass } from '../components/Button';
import { Chip } from '../components/Chip';
import { EmptyState } from '../components/EmptyState';
import { IconButton } from '../components/IconButton';
import { useInjection } from '../di/resolver';
import { formatWait } from '../i18n/wait';
import { MOTION_OK, VISUALLY_HIDDEN } from '../theme/tokens';
import { DeckSkeleton } from './DeckSkeleton';
import { actionsRow, cardBox, deck } from './deck-styles';

const card = css`
  overflow: hidden;
  background: var(--surface2);
  box-shadow: var(--shadow-3);
  color: #ffffff;
  isolation: isolate;
  ${MOTION_OK} {
    animation: spark-pop var(--dur-slow) var(--ease);
  }
  &:focus-visible {
    outline: 3px solid var(--focus);
    outline-offset: 3px;
  }
  img {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
    z-index: -1;
  }
  h2 {
    margin: 0;
    display: flex;
    align-items: center;
    gap: var(--space-2);
    font-size: var(--text-2xl);
    font-weight: 800;
    text-shadow: 0 1px 3px rgb(0 0 0 / 40%);
  }
  h2 > span > span {
    font-weight: 400;
  }
  @media (forced-colors: active) {
    border: 1px solid CanvasText;
  }
`;
/** The name, age and a few facts over a dark gradient at the foot of the photo (white text stays AA on it). */
const info = css`
  position: absolute;
  inset-inline: 0;
  bottom: 0;
  display: grid;
  gap: var(--space-2);
  padding: var(--space-6) var(--space-3) var(--space-3);
  background: linear-gradient(to top, rgb(0 0 0 / 88%) 0%, rgb(0 0 0 / 72%) 45%, rgb(0 0 0 / 0%) 100%);
  p {
    margin: 0;
    display: -webkit-box;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
    overflow: hidden;
    text-shadow: 0 1px 2px rgb(0 0 0 / 50%);
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: var(--space-1);
    padding: 0;
    margin: 0;
    list-style: none;
    max-height: 72px;
    overflow: hidden;
  }
`;
const facts = css`
  display: flex;
  align-items: center;
  gap: var(--space-1);
  font-weight: 600;
`;
const bars = css`
  position: absolute;
  top: var(--space-2);
  inset-inline: var(--space-2);
  display: flex;
  gap: var(--space-1);
  span {
    flex: 1;
    height: 4px;
    border-radius: 2px;
    background: rgb(255 255 255 / 40%);
  }
  span[data-on='true'] {
    background: #ffffff;
  }
`;
/** Pointer-only halves of the photo that show the previous and next photo (the keyboard's arrows swipe). */
const pager = css`
  position: absolute;
  inset: 0 0 40% 0;
  display: flex;
  div {
    flex: 1;
    cursor: pointer;
  }
`;
const verified = css`
  color: #8ab4f8;
  flex: none;
`;
const below = css`
  display: grid;
  justify-items: center;
  gap: var(--space-1);
  min-height: 24px;
  font-size: var(--text-sm);
  color: var(--muted);
  text-align: center;
  p {
    margin: 0;
  }
`;
const hidden = css`
  ${VISUALLY_HIDDEN}
`;

/** What the live region says after a swipe, as a message id and its values. */
type Said = { readonly id: string; readonly values?: Readonly<Record<string, string | number>> } | null;

/** RECS-11, RECS-12: the sentence after a swipe; running out of super likes is not running out of likes. */
export const sayAfter = (outcome: SwipeOutcome, waitUntil: (ms: number) => string): Said => {
  switch (outcome.kind) {
    case 'swiped':
      if (outcome.match) return { id: 'recs.said.match', values: { name: outcome.card.name } };
      return { id: `recs.said.${outcome.action}`, values: { name: outcome.card.name } };
    case 'blocked':
    case 'rate-limited': {
      const superLike = outcome.kind === 'blocked' ? outcome.reason === 'out-of-super-likes' : outcome.action === 'superlike';
      const base = superLike ? 'recs.said.outOfSuperLikes' : 'recs.said.outOfLikes';
      return outcome.until === undefined ? { id: base } : { id: `${base}Until`, values: { wait: waitUntil(outcome.until) } };
    }
    case 'failed':
      return { id: 'recs.said.failed' };
    default:
      return null;
  }
};

function Card({ rec, onKeyDown, cardRef }: { rec: RecCard; onKeyDown: (event: KeyboardEvent) => void; cardRef: RefObject<HTMLElement | null> }) {
  const intl = useIntl();
  const [index, setIndex] = useState(0);
  const photos = rec.photos;
  const photo = photos[Math.min(index, photos.length - 1)];
  const job = rec.jobs?.[0];
  const srcSet = photo?.sizes && photo.sizes.length > 1 ? photo.sizes.map((s) => `${s.url} ${s.width}w`).join(', ') : undefined;
  return (
    <article ref={cardRef} className={`${cardBox} ${card}`} aria-labelledby="rec-name" aria-describedby="rec-keys" tabIndex={0} onKeyDown={onKeyDown}>
      {photo ? (
        <img
          src={photo.url}
          srcSet={srcSet}
          sizes="(max-width: 600px) 100vw, 560px"
          alt={photo.altText ?? intl.formatMessage({ id: 'recs.photoOf' }, { name: rec.name })}
          decoding="async"
        />
      ) : null}
      {photos.length > 1 ? (
        <>
          <div className={bars} aria-hidden="true">
            {photos.map((p, i) => (
              <span key={p.url} data-on={i === index} />
            ))}
          </div>
          <div className={pager} aria-hidden="true">
            <div onClick={() => setIndex((i) => Math.max(0, i - 1))} />
            <div onClick={() => setIndex((i) => Math.min(photos.length - 1, i + 1))} />
          </div>
        </>
      ) : null}
      <div className={info}>
        <h2 id="rec-name">
          <span>
            <bdi>{rec.name}</bdi>
            {rec.age === undefined ? null : <span>{`, ${rec.age}`}</span>}
          </span>
          {rec.verified ? <BadgeCheck className={verified} size={24} aria-label={intl.formatMessage({ id: 'recs.verified' })} role="img" /> : null}
        </h2>
        {rec.distance ? (
          <p className={facts}>
            <MapPin size={16} aria-hidden />
            <FormattedMessage id={rec.distance.unit === 'mi' ? 'recs.milesAway' : 'recs.kilometresAway'} values={{ count: rec.distance.value }} />
          </p>
        ) : null}
        {job ? <p>{[job.title, job.company].filter(Boolean).join(' · ')}</p> : null}
        {rec.schools?.[0] ? <p>{rec.schools[0]}</p> : null}
        {rec.bio ? <p>{rec.bio}</p> : null}
        {rec.interests && rec.interests.length > 0 ? (
          <ul aria-label={intl.formatMessage({ id: 'recs.interests' })}>
            {rec.interests.map((interest) => (
              <li key={interest.id}>
                <Chip tone="onMedia">{interest.name}</Chip>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </article>
  );
}

/**
 * RECS-03, RECS-09, RECS-10, RECS-12: the card on top of the stack and what can be done with it. A full-bleed photo
 * with the name and age over a gradient, and round Pass, Super like and Like buttons under it. Swiping works by
 * those buttons, and by the arrow keys on the focused card (left: pass, right: like, up: super like); the next card
 * takes the focus, so the keys keep working. What happened is said in a polite live region. API-08: the answers fill
 * the queue and the allowances shown here.
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
  const cardRef = useRef<HTMLElement>(null);
  const refocus = useRef(false);

  useEffect(() => void enter.enter(), [enter]);
  // MATCH-15: the match dialog's code is fetched now, so "It's a match!" shows the moment the like's answer says so.
  useEffect(() => {
    void import('./ItsAMatchModal');
  }, []);

  const rec = store.current.value;
  const status = store.status.value;
  const likes = store.likesRemaining.value;
  const superLikes = store.superLikes.value?.remaining;
  const likesBlocked = (store.rateLimitedUntil.value ?? 0) > clock.now();
  const wait = (until: number) => formatWait(intl, until - clock.now());

  // The card takes the focus when it replaces a focused card, and when Discover opens with the focus nowhere
  // (after signing in) or on the screen's title: that is where a member's attention is.
  useEffect(() => {
    const active = document.activeElement;
    const lost = active === null || active === document.body || active.id === 'screen-title';
    if (rec && (refocus.current || lost)) cardRef.current?.focus();
    refocus.current = false;
  }, [rec?.id]);

  const act = async (action: 'like' | 'superLike' | 'pass', method: RateMethod = 'button') => {
    refocus.current = cardRef.current !== null && document.activeElement === cardRef.current;
    const outcome = await (action === 'like' ? swipe.like(method) : action === 'superLike' ? swipe.superLike(method) : swipe.pass(method));
    setSaid(sayAfter(outcome, wait));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const action = event.key === 'ArrowLeft' ? 'pass' : event.key === 'ArrowRight' ? 'like' : event.key === 'ArrowUp' ? 'superLike' : null;
    if (action === null || event.repeat) return;
    event.preventDefault();
    void act(action, 'keyboard');
  };

  const statusLine = (
    <p role="status" className={hint}>
      {said ? intl.formatMessage({ id: said.id }, said.values) : null}
    </p>
  );

  if (rec) {
    return (
      <div className={deck}>
        <Card key={rec.id} rec={rec} onKeyDown={onKeyDown} cardRef={cardRef} />
        <div className={actionsRow}>
          <IconButton tone="pass" size="lg" icon={X} label={intl.formatMessage({ id: 'recs.pass' }, { name: rec.name })} onClick={() => void act('pass')} />
          <IconButton
            tone="superLike"
            size="md"
            icon={Star}
            filled
            label={intl.formatMessage({ id: 'recs.superLike' }, { name: rec.name })}
            aria-disabled={superLikes === 0 || undefined}
            onClick={() => void act('superLike')}
          />
          <IconButton
            tone="like"
            size="lg"
            icon={Heart}
            filled
            label={intl.formatMessage({ id: 'recs.like' }, { name: rec.name })}
            aria-disabled={likesBlocked || undefined}
            onClick={() => void act('like')}
          />
        </div>
        <div className={below}>
          {statusLine}
          <p>
            {likes === undefined ? null : <FormattedMessage id="recs.likesLeft" values={{ count: likes }} />}{' '}
            {superLikes === undefined ? null : <FormattedMessage id="recs.superLikesLeft" values={{ count: superLikes }} />}
          </p>
        </div>
        <p id="rec-keys" className={hidden}>
          <FormattedMessage id="recs.keys" />
        </p>
      </div>
    );
  }
  if (status.kind === 'error') {
    return (
      <div role="alert">
        <EmptyState
          illustration={WifiOff}
          title={<FormattedMessage id="recs.errorTitle" />}
          body={<FormattedMessage id="recs.error" />}
          actions={
            <Button icon={<RefreshCw size={20} aria-hidden />} onClick={() => void load.execute()}>
              <FormattedMessage id="recs.retry" />
            </Button>
          }
        />
      </div>
    );
  }
  if (status.kind === 'empty') {
    return (
      <>
        <div className={below}>{statusLine}</div>
        <EmptyState
          illustration={SearchX}
          title={<FormattedMessage id="recs.emptyTitle" />}
          body={<FormattedMessage id="recs.empty" />}
          actions={
            <>
              <Button icon={<RefreshCw size={20} aria-hidden />} onClick={() => void load.execute()}>
                <FormattedMessage id="recs.lookAgain" />
              </Button>
              <Link href="~/app/matches" className={buttonClass({ variant: 'secondary' })}>
                <FormattedMessage id="recs.toMatches" />
              </Link>
            </>
          }
        />
      </>
    );
  }
  return <DeckSkeleton />;
}

const hint = css`
  margin: 0;
  color: var(--muted);
  font-weight: 600;
`;
