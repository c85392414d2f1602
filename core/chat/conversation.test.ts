import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { byConversationOrder, emptyConversation, joinNewestPage, leavesGap, mergeMessages } from './conversation';
import type { ChatMessage } from './message';

const m = (seq: number, text = `m${seq}`): ChatMessage => ({ id: `id${seq}_1767225600000`, matchId: 'm1', fromId: seq % 2 === 0 ? 'me' : 'p1', sentAt: 1_767_225_600_000 + seq, seq, type: 'text', text });

describe('CHAT-15: a conversation merged from every source', () => {
  it('CHAT-15: merging in any order and with repeats holds each message once, in sequence order', () => {
    fc.assert(
      fc.property(fc.array(fc.array(fc.integer({ min: 1, max: 30 }), { maxLength: 10 }), { maxLength: 6 }), (batches) => {
        let held: readonly ChatMessage[] = [];
        for (const batch of batches) held = mergeMessages(held, batch.map((seq) => m(seq)));
        const expected = [...new Set(batches.flat())].sort((a, b) => a - b);
        expect(held.map((message) => message.seq)).toEqual(expected);
      }),
    );
  });

  it('CHAT-15: pages and new messages merged in any order end in sequence order, whatever their times', () => {
    const any = (seq: number, at: number): ChatMessage => ({ ...m(seq), id: `id${seq}-${at}_1767225600000`, sentAt: 1_767_225_600_000 + at });
    const message = fc.tuple(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 0, max: 40 })).map(([seq, at]) => any(seq, at));
    fc.assert(
      fc.property(fc.array(fc.array(message, { maxLength: 8 }), { maxLength: 6 }), (batches) => {
        let held: readonly ChatMessage[] = [];
        for (const batch of batches) held = mergeMessages(held, batch);
        const once = [...new Map(batches.flat().map((each) => [each.id, each])).values()];
        const expected = once.sort((a, b) => a.seq - b.seq || a.sentAt - b.sentAt || (a.id < b.id ? -1 : 1));
        expect(held.map((each) => each.id)).toEqual(expected.map((each) => each.id));
      }),
    );
  });

  it('CHAT-15: a page older than what is held goes before it, new messages after it, without reordering what is held', () => {
    const held = mergeMessages([], [m(51), m(52), m(53)]);
    expect(mergeMessages(held, [m(50), m(49)]).map((each) => each.seq)).toEqual([49, 50, 51, 52, 53]);
    expect(mergeMessages(held, [m(55), m(54)]).map((each) => each.seq)).toEqual([51, 52, 53, 54, 55]);
  });

  it('a later copy of a message replaces the earlier one', () => {
    expect(mergeMessages([m(1, 'old')], [m(1, 'new')]).map((message) => message.text)).toEqual(['new']);
  });

  it('a sequence number skipped after what is held is a gap (the newest page is read again); repeats and the next one are not', () => {
    expect(leavesGap([m(1), m(2)], [m(3), m(4)])).toBe(false);
    expect(leavesGap([m(1), m(2)], [m(2)])).toBe(false);
    expect(leavesGap([m(1), m(2)], [m(4)])).toBe(true);
    expect(leavesGap([], [m(9)])).toBe(false);
  });

  it('the newest page joins what is held when they meet, and replaces it (with its token) when they do not', () => {
    const held = { ...emptyConversation('m1'), status: 'loaded' as const, messages: [m(1), m(2), m(3)] };
    expect(joinNewestPage(held, [m(3), m(4)], '3').messages.map((message) => message.seq)).toEqual([1, 2, 3, 4]);
    const far = joinNewestPage({ ...held, olderPageToken: 'x' }, [m(10), m(11)], '10');
    expect(far.messages.map((message) => message.seq)).toEqual([10, 11]);
    expect(far.olderPageToken).toBe('10');
  });

  it('CHAT-15: messages without a sequence number sort by time among the others; the same sequence and time, by id', () => {
    const at = (id: string, seq: number, time: number): ChatMessage => ({ ...m(1), id, seq, sentAt: time });
    const noSeqLate = at('n_1767225600000', 0, 50);
    const seqEarly = at('s_1767225600000', 3, 30);
    expect([noSeqLate, seqEarly].sort(byConversationOrder).map((each) => each.id)).toEqual([seqEarly.id, noSeqLate.id]);
    expect([seqEarly, noSeqLate].sort(byConversationOrder).map((each) => each.id)).toEqual([seqEarly.id, noSeqLate.id]);
    const x = at('x_1767225600000', 4, 10);
    const y = at('y_1767225600000', 4, 10);
    expect([y, x].sort(byConversationOrder).map((each) => each.id)).toEqual([x.id, y.id]);
    expect([x, y].sort(byConversationOrder).map((each) => each.id)).toEqual([x.id, y.id]);
    expect(byConversationOrder(x, x)).toBe(0);
  });

  it('CHAT-15: merged in batches, messages with and without sequence numbers end in time order (sequence numbers following time)', () => {
    // Sequence numbers follow time here, so the order of the conversation is the order of time, then of id.
    const message = fc.oneof(
      fc.integer({ min: 1, max: 12 }).map((seq) => ({ ...m(seq), id: `s${seq}_1767225600000`, sentAt: seq * 10 })),
      fc.integer({ min: 0, max: 130 }).map((time) => ({ ...m(1), id: `t${time}_1767225600000`, seq: 0, sentAt: time })),
    );
    fc.assert(
      fc.property(fc.array(fc.array(message, { maxLength: 6 }), { maxLength: 5 }), (batches) => {
        let held: readonly ChatMessage[] = [];
        for (const batch of batches) held = mergeMessages(held, batch);
        const once = [...new Map(batches.flat().map((each) => [each.id, each])).values()];
        const expected = once.sort((a, b) => a.sentAt - b.sentAt || (a.id < b.id ? -1 : 1));
        expect(held.map((each) => each.id)).toEqual(expected.map((each) => each.id));
      }),
    );
  });

  it('CHAT-15: messages without a sequence number, or repeats of those held, are no gap; a batch out of order is none either', () => {
    expect(leavesGap([m(1), m(2)], [{ ...m(9), seq: 0 }, m(3)])).toBe(false);
    expect(leavesGap([m(1), m(2)], [m(4), m(3)])).toBe(false);
    expect(leavesGap([m(1), m(2), m(3)], [m(2), m(4)])).toBe(false);
    expect(leavesGap([m(1), m(2), m(3)], [m(2), m(5)])).toBe(true);
  });

  it('CHAT-15: a newest page that starts right after what is held, or is empty, joins it; a fresh page drops an old error and token', () => {
    const held = { ...emptyConversation('m1'), status: 'loaded' as const, messages: [m(1), m(2), m(3)], olderPageToken: 'x' };
    const next = joinNewestPage(held, [m(4), m(5)], '4');
    expect(next.messages.map((message) => message.seq)).toEqual([1, 2, 3, 4, 5]);
    expect(next.olderPageToken).toBe('x');
    expect(joinNewestPage(held, [], undefined).messages.map((message) => message.seq)).toEqual([1, 2, 3]);
    const failed = { ...emptyConversation('m1'), status: 'error' as const, error: 500 };
    const fresh = joinNewestPage(failed, [], 'tok');
    expect(fresh).toEqual({ matchId: 'm1', status: 'loaded', messages: [], loadingOlder: false, olderPageToken: 'tok' });
    const first = joinNewestPage({ ...held, olderPageToken: 'x' }, [m(10)], undefined);
    expect(first.status).toBe('loaded');
    expect('olderPageToken' in first).toBe(false);
  });
});
