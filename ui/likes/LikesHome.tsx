import { css } from '@linaria/core';
import { useSignals } from '@preact/signals-react/runtime';
import Heart from 'lucide-react/icons/heart';
import Sparkles from 'lucide-react/icons/sparkles';
import Star from 'lucide-react/icons/star';
import X from 'lucide-react/icons/x';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { GOLD_HOME_TABS, LIKES_YOU, QUICK_FILTER_PASSIONS, type GoldHomeTab, type Liker } from '../../core/likes-you';
import { NAVIGATION } from '../../core/navigation';
import { GOLD_PAYWALL_MODAL } from '../../core/likes-you/modal-kinds';
import { Button, Chip, EmptyState, IconButton, Skeleton, Tabs } from '../components';
import { useInjection } from '../di/resolver';
import { srOnly } from './BoostButton';

const grid = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: var(--space-3);
  @media (min-width: 900px) {
    grid-template-columns: repeat(auto-fill, minmax(190px, 1fr));
  }
`;
const tile = css`
  position: relative;
  aspect-ratio: 3 / 4;
  border-radius: var(--radius-lg);
  overflow: hidden;
  background: var(--surface);
  box-shadow: var(--shadow-1);
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
  }
  &[data-teaser='true'] img {
    /* The server sends a tiny, blurred picture; the browser blurs it once more so no pixel edge shows. */
    filter: blur(8px) saturate(1.1);
    transform: scale(1.15);
  }
`;
const caption = css`
  position: absolute;
  inset: auto 0 0 0;
  padding: var(--space-5) var(--space-2) var(--space-2);
  background: linear-gradient(to top, rgb(0 0 0 / 72%), transparent);
  color: #ffffff;
  display: flex;
  flex-direction: column;
  gap: var(--space-2);
  .who {
    margin: 0;
    font-weight: 800;
    font-size: var(--text-lg);
    overflow-wrap: anywhere;
  }
  .actions {
    display: flex;
    justify-content: space-between;
    gap: var(--space-2);
  }
`;
const superBadge = css`
  position: absolute;
  top: var(--space-2);
  inset-inline-start: var(--space-2);
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: 2px var(--space-2);
  border-radius: var(--radius-full);
  background: var(--super-like, #1565d8);
  color: #ffffff;
  font-size: var(--text-sm);
  font-weight: 700;
`;
const upsell = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: var(--space-3);
  margin: 0 0 var(--space-4);
  padding: var(--space-4);
  border-radius: var(--radius-lg);
  background: linear-gradient(135deg, color-mix(in srgb, #d4a017 22%, var(--raised)), var(--raised));
  border: 1px solid color-mix(in srgb, #d4a017 45%, var(--border));
  h2 {
    margin: 0 0 var(--space-1);
    font-size: var(--text-xl);
  }
  p {
    margin: 0;
    color: var(--muted);
  }
`;
const filters = css`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-2);
  margin: 0 0 var(--space-3);
  padding: 0;
  border: 0;
  legend {
    font-weight: 700;
    margin-bottom: var(--space-2);
    padding: 0;
  }
`;
const more = css`
  display: flex;
  justify-content: center;
  margin-top: var(--space-4);
`;
const myLikeRow = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: var(--space-2);
  li {
    display: flex;
    align-items: center;
    gap: var(--space-3);
    padding: var(--space-2);
    border-radius: var(--radius-md);
    background: var(--surface);
  }
  img {
    width: 56px;
    height: 56px;
    border-radius: 50%;
    object-fit: cover;
  }
  .name {
    font-weight: 700;
  }
`;

const PASSION_NAMES: Readonly<Record<string, string>> = { it_54: 'likes.passion.it_54', it_7: 'likes.passion.it_7', it_9: 'likes.passion.it_9' };

function GridLoading() {
  const intl = useIntl();
  return (
    <div role="status" aria-label={intl.formatMessage({ id: 'likes.loading' })}>
      <ul className={grid} aria-hidden="true">
        {[0, 1, 2, 3].map((i) => (
          <li key={i}>
            <Skeleton width="100%" height={220} radius="16px" />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** LIKES-02: the blurred teasers and the way to Gold (the paywall). */
function Teasers({ upsellTitleId }: { upsellTitleId: string }) {
  useSignals();
  const intl = useIntl();
  const store = useInjection(LIKES_YOU.Store);
  const modals = useInjection(NAVIGATION.Modals);
  const { count, teasers } = store.state.value;
  const gold = store.access.value === 'list';
  return (
    <>
      {gold ? null : (
        <div className={upsell}>
          <div>
            <h2>
              <FormattedMessage id={upsellTitleId} values={{ count }} />
            </h2>
            <p>
              <FormattedMessage id="likes.upsell.body" />
            </p>
          </div>
          <Button icon={<Sparkles size={18} aria-hidden />} onClick={() => modals.open({ kind: GOLD_PAYWALL_MODAL, props: { from: 'likes_you' } })}>
            <FormattedMessage id="likes.upsell.cta" />
          </Button>
        </div>
      )}
      {teasers.length === 0 ? (
        <EmptyState illustration={Heart} title={<FormattedMessage id="likes.empty.title" />} body={<FormattedMessage id="likes.empty.body" />} />
      ) : (
        <ul className={grid} aria-label={intl.formatMessage({ id: 'likes.teasers.label' }, { count: teasers.length })}>
          {teasers.map((teaser, i) => (
            <li key={teaser.url} className={tile} data-teaser="true">
              <img src={teaser.url} alt={intl.formatMessage({ id: 'likes.teaser.alt' }, { n: i + 1 })} loading="lazy" />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** LIKES-02, LIKES-05, LIKES-07: Gold's grid, its quick filters (from five likes), like and pass. */
function LikersGrid() {
  useSignals();
  const intl = useIntl();
  const store = useInjection(LIKES_YOU.Store);
  const likesYou = useInjection(LIKES_YOU.UseCase);
  const [said, setSaid] = useState('');
  const heading = useRef<HTMLParagraphElement>(null);
  const { fastMatches, nextPageToken } = store.state.value;
  const passion = store.passion.value;
  const status = store.status.value;

  const answer = async (liker: Liker, action: 'like' | 'pass', index: number) => {
    const answered = await likesYou.answer(liker.id, action);
    const message = !answered.ok
      ? intl.formatMessage({ id: 'likes.answer.failed' })
      : answered.value.matched
        ? intl.formatMessage({ id: 'likes.answer.matched' }, { name: liker.name })
        : intl.formatMessage({ id: 'likes.answer.passed' }, { name: liker.name });
    setSaid(message);
    // The focus goes to the next liker's first button (or the status line when none is left).
    requestAnimationFrame(() => {
      const buttons = document.querySelectorAll<HTMLButtonElement>('[data-liker-action="pass"]');
      (buttons[Math.min(index, buttons.length - 1)] ?? heading.current)?.focus();
    });
  };

  return (
    <>
      {store.filtersOffered.value ? (
        <fieldset className={filters}>
          <legend>
            <FormattedMessage id="likes.filters.legend" />
          </legend>
          {QUICK_FILTER_PASSIONS.map((id) => (
            <Chip key={id} selected={passion === id} onToggle={() => void likesYou.filter(passion === id ? null : id)}>
              <FormattedMessage id={PASSION_NAMES[id]!} />
            </Chip>
          ))}
        </fieldset>
      ) : null}
      <p ref={heading} tabIndex={-1} role="status" className={said === '' ? srOnly : undefined}>
        {said}
      </p>
      {status.kind === 'loading' && fastMatches.length === 0 ? (
        <GridLoading />
      ) : fastMatches.length === 0 ? (
        <EmptyState illustration={Heart} title={<FormattedMessage id="likes.empty.title" />} body={<FormattedMessage id="likes.empty.body" />} />
      ) : (
        <ul className={grid} aria-label={intl.formatMessage({ id: 'likes.grid.label' })}>
          {fastMatches.map((liker, index) => {
            const who = liker.age === null ? liker.name : `${liker.name}, ${liker.age}`;
            return (
              <li key={liker.id} className={tile}>
                {liker.photoUrl ? <img src={liker.photoUrl} alt={intl.formatMessage({ id: 'likes.photo.alt' }, { name: liker.name })} loading="lazy" /> : null}
                {liker.isSuperLike ? (
                  <span className={superBadge}>
                    <Star size={14} aria-hidden />
                    <FormattedMessage id="likes.superLiked" />
                  </span>
                ) : null}
                <div className={caption}>
                  <p className="who">{who}</p>
                  <div className="actions">
                    <IconButton
                      data-liker-action="pass"
                      tone="pass"
                      icon={X}
                      label={intl.formatMessage({ id: 'likes.pass' }, { name: liker.name })}
                      onClick={() => void answer(liker, 'pass', index)}
                    />
                    <IconButton tone="like" icon={Heart} label={intl.formatMessage({ id: 'likes.like' }, { name: liker.name })} onClick={() => void answer(liker, 'like', index)} />
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {nextPageToken !== null ? (
        <div className={more}>
          <Button variant="secondary" onClick={() => void likesYou.loadMore()}>
            <FormattedMessage id="likes.more" />
          </Button>
        </div>
      ) : null}
    </>
  );
}

/** LIKES-08: the likes the member sent. */
function MyLikes() {
  useSignals();
  const intl = useIntl();
  const store = useInjection(LIKES_YOU.Store);
  const likesYou = useInjection(LIKES_YOU.UseCase);
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    void likesYou.loadMyLikes().then(() => setLoaded(true));
  }, [likesYou]);
  const list = store.myLikes.value;
  if (!loaded) return <GridLoading />;
  if (list.length === 0) return <EmptyState illustration={Heart} title={<FormattedMessage id="likes.mine.empty.title" />} body={<FormattedMessage id="likes.mine.empty.body" />} />;
  return (
    <>
      <ul className={myLikeRow} aria-label={intl.formatMessage({ id: 'likes.mine.label' })}>
        {list.map((liker) => (
          <li key={liker.id}>
            {liker.photoUrl ? <img src={liker.photoUrl} alt="" /> : null}
            <span className="name">{liker.age === null ? liker.name : `${liker.name}, ${liker.age}`}</span>
            {liker.isSuperLike ? (
              <Chip tone="accent">
                <FormattedMessage id="likes.mine.super" />
              </Chip>
            ) : null}
          </li>
        ))}
      </ul>
      {store.myLikesNext.value !== null ? (
        <div className={more}>
          <Button variant="secondary" onClick={() => void likesYou.loadMyLikes(true)}>
            <FormattedMessage id="likes.more" />
          </Button>
        </div>
      ) : null}
    </>
  );
}

/** LIKES-04: the gold home's tabs (the last one chosen comes back), loading likes-you on the way in (LIKES-06). */
export function LikesHome() {
  useSignals();
  const intl = useIntl();
  const store = useInjection(LIKES_YOU.Store);
  const likesYou = useInjection(LIKES_YOU.UseCase);
  useEffect(() => {
    void likesYou.restore().then(() => likesYou.load());
  }, [likesYou]);
  const access = store.access.value;
  const status = store.status.value;
  const tab = store.state.value.lastTab;
  const contentOf = (id: GoldHomeTab) => {
    if (status.kind === 'failed')
      return (
        <p role="alert">
          <FormattedMessage id="likes.failed" />{' '}
          <Button variant="secondary" size="sm" onClick={() => void likesYou.load({ force: true })}>
            <FormattedMessage id="likes.retry" />
          </Button>
        </p>
      );
    if (id === 'my-likes') return <MyLikes />;
    if (access === null) return <GridLoading />;
    if (id === 'recently-active') return <Teasers upsellTitleId="likes.upsell.recent" />;
    return access === 'list' ? <LikersGrid /> : <Teasers upsellTitleId="likes.upsell.title" />;
  };
  return (
    <Tabs
      label={intl.formatMessage({ id: 'likes.tabs.label' })}
      selected={tab}
      onSelect={(id) => void likesYou.chooseTab(id as GoldHomeTab)}
      tabs={GOLD_HOME_TABS.map((id) => ({
        id,
        label: <FormattedMessage id={`likes.tab.${id}`} values={{ count: store.state.value.count }} />,
        content: contentOf(id),
      }))}
    />
  );
}
