import { css } from '@linaria/core';
import { useSignals } from '@preact/signals-react/runtime';
// One file per icon: the package's index holds every icon.
import ImageIcon from 'lucide-react/icons/image';
import SendHorizontal from 'lucide-react/icons/send-horizontal';
import Smile from 'lucide-react/icons/smile';
import Sticker from 'lucide-react/icons/sticker';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CHAT, MAX_MESSAGE_LENGTH, type MediaItem } from '../../core/chat';
import { ROUTING } from '../../core/routing';
import { button, errorText, hint, iconButton, primary } from '../components/styles';
import { useInjection } from '../di/resolver';
import { VISUALLY_HIDDEN } from '../theme/tokens';
import { chatErrorMessageId } from './chat-errors';
import { Suggestions } from './Suggestions';

const form = css`
  display: grid;
  /* As wide as the pane: the field's placeholder never pushes the send button out. */
  grid-template-columns: minmax(0, 1fr);
  gap: var(--space-2);
  padding: var(--space-2) var(--space-3) var(--space-3);
  border-top: 1px solid var(--border);
  background: var(--bg);
`;
const bar = css`
  display: flex;
  align-items: flex-end;
  gap: var(--space-1);
  textarea {
    flex: 1;
    min-width: 0;
    min-height: 44px;
    max-height: 160px;
    resize: none;
    font: inherit;
    padding: var(--space-2) var(--space-3);
    border-radius: 22px;
    border: 2px solid var(--border);
    background: var(--bg);
    color: var(--fg);
    field-sizing: content;
  }
  textarea::placeholder {
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  textarea[aria-invalid='true'] {
    border-color: var(--danger);
  }
  button[aria-expanded='true'] {
    background: var(--surface);
    color: var(--accent-text);
  }
`;
const sendButton = css`
  padding: 0 var(--space-3);
`;
const srOnly = css`
  ${VISUALLY_HIDDEN}
`;
const panel = css`
  display: grid;
  gap: var(--space-2);
  max-height: 300px;
  overflow: auto;
  padding: var(--space-2);
  border: 1px solid var(--border);
  border-radius: var(--radius);
  background: var(--bg);
  h3 {
    margin: 0;
    font-size: 0.875rem;
    color: var(--muted);
  }
  input {
    font: inherit;
    min-height: 44px;
    padding: var(--space-2) var(--space-3);
    border-radius: 10px;
    border: 2px solid var(--border);
    background: var(--bg);
    color: var(--fg);
  }
`;
const grid = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(44px, 1fr));
  gap: var(--space-1);
  margin: 0;
  padding: 0;
  list-style: none;
  button {
    width: 100%;
    min-height: 44px;
    border: 0;
    border-radius: 8px;
    background: transparent;
    font-size: 1.5rem;
    cursor: pointer;
    &:hover {
      background: var(--surface);
    }
  }
`;
const mediaGrid = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(96px, 1fr));
  gap: var(--space-2);
  margin: 0;
  padding: 0;
  list-style: none;
  button {
    width: 100%;
    padding: 0;
    border: 2px solid transparent;
    border-radius: 10px;
    background: var(--surface);
    cursor: pointer;
    &:hover {
      border-color: var(--border);
    }
  }
  img {
    display: block;
    width: 100%;
    height: 80px;
    object-fit: contain;
  }
`;

/** The emoji the picker offers, after the member's recent ones (CHAT-14). */
const EMOJI = ['😀', '😂', '🥰', '😍', '😘', '😊', '😉', '😎', '🤔', '😅', '😭', '😴', '🙈', '🙌', '👏', '👍', '👋', '🤞', '💪', '🙏', '❤️', '🔥', '✨', '🎉', '🌹', '☕', '🍕', '🍷', '🎶', '⚽', '🌞', '🌙'];

type Panel = 'emoji' | 'gif' | 'sticker' | null;

function PanelFrame({ id, title, children, onClose }: { id: string; title: string; children: ReactNode; onClose: () => void }) {
  return (
    <section
      id={id}
      className={panel}
      aria-label={title}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onClose();
        }
      }}
    >
      {children}
    </section>
  );
}

function EmojiPicker({ id, onPick, onClose }: { id: string; onPick: (emoji: string) => void; onClose: () => void }) {
  useSignals();
  const intl = useIntl();
  const recent = useInjection(CHAT.RecentEmoji).recent.value;
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => first.current?.focus(), []);
  const list = (emoji: readonly string[], withFocus: boolean) => (
    <ul className={grid}>
      {emoji.map((e, index) => (
        <li key={e}>
          <button type="button" ref={withFocus && index === 0 ? first : undefined} onClick={() => onPick(e)}>
            {e}
          </button>
        </li>
      ))}
    </ul>
  );
  return (
    <PanelFrame id={id} title={intl.formatMessage({ id: 'chat.emoji' })} onClose={onClose}>
      {recent.length > 0 ? (
        <>
          <h3>
            <FormattedMessage id="chat.emoji.recent" />
          </h3>
          {list(recent, true)}
        </>
      ) : null}
      <h3>
        <FormattedMessage id="chat.emoji.all" />
      </h3>
      {list(
        EMOJI.filter((e) => !recent.includes(e)),
        recent.length === 0,
      )}
    </PanelFrame>
  );
}

/** CHAT-09, CHAT-10: the GIF or sticker picker: trending at first, a search as the member types (500 ms after the last key). */
function MediaPicker({ id, type, onPick, onClose }: { id: string; type: MediaItem['type']; onPick: (item: MediaItem) => void; onClose: () => void }) {
  useSignals();
  const intl = useIntl();
  const search = useInjection(type === 'gif' ? CHAT.GifSearch : CHAT.StickerSearch);
  const [query, setQuery] = useState('');
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    input.current?.focus();
    void search.trending();
  }, [search]);
  const results = search.results.value;
  const items = results.status === 'loaded' ? results.items : results.status === 'loading' ? results.previous : [];
  const kind = intl.formatMessage({ id: type === 'gif' ? 'chat.gif' : 'chat.sticker' });
  return (
    <PanelFrame id={id} title={kind} onClose={onClose}>
      <input
        ref={input}
        type="search"
        value={query}
        aria-label={intl.formatMessage({ id: 'chat.media.search' }, { kind })}
        placeholder={intl.formatMessage({ id: 'chat.media.search' }, { kind })}
        onChange={(event) => {
          setQuery(event.target.value);
          search.setQuery(event.target.value);
        }}
      />
      <p className={hint} role="status">
        {results.status === 'loading'
          ? intl.formatMessage({ id: 'chat.media.loading' })
          : results.status === 'error'
            ? intl.formatMessage({ id: 'chat.media.failed' })
            : results.status === 'loaded' && results.items.length === 0
              ? intl.formatMessage({ id: 'chat.media.empty' })
              : results.status === 'loaded' && results.query === ''
                ? intl.formatMessage({ id: 'chat.media.trending' })
                : ''}
      </p>
      <ul className={mediaGrid}>
        {items.map((item) => (
          <li key={item.id}>
            <button type="button" aria-label={intl.formatMessage({ id: 'chat.media.send' }, { title: item.title })} onClick={() => onPick(item)}>
              <img src={item.url} alt="" width={item.width} height={item.height} loading="lazy" decoding="async" />
            </button>
          </li>
        ))}
      </ul>
    </PanelFrame>
  );
}

/**
 * The composer: a text field (Enter sends, Shift+Enter a new line), emoji, GIFs and stickers. Typing sends a pulse
 * at most every 2 s (CHAT-07). A message goes into the outbox at once (shown pending); a rule it breaks (empty, too
 * long, the match ended) is said under the field and what the member wrote stays.
 */
export function Composer({ matchId, name, focusKey }: { matchId: string; name: string; focusKey: string }) {
  useSignals();
  const intl = useIntl();
  const send = useInjection(CHAT.Send);
  const typing = useInjection(CHAT.Compose);
  const recentEmoji = useInjection(CHAT.RecentEmoji);
  const chat = useInjection(CHAT.Store);
  const router = useInjection(ROUTING.Store);
  const [text, setText] = useState(() => chat.draft(matchId));
  const [error, setError] = useState<string | undefined>(undefined);
  const [open, setOpen] = useState<Panel>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  const ids = useId();
  const errorId = `${ids}-error`;
  const hintId = `${ids}-hint`;
  const panelId = `${ids}-panel`;
  const buttons = useRef<Partial<Record<Exclude<Panel, null>, HTMLButtonElement | null>>>({});

  /** What the field holds, kept for when the member comes back to this conversation. */
  const write = (next: string) => {
    setText(next);
    chat.keepDraft(matchId, next);
  };

  // A conversation opened: its composer has the focus, with what the member left unsent there, or the message a
  // link brought (MATCH-15, `?draft=`), the caret at its end.
  useEffect(() => {
    chat.takeLinkDraft(matchId, router.location.peek().search);
    const kept = chat.draft(matchId);
    setText(kept);
    setError(undefined);
    setOpen(null);
    const element = field.current;
    if (element === null) return;
    element.value = kept;
    element.setSelectionRange(kept.length, kept.length);
    // The field sits at the bottom of the conversation, in view: focusing it need not lay the page out first.
    element.focus({ preventScroll: true });
  }, [focusKey, matchId, chat, router]);

  const closePanel = (returnFocus: boolean) => {
    const was = open;
    setOpen(null);
    if (returnFocus && was !== null) buttons.current[was]?.focus();
  };

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const sent = send.send(matchId, { kind: 'text', text });
    if (!sent.ok) {
      setError(intl.formatMessage({ id: chatErrorMessageId(sent.error.code) }));
      field.current?.focus();
      return;
    }
    write('');
    setError(undefined);
    typing.stopped(matchId);
    field.current?.focus();
  };

  const sendMedia = (item: MediaItem) => {
    const sent = send.send(matchId, { kind: item.type, item });
    setError(sent.ok ? undefined : intl.formatMessage({ id: chatErrorMessageId(sent.error.code) }));
    setOpen(null);
    field.current?.focus();
  };

  const insertEmoji = (emoji: string) => {
    recentEmoji.use(emoji);
    const element = field.current;
    const start = element?.selectionStart ?? text.length;
    const end = element?.selectionEnd ?? text.length;
    write(text.slice(0, start) + emoji + text.slice(end));
    setOpen(null);
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(start + emoji.length, start + emoji.length);
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  const toggle = (panelName: Exclude<Panel, null>, label: string, icon: ReactNode) => (
    <button
      type="button"
      ref={(element) => {
        buttons.current[panelName] = element;
      }}
      className={iconButton}
      aria-label={label}
      aria-expanded={open === panelName}
      aria-controls={open === panelName ? panelId : undefined}
      onClick={() => setOpen(open === panelName ? null : panelName)}
    >
      {icon}
    </button>
  );

  // CHAT-13: an empty conversation (loaded, no message yet) offers conversation starters; one fills the field.
  const empty = chat.conversation(matchId).status === 'loaded' && chat.items(matchId).value.length === 0;
  const pickStarter = (starter: string) => {
    write(starter);
    setError(undefined);
    requestAnimationFrame(() => {
      field.current?.focus();
      field.current?.setSelectionRange(starter.length, starter.length);
    });
  };

  const over = text.length > MAX_MESSAGE_LENGTH;
  return (
    <form className={form} onSubmit={submit}>
      {empty && text === '' ? <Suggestions matchId={matchId} onPick={pickStarter} /> : null}
      {open === 'emoji' ? <EmojiPicker id={panelId} onPick={insertEmoji} onClose={() => closePanel(true)} /> : null}
      {open === 'gif' || open === 'sticker' ? <MediaPicker key={open} id={panelId} type={open} onPick={sendMedia} onClose={() => closePanel(true)} /> : null}
      <div className={bar}>
        {toggle('emoji', intl.formatMessage({ id: 'chat.emoji' }), <Smile aria-hidden="true" />)}
        {toggle('gif', intl.formatMessage({ id: 'chat.gif' }), <ImageIcon aria-hidden="true" />)}
        {toggle('sticker', intl.formatMessage({ id: 'chat.sticker' }), <Sticker aria-hidden="true" />)}
        <textarea
          ref={field}
          rows={1}
          value={text}
          aria-label={intl.formatMessage({ id: 'chat.composer.label' }, { name })}
          aria-describedby={error === undefined ? hintId : `${errorId} ${hintId}`}
          aria-invalid={error !== undefined || over}
          placeholder={intl.formatMessage({ id: 'chat.composer.placeholder' })}
          onChange={(event) => {
            write(event.target.value);
            if (error !== undefined) setError(undefined);
            if (event.target.value.trim() === '') typing.stopped(matchId);
            else typing.composing(matchId);
          }}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className={`${button} ${primary} ${sendButton}`} aria-label={intl.formatMessage({ id: 'chat.send' })}>
          <SendHorizontal aria-hidden="true" />
        </button>
      </div>
      <p id={hintId} className={srOnly}>
        <FormattedMessage id="chat.composer.hint" />
      </p>
      {over ? (
        <p className={hint}>
          <FormattedMessage id="chat.composer.count" values={{ count: text.length, max: MAX_MESSAGE_LENGTH }} />
        </p>
      ) : null}
      <p id={errorId} className={errorText} role="alert">
        {error ?? ''}
      </p>
    </form>
  );
}
