import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isEmoji, RECENT_EMOJI_LIMIT, RecentEmojiStore, withRecentEmoji } from './recent-emoji';
import { MemoryRecentEmojiPersistence } from './testing';

const EMOJI = ['😀', '❤️', '👍🏽', '🇩🇪', '👨‍👩‍👧', '🔥', '1️⃣', '🎉'];

describe('CHAT-14: recent emoji', () => {
  it('CHAT-14: the emoji used last comes first, once; at most 24 are kept', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...EMOJI, ...Array.from({ length: 30 }, (_, i) => String.fromCodePoint(0x1f600 + i))), { maxLength: 80 }), (used) => {
        let recent: readonly string[] = [];
        for (const emoji of used) recent = withRecentEmoji(recent, emoji);
        expect(RECENT_EMOJI_LIMIT).toBe(24);
        expect(recent.length).toBeLessThanOrEqual(24);
        expect(new Set(recent).size).toBe(recent.length);
        if (used.length > 0) expect(recent[0]).toBe(used.at(-1));
        const lastUse = (emoji: string) => used.lastIndexOf(emoji);
        for (let i = 1; i < recent.length; i += 1) expect(lastUse(recent[i - 1]!)).toBeGreaterThan(lastUse(recent[i]!));
      }),
    );
  });

  it('CHAT-14: only emoji are kept: no words, no spaces, no markup', () => {
    for (const emoji of EMOJI) expect(isEmoji(emoji)).toBe(true);
    for (const other of ['', 'a', 'hi 😀', '<b>', '😀 ', 'x😀', '123']) expect(isEmoji(other)).toBe(false);
  });

  it('CHAT-14: the list is kept on the device, read back after a reload, and cleared (store and device) at logout', async () => {
    const device = new MemoryRecentEmojiPersistence();
    const first = new RecentEmojiStore(device);
    first.use('🔥');
    first.use('😀');
    first.use('not an emoji');
    expect(device.state).toEqual({ emoji: ['😀', '🔥'] });
    const second = new RecentEmojiStore(device);
    await second.restore();
    expect(second.recent.value).toEqual(['😀', '🔥']);
    await second.clear();
    expect(second.recent.value).toEqual([]);
    expect(device.state).toEqual({ emoji: [] });
  });
});
