import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isMessageId, MESSAGE_TYPES, newClientMessageId, toLastMessage, type ChatMessage } from './message';
import { rendererKey, safeHref, textParts } from './message-renderer';

const message = (overrides: Partial<ChatMessage> = {}): ChatMessage => ({
  id: 'abc_1767225600000',
  matchId: 'm1',
  fromId: 'p1',
  sentAt: 1_767_225_600_000,
  seq: 1,
  type: 'text',
  text: 'hi',
  ...overrides,
});

describe('CHAT-01, CHAT-02: messages and their ids', () => {
  it('CHAT-01: a message carries its id, match, sender, time, sequence, type and text; the lists keep its summary', () => {
    expect(toLastMessage(message({ clientId: 'c_1767225600000' }))).toEqual({ id: 'abc_1767225600000', fromId: 'p1', sentAt: 1_767_225_600_000, seq: 1, type: 'text', text: 'hi' });
  });

  it('the in-memory inbox checks ids by the shape ^.+_\\d{13}$ (the server checks its own, stricter)', () => {
    expect(isMessageId('abc_1767225600000')).toBe(true);
    for (const bad of ['abc', '_1767225600000', 'abc_176722560000', 'abc_17672256000000', 'abc_176722560000x', 'abc-1767225600000']) expect(isMessageId(bad)).toBe(false);
  });

  it('CHAT-02: the ids a device makes have the shape, carry the time of sending, and a prefix of at most 50 safe characters', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 80 }), fc.constantFrom('', '__', 'ü-ß_1', 'a'.repeat(70))), fc.integer({ min: 0, max: 9_999_999_999_999 }), (unique, now) => {
        const id = newClientMessageId(unique, now);
        expect(id).toMatch(/^.+_\d{13}$/);
        expect(id).toMatch(/^[A-Za-z0-9-]{1,50}_\d{13}$/);
        expect(Number(id.slice(-13))).toBe(now);
      }),
    );
    expect(newClientMessageId('a1b2', 1_767_225_600_000)).toBe('a1b2_1767225600000');
  });
});

describe('CHAT-03: message types and their renderers', () => {
  it('CHAT-03: the types are text, link, contact_card, gif, song, sticker, swipe_note, media, tombstone, contextual, profile_photo', () => {
    expect(MESSAGE_TYPES).toEqual(['text', 'link', 'contact_card', 'gif', 'song', 'sticker', 'swipe_note', 'media', 'tombstone', 'contextual', 'profile_photo']);
  });

  it('CHAT-03: text, link, gif and sticker have their own renderer; every other type falls back', () => {
    expect(rendererKey(message())).toBe('text');
    expect(rendererKey(message({ text: 'see https://example.com/x' }))).toBe('link');
    expect(rendererKey(message({ type: 'link', text: 'https://example.com' }))).toBe('link');
    const media = { id: 'gif_hello', type: 'gif' as const, title: 'Hello!', url: '/api/gif/assets/gif_hello.svg', width: 200, height: 150 };
    expect(rendererKey(message({ type: 'gif', text: media.url, media }))).toBe('gif');
    expect(rendererKey(message({ type: 'sticker', text: '/api/sticker/assets/sticker_heart.svg' }))).toBe('sticker');
    for (const type of ['contact_card', 'song', 'swipe_note', 'media', 'tombstone', 'contextual', 'profile_photo', 'something_new']) expect(rendererKey(message({ type }))).toBe('fallback');
    expect(rendererKey(message({ type: 'gif', text: 'javascript:alert(1)' }))).toBe('fallback');
  });

  it('CHAT-03: a text splits into text and link parts that give the text back; only http and https become links', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.string(), fc.constantFrom('https://example.com/a?b=1', 'http://x.io', 'javascript:alert(1)', 'data:text/html,<b>', ' ', 'https://user@evil.com')), { maxLength: 8 }), (pieces) => {
        const text = pieces.join(' ');
        const parts = textParts(text);
        expect(parts.map((part) => part.text).join('')).toBe(text);
        for (const part of parts) if (part.kind === 'link') expect(part.href).toMatch(/^https?:\/\/[^\s@]+$/);
      }),
    );
    expect(textParts('Look: https://example.com/path, ok?')).toEqual([
      { kind: 'text', text: 'Look: ' },
      { kind: 'link', text: 'https://example.com/path', href: 'https://example.com/path' },
      { kind: 'text', text: ', ok?' },
    ]);
    expect(textParts('javascript:alert(1) and <script>x</script>')).toEqual([{ kind: 'text', text: 'javascript:alert(1) and <script>x</script>' }]);
    for (const bad of ['javascript:alert(1)', 'JAVASCRIPT://x', 'data:text/html,x', 'vbscript:x', 'https://', 'https://a b', 'https://user:pw@host.com', 'ftp://host.com']) expect(safeHref(bad)).toBeUndefined();
    expect(safeHref('HTTPS://Example.COM/Path')).toBe('https://example.com/Path');
  });
});
