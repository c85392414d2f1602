import { css } from '@linaria/core';
import { useSignals } from '@preact/signals-react/runtime';
import Heart from 'lucide-react/icons/heart';
import SearchX from 'lucide-react/icons/search-x';
import Star from 'lucide-react/icons/star';
import X from 'lucide-react/icons/x';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { BackLink } from '../components';
import { Link, useLocation } from 'wouter';
import { catalogOfQueue } from '../../core/explore';
import { interactionOfKey, RECS, type SwipeAction } from '../../core/recs';
import { SHARED } from '../../core/shared';
import { buttonClass } from '../components/Button';
import { EmptyState } from '../components/EmptyState';
import { IconButton } from '../components/IconButton';
import { useInjection } from '../di/resolver';
import { formatWait } from '../i18n/wait';
import { DESKTOP, VISUALLY_HIDDEN } from '../theme/tokens';
import { DeckSkeleton } from './DeckSkeleton';
import { actionsRow } from './deck-styles';
import { ProfileView } from './ProfileView';
import { sayAfter } from './RecsDeck';

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
 * Discover, where the next card waits (or to the Explore catalog whose stack the card is in, EXP-01).
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

  // EXP-01: the card of an Explore catalog's stack returns to the catalog.
  const catalog = catalogOfQueue(store.activeQueue.value);
  const home = catalog === undefined ? '~/app/recs' : `~/app/explore/${catalog}`;
  const backLabel = catalog === undefined ? 'recs.profile.back' : 'explore.profileBack';
  const back = () => navigate(home);
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
          <Link href={home} className={buttonClass()}>
            <FormattedMessage id={backLabel} />
          </Link>
        }
      />
    );
  }

  const photos = rec.photos;
  const index = Math.min(store.state.value.cards[rec.id]?.activePhotoIndex ?? 0, Math.max(0, photos.length - 1));
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

  return (
    <div onKeyDown={onKeyDown}>
      <ProfileView
        rec={rec}
        index={index}
        onShowPhoto={showPhoto}
        headingRef={heading}
        headingDescribedBy="profile-keys"
        top={
          <BackLink href={home} labelId={backLabel} />
        }
      >
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
      </ProfileView>
      <p id="profile-keys" className={hidden}>
        <FormattedMessage id="recs.profile.keys" />
      </p>
    </div>
  );
}
