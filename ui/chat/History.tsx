import { css } from '@linaria/core';
import { useSignals } from '@preact/signals-react/runtime';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CHAT, type ChatItem } from '../../core/chat';
import { button, quiet } from '../components/styles';
import { useInjection } from '../di/resolver';
import { VISUALLY_HIDDEN } from '../theme/tokens';
import { chatErrorMessageId } from './chat-errors';
import { MessageBody } from './MessageBody';

const scroller = css`
  overflow-y: auto;
  overscroll-behavior: contain;
  min-height: 0;
  padding: 0 var(--space-3);
  &:focus-visible {
    outline-offset: -3px;
  }
`;
const rowStyle = css`
  position: absolute;
  top: 0;
  inset-inline-start: 0;
  width: 100%;
  padding: 2px 0;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  &[data-own='true'] {
    align-items: flex-end;
  }
`;
const bubble = css`
  max-width: min(80%, 520px);
  padding: var(--space-2) var(--space-3);
  border-radius: 18px;
  background: var(--surface);
  color: var(--fg);
  overflow-wrap: anywhere;
  p {
    margin: 0;
    white-space: pre-wrap;
  }
  a {
    color: inherit;
    text-decoration: underline;
    text-underline-offset: 2px;
  }
  img {
    display: block;
    max-width: 100%;
    height: auto;
    border-radius: 12px;
  }
  [data-own='true'] > & {
    background: var(--accent-fill);
    color: var(--on-accent);
  }
  [data-own='true'] > &[data-media='true'],
  &[data-media='true'] {
    background: transparent;
    padding: 0;
  }
  [data-delivery='failed'] > & {
    background: var(--surface);
    color: var(--fg);
    border: 2px solid var(--danger);
  }
`;
const meta = css`
  display: flex;
  align-items: center;
  gap: var(--space-2);
  font-size: 0.75rem;
  color: var(--muted);
  padding: 0 var(--space-1);
  &[data-delivery='failed'] {
    color: var(--danger);
    font-weight: 600;
  }
  button {
    min-height: 32px;
    font-size: 0.8125rem;
  }
`;
const srOnly = css`
  ${VISUALLY_HIDDEN}
`;
const top = css`
  padding: var(--space-4) 0 var(--space-3);
  text-align: center;
  color: var(--muted);
  font-size: 0.875rem;
  p {
    margin: 0;
  }
`;

/** The first row of the history: the start of the conversation, or more coming (older pages). */
const TOP_KEY = '__top';
const ESTIMATED_ROW_PX = 52;
/** Older messages load when the member scrolls within this distance of the top. */
const LOAD_OLDER_WITHIN_PX = 400;

const timeOf = (item: ChatItem): number => (item.kind === 'message' ? item.message.sentAt : item.entry.createdAt);

function Delivery({ item }: { item: ChatItem }) {
  const intl = useIntl();
  const send = useInjection(CHAT.Send);
  const time = intl.formatTime(timeOf(item), { hour: 'numeric', minute: '2-digit' });
  if (item.kind === 'message' && !item.own) return <span className={meta}>{time}</span>;
  const delivery = item.kind === 'message' ? (item.delivery ?? 'sent') : item.delivery;
  if (delivery === 'failed' && item.kind === 'outgoing') {
    return (
      <span className={meta} data-delivery="failed">
        <span>
          {intl.formatMessage({ id: 'chat.delivery.failed' })}: {intl.formatMessage({ id: chatErrorMessageId(item.entry.failure) })}
        </span>
        <button type="button" className={`${button} ${quiet}`} onClick={() => send.retry(item.entry.clientId)}>
          <FormattedMessage id="chat.retry" />
        </button>
        <button type="button" className={`${button} ${quiet}`} onClick={() => send.discard(item.entry.clientId)}>
          <FormattedMessage id="chat.discard" />
        </button>
      </span>
    );
  }
  return (
    <span className={meta} data-delivery={delivery}>
      {time} · {intl.formatMessage({ id: `chat.delivery.${delivery}` })}
    </span>
  );
}

function Row({ item, name }: { item: ChatItem; name: string }) {
  const intl = useIntl();
  const own = item.kind === 'outgoing' || item.own;
  const media = item.renderer === 'gif' || item.renderer === 'sticker';
  return (
    <>
      <div className={bubble} data-media={media}>
        <span className={srOnly}>{own ? intl.formatMessage({ id: 'chat.me' }) : name}: </span>
        <MessageBody item={item} />
      </div>
      <Delivery item={item} />
    </>
  );
}

/**
 * A conversation's messages, virtualised (TanStack Virtual): only the rows near the viewport are in the page. It
 * opens at the newest message, follows new ones while the member is at the end, keeps the rows in view in place
 * when older pages arrive above them, and loads the page before the oldest one when scrolled near the top.
 */
export function History({ matchId, name }: { matchId: string; name: string }) {
  useSignals();
  const intl = useIntl();
  const chat = useInjection(CHAT.Store);
  const conversations = useInjection(CHAT.Conversation);
  const items = chat.items(matchId).value;
  const conversation = chat.conversation(matchId);
  const scrollRef = useRef<HTMLDivElement>(null);
  const opened = useRef<string | undefined>(undefined);
  const count = items.length + 1;
  const keyAt = (index: number): string => (index === 0 ? TOP_KEY : items[index - 1]!.key);

  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) => (index === 0 ? 64 : ESTIMATED_ROW_PX),
    getItemKey: keyAt,
    overscan: 8,
    anchorTo: 'end',
    followOnAppend: true,
  });

  // Opens at the newest message, once its messages are there.
  useLayoutEffect(() => {
    if (items.length === 0 || opened.current === matchId) return;
    opened.current = matchId;
    virtualizer.scrollToIndex(count - 1, { align: 'end' });
  }, [matchId, items.length, count, virtualizer]);

  // The member's own new message always comes into view.
  const last = items.at(-1);
  const lastKey = last?.key;
  const lastIsOwnOutgoing = last?.kind === 'outgoing';
  useEffect(() => {
    if (lastIsOwnOutgoing && opened.current === matchId) virtualizer.scrollToEnd();
  }, [lastKey, lastIsOwnOutgoing, matchId, virtualizer]);

  const maybeLoadOlder = () => {
    const element = scrollRef.current;
    if (element === null || opened.current !== matchId) return;
    if (element.scrollTop < LOAD_OLDER_WITHIN_PX) void conversations.loadOlder(matchId);
  };
  // A first page shorter than the screen leaves nothing to scroll: the next older page loads at once.
  useEffect(() => {
    if (conversation.status === 'loaded' && conversation.olderPageToken !== undefined && !conversation.loadingOlder) maybeLoadOlder();
  });

  return (
    <div
      ref={scrollRef}
      className={scroller}
      tabIndex={0}
      role="region"
      aria-label={intl.formatMessage({ id: 'chat.history' }, { name })}
      onScroll={maybeLoadOlder}
      data-testid="chat-history"
    >
      <div role="list" style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((virtual) => {
          if (virtual.index === 0) {
            return (
              <div key={TOP_KEY} ref={virtualizer.measureElement} data-index={0} role="listitem" className={top} style={{ position: 'absolute', top: 0, width: '100%', transform: `translateY(${virtual.start}px)` }}>
                {conversation.status === 'loaded' && conversation.olderPageToken === undefined ? (
                  <p>
                    <FormattedMessage id="chat.start" values={{ name }} />
                  </p>
                ) : conversation.status === 'error' ? (
                  <p role="alert">
                    <FormattedMessage id="chat.failedToLoad" />
                  </p>
                ) : (
                  <p role="status">
                    <FormattedMessage id={conversation.status === 'loaded' ? 'chat.loadingOlder' : 'chat.loading'} />
                  </p>
                )}
              </div>
            );
          }
          const item = items[virtual.index - 1]!;
          const own = item.kind === 'outgoing' || item.own;
          const delivery = item.kind === 'outgoing' ? item.delivery : item.kind === 'message' && item.own ? (item.delivery ?? 'sent') : undefined;
          return (
            <div
              key={virtual.key}
              ref={virtualizer.measureElement}
              data-index={virtual.index}
              role="listitem"
              className={rowStyle}
              data-own={own}
              data-delivery={delivery}
              data-message-key={item.key}
              style={{ transform: `translateY(${virtual.start}px)` }}
            >
              <Row item={item} name={name} />
            </div>
          );
        })}
      </div>
    </div>
  );
}
