import { useIntl } from 'react-intl';
import { safeHref, textParts, type ChatItem, type MediaItem } from '../../core/chat';

/** What a message carries, read the same way for a stored message and one still in the outbox. */
export interface MessageView {
  readonly type: string;
  readonly text: string;
  readonly media?: MediaItem;
}

export const viewOf = (item: ChatItem): MessageView =>
  item.kind === 'message'
    ? { type: item.message.type, text: item.message.text, ...(item.message.media === undefined ? {} : { media: item.message.media }) }
    : item.entry.content.kind === 'text'
      ? { type: 'text', text: item.entry.content.text }
      : { type: item.entry.content.kind, text: item.entry.content.item.url, media: item.entry.content.item };

/** An image address a GIF or sticker may load: http(s), or a path of this site (never `//host`, never another scheme). */
const imageSrc = (url: string): string | undefined => (url.startsWith('/') && !url.startsWith('//') ? url : safeHref(url));

/**
 * Text as text nodes, with http and https addresses as links that open in a new tab without access to this page
 * (rel=noopener). Nothing a member writes is ever read as HTML.
 */
export function TextWithLinks({ text }: { text: string }) {
  return (
    <>
      {textParts(text).map((part, index) =>
        part.kind === 'link' ? (
          <a key={index} href={part.href} target="_blank" rel="noopener noreferrer nofollow">
            {part.text}
          </a>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}

/** CHAT-03: one message by its renderer: text, link, GIF, sticker; any other type a sentence and its text. */
export function MessageBody({ item }: { item: ChatItem }) {
  const intl = useIntl();
  const view = viewOf(item);
  switch (item.renderer) {
    case 'text':
      return <p data-renderer="text">{view.text}</p>;
    case 'link':
      return (
        <p data-renderer="link">
          <TextWithLinks text={view.text} />
        </p>
      );
    case 'gif':
    case 'sticker': {
      const src = imageSrc(view.media?.url ?? view.text);
      const title = view.media?.title ?? '';
      const alt = intl.formatMessage({ id: item.renderer === 'gif' ? 'chat.gifAlt' : 'chat.stickerAlt' }, { title });
      if (src === undefined) return <p data-renderer="fallback">{alt}</p>;
      return (
        <img
          data-renderer={item.renderer}
          src={src}
          alt={alt}
          width={view.media?.width ?? 200}
          height={view.media?.height ?? 150}
          loading="lazy"
          decoding="async"
          referrerPolicy="no-referrer"
        />
      );
    }
    default:
      return (
        <p data-renderer="fallback">
          <em>{intl.formatMessage({ id: 'chat.unsupported' })}</em>
          {view.text.trim() === '' ? null : (
            <>
              {' '}
              <TextWithLinks text={view.text} />
            </>
          )}
        </p>
      );
  }
}
