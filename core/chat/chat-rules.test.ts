import { describe, expect, it } from 'vitest';
import { apiFailure } from '../api';
import { err, ok } from '../shared';
import { FakeTime, MemoryLogger, SequentialIds } from '../shared/testing';
import { messageFromEvent } from './incoming-message';
import { rendererKey, textParts } from './message-renderer';
import { ChatSuggestionsStore, ChatSuggestionsUseCase, pickSuggestions, ReadReceiptsUseCase, shouldPulse, TypingStore, type MediaItem, type SuggestionsApiPort } from './index';
import { chatClient, FakeInbox, MemoryOutboxPersistence } from './testing';

const STARTERS = Array.from({ length: 89 }, (_, i) => `Starter ${i + 1}?`);

describe('CHAT-13: chat suggestions, per match', () => {
  it('CHAT-13: different matches get different starters; a list of exactly 3 is shown in its own order', () => {
    const picks = new Set(Array.from({ length: 20 }, (_, i) => pickSuggestions(STARTERS, `match-${i}`).join('|')));
    expect(picks.size).toBeGreaterThan(10);
    for (const matchId of ['a', 'match-1', 'zz']) expect(pickSuggestions(['one?', 'two?', 'three?'], matchId)).toEqual(['one?', 'two?', 'three?']);
  });

  it('CHAT-13: nothing is offered before a load; another language loads again; a failed load offers nothing', async () => {
    const store = new ChatSuggestionsStore();
    expect(store.messageSuggestions.value).toEqual([]);
    expect(store.consentSuggestions.value).toBe(false);
    const calls: string[] = [];
    let fail = false;
    const api: SuggestionsApiPort = {
      suggestions: async (language) => {
        calls.push(language);
        return fail ? err(apiFailure.network()) : ok([`${language}?`]);
      },
    };
    const useCase = new ChatSuggestionsUseCase({ api, store });
    await useCase.refresh(true, 'en');
    await useCase.refresh(true, 'de');
    expect(calls).toEqual(['en', 'de']);
    expect(store.messageSuggestions.value).toEqual(['de?']);
    await useCase.refresh(false, 'de');
    await useCase.refresh(true, 'de');
    expect(calls).toEqual(['en', 'de', 'de']);
    fail = true;
    store.set(false, []);
    await useCase.refresh(true, 'de');
    expect(calls).toEqual(['en', 'de', 'de', 'de']);
    expect(store.consentSuggestions.value).toBe(false);
    expect(store.messageSuggestions.value).toEqual([]);
  });
});

describe('CHAT-04: incoming message events, with their extras', () => {
  it('CHAT-04: the sender device id and the media of an event stay with the message; an event without a type is text', () => {
    const media: MediaItem = { id: 'gif_hello', type: 'gif', title: 'Hello!', url: '/g.svg', width: 1, height: 1 };
    const event = { messageId: 'm1_1767225600000', userId: 'p1', createdDate: 1, text: '/g.svg', conversationId: 'c1' };
    expect(messageFromEvent({ ...event, clientMessageId: 'c_1767225600000', media, type: 'gif' })).toMatchObject({ clientId: 'c_1767225600000', media, type: 'gif' });
    const plain = messageFromEvent(event);
    expect(plain.type).toBe('text');
    expect('clientId' in plain || 'media' in plain).toBe(false);
  });
});

describe('CHAT-07: typing, at the edges', () => {
  it('CHAT-07: a keystroke at the moment of the last pulse sends none; a clock gone back sends one', () => {
    expect(shouldPulse(1_000, 1_000, 2_000)).toBe(false);
    expect(shouldPulse(1_000, 2_999, 2_000)).toBe(false);
    expect(shouldPulse(1_000, 3_000, 2_000)).toBe(true);
    expect(shouldPulse(1_000, 999, 2_000)).toBe(true);
  });

  it('CHAT-07: the same typist pulsing again changes nothing on screen; stopping where nobody types changes nothing; a reset leaves no timer', () => {
    const time = new FakeTime();
    const typing = new TypingStore(time, () => ({ pulseIntervalMs: 2_000, lifetimeMs: 5_000 }));
    typing.pulse('m1', 'p1');
    const shown = typing.typing.value;
    typing.pulse('m1', 'p1');
    expect(typing.typing.value).toBe(shown);
    typing.stopped('m2');
    typing.stopped('m1', 'p2');
    expect(typing.typing.value).toBe(shown);
    typing.reset();
    expect(typing.typing.value.size).toBe(0);
    expect(time.pendingTimers).toBe(0);
  });
});

describe('CHAT-08: read receipts, turned on or paid for', () => {
  const setup = () => {
    const time = new FakeTime();
    const inbox = new FakeInbox('me', time);
    const client = chatClient({ inbox, clock: time, ids: new SequentialIds(), logger: new MemoryLogger(), persistence: new MemoryOutboxPersistence() });
    return { time, inbox, client };
  };

  it('CHAT-08: with receipts on in a match, turning on again consumes nothing; a failed count read changes nothing', async () => {
    const { inbox, client } = setup();
    const lena = inbox.addMatch('Lena');
    await client.start();
    inbox.failNext(50000, { status: 500 });
    await client.receipts.load();
    expect(client.receipts.remaining.value).toBe(0);
    await client.receipts.load();
    expect(await client.receipts.turnOn(lena, 'Lena')).toBe(true);
    expect(client.receipts.remaining.value).toBe(9);
    const calls = inbox.calls.length;
    expect(await client.receipts.turnOn(lena, 'Lena')).toBe(true);
    expect(await client.receipts.enable(lena)).toBe(true);
    expect(inbox.calls.length).toBe(calls);
    expect(client.receipts.state.value).toEqual({ enabled: true, status: 'success', matchId: lena });
    client.receipts.clearError();
    expect(client.receipts.state.value.status).toBe('success');
    client.receipts.reset();
    expect(client.receipts.state.value).toEqual({ enabled: false, status: 'idle' });
    expect(client.receipts.remaining.value).toBe(0);
    client.stop();
  });

  it('CHAT-08, PUR-35: with none left the read-receipt paywall opens instead, from the count read or from the server\'s refusal (40900)', async () => {
    const { inbox, client } = setup();
    const lena = inbox.addMatch('Lena');
    await client.start();
    const opened: unknown[] = [];
    const receipts = new ReadReceiptsUseCase({ api: inbox, matches: client.matches, modals: { open: (modal) => void opened.push(modal) } });
    inbox.readReceipts = 0;
    const before = inbox.calls.length;
    expect(await receipts.turnOn(lena, 'Lena')).toBe(false);
    expect(inbox.calls.length).toBe(before + 1);
    expect(opened).toEqual([{ kind: 'read-receipt-paywall', props: { matchId: lena, name: 'Lena' } }]);
    expect(receipts.state.value).toEqual({ enabled: false, status: 'error', matchId: lena, error: 40900 });
    expect(receipts.remaining.value).toBe(0);
    const calls = inbox.calls.length;
    expect(await receipts.turnOn(lena, 'Lena')).toBe(false);
    expect(inbox.calls.length).toBe(calls);
    expect(opened).toHaveLength(2);
    receipts.clearError();
    expect(receipts.state.value).toEqual({ enabled: false, status: 'idle' });
    receipts.reset();
    inbox.failNext(50000, { status: 500 });
    expect(await receipts.turnOn(lena, 'Lena')).toBe(false);
    expect(opened).toHaveLength(2);
    inbox.readReceipts = 3;
    await receipts.load();
    const pending = receipts.enable(lena);
    expect(receipts.state.value).toEqual({ enabled: false, status: 'loading', matchId: lena });
    expect(await pending).toBe(true);
    expect(client.matches.match(lena)?.readReceipt.enabled).toBe(true);
    client.stop();
  });
});

describe('CHAT-03: renderers, at the edges', () => {
  it('CHAT-03: a text that is only a link is one link part; text around a link makes no empty part', () => {
    expect(textParts('https://example.com')).toEqual([{ kind: 'link', text: 'https://example.com', href: 'https://example.com' }]);
    expect(textParts('see https://example.com')).toEqual([
      { kind: 'text', text: 'see ' },
      { kind: 'link', text: 'https://example.com', href: 'https://example.com' },
    ]);
    expect(textParts('https://a.com https://b.com').map((part) => part.kind)).toEqual(['link', 'text', 'link']);
  });

  it('CHAT-03: a GIF or sticker is drawn as one with its item, an http address or a path of the server; otherwise with the fallback; a link type is a link', () => {
    const media: MediaItem = { id: 'gif_hello', type: 'gif', title: 'Hello!', url: '/g.svg', width: 1, height: 1 };
    expect(rendererKey({ type: 'gif', text: 'hello', media })).toBe('gif');
    expect(rendererKey({ type: 'gif', text: 'https://example.com/a.gif' })).toBe('gif');
    expect(rendererKey({ type: 'sticker', text: '/api/sticker/assets/s.svg' })).toBe('sticker');
    expect(rendererKey({ type: 'sticker', text: 'javascript:alert(1)' })).toBe('fallback');
    expect(rendererKey({ type: 'gif', text: 'hello' })).toBe('fallback');
    expect(rendererKey({ type: 'link', text: 'no address here' })).toBe('link');
  });
});
