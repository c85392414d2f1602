import { css } from '@linaria/core';
import { useSignals } from '@preact/signals-react/runtime';
import { useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { memo, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CHAT, type ChatItem, type Conversation } from '../../core/chat';
import { Skeleton } from '../components';
import { button, quiet } from '../components/styles';
import { useInjection } from '../di/resolver';
import { VISUALLY_HIDDEN } from '../theme/tokens';
import { sendFailureMessageId } from './chat-errors';
import { MessageBody, viewOf } from './MessageBody';

const scroller = css`
  overflow-y: auto;
  /* A conversation never scrolls sideways: a long word wraps inside its bubble. */
  overflow-x: hidden;
  overscroll-behavior: contain;
  min-height: 0;
  /* What happens inside the history (rows drawn, moved, measured) lays out and paints nothing outside it. */
  contain: content;
  padding: 0 var(--space-3);
  &:focus-visible {
    outline-offset: -3px;
  }
`;
const rowStyle = css`
  position: absolute;
  /* A row's own layout stays inside it: a row drawn or moved lays out nothing else. */
  contain: layout style;
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
/** The list of message rows: a layer over the whole history, as tall as nothing, its rows placed in it. */
const listLayer = css`
  position: absolute;
  top: 0;
  inset-inline: 0;
  height: 0;
`;
const skeletonRows = css`
  display: flex;
  flex-direction: column;
  gap: var(--space-3);
  padding: var(--space-3) 0;
`;
const top = css`
  align-items: center;
  /* One line of it is as tall as the list is told before it is measured (TOP_ROW_PX): no shift as the list opens. */
  box-sizing: border-box;
  min-height: 64px;
  padding: var(--space-4) 0 var(--space-3);
  text-align: center;
  color: var(--muted);
  font-size: 0.875rem;
  p {
    margin: 0;
  }
`;

/** The start line above the messages (the start of the conversation, or more coming), before it is measured: one
 * line of it (its style's min-height). */
const TOP_ROW_PX = 64;
const ESTIMATED_ROW_PX = 62;
/** Older messages load when the first row drawn is within this many rows of the oldest held (about two screens). */
const LOAD_OLDER_AHEAD_ROWS = 20;
/** The widths of the bubbles a loading conversation shows. */
const SKELETON_ROWS = ['55%', '40%', '62%', '35%', '48%', '58%'];

/** Messages from one side closer together than this share one time, under the last of them. */
const TIME_GAP_MS = 5 * 60_000;

const isOwn = (item: ChatItem): boolean => item.kind === 'outgoing' || item.own;

const timeOf = (item: ChatItem): number => (item.kind === 'message' ? item.message.sentAt : item.entry.createdAt);

/** Whether a row shows its time: the last of a run of messages from one side, or the last before a pause. */
const showsTime = (item: ChatItem, next: ChatItem | undefined): boolean =>
  next === undefined || isOwn(next) !== isOwn(item) || timeOf(next) - timeOf(item) > TIME_GAP_MS;

/** A text row's length is counted in steps of this many characters; longer texts than LONGEST_STEP steps are one kind. */
const CHARS_PER_STEP = 24;
const LONGEST_STEP = 40;
/** A line of text in a bubble, for a first estimate of a long text's row. */
const LINE_PX = 22;
const CHARS_PER_LINE = 40;

const isImage = (item: ChatItem): boolean => item.renderer === 'gif' || item.renderer === 'sticker';

/**
 * The kind of a row, for its height: its renderer, whether it shows its time, and its size (a text's length in steps
 * of CHARS_PER_STEP characters, an image's height in steps of 10 px). Rows of a kind are about as tall as each other.
 * Without the time, which depends on the next row: `withTime` adds it.
 */
const kindOf = (item: ChatItem): number => {
  const image = isImage(item);
  const view = viewOf(item);
  const size = image ? Math.ceil((view.media?.height ?? 150) / 10) : Math.min(LONGEST_STEP, Math.ceil(view.text.length / CHARS_PER_STEP));
  return (size << 3) | (image ? 4 : 0) | (item.renderer === 'fallback' ? 2 : 0);
};
const withTime = (kind: number, showTime: boolean): number => kind | (showTime ? 1 : 0);

/**
 * What a conversation's rows measured, by kind of row (kindOf): a row not drawn yet is estimated as tall as the last
 * row of its kind measured, so that most rows measure what they were estimated, and drawing them moves nothing
 * (no other row, no scroll position). A row of a kind not measured yet is estimated from its length.
 */
class RowHeights {
  readonly #byKind = new Map<number, number>();
  /** Each row's kind, read once: the list asks for the estimates of all its rows whenever a page comes in. */
  readonly #kinds = new WeakMap<ChatItem, number>();

  #kind(item: ChatItem, showTime: boolean): number {
    let kind = this.#kinds.get(item);
    if (kind === undefined) {
      kind = kindOf(item);
      this.#kinds.set(item, kind);
    }
    return withTime(kind, showTime);
  }

  estimate(item: ChatItem, showTime: boolean): number {
    const known = this.#byKind.get(this.#kind(item, showTime));
    if (known !== undefined) return known;
    const view = viewOf(item);
    return isImage(item) ? (view.media?.height ?? 150) + ESTIMATED_ROW_PX - 36 : ESTIMATED_ROW_PX + Math.max(0, Math.ceil(view.text.length / CHARS_PER_LINE) - 1) * LINE_PX;
  }

  measured(item: ChatItem, showTime: boolean, height: number): void {
    this.#byKind.set(this.#kind(item, showTime), height);
  }
}

/** A message of the member's own that did not go: why, and the ways on (retry, discard). */
function Failed({ clientId, failure, name }: { clientId: string; failure: string | number | undefined; name: string }) {
  const intl = useIntl();
  const send = useInjection(CHAT.Send);
  return (
    <span className={meta} data-delivery="failed">
      <span>
        {intl.formatMessage({ id: 'chat.delivery.failed' })}: {intl.formatMessage({ id: sendFailureMessageId(failure) }, { name })}
      </span>
      <button type="button" className={`${button} ${quiet}`} onClick={() => send.retry(clientId)}>
        <FormattedMessage id="chat.retry" />
      </button>
      <button type="button" className={`${button} ${quiet}`} onClick={() => send.discard(clientId)}>
        <FormattedMessage id="chat.discard" />
      </button>
    </span>
  );
}

/**
 * Under a message: its time, at the end of a run of messages from one side (as chat apps group them), and for the
 * member's own latest message how far it got (sent, seen); pending and failed show under every message they touch.
 */
function Delivery({ item, name, showTime, showDelivery }: { item: ChatItem; name: string; showTime: boolean; showDelivery: boolean }) {
  const intl = useIntl();
  if (item.kind === 'outgoing' && item.delivery === 'failed') return <Failed clientId={item.entry.clientId} failure={item.entry.failure} name={name} />;
  const own = item.kind === 'outgoing' || item.own;
  const delivery = item.delivery;
  const stated = own && delivery !== undefined && (showDelivery || item.kind === 'outgoing');
  if (!showTime && !stated) return null;
  const time = showTime ? intl.formatTime(timeOf(item), { hour: 'numeric', minute: '2-digit' }) : '';
  const state = stated ? intl.formatMessage({ id: `chat.delivery.${delivery}` }) : '';
  return (
    <span className={meta} data-delivery={stated ? delivery : undefined}>
      {[time, state].filter((part) => part !== '').join(' · ')}
    </span>
  );
}

/** A message's bubble and delivery line; the same item renders once (the history re-renders on every scroll). */
const Row = memo(function Row({ item, name, showTime, showDelivery }: { item: ChatItem; name: string; showTime: boolean; showDelivery: boolean }) {
  const intl = useIntl();
  const own = item.kind === 'outgoing' || item.own;
  const media = isImage(item);
  return (
    <>
      <div className={bubble} data-media={media}>
        <span className={srOnly}>{own ? intl.formatMessage({ id: 'chat.me' }) : name}: </span>
        <MessageBody item={item} />
      </div>
      <Delivery item={item} name={name} showTime={showTime} showDelivery={showDelivery} />
    </>
  );
});

/** The first row: the start of the conversation, more coming (older pages), or why they did not come. */
function TopOfHistory({ conversation, name }: { conversation: Conversation; name: string }) {
  if (conversation.status === 'loaded' && conversation.olderPageToken === undefined) {
    return (
      <p>
        <FormattedMessage id="chat.start" values={{ name }} />
      </p>
    );
  }
  if (conversation.status === 'error') {
    return (
      <p role="alert">
        <FormattedMessage id="chat.failedToLoad" />
      </p>
    );
  }
  return (
    <p role="status">
      <FormattedMessage id={conversation.status === 'loaded' ? 'chat.loadingOlder' : 'chat.loading'} />
    </p>
  );
}

/**
 * A conversation's messages, virtualised (TanStack Virtual): only the rows near the viewport are in the page. It
 * opens at the newest message, follows new ones while the member is at the end, keeps the rows in view in place
 * when older pages arrive above them, and loads the page before the oldest one when the top comes near.
 */
export function History({ matchId, name }: { matchId: string; name: string }) {
  useSignals();
  const intl = useIntl();
  const chat = useInjection(CHAT.Store);
  const items = chat.items(matchId).value;
  const conversation = chat.conversation(matchId);
  const label = intl.formatMessage({ id: 'chat.history' }, { name });
  if (items.length === 0 && conversation.status !== 'loaded') {
    return (
      <div className={scroller} role="region" aria-label={label} aria-busy={conversation.status !== 'error'} data-testid="chat-history">
        <div className={top}>
          <TopOfHistory conversation={conversation} name={name} />
        </div>
        {conversation.status === 'error' ? null : <HistorySkeleton />}
      </div>
    );
  }
  // A conversation mounts its own list: it opens at its end, with nothing measured of another one.
  return <Rows key={matchId} matchId={matchId} name={name} label={label} items={items} conversation={conversation} />;
}

/** Bubbles in the shape of a conversation while its first page loads. */
function HistorySkeleton() {
  return (
    <div className={skeletonRows}>
      {SKELETON_ROWS.map((width, index) => (
        <Skeleton key={index} width={width} height={36} radius="18px" style={{ alignSelf: index % 2 === 0 ? 'flex-start' : 'flex-end' }} />
      ))}
    </div>
  );
}

/**
 * The height of the start line above the messages, as laid out (ResizeObserver): the list of messages starts below
 * it. Until it is measured, TOP_ROW_PX.
 */
function useTopHeight(): [number, (element: HTMLDivElement | null) => void] {
  const [height, setHeight] = useState(TOP_ROW_PX);
  const observer = useRef<ResizeObserver | null>(null);
  const ref = useCallback((element: HTMLDivElement | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (element === null || typeof ResizeObserver === 'undefined') return;
    observer.current = new ResizeObserver(([entry]) => {
      const box = entry?.borderBoxSize[0];
      if (box !== undefined) setHeight(Math.round(box.blockSize));
    });
    observer.current.observe(element);
  }, []);
  return [height, ref];
}

function Rows({ matchId, name, label, items, conversation }: { matchId: string; name: string; label: string; items: readonly ChatItem[]; conversation: Conversation }) {
  const conversations = useInjection(CHAT.Conversation);
  const scrollRef = useRef<HTMLDivElement>(null);
  const opened = useRef(false);
  const count = items.length;
  const keyAt = useCallback((index: number): string => items[index]!.key, [items]);
  const [heights] = useState(() => new RowHeights());
  const [topHeight, topRef] = useTopHeight();
  /** The height of the row at an index, as estimated for one not measured yet. */
  const estimate = (index: number): number => heights.estimate(items[index]!, showsTime(items[index]!, items[index + 1]));
  /**
   * A row's height as the ResizeObserver reports it, after the browser laid the rows out: all new rows in one
   * callback, with no layout forced; each teaches the estimate of its kind. A row just attached keeps the height
   * known for its key (or the estimate) until then: reading it on attach (the default) lays the whole page out once
   * per row.
   */
  const measure = (element: Element, entry: ResizeObserverEntry | undefined, instance: Virtualizer<HTMLDivElement, Element>): number => {
    const index = instance.indexFromElement(element);
    const box = entry?.borderBoxSize[0];
    if (box === undefined) return instance.itemSizeCache.get(instance.options.getItemKey(index)) ?? estimate(index);
    const height = Math.round(box.blockSize);
    const item = items[index];
    if (item !== undefined) heights.measured(item, showsTime(item, items[index + 1]), height);
    return height;
  };

  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: estimate,
    getItemKey: keyAt,
    // The start line sits above the rows, outside the list: the row a member sees at the very top is a message, so
    // when older messages come in above it, that message stays where it is (the rows are anchored to the one at
    // the top of the view; were the start line a row, it would be that one, and the view would stay at the top).
    paddingStart: topHeight,
    overscan: 8,
    measureElement: measure,
    // The first rows drawn are the newest ones: the list starts at its (estimated) end, in a viewport as tall as
    // the window at most, so the opening frame lays out only what shows.
    initialRect: { width: 0, height: window.innerHeight },
    initialOffset: () => Math.max(0, TOP_ROW_PX + items.length * ESTIMATED_ROW_PX - window.innerHeight),
    anchorTo: 'end',
    followOnAppend: true,
    // Rows move by their `top`, written by the virtualizer itself: a scroll or a row measured anew re-renders
    // nothing unless other rows come into range.
    directDomUpdates: true,
    directDomUpdatesMode: 'position',
  });

  // Opens at the newest message, exactly, once the rows are in the page.
  useLayoutEffect(() => {
    if (opened.current || count === 0) return;
    opened.current = true;
    virtualizer.scrollToIndex(count - 1, { align: 'end' });
  }, [count, virtualizer]);

  // The member's own new message always comes into view.
  const last = items.at(-1);
  const lastKey = last?.key;
  const lastIsOwnOutgoing = last?.kind === 'outgoing';
  useEffect(() => {
    if (lastIsOwnOutgoing) virtualizer.scrollToEnd();
  }, [lastKey, lastIsOwnOutgoing, virtualizer]);

  // The page before loads while the member is still a few screens from the top (or when a first page is shorter
  // than the screen), so scrolling up seldom waits for it. Read from the rows drawn: no scroll position is read
  // from the page. A page that failed is asked again when the top comes near again, not in a loop.
  const virtualItems = virtualizer.getVirtualItems();
  const nearTop = (virtualItems[0]?.index ?? 0) <= LOAD_OLDER_AHEAD_ROWS;
  const { status, olderPageToken } = conversation;
  useEffect(() => {
    if (nearTop && status === 'loaded' && olderPageToken !== undefined) void conversations.loadOlder(matchId);
  }, [nearTop, status, olderPageToken, conversations, matchId]);

  const lastOwnIndex = items.findLastIndex(isOwn);
  return (
    <div ref={scrollRef} className={scroller} tabIndex={0} role="region" aria-label={label} data-testid="chat-history">
      <div ref={virtualizer.containerRef} style={{ position: 'relative' }}>
        {/* The start line is not a message: it sits above the list, which holds message rows only. */}
        <div ref={topRef} className={`${rowStyle} ${top}`}>
          <TopOfHistory conversation={conversation} name={name} />
        </div>
        {virtualItems.length === 0 ? null : (
          <div role="list" className={listLayer}>
            {virtualItems.map((virtual) => {
              const item = items[virtual.index]!;
              const own = isOwn(item);
              const showTime = showsTime(item, items[virtual.index + 1]);
              return (
                <div
                  key={virtual.key}
                  ref={virtualizer.measureElement}
                  data-index={virtual.index}
                  role="listitem"
                  className={rowStyle}
                  data-own={own}
                  data-delivery={item.kind === 'outgoing' || own ? (item.delivery ?? 'sent') : undefined}
                  data-message-key={item.key}
                >
                  <Row item={item} name={name} showTime={showTime} showDelivery={virtual.index === lastOwnIndex} />
                </div>
              );
            })}
          </div>
        )}
      </div>
    </div>
  );
}
