import { css } from '@linaria/core';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { AUTH } from '../../core/auth';
import { CHAT, PREFETCHED_CONVERSATIONS } from '../../core/chat';
import { MATCHES, type LastMessage, type MatchFilter, type MatchListItem } from '../../core/matches';
import { routePath } from '../../core/routing';
import { Avatar, buttonClass, ListRow, Loading as LoadingRegion, Skeleton } from '../components';
import { button, hint, quiet, secondary } from '../components/styles';
import { useInjection } from '../di/resolver';
import { VISUALLY_HIDDEN } from '../theme/tokens';
import { photoUrl } from './person-photo';

const column = css`
  display: grid;
  align-content: start;
  gap: var(--space-3);
  padding: var(--space-3);
  h2 {
    margin: 0;
    font-size: 1.125rem;
  }
`;
const row = css`
  display: flex;
  gap: var(--space-3);
  overflow-x: auto;
  padding: var(--space-1) 2px var(--space-2);
  margin: 0;
  list-style: none;
  scrollbar-width: thin;
  li {
    flex: none;
  }
`;
const newMatch = css`
  position: relative;
  display: grid;
  justify-items: center;
  gap: var(--space-1);
  width: 84px;
  color: var(--fg);
  text-decoration: none;
  font-size: 0.875rem;
  font-weight: 600;
  border-radius: var(--radius);
  padding: var(--space-1);
  > span:nth-of-type(2) {
    max-width: 100%;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  &[aria-current='page'] {
    background: var(--surface);
  }
`;
const list = css`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
`;
/** The latest message under a name: the member's colour and weight while unread, the accent while typing. */
const preview = css`
  &[data-unseen='true'] {
    color: var(--fg);
    font-weight: 600;
  }
  &[data-typing='true'] {
    color: var(--accent-text);
    font-style: italic;
  }
`;
const unreadDot = css`
  width: 12px;
  height: 12px;
  border-radius: 50%;
  background: var(--brand);
  @media (forced-colors: active) {
    background: CanvasText;
  }
`;
const srOnly = css`
  ${VISUALLY_HIDDEN}
`;
const skeletonRow = css`
  display: flex;
  align-items: center;
  gap: var(--space-3);
  min-height: 64px;
  padding: var(--space-2) var(--space-3);
  > span:last-child {
    display: grid;
    gap: var(--space-2);
    flex: 1;
  }
`;
/** The lists' own links (to Discover, to the archived matches and back) look like quiet buttons, never bare links. */
const listLinkPlace = css`
  justify-self: start;
  width: fit-content;
  text-decoration: none;
`;
const listLink = `${buttonClass({ variant: 'secondary', size: 'sm' })} ${listLinkPlace}`;

/** The link of a match's conversation. */
export const conversationHref = (matchId: string): string => routePath('messages', { matchId });

/** What a row says of the latest message: its text, a word for a GIF or sticker, "You: " before the member's own. */
function Preview({ last, ownId }: { last: LastMessage; ownId: string | undefined }) {
  const intl = useIntl();
  const text =
    last.type === 'gif'
      ? intl.formatMessage({ id: 'matches.preview.gif' })
      : last.type === 'sticker'
        ? intl.formatMessage({ id: 'matches.preview.sticker' })
        : last.type === 'text' || last.type === 'link'
          ? last.text.replace(/\s+/g, ' ').slice(0, 140)
          : intl.formatMessage({ id: 'matches.preview.other' });
  return <>{last.fromId === ownId ? intl.formatMessage({ id: 'matches.you' }, { text }) : text}</>;
}

/** Rows in the shape of matches while the list loads. */
function Loading() {
  const intl = useIntl();
  return (
    <LoadingRegion label={intl.formatMessage({ id: 'matches.loading' })} className={list}>
      {[0, 1].map((index) => (
        <span key={index} className={skeletonRow}>
          <Skeleton width={48} height={48} radius="50%" />
          <span>
            <Skeleton width="40%" height={14} />
            <Skeleton width="70%" height={12} />
          </span>
        </span>
      ))}
    </LoadingRegion>
  );
}

function MoreButton({ filter }: { filter: MatchFilter }) {
  useSignals();
  const store = useInjection(MATCHES.Store);
  const load = useInjection(MATCHES.Load);
  const state = store.lists.value[filter];
  if (state.isEndOfList || state.status !== 'loaded') return null;
  return (
    <button type="button" className={`${button} ${quiet}`} onClick={() => void load.loadMore(filter)}>
      <FormattedMessage id="matches.more" />
    </button>
  );
}

/** The status of a list: loading with nothing yet, failed with nothing yet (and a retry), or null. */
function ListStatus({ filter, empty }: { filter: MatchFilter; empty: boolean }) {
  useSignals();
  const store = useInjection(MATCHES.Store);
  const load = useInjection(MATCHES.Load);
  const state = store.lists.value[filter];
  if (!empty) return null;
  if (state.status === 'loading' || state.status === 'not-loaded') return <Loading />;
  if (state.status === 'error')
    return (
      <div role="alert">
        <p className={hint}>
          <FormattedMessage id="matches.failed" />
        </p>
        <button type="button" className={`${button} ${secondary}`} onClick={() => void load.loadFirst(filter)}>
          <FormattedMessage id="matches.retry" />
        </button>
      </div>
    );
  return null;
}

/** MATCH-05: the new matches (no messages yet) as a row of photos; the unseen ones ringed. */
function NewMatches({ selected }: { selected: string | undefined }) {
  useSignals();
  const intl = useIntl();
  const store = useInjection(MATCHES.Store);
  const conversations = useInjection(CHAT.Conversation);
  const items = store.items('withoutMessages');
  const state = store.lists.value.withoutMessages;
  return (
    <section aria-labelledby="new-matches-title">
      <h2 id="new-matches-title">
        <FormattedMessage id="matches.newMatches" />
      </h2>
      <ListStatus filter="withoutMessages" empty={items.length === 0} />
      {items.length === 0 && state.status === 'loaded' ? (
        <>
          <p className={hint}>
            <FormattedMessage id="matches.newMatchesEmpty" />
          </p>
          <Link href="/recs" className={listLink}>
            <FormattedMessage id="matches.toDiscover" />
          </Link>
        </>
      ) : null}
      {items.length > 0 ? (
        <ul className={row}>
          {items.map(({ match, unseen }) => (
            <li key={match.id}>
              <Link
                href={conversationHref(match.id)}
                onClick={() => void conversations.prepare(match.id)}
                className={newMatch}
                aria-current={selected === match.id ? 'page' : undefined}
              >
                <Avatar name={match.person.name} src={photoUrl(match.person, 72)} size="lg" ring={unseen} decorative />
                {/* An unseen match is named "Ben, new match" by text, not by a label that would hide what shows. */}
                <span aria-hidden={unseen || undefined}>
                  <bdi>{match.person.name}</bdi>
                </span>
                {unseen ? <span className={srOnly}>{intl.formatMessage({ id: 'matches.newMatchName' }, { name: match.person.name })}</span> : null}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      <MoreButton filter="withoutMessages" />
    </section>
  );
}

function ConversationRow({ item, selected }: { item: MatchListItem; selected: boolean }) {
  useSignals();
  const intl = useIntl();
  const typing = useInjection(CHAT.Typing).isTyping(item.match.id);
  const conversations = useInjection(CHAT.Conversation);
  const { match, unseen } = item;
  return (
    <li>
      <ListRow
        href={conversationHref(match.id)}
        onClick={() => void conversations.prepare(match.id)}
        current={selected}
        leading={<Avatar name={match.person.name} src={photoUrl(match.person, 56)} size="md" decorative />}
        title={<bdi>{match.person.name}</bdi>}
        subtitle={
          <span className={preview} data-unseen={unseen} data-typing={typing}>
            {typing ? intl.formatMessage({ id: 'matches.typing' }) : match.lastMessage ? <OwnAwarePreview last={match.lastMessage} /> : null}
          </span>
        }
        trailing={
          unseen ? (
            <>
              <span className={unreadDot} aria-hidden="true" />
              <span className={srOnly}>{intl.formatMessage({ id: 'matches.unread' })}</span>
            </>
          ) : undefined
        }
      />
    </li>
  );
}

/** The preview, told whether the latest message is the member's own. */
function OwnAwarePreview({ last }: { last: LastMessage }) {
  const ownId = useOwnId();
  return <Preview last={last} ownId={ownId} />;
}

/** The signed-in member's id. */
export function useOwnId(): string | undefined {
  useSignals();
  return useInjection(AUTH.Session).state.value.userId;
}

/** MATCH-07: the conversations, latest message first, each with its last message and an unread dot (MATCH-06). */
function Conversations({ selected }: { selected: string | undefined }) {
  useSignals();
  const store = useInjection(MATCHES.Store);
  const conversations = useInjection(CHAT.Conversation);
  const items = store.items('withMessages');
  const firstIds = items.slice(0, PREFETCHED_CONVERSATIONS).map((item) => item.match.id).join(' ');
  useEffect(() => {
    if (firstIds !== '') conversations.prefetch(firstIds.split(' '));
  }, [firstIds, conversations]);
  return <ConversationSection filter="withMessages" headingId="conversations-title" titleKey="matches.messages" emptyKey="matches.messagesEmpty" selected={selected} />;
}

/** A list of conversation rows under its heading: its status, an empty note once loaded, and the way to more. */
function ConversationSection(props: {
  filter: 'withMessages' | 'archivedMatches';
  headingId: string;
  titleKey: string;
  emptyKey: string;
  selected: string | undefined;
}) {
  useSignals();
  const store = useInjection(MATCHES.Store);
  const items = store.items(props.filter);
  const state = store.lists.value[props.filter];
  return (
    <section aria-labelledby={props.headingId}>
      <h2 id={props.headingId}>
        <FormattedMessage id={props.titleKey} />
      </h2>
      <ListStatus filter={props.filter} empty={items.length === 0} />
      {items.length === 0 && state.status === 'loaded' ? (
        <p className={hint}>
          <FormattedMessage id={props.emptyKey} />
        </p>
      ) : null}
      {items.length > 0 ? (
        <ul className={list}>
          {items.map((item) => (
            <ConversationRow key={item.match.id} item={item} selected={props.selected === item.match.id} />
          ))}
        </ul>
      ) : null}
      <MoreButton filter={props.filter} />
    </section>
  );
}

/** The matches column: new matches, conversations, and the way to the archived matches. */
export function MatchList({ selected }: { selected: string | undefined }) {
  const load = useInjection(MATCHES.Load);
  useEffect(() => void load.initialLoad(), [load]);
  return (
    <div className={column}>
      <NewMatches selected={selected} />
      <Conversations selected={selected} />
      <Link href={routePath('archivedMatches')} className={listLink}>
        <FormattedMessage id="matches.archived" />
      </Link>
    </div>
  );
}

/** MATCH-17: the archived matches (route `matches/archived`), latest archived first. */
export function ArchivedMatches({ selected }: { selected: string | undefined }) {
  const load = useInjection(MATCHES.Load);
  useEffect(() => void load.loadFirst('archivedMatches'), [load]);
  return (
    <div className={column}>
      <Link href={routePath('matches')} className={listLink}>
        <FormattedMessage id="matches.backToMatches" />
      </Link>
      <ConversationSection filter="archivedMatches" headingId="archived-title" titleKey="matches.archived" emptyKey="matches.archivedEmpty" selected={selected} />
    </div>
  );
}
