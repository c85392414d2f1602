/**
 * How each message type is shown (CHAT-03): a renderer key per message, and the parts of a text. Text is only ever
 * text: the parts are plain strings for the UI to put in text nodes. A link part is made for http and https
 * addresses only, so no other scheme (javascript:, data:, ...) can become a link.
 */
import type { ChatMessage } from './message';

/** The renderers the chat has: text, link, gif and sticker, and a fallback for every other type. */
export type RendererKey = 'text' | 'link' | 'gif' | 'sticker' | 'fallback';

export type TextPart = { readonly kind: 'text'; readonly text: string } | { readonly kind: 'link'; readonly text: string; readonly href: string };

// Up to the first white space; trailing punctuation is taken back off below.
const URL_CANDIDATE = /https?:\/\/[^\s<>"]+/gi;
const TRAILING = /[.,;:!?)\]}'"]+$/;

// http or https, a host name or an IPv6 address (no user name: it hides where a link goes), a port, the rest.
const SAFE_URL = /^(https?):\/\/((?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]*[a-z0-9])?|\[[0-9a-f:.]+\])(:\d{1,5})?([/?#][^\s\u0000-\u001f\u007f]*)?$/i;

/** An http or https address, as a link may open it, or undefined for anything else. */
export const safeHref = (candidate: string): string | undefined => {
  const match = SAFE_URL.exec(candidate);
  if (match === null) return undefined;
  return `${match[1]!.toLowerCase()}://${match[2]!.toLowerCase()}${match[3] ?? ''}${match[4] ?? ''}`;
};

/** A text as text and link parts, in order; joined, the parts give the text back. */
export const textParts = (text: string): readonly TextPart[] => {
  const parts: TextPart[] = [];
  let at = 0;
  for (const match of text.matchAll(URL_CANDIDATE)) {
    const raw = match[0].replace(TRAILING, '');
    const start = match.index ?? 0;
    const href = safeHref(raw);
    if (href === undefined) continue;
    if (start > at) parts.push({ kind: 'text', text: text.slice(at, start) });
    parts.push({ kind: 'link', text: raw, href });
    at = start + raw.length;
  }
  if (at < text.length) parts.push({ kind: 'text', text: text.slice(at) });
  return parts;
};

/** CHAT-03: the renderer of a message: its type's own for text, link, gif and sticker; a text with a link is a link. */
export const rendererKey = (message: Pick<ChatMessage, 'type' | 'text' | 'media'>): RendererKey => {
  switch (message.type) {
    case 'gif':
    case 'sticker':
      return message.media !== undefined || safeHref(message.text) !== undefined || message.text.startsWith('/') ? message.type : 'fallback';
    case 'link':
      return 'link';
    case 'text':
      return textParts(message.text).some((part) => part.kind === 'link') ? 'link' : 'text';
    default:
      return 'fallback';
  }
};
