import { css } from '@linaria/core';
import { useComputed, useSignals } from '@preact/signals-react/runtime';
import BadgeCheck from 'lucide-react/icons/badge-check';
import Heart from 'lucide-react/icons/heart';
import Hourglass from 'lucide-react/icons/hourglass';
import MapPin from 'lucide-react/icons/map-pin';
import MessageSquareText from 'lucide-react/icons/message-square-text';
import MapPinOff from 'lucide-react/icons/map-pin-off';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import SearchX from 'lucide-react/icons/search-x';
import SlidersHorizontal from 'lucide-react/icons/sliders-horizontal';
import Star from 'lucide-react/icons/star';
import WifiOff from 'lucide-react/icons/wifi-off';
import X from 'lucide-react/icons/x';
import { memo, useDeferredValue, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'wouter';
import { LOCATION } from '../../core/location';
import {
  interactionOfKey,
  likesBlocked as likesBlocked_,
  RECS,
  superLikesBlocked,
  type RateMethod,
  type RecCard,
  type SwipeAction,
  type SwipeOutcome,
  srcSetOf,
} from '../../core/recs';
import { SHARED } from '../../core/shared';
import { Button, buttonClass } from '../components/Button';
import { Chip } from '../components/Chip';
import { EmptyState } from '../components/EmptyState';
import { IconButton } from '../components/IconButton';
import { useInjection } from '../di/resolver';
import { focusInNextFrame, focusIsNowhere } from '../hooks/focus-next-frame';
import { whenIdle } from '../hooks/use-idle';
import { useFeature } from '../hooks/use-feature';
import { useFirstScreenPassed } from '../hooks/use-first-screen';
import { formatWait } from '../i18n/wait';
import { VISUALLY_HIDDEN } from '../theme/tokens';
import { CardMotion } from './card-motion';
import { dismissDrawnScreen } from '../app/drawn-screen';
import { DeckSkeleton } from './DeckSkeleton';
import { actionsRow, card, CARD_PHOTO_SIZES, cardBox, deck, info, settingsLink, stack } from './deck-styles';
import { SwipeNoteDialog } from './SwipeNoteDialog';

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
/** RECS-08 `is_super_like`: the candidate super-liked the member (shown on the receiver's card). */
/** RECS-15: the note the candidate sent with their like (plain text). */
const swipeNoteStyle = css`
  display: flex;
  align-items: flex-start;
  gap: 6px;
  margin: 0 0 var(--space-1);
  padding: var(--space-1) var(--space-2);
  border-radius: var(--radius);
  background: rgba(0, 0, 0, 0.55);
  color: #ffffff;
  font-size: var(--text-sm);
  overflow-wrap: anywhere;
  svg {
    flex: none;
    margin-top: 2px;
  }
`;
const superLiked = css`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  width: fit-content;
  margin: 0 0 var(--space-1);
  padding: 2px 10px;
  border-radius: var(--radius-full);
  background: #1565d8;
  color: #ffffff;
  font-size: var(--text-sm);
  font-weight: 700;
`;
const verified = css`
  color: #8ab4f8;
  flex: none;
`;
const below = css`
  display: grid;
  justify-self: stretch;
  justify-items: center;
  /* Lines at the top of the space kept for them: one coming does not move the other. */
  align-content: start;
  gap: var(--space-1);
  min-height: 24px;
  font-size: var(--text-sm);
  color: var(--muted);
  text-align: center;
  p {
    margin: 0;
  }
`;
/**
 * The likes and super likes left: each in a half of its own, meeting in the middle, so a swipe's answer that changes
 * one count (its text's width) does not move the other, as a centred line would.
 */
const quotas = css`
  display: grid;
  grid-template-columns: 1fr 1fr;
  justify-self: stretch;
  gap: 0.3em;
  & > span {
    text-align: end;
  }
  & > span + span {
    text-align: start;
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
      // RECS-15: out of swipe notes: its modal says so.
      if (outcome.kind === 'blocked' && outcome.reason === 'out-of-swipe-notes') return null;
      // RECS-16: out of bouncer bypasses: the out-of-likes modal offers the packs.
      if (outcome.kind === 'blocked' && outcome.reason === 'out-of-bouncer-bypasses') return null;
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

/** RECS-01: the words stamped on the card as it is dragged (their opacity follows the drag, card-motion.ts). */
const stamp = css`
  position: absolute;
  top: var(--space-6);
  padding: var(--space-1) var(--space-3);
  border: 4px solid currentColor;
  border-radius: var(--radius);
  font-size: var(--text-2xl);
  font-weight: 900;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  background: rgb(0 0 0 / 25%);
  opacity: 0;
  /* A layer of its own: fading in with the drag changes no pixel of the card under it. */
  will-change: opacity;
  pointer-events: none;
  &[data-stamp='like'] {
    inset-inline-start: var(--space-4);
    color: #4ade80;
    transform: rotate(-14deg);
  }
  &[data-stamp='dislike'] {
    inset-inline-end: var(--space-4);
    color: #ff6b81;
    transform: rotate(14deg);
  }
  &[data-stamp='superlike'] {
    top: 38%;
    left: 50%;
    color: #7cc4ff;
    transform: translateX(-50%) rotate(-8deg);
  }
`;
const photoCount = css`
  position: absolute;
  top: calc(var(--space-2) + 10px);
  inset-inline-end: var(--space-2);
  padding: 2px var(--space-2);
  border-radius: var(--radius-full);
  background: rgb(0 0 0 / 55%);
  font-size: var(--text-sm);
  font-weight: 600;
`;
/** The stack: the next card waits under the top one, its photo already decoded, so a swipe shows it at once. */

/** Where a card is: on top, waiting under it, or flying off after a swipe. */
type Place = 'top' | 'under' | 'leaving';

/**
 * One card of the stack. The card on top, the one under it and one flying off render the same elements, so a swipe
 * only changes attributes: the next card takes the role, ids and focus and keeps its decoded photo, and the swiped
 * one flies off as it is and is taken away once it has gone; nothing is built or removed while the next card is
 * shown. Under or leaving, a card is hidden from assistive technology; under, it is also inert. A leaving card lets the
 * pointer through (the stack's styles) and is gone within the flight: making it inert would restyle all of it in the
 * swipe's own frame.
 */
const Card = memo(function Card({
  rec,
  place,
  onKeyDown,
  cardRef,
}: {
  rec: RecCard;
  place: Place;
  onKeyDown?: (event: KeyboardEvent) => void;
  cardRef?: RefObject<HTMLElement | null>;
}) {
  const top = place === 'top';
  useSignals();
  const intl = useIntl();
  const store = useInjection(RECS.Store);
  const photos = rec.photos;
  // RECS-19: the photo shown is the card's `activePhotoIndex`, kept in the recs state; read alone, so that only a
  // change of this card's photo renders it again.
  const active = useComputed(() => store.state.value.cards[rec.id]?.activePhotoIndex ?? 0).value;
  const index = Math.min(active, Math.max(0, photos.length - 1));
  const photo = photos[index];
  const job = rec.jobs?.[0];
  const srcSet = photo ? srcSetOf(photo) : undefined;
  const id = (name: string) => (top ? name : undefined);
  return (
    <div
      ref={top ? (cardRef as RefObject<HTMLDivElement | null>) : undefined}
      role={top ? 'article' : undefined}
      className={`${cardBox} ${card}`}
      data-place={place}
      aria-hidden={top ? undefined : 'true'}
      inert={place === 'under'}
      aria-labelledby={id('rec-name')}
      aria-describedby={top ? 'rec-photo rec-keys' : undefined}
      tabIndex={top ? 0 : undefined}
      onKeyDown={top ? onKeyDown : undefined}
    >
      {photo ? (
        <img
          src={photo.url}
          srcSet={srcSet}
          sizes={CARD_PHOTO_SIZES}
          alt={top ? (photo.altText ?? intl.formatMessage({ id: 'recs.photoOf' }, { name: rec.name })) : ''}
          decoding="async"
          draggable={false}
        />
      ) : null}
      <span className={stamp} data-stamp="like" aria-hidden="true">
        <FormattedMessage id="recs.stamp.like" />
      </span>
      <span className={stamp} data-stamp="dislike" aria-hidden="true">
        <FormattedMessage id="recs.stamp.nope" />
      </span>
      <span className={stamp} data-stamp="superlike" aria-hidden="true">
        <FormattedMessage id="recs.stamp.superLike" />
      </span>
      {photos.length > 1 ? (
        <>
          <div className={bars} aria-hidden="true">
            {photos.map((p, i) => (
              <span key={p.url} data-on={i === index} />
            ))}
          </div>
          <span id={id('rec-photo')} className={photoCount} aria-live={top ? 'polite' : undefined}>
            <FormattedMessage id="recs.photoIndex" values={{ index: index + 1, count: photos.length }} />
          </span>
        </>
      ) : null}
      <div className={info}>
        {rec.isSuperLike ? (
          <p className={superLiked}>
            <Star size={16} aria-hidden fill="currentColor" />
            <FormattedMessage id="recs.superLikedYou" />
          </p>
        ) : null}
        {rec.swipeNote === undefined ? null : (
          <p className={swipeNoteStyle}>
            <MessageSquareText size={16} aria-hidden />
            <span>
              <FormattedMessage id="recs.swipeNote.received" values={{ note: rec.swipeNote }} />
            </span>
          </p>
        )}
        <h2 id={id('rec-name')}>
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
    </div>
  );
});

/**
 * The cards in the stack, bottom first, as one keyed list so that a card keeps its element as it moves from under
 * to top to leaving: the one under (unless it is on top or leaving), the one on top, those flying off.
 */
const stacked = (top: RecCard, under: RecCard | undefined, leaving: readonly RecCard[]): { card: RecCard; place: Place }[] => [
  ...(under && under.id !== top.id && !leaving.some((c) => c.id === under.id) ? [{ card: under, place: 'under' as const }] : []),
  { card: top, place: 'top' },
  ...leaving.filter((c) => c.id !== top.id).map((card) => ({ card, place: 'leaving' as const })),
];

/** Which keys do what on the focused card (RECS-01, RECS-19, RECS-22). */
const keyAction = (event: KeyboardEvent): SwipeAction | 'profile' | 'nextPhoto' | 'previousPhoto' | undefined => {
  if (event.key === 'Enter') return 'profile';
  if (event.key === ' ') return event.shiftKey ? 'previousPhoto' : 'nextPhoto';
  return interactionOfKey(event.key);
};

/** What a stack other than Discover's says when it runs out, and how it asks again (an Explore catalog's, EXP-01). */
export interface RecsDeckProps {
  readonly empty?: { readonly title: ReactNode; readonly body: ReactNode };
  /** Asks for the stack's cards again (default: Discover's recs). */
  readonly reload?: () => Promise<void>;
}

/**
 * RECS-01..03, RECS-09..12, RECS-14, RECS-19, RECS-22: the card on top of the stack and what can be done with it. A
 * full-bleed photo with the name and age over a gradient, and round Rewind, Nope, Super like and Like buttons under
 * it. A card is swiped by dragging it (right likes, left nopes, up super likes; card-motion.ts moves it without a
 * React render), by those buttons, or by the arrow keys on the focused card; all three fly it off the same way.
 * Tapping the card's halves, or Space and Shift+Space, changes the photo ("Photo 2 of 5"); Enter or a tap on the
 * name opens the full profile. The next card takes the focus, so the keys keep working; what happened is said in a
 * polite live region.
 */
export function RecsDeck({ empty, reload }: RecsDeckProps = {}) {
  useSignals();
  const intl = useIntl();
  const store = useInjection(RECS.Store);
  const load = useInjection(RECS.Load);
  const enter = useInjection(RECS.Enter);
  const swipe = useInjection(RECS.Swipe);
  const rewind = useInjection(RECS.Rewind);
  const clock = useInjection(SHARED.Clock);
  const [, navigate] = useLocation();
  const [said, setSaid] = useState<Said>(null);
  const cardRef = useRef<HTMLElement>(null);
  const refocus = useRef(false);

  useEffect(() => void enter.enter(), [enter]);
  // MATCH-15: the match dialog's code is fetched once the first cards are in (its chunk shares code with the
  // member's post-login modules, which wait for them too), so "It's a match!" shows the moment a like's answer says so;
  // in an idle moment of its own, not in the task that drew the cards (its scripts' and stylesheets' links go in).
  const firstScreen = useFirstScreenPassed();
  useEffect(() => (firstScreen ? whenIdle(() => void import('./ItsAMatchModal')) : undefined), [firstScreen]);

  const rec = store.current.value;
  // The card under the top one is built after the next card is on screen (a deferred render): when the top card
  // leaves, the one under it only changes attributes, and the one after it is built once that has been painted.
  const under = useDeferredValue(store.next.value);
  const [leaving, setLeaving] = useState<readonly RecCard[]>([]);
  const status = store.status.value;
  // The first card drawn by the server for this start (if any) gives way once the stack shows what it has.
  const settled = Boolean(rec) || status.kind === 'error' || status.kind === 'empty';
  useLayoutEffect(() => {
    if (settled) dismissDrawnScreen();
  }, [settled]);
  const likes = store.likesLeft.value;
  const superLikes = store.superLikes.value?.remaining;
  const likesUntil = store.rateLimitedUntil.value;
  const likesBlocked = (likesUntil ?? 0) > clock.now();
  const canRewind = store.previousRec.value !== null;
  const wait = (until: number) => formatWait(intl, until - clock.now());

  // RECS-16: a like sent from the out-of-likes modal with a bouncer bypass is said like any other.
  const bypassed = swipe.bypassed.value;
  useEffect(() => {
    if (bypassed !== null) setSaid(sayAfter(bypassed, (until) => formatWait(intl, until - clock.now())));
  }, [bypassed, intl, clock]);

  const [noting, setNoting] = useState(false);
  const sendNote = async (note: string) => {
    setNoting(false);
    const outcome = await swipe.swipeNote(note);
    setSaid(sayAfter(outcome, wait));
  };
  const act = async (action: SwipeAction, method: RateMethod) => {
    refocus.current = cardRef.current !== null && document.activeElement === cardRef.current;
    const outcome = await swipe.swipe(action, method);
    setSaid(sayAfter(outcome, wait));
  };
  const canSwipe = (action: SwipeAction): boolean => {
    const now = clock.now();
    const allowances = store.allowances.peek();
    return action === 'like' ? !likesBlocked_(allowances, now) : action === 'superlike' ? !superLikesBlocked(allowances, now) : true;
  };
  /**
   * A swipe by drag, button or key: the card on top flies off (a swipe that will be refused leaves it in place) and
   * stays in the stack, leaving, until it has gone; the swipe happens at once.
   */
  const flyAndAct = (action: SwipeAction, method: RateMethod) => {
    const motion = motionRef.current;
    const top = store.current.peek();
    const flown = motion && top && canSwipe(action) ? motion.fling(action) : null;
    if (flown && top) {
      setLeaving((cards) => [...cards, top]);
      void flown.then(() => setLeaving((cards) => cards.filter((c) => c !== top)));
    }
    void act(action, method);
  };
  const showPhoto = (delta: number) => {
    const top = store.current.peek();
    if (!top || top.photos.length < 2) return;
    store.showPhoto(top.id, store.cardState(top.id).activePhotoIndex + delta);
  };
  const openProfile = () => navigate('~/app/recs/profile');

  const handlers = useRef({ flyAndAct, canSwipe, showPhoto, openProfile });
  handlers.current = { flyAndAct, canSwipe, showPhoto, openProfile };
  const motionRef = useRef<CardMotion | null>(null);
  motionRef.current ??= new CardMotion({
    onSwipe: (action) => handlers.current.flyAndAct(action, 'swipe'),
    canSwipe: (action) => handlers.current.canSwipe(action),
    onTap: (where) => (where === 'info' ? handlers.current.openProfile() : handlers.current.showPhoto(where === 'next' ? 1 : -1)),
  });

  // The drag follows whichever card is on top.
  useEffect(() => {
    const el = cardRef.current;
    return el && motionRef.current ? motionRef.current.attach(el) : undefined;
  }, [rec?.id]);

  // The card takes the focus when it replaces a focused card (at once: the member's next key goes to it), and when
  // Discover opens with the focus nowhere (after signing in) or on the screen's title (in the next frame): that is
  // where a member's attention is.
  useEffect(() => {
    const replacing = refocus.current;
    refocus.current = false;
    if (!rec) return undefined;
    if (replacing) {
      cardRef.current?.focus();
      return undefined;
    }
    const nowhere = () => focusIsNowhere('screen-title');
    return nowhere() ? focusInNextFrame(() => cardRef.current, nowhere) : undefined;
  }, [rec?.id]);

  const onKeyDown = (event: KeyboardEvent) => {
    const action = keyAction(event);
    if (action === undefined || event.repeat || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    if (action === 'profile') openProfile();
    else if (action === 'nextPhoto') showPhoto(1);
    else if (action === 'previousPhoto') showPhoto(-1);
    else flyAndAct(action, 'keyboard');
  };
  const keyHandler = useRef(onKeyDown);
  keyHandler.current = onKeyDown;
  const [onCardKey] = useState(() => (event: KeyboardEvent) => keyHandler.current(event));
  const onRewind = async () => {
    refocus.current = true;
    const outcome = await rewind.execute();
    if (outcome.kind === 'rewound') setSaid({ id: 'recs.said.rewound', values: { name: outcome.card.name } });
    else if (outcome.kind === 'failed') setSaid({ id: 'recs.said.failed' });
  };

  // Out of likes, the notice under the buttons says when they come back: the status line does not say it twice.
  const shown = said && !(likesBlocked && said.id.startsWith('recs.said.outOfLikes')) ? said : null;
  const statusLine = (
    <p role="status" className={hint}>
      {shown ? intl.formatMessage({ id: shown.id }, shown.values) : null}
    </p>
  );

  if (rec) {
    return (
      <div className={deck}>
        <div className={`${cardBox} ${stack}`}>
          {stacked(rec, under, leaving).map(({ card: c, place }) =>
            place === 'top' ? <Card key={c.id} rec={c} place="top" onKeyDown={onCardKey} cardRef={cardRef} /> : <Card key={c.id} rec={c} place={place} />,
          )}
        </div>
        <div className={actionsRow}>
          <IconButton
            tone="raised"
            size="sm"
            icon={RotateCcw}
            label={intl.formatMessage({ id: 'recs.rewind' })}
            aria-disabled={!canRewind || undefined}
            onClick={() => void (canRewind ? onRewind() : undefined)}
          />
          <IconButton tone="pass" size="lg" icon={X} label={intl.formatMessage({ id: 'recs.pass' }, { name: rec.name })} onClick={() => flyAndAct('dislike', 'button')} />
          <IconButton
            tone="superLike"
            size="md"
            icon={Star}
            filled
            label={intl.formatMessage({ id: 'recs.superLike' }, { name: rec.name })}
            aria-disabled={superLikes === 0 || undefined}
            onClick={() => flyAndAct('superlike', 'button')}
          />
          <IconButton
            tone="like"
            size="lg"
            icon={Heart}
            filled
            label={intl.formatMessage({ id: 'recs.like' }, { name: rec.name })}
            aria-disabled={likesBlocked || undefined}
            onClick={() => flyAndAct('like', 'button')}
          />
          <IconButton
            tone="raised"
            size="sm"
            icon={MessageSquareText}
            label={intl.formatMessage({ id: 'recs.swipeNote.open' }, { name: rec.name })}
            onClick={() => setNoting(true)}
          />
          {noting ? <SwipeNoteDialog name={rec.name} held={store.allowances.value.swipeNotes} onSend={(note) => void sendNote(note)} onClose={() => setNoting(false)} /> : null}
          <Link href="~/app/settings/distance" className={settingsLink} aria-label={intl.formatMessage({ id: 'recs.settings' })} title={intl.formatMessage({ id: 'recs.settings' })}>
            <SlidersHorizontal size={20} aria-hidden />
          </Link>
        </div>
        <div className={below}>
          {statusLine}
          {likesBlocked && likesUntil !== undefined ? (
            <OutOfLikes until={likesUntil} />
          ) : (
            <p className={quotas}>
              <span>{likes === undefined ? null : <FormattedMessage id="recs.likesLeft" values={{ count: likes }} />}</span>{' '}
              <span>{superLikes === undefined ? null : <FormattedMessage id="recs.superLikesLeft" values={{ count: superLikes }} />}</span>
            </p>
          )}
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
            <Button icon={<RefreshCw size={20} aria-hidden />} onClick={() => void (reload ?? load.execute.bind(load))()}>
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
        <LocationDeniedOr>
          <EmptyState
            illustration={SearchX}
            title={empty?.title ?? <FormattedMessage id="recs.emptyTitle" />}
            body={empty?.body ?? <FormattedMessage id="recs.empty" />}
            actions={
              <>
                <Link href="~/app/settings/distance" className={buttonClass()}>
                  <SlidersHorizontal size={20} aria-hidden />
                  <FormattedMessage id="recs.widen" />
                </Link>
                <Button variant="secondary" icon={<RefreshCw size={20} aria-hidden />} onClick={() => void (reload ?? load.execute.bind(load))()}>
                  <FormattedMessage id="recs.lookAgain" />
                </Button>
                {canRewind ? (
                  <Button variant="ghost" icon={<RotateCcw size={20} aria-hidden />} onClick={() => void onRewind()}>
                    <FormattedMessage id="recs.rewind" />
                  </Button>
                ) : null}
              </>
            }
          />
        </LocationDeniedOr>
      </>
    );
  }
  return <DeckSkeleton />;
}

const outOfLikes = css`
  display: flex;
  align-items: center;
  gap: var(--space-2);
  margin: 0;
  padding: 2px var(--space-3);
  border-radius: var(--radius-full);
  background: var(--surface2);
  color: var(--fg);
  font-weight: 600;
`;

/** RECS-11: out of likes: when they come back, in words ("in 3 hours, at 14:05"); passing and super likes still work. */
function OutOfLikes({ until }: { until: number }) {
  const intl = useIntl();
  const clock = useInjection(SHARED.Clock);
  return (
    <p className={outOfLikes} data-testid="out-of-likes">
      <Hourglass size={18} aria-hidden />
      <FormattedMessage
        id="recs.outOfLikes"
        values={{ wait: formatWait(intl, until - clock.now()), time: intl.formatTime(until, { hour: 'numeric', minute: '2-digit' }) }}
      />
    </p>
  );
}

/** Out of people because the browser keeps the member's position from us: says so and how to fix it; else `children`. */
function LocationDeniedOr({ children }: { children: ReactNode }) {
  const location = useFeature('location');
  return location === 'ready' ? <LocationDenied>{children}</LocationDenied> : <>{children}</>;
}

function LocationDenied({ children }: { children: ReactNode }) {
  useSignals();
  const denied = useInjection(LOCATION.Store).denied.value;
  const load = useInjection(RECS.Load);
  if (!denied) return <>{children}</>;
  return (
    <EmptyState
      illustration={MapPinOff}
      title={<FormattedMessage id="recs.locationDeniedTitle" />}
      body={<FormattedMessage id="recs.locationDenied" />}
      actions={
        <Button icon={<RefreshCw size={20} aria-hidden />} onClick={() => void load.execute()}>
          <FormattedMessage id="recs.lookAgain" />
        </Button>
      }
    />
  );
}

const hint = css`
  margin: 0;
  color: var(--muted);
  font-weight: 600;
`;
