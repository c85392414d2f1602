import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ConversationRows, outboxRenderer, type ChatItem } from './chat-items';
import { rendererKey } from './message-renderer';
import { mergeMessages } from './conversation';
import type { ChatMessage } from './message';
import type { OutboxEntry } from './outbox';

const T0 = 1_767_225_600_000;
const m = (seq: number, from: 'me' | 'p1' = seq % 2 === 0 ? 'me' : 'p1', text = `m${seq}`): ChatMessage => ({
  id: `id${seq}_${T0}`,
  matchId: 'm1',
  fromId: from,
  sentAt: T0 + seq,
  seq,
  type: 'text',
  text,
  ...(from === 'me' ? { clientId: `c${seq}` } : {}),
});
const pending = (clientId: string, createdAt: number, state: OutboxEntry['state'] = 'pending'): OutboxEntry => ({
  clientId,
  matchId: 'm1',
  createdAt,
  content: { kind: 'text', text: clientId },
  state,
  attempts: 0,
});

/** What a row shows: its key, whose it is, and how far it got. */
const shown = (rows: readonly ChatItem[]) => rows.map((row) => `${row.key}:${row.kind === 'message' ? (row.own ? 'own' : 'theirs') : 'outbox'}:${row.delivery ?? '-'}`);

describe('CHAT-15, CHAT-08: the rows of a conversation', () => {
  it('CHAT-08, CHAT-15: messages in order, the member`s own read ones seen, the rest sent; the outbox after them, pending or failed, oldest first', () => {
    const rows = new ConversationRows().rows([m(1), m(2), m(3), m(4)], [pending('late', T0 + 9, 'failed'), pending('early', T0 + 8)], 'me', `id2_${T0}`);
    expect(shown(rows)).toEqual([`id1_${T0}:theirs:-`, `id2_${T0}:own:seen`, `id3_${T0}:theirs:-`, `id4_${T0}:own:sent`, 'early:outbox:pending', 'late:outbox:failed']);
  });

  it('CHAT-15: a message the server delivered leaves the outbox rows (its client id is among the messages)', () => {
    const rows = new ConversationRows().rows([m(1), m(2)], [pending('c2', T0 + 5), pending('c9', T0 + 6)], 'me', undefined);
    expect(rows.map((row) => row.key)).toEqual([`id1_${T0}`, `id2_${T0}`, 'c9']);
  });

  it('CHAT-15: rows kept from one answer to the next always equal the rows made afresh, whatever the pages, new messages, replacements, read marker and outbox', () => {
    type Step =
      | { readonly kind: 'merge'; readonly seqs: readonly number[] }
      | { readonly kind: 'edit'; readonly seq: number }
      | { readonly kind: 'read'; readonly seq: number | undefined }
      | { readonly kind: 'outbox'; readonly ids: readonly number[] }
      | { readonly kind: 'member'; readonly ownId: 'me' | 'p1' };
    const step: fc.Arbitrary<Step> = fc.oneof(
      fc.record({ kind: fc.constant('merge' as const), seqs: fc.array(fc.integer({ min: 1, max: 60 }), { maxLength: 12 }) }),
      fc.record({ kind: fc.constant('edit' as const), seq: fc.integer({ min: 1, max: 60 }) }),
      fc.record({ kind: fc.constant('read' as const), seq: fc.option(fc.integer({ min: 1, max: 60 }), { nil: undefined }) }),
      fc.record({ kind: fc.constant('outbox' as const), ids: fc.array(fc.integer({ min: 1, max: 60 }), { maxLength: 3 }) }),
      fc.record({ kind: fc.constant('member' as const), ownId: fc.constantFrom('me' as const, 'p1' as const) }),
    );
    fc.assert(
      fc.property(fc.array(step, { maxLength: 25 }), (steps) => {
        const kept = new ConversationRows();
        let messages: readonly ChatMessage[] = [];
        let outbox: readonly OutboxEntry[] = [];
        let read: string | undefined;
        let ownId: string = 'me';
        let edits = 0;
        for (const each of steps) {
          if (each.kind === 'merge') messages = mergeMessages(messages, each.seqs.map((seq) => m(seq)));
          else if (each.kind === 'edit') messages = mergeMessages(messages, [m(each.seq, undefined, `edited ${(edits += 1)}`)]);
          else if (each.kind === 'read') read = each.seq === undefined ? undefined : `id${each.seq}_${T0}`;
          else if (each.kind === 'outbox') outbox = each.ids.map((id) => pending(`c${id}`, T0 + id));
          else ownId = each.ownId;
          const rows = kept.rows(messages, outbox, ownId, read);
          const afresh = new ConversationRows().rows(messages, outbox, ownId, read);
          expect(shown(rows)).toEqual(shown(afresh));
          expect(rows.map((row) => (row.kind === 'message' ? row.message : row.entry))).toEqual(afresh.map((row) => (row.kind === 'message' ? row.message : row.entry)));
        }
      }),
    );
  });

  it('CHAT-15: an older page or new messages make rows for themselves only: the rows held stay the same objects', () => {
    const kept = new ConversationRows();
    const held = mergeMessages([], [m(51), m(52), m(53)]);
    const first = kept.rows(held, [], 'me', undefined);
    const withOlder = mergeMessages(held, [m(49), m(50)]);
    const older = kept.rows(withOlder, [], 'me', undefined);
    expect(older.slice(2)).toEqual(first);
    older.slice(2).forEach((row, index) => expect(row).toBe(first[index]));
    const newer = kept.rows(mergeMessages(withOlder, [m(54)]), [], 'me', undefined);
    newer.slice(0, 5).forEach((row, index) => expect(row).toBe(older[index]));
    expect(newer.map((row) => row.key).at(-1)).toBe(`id54_${T0}`);
  });

  it('CHAT-08, CHAT-15: whatever the conversation becomes from call to call, its rows are those of its messages as they are now', () => {
    // A pool of messages, some without a sequence number, some with a link; a conversation is a run of it.
    const pool: ChatMessage[] = Array.from({ length: 12 }, (_, i) => {
      const base = { ...m(i + 1, i % 3 === 1 ? 'me' : 'p1', i % 4 === 0 ? `see https://example.com/${i}` : `m${i}`), ...(i % 3 === 2 ? { fromId: 'p2' } : {}) };
      return i === 5 || i === 9 ? { ...base, seq: 0 } : base;
    });
    const expected = (messages: readonly ChatMessage[], ownId: string, lastRead: string | undefined) => {
      const readUpTo = lastRead === undefined ? 0 : (messages.findLast((message) => message.id === lastRead)?.seq ?? 0);
      return messages.map((message) => {
        const own = message.fromId === ownId;
        const delivery = own ? (message.seq > 0 && message.seq <= readUpTo ? 'seen' : 'sent') : undefined;
        return { kind: 'message', key: message.id, message, own, renderer: rendererKey(message), ...(delivery === undefined ? {} : { delivery }) };
      });
    };
    const step = fc.record({
      from: fc.integer({ min: 0, max: 11 }),
      length: fc.integer({ min: 0, max: 12 }),
      same: fc.boolean(),
      ownId: fc.constantFrom('me', 'p1'),
      lastRead: fc.option(fc.integer({ min: 0, max: 11 }), { nil: undefined }),
    });
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 8 }), (steps) => {
        const rows = new ConversationRows();
        let messages: readonly ChatMessage[] = [];
        for (const { from, length, same, ownId, lastRead } of steps) {
          if (!same) messages = pool.slice(from, from + length);
          const lastReadId = lastRead === undefined ? undefined : pool[lastRead]!.id;
          expect(rows.rows(messages, [], ownId, lastReadId)).toEqual(expected(messages, ownId, lastReadId));
        }
      }),
    );
  });

  it('CHAT-15: a conversation that grows by a message or an older page keeps the rows it had as the same objects', () => {
    const rows = new ConversationRows();
    const middle = [m(3), m(4), m(5)];
    const first = rows.rows(middle, [], 'me', undefined);
    const six = m(6);
    const grown = rows.rows([...middle, six], [], 'me', undefined);
    expect(grown.slice(0, 3).every((row, i) => row === first[i])).toBe(true);
    const older = rows.rows([m(1), m(2), ...middle, six], [], 'me', undefined);
    expect(older.slice(2).every((row, i) => row === grown[i])).toBe(true);
    expect(shown(older)).toEqual(shown(new ConversationRows().rows([m(1), m(2), ...middle, m(6)], [], 'me', undefined)));
  });

  it('CHAT-03: a GIF or sticker in the outbox is drawn as the message it will be', () => {
    const item = { id: 'gif_hello', type: 'gif' as const, title: 'Hello!', url: '/api/gif/assets/gif_hello.svg', width: 200, height: 150 };
    expect(outboxRenderer({ ...pending('c1', 1), content: { kind: 'gif', item } })).toBe('gif');
    expect(outboxRenderer({ ...pending('c1', 1), content: { kind: 'sticker', item: { ...item, type: 'sticker' } } })).toBe('sticker');
    expect(outboxRenderer({ ...pending('c1', 1), content: { kind: 'text', text: 'see https://example.com' } })).toBe('link');
    expect(outboxRenderer(pending('c1', 1))).toBe('text');
  });
});
