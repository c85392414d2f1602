import { css } from '@linaria/core';
import { useSignals } from '@preact/signals-react/runtime';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { CHAT, type ChatItem } from '../../core/chat';
import { MATCHES, type Match } from '../../core/matches';
import { routePath } from '../../core/routing';
import { hint, iconButton } from '../components/styles';
import { useInjection } from '../di/resolver';
import { Avatar } from '../components';
import { photoUrl } from '../matches/person-photo';
import { useOwnId } from '../matches/MatchList';
import { DESKTOP, VISUALLY_HIDDEN } from '../theme/tokens';
import { sendFailureMessageId } from './chat-errors';
import { Composer } from './Composer';
import { History } from './History';
import { viewOf } from './MessageBody';
import { SafetyActions } from './SafetyActions';

const pane = css`
  display: grid;
  grid-template-rows: auto 1fr auto auto;
  /* As wide as the pane, whatever the composer's text would like. */
  grid-template-columns: minmax(0, 1fr);
  height: 100%;
  min-height: 0;
`;
const header = css`
  display: flex;
  align-items: center;
  gap: var(--space-2);
  padding: var(--space-2) var(--space-3);
  border-bottom: 1px solid var(--border);
  h2 {
    margin: 0;
    font-size: 1.125rem;
    flex: 1;
    min-width: 0;
  }
  h2 a {
    display: inline-flex;
    align-items: center;
    gap: var(--space-2);
    color: var(--fg);
    text-decoration: none;
    max-width: 100%;
  }
  h2 a:hover bdi {
    text-decoration: underline;
  }
`;
const back = css`
  ${DESKTOP} {
    display: none;
  }
`;
const typingLine = css`
  min-height: 1.5em;
  margin: 0;
  padding: 0 var(--space-3);
  font-size: 0.875rem;
  color: var(--muted);
  font-style: italic;
`;
const srOnly = css`
  ${VISUALLY_HIDDEN}
`;
const ended = css`
  padding: var(--space-4) var(--space-3);
`;

/** The text a screen reader says of a new message. */
const spoken = (item: ChatItem, intlGif: string, intlSticker: string): string => {
  const view = viewOf(item);
  return view.type === 'gif' ? intlGif : view.type === 'sticker' ? intlSticker : view.text;
};

/** How many of the newest rows the announcer looks at: the member's own unanswered messages are among them. */
const RECENT_ROWS = 20;

/** The member's messages still in the outbox among the newest rows, by their own id: pending or failed. */
const outgoingStates = (items: readonly ChatItem[]): Map<string, 'pending' | 'failed'> =>
  new Map(items.slice(-RECENT_ROWS).flatMap((item) => (item.kind === 'outgoing' ? [[item.key, item.delivery] as const] : [])));

/**
 * A polite live region for what happens in the open conversation: each new message from the other member (not the
 * messages there when it opened, nor older pages), and each of the member's own that is sent, or not sent (and why).
 */
function ChatAnnouncer({ matchId, name }: { matchId: string; name: string }) {
  useSignals();
  const intl = useIntl();
  const chat = useInjection(CHAT.Store);
  const items = chat.items(matchId).value;
  const loaded = chat.conversation(matchId).status === 'loaded';
  const [said, setSaid] = useState('');
  const before = useRef<{ matchId: string; lastKey: string | undefined; outgoing: Map<string, 'pending' | 'failed'> } | undefined>(undefined);
  useEffect(() => {
    if (!loaded) return;
    const previous = before.current;
    const last = items.at(-1);
    const outgoing = outgoingStates(items);
    before.current = { matchId, lastKey: last?.key, outgoing };
    if (previous === undefined || previous.matchId !== matchId) return;
    for (const [clientId, state] of previous.outgoing) {
      const now = outgoing.get(clientId);
      if (now === 'failed' && state !== 'failed') {
        const failure = items.findLast((item) => item.key === clientId);
        const reason = intl.formatMessage({ id: sendFailureMessageId(failure?.kind === 'outgoing' ? failure.entry.failure : undefined) }, { name });
        setSaid(intl.formatMessage({ id: 'chat.said.failed' }, { reason }));
        return;
      }
      if (now === undefined && items.slice(-RECENT_ROWS).some((item) => item.kind === 'message' && item.message.clientId === clientId)) {
        setSaid(intl.formatMessage({ id: 'chat.said.sent' }));
      }
    }
    if (last === undefined || last.key === previous.lastKey || last.kind !== 'message' || last.own) return;
    const text = spoken(last, intl.formatMessage({ id: 'matches.preview.gif' }), intl.formatMessage({ id: 'matches.preview.sticker' }));
    setSaid(intl.formatMessage({ id: 'chat.said.new' }, { name, text }));
  }, [matchId, items, loaded, name, intl]);
  return (
    <div className={srOnly} role="status" aria-live="polite" aria-atomic="true">
      {said}
    </div>
  );
}

/** CHAT-07: "{name} is typing…" while a pulse of theirs is fresh. */
function TypingIndicator({ matchId, name }: { matchId: string; name: string }) {
  useSignals();
  const typing = useInjection(CHAT.Typing).isTyping(matchId);
  return <p className={typingLine}>{typing ? <FormattedMessage id="chat.typing" values={{ name }} /> : null}</p>;
}

function ChatHeader({ match, onEnded }: { match: Match; onEnded: (said: string) => void }) {
  const intl = useIntl();
  const name = match.person.name;
  return (
    <div className={header}>
      <Link href={routePath('matches')} className={`${iconButton} ${back}`} aria-label={intl.formatMessage({ id: 'matches.backToMatches' })}>
        <ArrowLeft aria-hidden="true" />
      </Link>
      <h2 id="chat-title">
        <Link href={routePath('messagesProfile', { matchId: match.id, userId: match.person.id })}>
          <Avatar name={name} src={photoUrl(match.person, 40)} size="sm" decorative />
          <bdi>{name}</bdi>
          <span className={srOnly}>{intl.formatMessage({ id: 'chat.viewProfile' })}</span>
        </Link>
      </h2>
      <SafetyActions match={match} onEnded={onEnded} />
    </div>
  );
}

/**
 * The conversation of a match (route `messages/{matchId}`): its person in the header (a link to their profile,
 * MATCH-14) with unmatch, block and report; the history; who is typing; the composer, which has the focus when the
 * conversation opens. Opening it loads the newest page and marks it seen (MATCH-12).
 */
export function ChatPane({ matchId, onEnded }: { matchId: string; onEnded: (said: string) => void }) {
  useSignals();
  const matches = useInjection(MATCHES.Store);
  const conversations = useInjection(CHAT.Conversation);
  const match = matches.match(matchId);
  useOwnId();

  useEffect(() => {
    void conversations.open(matchId);
    return () => conversations.close(matchId);
  }, [conversations, matchId]);

  if (match === undefined) {
    return (
      <div className={ended} role="status">
        <p className={hint}>
          <FormattedMessage id="chat.ended" />
        </p>
        <Link href={routePath('matches')}>
          <FormattedMessage id="matches.backToMatches" />
        </Link>
      </div>
    );
  }
  const name = match.person.name;
  return (
    <section className={pane} aria-labelledby="chat-title">
      <ChatHeader match={match} onEnded={onEnded} />
      <History matchId={matchId} name={name} />
      <TypingIndicator matchId={matchId} name={name} />
      <Composer matchId={matchId} name={name} focusKey={matchId} />
      <ChatAnnouncer matchId={matchId} name={name} />
    </section>
  );
}
