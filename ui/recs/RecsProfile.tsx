import { css } from '@linaria/core';
import { useSignals } from '@preact/signals-react/runtime';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import BadgeCheck from 'lucide-react/icons/badge-check';
import Briefcase from 'lucide-react/icons/briefcase';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import GraduationCap from 'lucide-react/icons/graduation-cap';
import Heart from 'lucide-react/icons/heart';
import MapPin from 'lucide-react/icons/map-pin';
import SearchX from 'lucide-react/icons/search-x';
import Star from 'lucide-react/icons/star';
import X from 'lucide-react/icons/x';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'wouter';
import { interactionOfKey, RECS, type SwipeAction } from '../../core/recs';
import { SHARED } from '../../core/shared';
import { buttonClass } from '../components/Button';
import { Chip } from '../components/Chip';
import { EmptyState } from '../components/EmptyState';
import { IconButton } from '../components/IconButton';
import { useInjection } from '../di/resolver';
import { formatWait } from '../i18n/wait';
import { DESKTOP, VISUALLY_HIDDEN } from '../theme/tokens';
import { DeckSkeleton } from './DeckSkeleton';
import { actionsRow } from './deck-styles';
import { sayAfter } from './RecsDeck';

const page = css`
  display: grid;
  gap: var(--space-4);
  max-width: 640px;
  margin: 0 auto;
  padding-bottom: calc(96px + env(safe-area-inset-bottom));
  ${DESKTOP} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    max-width: 960px;
    align-items: start;
    padding-bottom: var(--space-4);
  }
`;
const gallery = css`
  position: relative;
  aspect-ratio: 3 / 4;
  /* On a phone the name and the first facts show above the action buttons without scrolling. */
  max-height: 50dvh;
  width: 100%;
  border-radius: var(--radius-lg);
  overflow: hidden;
  background: var(--surface2);
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
  }
  ${DESKTOP} {
    position: sticky;
    top: var(--space-4);
    max-height: calc(100dvh - 200px);
  }
`;
const photoNav = css`
  position: absolute;
  inset-inline: var(--space-2);
  bottom: var(--space-2);
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: var(--space-2);
  > span {
    padding: 2px var(--space-2);
    border-radius: var(--radius-full);
    background: rgb(0 0 0 / 60%);
    color: #ffffff;
    font-size: var(--text-sm);
    font-weight: 600;
  }
`;
const details = css`
  display: grid;
  gap: var(--space-3);
  align-content: start;
  h2 {
    margin: 0;
    display: flex;
    align-items: center;
    gap: var(--space-2);
    font-size: var(--text-3xl);
    font-weight: 800;
  }
  h2 > span > span {
    font-weight: 400;
  }
  h2:focus {
    outline: none;
  }
  > a {
    justify-self: start;
  }
  h3 {
    margin: 0 0 var(--space-1);
    font-size: var(--text-md);
    color: var(--muted);
  }
  p {
    margin: 0;
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: var(--space-1);
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;
const fact = css`
  display: flex;
  align-items: center;
  gap: var(--space-2);
  color: var(--fg);
`;
const bar = css`
  position: fixed;
  inset-inline: 0;
  bottom: calc(var(--nav-h, 64px) + env(safe-area-inset-bottom));
  padding: var(--space-5) var(--space-2) var(--space-1);
  z-index: 2;
  background: linear-gradient(to top, var(--bg) 55%, transparent);
  ${DESKTOP} {
    position: static;
    padding: var(--space-2) 0 0;
    background: none;
  }
`;
const hidden = css`
  ${VISUALLY_HIDDEN}
`;
const status = css`
  margin: 0;
  min-height: 1.5em;
  color: var(--muted);
  text-align: center;
`;

/**
 * RECS-22: `recs/profile`, the full profile of the card on top: every photo (buttons or the keys change it, "Photo 2
 * of 5", RECS-19), the facts, the bio, the interests and the descriptors, and the same Nope, Super like and Like as
 * the deck (RECS-02: rate methods `profile button` and `profile keyboard`). A swipe, Escape or Back returns to
 * Discover, where the next card waits.
 */
export function RecsProfile() {
  useSignals();
  const intl = useIntl();
  const store = useInjection(RECS.Store);
  const enter = useInjection(RECS.Enter);
  const swipe = useInjection(RECS.Swipe);
  const clock = useInjection(SHARED.Clock);
  const [, navigate] = useLocation();
  const heading = useRef<HTMLHeadingElement>(null);
  const [said, setSaid] = useState<string | null>(null);
  const rec = store.current.value;
  const recStatus = store.status.value;

  // Opened by a link from outside Discover: fill the stack first.
  useEffect(() => {
    if (store.current.peek() === undefined) void enter.enter();
  }, [enter, store]);
  useEffect(() => {
    if (rec) heading.current?.focus();
  }, [rec?.id]);

  const back = () => navigate('~/app/recs');
  const act = async (action: SwipeAction, method: 'profile button' | 'profile keyboard') => {
    const outcome = await swipe.swipe(action, method);
    const line = sayAfter(outcome, (until) => formatWait(intl, until - clock.now()));
    if (outcome.kind === 'swiped') back();
    else setSaid(line ? intl.formatMessage({ id: line.id }, line.values) : null);
  };

  if (!rec) {
    if (recStatus.kind === 'loading' || recStatus.kind === 'idle') return <DeckSkeleton />;
    return (
      <EmptyState
        illustration={SearchX}
        title={<FormattedMessage id="recs.emptyTitle" />}
        body={<FormattedMessage id="recs.empty" />}
        actions={
          <Link href="~/app/recs" className={buttonClass()}>
            <FormattedMessage id="recs.profile.back" />
          </Link>
        }
      />
    );
  }

  const photos = rec.photos;
  const index = Math.min(store.state.value.cards[rec.id]?.activePhotoIndex ?? 0, Math.max(0, photos.length - 1));
  const photo = photos[index];
  const showPhoto = (i: number) => store.showPhoto(rec.id, i);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.repeat) return;
    const target = event.target as HTMLElement;
    if (target.closest('button, a, input, textarea, select')) return;
    if (event.key === 'Escape' || event.key === 'ArrowDown') {
      event.preventDefault();
      back();
      return;
    }
    if (event.key === ' ') {
      event.preventDefault();
      showPhoto(index + (event.shiftKey ? -1 : 1));
      return;
    }
    const action = interactionOfKey(event.key);
    if (action === undefined) return;
    event.preventDefault();
    void act(action, 'profile keyboard');
  };
  const job = rec.jobs?.[0];

  return (
    <div className={page} onKeyDown={onKeyDown}>
      <div className={gallery}>
        {photo ? <img src={photo.url} alt={photo.altText ?? intl.formatMessage({ id: 'recs.photoOf' }, { name: rec.name })} /> : null}
        {photos.length > 1 ? (
          <div className={photoNav}>
            <IconButton
              tone="raised"
              size="sm"
              icon={ChevronLeft}
              label={intl.formatMessage({ id: 'recs.profile.previousPhoto' })}
              aria-disabled={index === 0 || undefined}
              onClick={() => showPhoto(index - 1)}
            />
            <span aria-live="polite">
              <FormattedMessage id="recs.photoIndex" values={{ index: index + 1, count: photos.length }} />
            </span>
            <IconButton
              tone="raised"
              size="sm"
              icon={ChevronRight}
              label={intl.formatMessage({ id: 'recs.profile.nextPhoto' })}
              aria-disabled={index === photos.length - 1 || undefined}
              onClick={() => showPhoto(index + 1)}
            />
          </div>
        ) : null}
      </div>
      <div className={details}>
        <Link href="~/app/recs" className={buttonClass({ variant: 'ghost', size: 'sm' })}>
          <ArrowLeft size={18} aria-hidden />
          <FormattedMessage id="recs.profile.back" />
        </Link>
        <h2 ref={heading} tabIndex={-1} aria-describedby="profile-keys">
          <span>
            <bdi>{rec.name}</bdi>
            {rec.age === undefined ? null : <span>{`, ${rec.age}`}</span>}
          </span>
          {rec.verified ? <BadgeCheck size={26} aria-label={intl.formatMessage({ id: 'recs.verified' })} role="img" /> : null}
        </h2>
        {rec.distance ? (
          <p className={fact}>
            <MapPin size={18} aria-hidden />
            <FormattedMessage id={rec.distance.unit === 'mi' ? 'recs.milesAway' : 'recs.kilometresAway'} values={{ count: rec.distance.value }} />
          </p>
        ) : null}
        {job ? (
          <p className={fact}>
            <Briefcase size={18} aria-hidden />
            {[job.title, job.company].filter(Boolean).join(' · ')}
          </p>
        ) : null}
        {rec.schools?.length ? (
          <p className={fact}>
            <GraduationCap size={18} aria-hidden />
            {rec.schools.join(' · ')}
          </p>
        ) : null}
        {rec.bio ? (
          <section aria-labelledby="profile-about">
            <h3 id="profile-about">
              <FormattedMessage id="recs.profile.about" values={{ name: rec.name }} />
            </h3>
            <p>{rec.bio}</p>
          </section>
        ) : null}
        {rec.interests?.length ? (
          <section aria-labelledby="profile-interests">
            <h3 id="profile-interests">
              <FormattedMessage id="recs.interests" />
            </h3>
            <ul>
              {rec.interests.map((i) => (
                <li key={i.id}>
                  <Chip>{i.name}</Chip>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {rec.descriptors?.map((d) => (
          <section key={d.id} aria-label={d.name}>
            <h3>{d.name}</h3>
            <ul>
              {d.choices.map((c) => (
                <li key={c.id}>
                  <Chip>{c.name}</Chip>
                </li>
              ))}
            </ul>
          </section>
        ))}
        {rec.anthem ? (
          <p className={fact}>
            <FormattedMessage id="recs.profile.anthem" values={{ title: rec.anthem.title, artist: rec.anthem.artist ?? '' }} />
          </p>
        ) : null}
        <div className={bar}>
          <div className={actionsRow}>
            <IconButton tone="pass" size="lg" icon={X} label={intl.formatMessage({ id: 'recs.pass' }, { name: rec.name })} onClick={() => void act('dislike', 'profile button')} />
            <IconButton tone="superLike" size="md" icon={Star} filled label={intl.formatMessage({ id: 'recs.superLike' }, { name: rec.name })} onClick={() => void act('superlike', 'profile button')} />
            <IconButton tone="like" size="lg" icon={Heart} filled label={intl.formatMessage({ id: 'recs.like' }, { name: rec.name })} onClick={() => void act('like', 'profile button')} />
          </div>
          <p role="status" className={status}>
            {said}
          </p>
        </div>
      </div>
      <p id="profile-keys" className={hidden}>
        <FormattedMessage id="recs.profile.keys" />
      </p>
    </div>
  );
}
