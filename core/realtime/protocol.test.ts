import { describe, expect, it } from 'vitest';
import { parseClientFrame, parseNudge } from './index';

const frame = (value: unknown): string => JSON.stringify(value);

describe('the realtime wire protocol', () => {
  it('CHAT-05: each nudge type is read with its ids; a nudge missing an id is dropped', () => {
    expect(parseNudge(frame({ type: 'match', matchId: 'm1' }))).toEqual({ type: 'match', matchId: 'm1' });
    expect(parseNudge(frame({ type: 'unmatch', matchId: 'm1', extra: 1 }))).toEqual({ type: 'unmatch', matchId: 'm1' });
    expect(parseNudge(frame({ type: 'message', matchId: 'm1', messageId: 'x1' }))).toEqual({ type: 'message', matchId: 'm1', messageId: 'x1' });
    expect(parseNudge(frame({ type: 'typing', matchId: 'm1', userId: 'u1' }))).toEqual({ type: 'typing', matchId: 'm1', userId: 'u1' });
    expect(parseNudge(frame({ type: 'read', matchId: 'm1', messageId: 'x1' }))).toEqual({ type: 'read', matchId: 'm1', messageId: 'x1' });
    for (const type of ['ban', 'logout', 'pong'] as const) expect(parseNudge(frame({ type, matchId: 'm1' }))).toEqual({ type });
    for (const type of ['match', 'unmatch', 'message', 'typing', 'read']) {
      expect(parseNudge(frame({ type }))).toBeUndefined();
      expect(parseNudge(frame({ type, matchId: 'm1' })) === undefined).toBe(type !== 'match' && type !== 'unmatch');
    }
    expect(parseNudge(frame({ type: 'message', messageId: 'x1' }))).toBeUndefined();
    expect(parseNudge(frame({ type: 'typing', userId: 'u1' }))).toBeUndefined();
    expect(parseNudge(frame({ type: 'typing', matchId: 'm1' }))).toBeUndefined();
    expect(parseNudge(frame({ type: 'read', messageId: 'x1' }))).toBeUndefined();
    expect(parseNudge(frame({ type: 'read', matchId: 'm1' }))).toBeUndefined();
  });

  it('CHAT-05: ids are non-empty texts of at most 128 characters', () => {
    expect(parseNudge(frame({ type: 'match', matchId: 'a'.repeat(128) }))).toEqual({ type: 'match', matchId: 'a'.repeat(128) });
    expect(parseNudge(frame({ type: 'match', matchId: 'a'.repeat(129) }))).toBeUndefined();
    expect(parseNudge(frame({ type: 'match', matchId: 'a' }))).toEqual({ type: 'match', matchId: 'a' });
    expect(parseNudge(frame({ type: 'match', matchId: '' }))).toBeUndefined();
    expect(parseNudge(frame({ type: 'match', matchId: 7 }))).toBeUndefined();
    expect(parseNudge(frame({ type: 'match', matchId: ['m1'] }))).toBeUndefined();
    expect(parseNudge(frame({ type: 'match', matchId: { length: 3 } }))).toBeUndefined();
    expect(parseNudge(frame({ type: 'message', matchId: 'm1', messageId: '' }))).toBeUndefined();
    expect(parseNudge(frame({ type: 'message', matchId: '', messageId: 'x1' }))).toBeUndefined();
  });

  it('CHAT-05: anything that is not a JSON object of a known type is dropped', () => {
    for (const text of ['not json', 'null', '5', '"match"', 'true', '[]', frame({ type: 'mystery' }), frame({}), frame({ type: '' })]) {
      expect(parseNudge(text)).toBeUndefined();
    }
  });

  it('CHAT-05: a client frame is a ping or a typing frame with its match, at most 1,024 characters', () => {
    expect(parseClientFrame(frame({ type: 'ping' }))).toEqual({ type: 'ping' });
    expect(parseClientFrame(frame({ type: 'typing', matchId: 'm1' }))).toEqual({ type: 'typing', matchId: 'm1' });
    expect(parseClientFrame(frame({ type: 'typing' }))).toBeUndefined();
    expect(parseClientFrame(frame({ type: 'typing', matchId: '' }))).toBeUndefined();
    expect(parseClientFrame(frame({ type: 'match', matchId: 'm1' }))).toBeUndefined();
    expect(parseClientFrame(frame({ type: '', matchId: 'm1' }))).toBeUndefined();
    for (const text of ['not json', 'null', '5', '[]', frame({})]) expect(parseClientFrame(text)).toBeUndefined();
    const exactly = frame({ type: 'ping', pad: '' });
    const padded = (length: number) => frame({ type: 'ping', pad: 'x'.repeat(length - exactly.length) });
    expect(padded(1024)).toHaveLength(1024);
    expect(parseClientFrame(padded(1024))).toEqual({ type: 'ping' });
    expect(parseClientFrame(padded(1025))).toBeUndefined();
  });
});
