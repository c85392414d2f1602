import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { messageFromEvent } from './incoming-message';

describe('CHAT-04: incoming message events', () => {
  it('CHAT-04: {message_id, user_id, created_date, text, conversation_id} becomes a message of match conversation_id', () => {
    fc.assert(
      fc.property(
        fc.record({
          messageId: fc.integer({ min: 1, max: 1e6 }).map((n) => `m${n}_1767225600000`),
          userId: fc.string({ minLength: 1 }),
          createdDate: fc.integer({ min: 0, max: 4_000_000_000_000 }),
          text: fc.string(),
          conversationId: fc.string({ minLength: 1 }),
        }),
        fc.option(fc.integer({ min: 1, max: 1000 }), { nil: undefined }),
        (event, seq) => {
          const message = messageFromEvent({ ...event, ...(seq === undefined ? {} : { seq }) });
          expect(message).toMatchObject({ id: event.messageId, fromId: event.userId, sentAt: event.createdDate, text: event.text, matchId: event.conversationId, type: 'text', seq: seq ?? 0 });
        },
      ),
    );
  });

  it('CHAT-04: the provider`s type, the sender`s own id and a GIF travel along', () => {
    const media = { id: 'gif_lol', type: 'gif' as const, title: 'LOL', url: '/api/gif/assets/gif_lol.svg', width: 200, height: 150 };
    expect(messageFromEvent({ messageId: 'a_1767225600000', userId: 'p1', createdDate: 1, text: media.url, conversationId: 'm1', type: 'gif', seq: 4, clientMessageId: 'c_1767225600000', media })).toEqual({
      id: 'a_1767225600000',
      matchId: 'm1',
      fromId: 'p1',
      sentAt: 1,
      seq: 4,
      type: 'gif',
      text: media.url,
      clientId: 'c_1767225600000',
      media,
    });
  });
});
