import { signal } from '@preact/signals-core';
import { describe, expect, it } from 'vitest';
import { MatchesStore } from '../matches';
import { ChatStore, draftFromSearch, draftSearch, type ChatMessage, type OutboxEntry } from './index';

const store = () => new ChatStore(signal<string | undefined>('me'), new MatchesStore(signal<string | undefined>('me'), 0));

const message = (matchId: string, seq: number, overrides: Partial<ChatMessage> = {}): ChatMessage => ({
  id: `${matchId}-${seq}_1767225600000`,
  matchId,
  fromId: 'other',
  sentAt: 1_767_225_600_000 + seq,
  seq,
  type: 'text',
  text: `m${seq}`,
  ...overrides,
});

const entry = (clientId: string, matchId: string, createdAt: number, state: OutboxEntry['state'] = 'pending'): OutboxEntry => ({
  clientId,
  matchId,
  createdAt,
  content: { kind: 'text', text: clientId },
  state,
  attempts: 0,
});

const loaded = (chat: ChatStore, matchId: string, messages: readonly ChatMessage[] = [message(matchId, 1)]) => {
  chat.startLoading(matchId);
  chat.newestLoaded(matchId, messages, undefined);
};

const outboxIds = (chat: ChatStore) => chat.outbox.value.map((each) => `${each.clientId}:${each.state}`);

describe('MATCH-15: a draft carried in a conversation link', () => {
  it('MATCH-15: the draft is the trimmed text as `?draft=`, at most 5,000 characters; blank text carries nothing', () => {
    expect(draftSearch('  Hi there & more  ')).toBe('?draft=Hi%20there%20%26%20more');
    expect(draftSearch('   ')).toBe('');
    expect(draftSearch('')).toBe('');
    expect(draftSearch('a'.repeat(6000))).toBe(`?draft=${'a'.repeat(5000)}`);
  });

  it('MATCH-15: a link gives back its draft (at most 5,000 characters); none, or a blank one, gives nothing', () => {
    expect(draftFromSearch('?draft=Hi%20there%20%26%20more')).toBe('Hi there & more');
    expect(draftFromSearch(draftSearch(' Hello '))).toBe('Hello');
    expect(draftFromSearch(`?draft=${'b'.repeat(6000)}`)).toBe('b'.repeat(5000));
    expect(draftFromSearch('')).toBeUndefined();
    expect(draftFromSearch('?other=1')).toBeUndefined();
    expect(draftFromSearch('?draft=%20%20')).toBeUndefined();
  });

  it('MATCH-15: the composer takes a link draft once per link and conversation; what the member writes is kept until cleared', () => {
    const chat = store();
    expect(chat.draft('a')).toBe('');
    chat.takeLinkDraft('a', '?draft=Hello');
    expect(chat.draft('a')).toBe('Hello');
    chat.keepDraft('a', 'Hello you');
    chat.takeLinkDraft('a', '?draft=Hello');
    expect(chat.draft('a')).toBe('Hello you');
    chat.takeLinkDraft('b', '?draft=Hello');
    expect(chat.draft('b')).toBe('Hello');
    chat.takeLinkDraft('a', '?draft=Other');
    expect(chat.draft('a')).toBe('Other');
    chat.takeLinkDraft('a', '?draft=%20');
    chat.takeLinkDraft('a', '');
    expect(chat.draft('a')).toBe('Other');
    chat.keepDraft('a', '');
    expect(chat.draft('a')).toBe('');
    chat.forget(['b']);
    expect(chat.draft('b')).toBe('');
    chat.keepDraft('c', 'later');
    chat.reset();
    expect(chat.draft('c')).toBe('');
    chat.takeLinkDraft('a', '?draft=Hello');
    expect(chat.draft('a')).toBe('Hello');
  });
});

describe('the conversations held (ChatStore)', () => {
  it('CHAT-15: a conversation is loading, then loaded; a failed load is neither and keeps its code', () => {
    const chat = store();
    expect(chat.isLoaded('a')).toBe(false);
    expect(chat.isLoadedOrLoading('a')).toBe(false);
    chat.startLoading('a');
    expect(chat.conversation('a').status).toBe('loading');
    expect(chat.isLoaded('a')).toBe(false);
    expect(chat.isLoadedOrLoading('a')).toBe(true);
    expect(chat.loadedMatchIds()).toEqual([]);
    chat.newestLoaded('a', [message('a', 1)], 'older');
    expect(chat.isLoaded('a')).toBe(true);
    expect(chat.isLoadedOrLoading('a')).toBe(true);
    expect(chat.conversation('a').olderPageToken).toBe('older');
    chat.startLoading('b');
    chat.loadFailed('b', 500);
    expect(chat.conversation('b')).toMatchObject({ status: 'error', error: 500 });
    expect(chat.isLoaded('b')).toBe(false);
    expect(chat.isLoadedOrLoading('b')).toBe(false);
    expect(chat.loadedMatchIds()).toEqual(['a']);
  });

  it('CHAT-15: an older page goes before what is held, with its token (none once the first message is held)', () => {
    const chat = store();
    chat.olderLoading('x', true);
    chat.olderLoaded('x', [message('x', 1)], 'tok');
    expect(chat.conversation('x')).toEqual({ matchId: 'x', status: 'not-loaded', messages: [], loadingOlder: false });
    chat.startLoading('a');
    chat.newestLoaded('a', [message('a', 5), message('a', 6)], 't5');
    chat.olderLoading('a', true);
    expect(chat.conversation('a').loadingOlder).toBe(true);
    chat.olderLoaded('a', [message('a', 3), message('a', 4)], 't3');
    expect(chat.conversation('a')).toMatchObject({ loadingOlder: false, olderPageToken: 't3' });
    expect(chat.conversation('a').messages.map((each) => each.seq)).toEqual([3, 4, 5, 6]);
    chat.olderLoading('a', true);
    chat.olderLoading('a', false);
    expect(chat.conversation('a').loadingOlder).toBe(false);
    chat.olderLoaded('a', [message('a', 1), message('a', 2)], undefined);
    expect(chat.conversation('a').messages.map((each) => each.seq)).toEqual([1, 2, 3, 4, 5, 6]);
    expect('olderPageToken' in chat.conversation('a')).toBe(false);
  });

  it('CHAT-15: messages received join the conversations held only; the member\'s own delivered ones leave the outbox', () => {
    const chat = store();
    loaded(chat, 'a');
    chat.addOutgoing(entry('c1', 'a', 1));
    chat.addOutgoing(entry('c2', 'a', 2));
    chat.addOutgoing(entry('c3', 'a', 3, 'sending'));
    chat.receive([message('b', 1)]);
    expect(chat.conversation('b').messages).toEqual([]);
    // Another member's message with the same device id, and the member's own without one, deliver nothing.
    chat.receive([message('a', 2, { fromId: 'other', clientId: 'c1' }), message('a', 3, { fromId: 'me' })]);
    expect(chat.conversation('a').messages.map((each) => each.seq)).toEqual([1, 2, 3]);
    expect(outboxIds(chat)).toEqual(['c1:pending', 'c2:pending', 'c3:sending']);
    // One being sent stays until its sender hears the answer.
    chat.receive([message('a', 4, { fromId: 'me', clientId: 'c2' }), message('a', 5, { fromId: 'me', clientId: 'c3' })]);
    expect(outboxIds(chat)).toEqual(['c1:pending', 'c3:sending']);
    expect(chat.conversation('a').messages.map((each) => each.seq)).toEqual([1, 2, 3, 4, 5]);
    chat.receive([message('a', 5, { fromId: 'me', clientId: 'c3' })]);
    expect(outboxIds(chat)).toEqual(['c1:pending', 'c3:sending']);
    chat.startLoading('n');
    chat.newestLoaded('n', [message('n', 1, { fromId: 'me', clientId: 'c1' })], undefined);
    expect(outboxIds(chat)).toEqual(['c3:sending']);
  });

  it('CHAT-15: the outbox adds, changes and drops entries by their id', () => {
    const chat = store();
    chat.addOutgoing(entry('c1', 'a', 1));
    chat.addOutgoing(entry('c2', 'a', 2));
    chat.updateOutgoing('c2', (each) => ({ ...each, state: 'failed' }));
    expect(outboxIds(chat)).toEqual(['c1:pending', 'c2:failed']);
    chat.forgetOutgoing('c1');
    expect(outboxIds(chat)).toEqual(['c2:failed']);
  });

  it('CHAT-15: a match ended forgets its conversation and its unsent messages, the others stay', () => {
    const chat = store();
    loaded(chat, 'a');
    loaded(chat, 'b');
    chat.addOutgoing(entry('c1', 'a', 1));
    chat.addOutgoing(entry('c2', 'b', 2));
    chat.forget(['a']);
    expect(chat.isLoaded('a')).toBe(false);
    expect(chat.isLoaded('b')).toBe(true);
    expect(outboxIds(chat)).toEqual(['c2:pending']);
  });

  it('CHAT-15: a kept outbox comes back after a reload in order of writing, what was being sent pending again, nothing twice', () => {
    const chat = store();
    chat.addOutgoing(entry('c2', 'a', 20));
    const before = chat.outbox.value;
    chat.restoreOutbox([entry('c2', 'a', 20, 'failed')]);
    expect(chat.outbox.value).toBe(before);
    chat.restoreOutbox([entry('c3', 'a', 30, 'sending'), entry('c1', 'a', 10, 'failed'), entry('c2', 'a', 20, 'failed')]);
    expect(outboxIds(chat)).toEqual(['c1:failed', 'c2:pending', 'c3:pending']);
  });

  it('MATCH-16: the conversations of the 4 members last chatted with stay loaded, besides the one on screen', () => {
    const chat = store();
    for (const id of ['a', 'b', 'c', 'd']) loaded(chat, id);
    loaded(chat, 'e');
    expect(chat.loadedMatchIds().sort()).toEqual(['b', 'c', 'd', 'e']);
    chat.open('b');
    expect(chat.openMatchId.value).toBe('b');
    for (const id of ['f', 'g', 'h', 'i']) loaded(chat, id);
    expect(chat.loadedMatchIds().sort()).toEqual(['b', 'g', 'h', 'i']);
    chat.open('b');
    expect(chat.loadedMatchIds().sort()).toEqual(['b', 'g', 'h', 'i']);
    chat.close('g');
    expect(chat.openMatchId.value).toBe('b');
    chat.close('b');
    expect(chat.openMatchId.value).toBeUndefined();
    // Opened again, it was the most recently used: the next to go is the oldest of the others.
    loaded(chat, 'j');
    expect(chat.loadedMatchIds().sort()).toEqual(['b', 'h', 'i', 'j']);
  });

  it('logout forgets everything and moves the epoch on by one', () => {
    const chat = store();
    loaded(chat, 'a');
    chat.open('a');
    chat.addOutgoing(entry('c1', 'a', 1));
    const epoch = chat.epoch.value;
    chat.reset();
    expect(chat.epoch.value).toBe(epoch + 1);
    expect(chat.outbox.value).toEqual([]);
    expect(chat.openMatchId.value).toBeUndefined();
    expect(chat.loadedMatchIds()).toEqual([]);
    expect(chat.items('a').value).toEqual([]);
    for (const id of ['b', 'c', 'd', 'e']) loaded(chat, id);
    expect(chat.loadedMatchIds().sort()).toEqual(['b', 'c', 'd', 'e']);
  });
});
